import { describe, expect, it } from 'vitest';
import { midtransSignature as exported } from './index.ts';
import { formatRupiah, grossAmountString, jakartaTime, midtransSignature, notificationStatusCode } from './signature.ts';

describe('midtransSignature', () => {
  it('matches the Midtrans docs vector (docs/payments.md, Signature)', () => {
    expect(midtransSignature('1111', '200', '100000.00', 'askvnoibnosifnboseofinbofinfgbiufglnbfg')).toBe(
      'edc076b21793ebe3e17926350f5b8ae67d902fe657b3d0aa31b932d5c127e2375d308a2bc94f3265ac2d80a1f181a79b997ac178a236fcff35af263fc4d4c231',
    );
  });

  it('matches the simulator vector (docs/payments.md, Signature)', () => {
    expect(exported('ORD-1001-1', '200', '150000.00', 'SB-Mid-server-SIMULATOR-ONLY')).toBe(
      'd5a81315a55d357a9b7d552971c8aed036e3178dd0f942afe4a41490ca899c0c4830f50af145eb583104ddff189306d228ad1cf9c216d98411bdef9671dfdef5',
    );
  });

  it('hashes the amount exactly as sent: "100000" differs from "100000.00"', () => {
    const key = 'askvnoibnosifnboseofinbofinfgbiufglnbfg';
    expect(midtransSignature('1111', '200', '100000', key)).toMatch(/^5f363520e86c/);
    expect(midtransSignature('1111', '200', '100000', key)).toHaveLength(128);
  });
});

describe('formats', () => {
  it('maps statuses to notification status codes', () => {
    expect(['settlement', 'capture', 'refund'].map((s) => notificationStatusCode(s as 'settlement'))).toEqual(['200', '200', '200']);
    expect(notificationStatusCode('pending')).toBe('201');
    expect(['deny', 'cancel', 'expire'].map((s) => notificationStatusCode(s as 'deny'))).toEqual(['202', '202', '202']);
  });

  it('writes amounts, times and rupiah like Midtrans and Indonesian shops', () => {
    expect(grossAmountString(150_000)).toBe('150000.00');
    expect(jakartaTime(new Date('2025-01-09T11:27:19.456Z'))).toBe('2025-01-09 18:27:19');
    expect(formatRupiah(150_000)).toBe('Rp 150.000');
    expect(formatRupiah(1_250_000)).toBe('Rp 1.250.000');
    expect(formatRupiah(999)).toBe('Rp 999');
    expect(formatRupiah(-5_000)).toBe('-Rp 5.000');
  });
});
