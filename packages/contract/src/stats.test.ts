import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isDay, jakartaDay, jakartaDayStart } from './days.ts';
import { AuditQuerySchema } from './audit.ts';
import { restoreFormula } from './csv.ts';
import { dayRangeQuery, statsRange } from './stats.ts';

describe('Jakarta days', () => {
  it('turns a moment into the day in Jakarta (UTC+7), past midnight there before midnight in UTC', () => {
    expect(jakartaDay(new Date('2025-03-09T16:59:59Z'))).toBe('2025-03-09');
    expect(jakartaDay(new Date('2025-03-09T17:00:00Z'))).toBe('2025-03-10');
    expect(jakartaDayStart('2025-03-10').toISOString()).toBe('2025-03-09T17:00:00.000Z');
  });

  it('knows calendar days and counts ranges with both ends', () => {
    expect(isDay('2024-02-29')).toBe(true);
    for (const bad of ['2025-02-29', '2025-13-01', '2025-1-01', '20250101', "2025-01-01' or 1=1"]) expect(isDay(bad)).toBe(false);
    expect(daysBetween('2025-01-01', '2025-01-01')).toBe(1);
    expect(daysBetween('2024-01-01', '2024-12-31')).toBe(366);
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });
});

describe('the stats range', () => {
  it('defaults to the last 30 days and keeps a range of at most 366 days in order', () => {
    expect(statsRange({}, '2025-03-31')).toEqual({ from: '2025-03-02', to: '2025-03-31' });
    expect(statsRange({ to: '2025-01-30' }, '2025-03-31')).toEqual({ from: '2025-01-01', to: '2025-01-30' });
    const range = dayRangeQuery();
    expect(range.safeParse({ from: '2024-01-01', to: '2024-12-31' }).success).toBe(true);
    expect(range.safeParse({ from: '2024-01-01', to: '2025-01-01' }).error?.issues[0]?.message).toBe('Rentang tanggal maksimal 366 hari');
    expect(range.safeParse({ from: '2025-02-02', to: '2025-02-01' }).error?.issues[0]?.message).toMatch(/tidak boleh setelah/);
    expect(range.safeParse({ from: '2025-02-30' }).error?.issues[0]?.message).toMatch(/YYYY-MM-DD/);
  });
});

describe('the audit query', () => {
  it('pages by limit 1–100 and offset ≥ 0, refusing anything else in Indonesian', () => {
    expect(AuditQuerySchema.parse({})).toMatchObject({ limit: 100, offset: 0 });
    expect(AuditQuerySchema.parse({ limit: '5', offset: '10' })).toMatchObject({ limit: 5, offset: 10 });
    for (const limit of ['0', '101', '-1', '1.5', 'abc', '1e2'])
      expect(AuditQuerySchema.safeParse({ limit }).error?.issues[0]?.message, limit).toBe('Parameter limit harus bilangan bulat 1–100');
    expect(AuditQuerySchema.safeParse({ offset: '-1' }).error?.issues[0]?.message).toBe(
      'Parameter offset harus bilangan bulat 0 atau lebih',
    );
  });
});

describe('formula neutralisation', () => {
  it('takes off the apostrophe an export put before = + - @, tab and CR, and no other', () => {
    for (const text of ['=SUM(A1:A2)', '+62812', '-5', '@cmd', '\tx', '\rx']) expect(restoreFormula(`'${text}`)).toBe(text);
    expect(restoreFormula("'Kemeja")).toBe("'Kemeja");
    expect(restoreFormula('=1')).toBe('=1');
  });
});
