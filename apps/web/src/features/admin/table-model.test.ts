import { describe, expect, it } from 'vitest';
import { joinNames, nextSort, offsetOf, pageOfRank, pageText, pageWindow, rangeText, rankById, rowLabel } from './table-model.ts';

describe('table model', () => {
  it('flips between ascending and descending on the same header', () => {
    const first = nextSort({ key: 'id', direction: 'asc' }, 'price');
    expect(first).toEqual({ key: 'price', direction: 'asc' });
    expect(nextSort(first, 'price')).toEqual({ key: 'price', direction: 'desc' });
    expect(nextSort({ key: 'price', direction: 'desc' }, 'price')).toEqual({ key: 'price', direction: 'asc' });
  });

  it('pages by 10 with the spec texts', () => {
    expect(rangeText(pageWindow(23, 1))).toBe('Menampilkan 1–10 dari 23 data');
    expect(pageText(pageWindow(23, 1))).toBe('Halaman 1 dari 3');
    expect(rangeText(pageWindow(23, 3))).toBe('Menampilkan 21–23 dari 23 data');
    expect(pageWindow(23, 9).page).toBe(3);
    expect(pageWindow(0, 1)).toMatchObject({ page: 1, pageCount: 1, from: 0, to: 0 });
    expect(rangeText(pageWindow(200_000, 20_000))).toBe('Menampilkan 199991–200000 dari 200000 data');
    expect(offsetOf(3)).toBe(20);
    expect(pageOfRank(20)).toBe(3);
    expect(pageOfRank(19)).toBe(2);
  });

  it('finds where a record stands by id, asking for as few rows as it can', async () => {
    const ids = Array.from({ length: 1000 }, (_, i) => 3 * i + 5);
    const asked: number[] = [];
    const idAt = async (offset: number) => {
      asked.push(offset);
      return ids[offset];
    };
    expect(await rankById(ids[999]!, ids.length, idAt)).toBe(999);
    expect(asked).toEqual([999]);
    asked.length = 0;
    expect(await rankById(ids[417]!, ids.length, idAt)).toBe(417);
    expect(asked.length).toBeLessThanOrEqual(13);
    expect(await rankById(6, ids.length, idAt)).toBe(-1);
    expect(await rankById(5, 0, idAt)).toBe(-1);
  });

  it('names a row by name, title or username, else its number; nested records by their names', () => {
    expect(rowLabel({ id: 1, title: 'Promo' })).toBe('Promo');
    expect(rowLabel({ id: 12, status: 'paid' })).toBe('#12');
    expect(joinNames([{ name: 'Kaos' }, { color_name: 'Hitam' }, { size_name: 'XL' }])).toBe('Kaos, Hitam, XL');
  });
});
