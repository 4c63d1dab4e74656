import { describe, expect, it } from 'vitest';
import { midtransSignature as simSignature, notificationStatusCode } from '../../payment-sandbox/index.ts';
import { hasValidSignature, midtransSignature, parseGrossAmount, SIGNED_STATUS_CODES } from './midtrans-signature.ts';
import { buildSnapRequest, jakartaTimestamp, newMidtransOrderId } from './snap-request.ts';

describe('the simulator signs and codes its notifications as the shop checks them', () => {
  it('pairs every status the shop checks with the status_code the simulator sends', () => {
    expect(Object.keys(SIGNED_STATUS_CODES).sort()).toEqual(['cancel', 'capture', 'deny', 'expire', 'pending', 'settlement']);
    for (const [status, code] of Object.entries(SIGNED_STATUS_CODES)) {
      expect(notificationStatusCode(status as Parameters<typeof notificationStatusCode>[0]), status).toBe(code);
    }
  });
});

describe('notification signature', () => {
  it('matches the Midtrans docs vector (docs/payments.md, Signature), computed over the received "100000.00"', () => {
    const key = 'askvnoibnosifnboseofinbofinfgbiufglnbfg';
    const want =
      'edc076b21793ebe3e17926350f5b8ae67d902fe657b3d0aa31b932d5c127e2375d308a2bc94f3265ac2d80a1f181a79b997ac178a236fcff35af263fc4d4c231';
    expect(midtransSignature('1111', '200', '100000.00', key)).toBe(want);
    expect(hasValidSignature({ order_id: '1111', status_code: '200', gross_amount: '100000.00', signature_key: want }, key)).toBe(true);
    expect(hasValidSignature({ order_id: '1111', status_code: '200', gross_amount: '100000', signature_key: want }, key)).toBe(false);
  });

  it('matches the simulator vector (docs/payments.md, Signature) and the simulator itself', () => {
    const key = 'SB-Mid-server-SIMULATOR-ONLY';
    const want =
      'd5a81315a55d357a9b7d552971c8aed036e3178dd0f942afe4a41490ca899c0c4830f50af145eb583104ddff189306d228ad1cf9c216d98411bdef9671dfdef5';
    expect(midtransSignature('ORD-1001-1', '200', '150000.00', key)).toBe(want);
    expect(simSignature('GAYAKU-7-abc', '202', '99000.00', key)).toBe(midtransSignature('GAYAKU-7-abc', '202', '99000.00', key));
  });

  it('rejects missing fields, other keys and malformed signatures', () => {
    const key = 'SB-Mid-server-X';
    const good = { order_id: 'A', status_code: '200', gross_amount: '1.00', signature_key: midtransSignature('A', '200', '1.00', key) };
    expect(hasValidSignature(good, key)).toBe(true);
    expect(hasValidSignature(good, 'SB-Mid-server-Y')).toBe(false);
    expect(hasValidSignature({ ...good, signature_key: 'zz' }, key)).toBe(false);
    expect(hasValidSignature({ ...good, signature_key: good.signature_key.toUpperCase() }, key)).toBe(true);
    expect(hasValidSignature({ ...good, status_code: 200 }, key)).toBe(false);
    expect(hasValidSignature({}, key)).toBe(false);
  });
});

describe('gross_amount', () => {
  it('reads whole rupiah only', () => {
    expect(parseGrossAmount('150000.00')).toBe(150000);
    expect(parseGrossAmount('150000')).toBe(150000);
    expect(parseGrossAmount('150000.50')).toBeNull();
    expect(parseGrossAmount('-1.00')).toBeNull();
    expect(parseGrossAmount('1e5')).toBeNull();
    expect(parseGrossAmount('')).toBeNull();
  });
});

describe('Snap request', () => {
  const base = {
    midtransOrderId: newMidtransOrderId(2_147_483_647),
    shippingCost: 15_000,
    city: 'Jakarta',
    address: 'Jl. Merdeka 1',
    customer: { username: 'budi', email: 'budi@contoh.id' },
    expiryMinutes: 1440,
    finishUrl: 'http://127.0.0.1:3000/myorder?payment=success',
    now: new Date('2025-01-01T03:00:00Z'),
  };

  it('makes attempt ids of at most 50 allowed characters', () => {
    expect(base.midtransOrderId).toMatch(/^GAYAKU-2147483647-[0-9a-f]{8}$/);
    expect(base.midtransOrderId.length).toBeLessThanOrEqual(50);
    expect(newMidtransOrderId(1)).not.toBe(newMidtransOrderId(1));
  });

  it('sends shipping as its own line, sums exactly and cuts names to 50 characters', () => {
    const long = 'Kemeja Batik Lengan Panjang Motif Parang Rusak Edisi Spesial | 2025';
    const req = buildSnapRequest({
      ...base,
      lines: [{ productId: 3, name: long, price: 250_000, quantity: 2, size: 'XL', color: 'Merah' }],
      total: 515_000,
    });
    expect(req.item_details.reduce((s, i) => s + i.price * i.quantity, 0)).toBe(req.transaction_details.gross_amount);
    expect(req.item_details.at(-1)).toEqual({ id: 'SHIPPING', price: 15_000, quantity: 1, name: 'Ongkos kirim Jakarta' });
    for (const item of req.item_details) {
      expect(Array.from(item.name).length).toBeLessThanOrEqual(50);
      expect(item.name).not.toContain('|');
    }
    expect(req.expiry).toEqual({ start_time: '2025-01-01 10:00:00 +0700', unit: 'minute', duration: 1440 });
    expect(req.customer_details?.email).toBe('budi@contoh.id');
  });

  it('ends the Snap page with the payment window (the stock hold), never after it', () => {
    const lines = [{ productId: 1, name: 'Kaos', price: 85_000, quantity: 1, size: 'M', color: 'Hitam' }];
    const expiry = (expiryMinutes: number) => buildSnapRequest({ ...base, lines, total: 100_000, expiryMinutes }).expiry;
    expect(expiry(60)).toEqual({ start_time: '2025-01-01 10:00:00 +0700', unit: 'minute', duration: 60 });
    expect(expiry(59.99)?.duration).toBe(59);
    expect(expiry(0.4)?.duration).toBe(1);
  });

  it('refuses to send lines that do not add up', () => {
    expect(() =>
      buildSnapRequest({ ...base, lines: [{ productId: 1, name: 'A', price: 10, quantity: 1, size: null, color: null }], total: 11 }),
    ).toThrow(/differs/);
  });

  it('formats Jakarta time', () => {
    expect(jakartaTimestamp(new Date('2025-06-30T20:30:05Z'))).toBe('2025-07-01 03:30:05 +0700');
  });
});
