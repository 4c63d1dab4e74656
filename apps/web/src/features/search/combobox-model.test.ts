import { describe, expect, it } from 'vitest';
import { categoryPath, enterPath, nextActive, searchPath, suggestText, type SuggestionOption } from './combobox-model.ts';

const options: SuggestionOption[] = [
  { key: 'p1', kind: 'product', label: 'Kemeja Linen', path: '/products/1' },
  { key: 'p2', kind: 'product', label: 'Kemeja Flanel', path: '/products/2' },
  { key: 'c3', kind: 'category', label: 'Kemeja', path: categoryPath('Kemeja') },
];

describe('combobox keys', () => {
  it('ArrowDown and ArrowUp move through the options and wrap; other keys are not handled', () => {
    expect(nextActive(null, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(0, 3, 'ArrowDown')).toBe(1);
    expect(nextActive(2, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(null, 3, 'ArrowUp')).toBe(2);
    expect(nextActive(0, 3, 'ArrowUp')).toBe(2);
    expect(nextActive(2, 3, 'ArrowUp')).toBe(1);
    expect(nextActive(null, 0, 'ArrowDown')).toBeNull();
    expect(nextActive(1, 3, 'a')).toBeUndefined();
    expect(nextActive(1, 3, 'Enter')).toBeUndefined();
  });

  it('Enter goes to the active option, else to the search of the text as today', () => {
    expect(enterPath(options, 1, 'kem')).toBe('/products/2');
    expect(enterPath(options, 2, 'kem')).toBe('/products?category=Kemeja');
    expect(enterPath(options, null, '  kemeja batik ')).toBe('/products?search=kemeja%20batik');
    expect(enterPath([], null, '   ')).toBeNull();
    expect(searchPath('celana & jaket/50%')).toBe('/products?search=celana%20%26%20jaket%2F50%25');
  });

  it('asks for suggestions from two characters on, spaces collapsed', () => {
    expect(suggestText(' k ')).toBeNull();
    expect(suggestText('ke')).toBe('ke');
    expect(suggestText('  kemeja   batik ')).toBe('kemeja batik');
    expect(suggestText('x'.repeat(150))).toHaveLength(100);
  });
});

describe('searchPath (spec section 5)', () => {
  it('trims, URL-encodes and ignores blank text', () => {
    expect(searchPath('  kemeja batik  ')).toBe('/products?search=kemeja%20batik');
    expect(searchPath('')).toBeNull();
    expect(searchPath('   \t ')).toBeNull();
  });
});
