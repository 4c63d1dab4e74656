import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRupiah } from './format.ts';

describe('formatRupiah', () => {
  it('writes Rp with Indonesian thousands and no decimals', () => {
    expect(formatRupiah(150000)).toBe('Rp 150.000');
    expect(formatRupiah(1250000)).toBe('Rp 1.250.000');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(999.6)).toBe('Rp 1.000');
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
