import { describe, expect, it } from 'vitest';
import { formatDateTime, formatNumber, formatRating, formatRupiah } from './format.ts';

describe('formatRupiah', () => {
  it('writes Rp with Indonesian thousands and no decimals', () => {
    expect(formatRupiah(150000)).toBe('Rp 150.000');
    expect(formatRupiah(1250000)).toBe('Rp 1.250.000');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(999.6)).toBe('Rp 1.000');
  });

  it('writes exactly what Intl.NumberFormat id-ID writes', () => {
    const intl = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
    for (const n of [0, 7, 999, 1000, 65432, 1250000, 123456789, 999.5, -2500]) {
      expect(formatNumber(n)).toBe(intl.format(n).replace('\u2212', '-'));
    }
    expect(formatRupiah(-2500)).toBe('-Rp 2.500');
  });
});

describe('formatRating', () => {
  it('rounds to one decimal with a comma, as toLocaleString id-ID does', () => {
    for (const v of [0, 1, 3.25, 4.46, 4.5, 4.96, 5]) expect(formatRating(v)).toBe((Math.round(v * 10) / 10).toLocaleString('id-ID'));
  });
});

describe('formatDateTime', () => {
  it('uses the Indonesian long month and the time', () => {
    const text = formatDateTime('2025-03-05T10:30:00');
    expect(text).toMatch(/5 Maret 2025/);
    expect(text).toMatch(/10[.:]30/);
  });
  it('shows a dash for an invalid date', () => {
    expect(formatDateTime('nope')).toBe('-');
  });
});
