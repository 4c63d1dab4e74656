import { describe, expect, it } from 'vitest';
import { pageTexts, parseSynonyms, synonymFormProblem } from './synonym-model.ts';

describe('synonyms screen rules', () => {
  it('reads the typed synonyms: split on commas or lines, trimmed, lower-cased, each once', () => {
    expect(parseSynonyms('T-Shirt, tshirt,  tee ,,')).toEqual(['t-shirt', 'tshirt', 'tee']);
    expect(parseSynonyms('Celana  Panjang\npants, PANTS')).toEqual(['celana panjang', 'pants']);
    expect(parseSynonyms(' , ')).toEqual([]);
  });

  it('names the first problem in Indonesian', () => {
    expect(synonymFormProblem('  ', ['tee'])).toBe('Kata wajib diisi');
    expect(synonymFormProblem('kaos', [])).toBe('Isi minimal satu sinonim');
    expect(synonymFormProblem('Kaos', ['kaos'])).toBe('Sinonim tidak boleh sama dengan katanya');
    expect(synonymFormProblem('kaos', ['tee'])).toBeNull();
  });

  it("tells a page with the admin tables' texts", () => {
    expect(pageTexts(0, 10, 23)).toEqual({ range: 'Menampilkan 1–10 dari 23 data', page: 'Halaman 1 dari 3' });
    expect(pageTexts(20, 3, 23)).toEqual({ range: 'Menampilkan 21–23 dari 23 data', page: 'Halaman 3 dari 3' });
    expect(pageTexts(0, 0, 0)).toEqual({ range: 'Menampilkan 0–0 dari 0 data', page: 'Halaman 1 dari 1' });
  });
});
