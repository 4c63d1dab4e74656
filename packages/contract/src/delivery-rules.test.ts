import { describe, expect, it } from 'vitest';
import { billableKilograms, courierNamed, etdLabel, normalizePhone, trackingUrl, WAYBILL_PATTERN } from './delivery-rules.ts';

describe('normalizePhone', () => {
  it.each([
    ['081234567890', '+6281234567890'],
    ['0812-3456-7890', '+6281234567890'],
    [' 0812 3456 7890 ', '+6281234567890'],
    ['6281234567890', '+6281234567890'],
    ['+62 812 3456 7890', '+6281234567890'],
    ['0812345678', '+62812345678'],
    ['0812345678901', '+62812345678901'],
  ])('%j → %s', (input, phone) => expect(normalizePhone(input)).toBe(phone));

  it.each(['', '081234567', '08123456789012', '0212345678', '+6502345678', '62081234567890', '0812.3456.7890', '(0812) 34567890', 'nomor'])(
    'refuses %j',
    (input) => expect(normalizePhone(input)).toBeNull(),
  );
});

describe('billableKilograms', () => {
  it.each([
    [0, 1],
    [1, 1],
    [1000, 1],
    [1001, 2],
    [2999, 3],
    [3000, 3],
  ])('%i g is billed as %i kg', (grams, kg) => expect(billableKilograms(grams)).toBe(kg));
});

describe('couriers and resi', () => {
  it('knows the couriers in any case, with their tracking pages', () => {
    expect(courierNamed(' sicepat ')).toBe('SiCepat');
    expect(courierNamed('j&t')).toBe('J&T');
    expect(courierNamed('Kurir Kilat')).toBeNull();
    expect(trackingUrl('JNE')).toMatch(/^https:\/\//);
    expect(trackingUrl(null)).toBeNull();
  });

  it('takes a resi of 6–40 letters, digits or dashes', () => {
    expect(['AB-123', 'JP0012345678', 'x'.repeat(40)].every((w) => WAYBILL_PATTERN.test(w))).toBe(true);
    expect(['AB123', 'x'.repeat(41), 'JP 123456', 'JP/123456', 'JP_123456'].some((w) => WAYBILL_PATTERN.test(w))).toBe(false);
  });

  it('says the estimate as the checkout shows it', () => {
    expect(etdLabel(2, 3)).toBe('Estimasi 2–3 hari');
    expect(etdLabel(1, 1)).toBe('Estimasi 1 hari');
  });
});
