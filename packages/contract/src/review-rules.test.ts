import { describe, expect, it } from 'vitest';
import { fitVerdict, maskReviewer, reviewEditableUntil } from './review-rules.ts';
import { ReviewListQuerySchema } from './ratings.ts';
import { sizeChartFor, SizeChartInputSchema, type SizeChart } from './size-chart.ts';

describe('maskReviewer', () => {
  it('keeps the first and last character with three stars between', () => {
    expect(maskReviewer('rina.putri')).toBe('r***i');
    expect(maskReviewer('rosa')).toBe('r***a');
    expect(maskReviewer('abc')).toBe('a***c');
    expect(maskReviewer('ab')).toBe('a***');
    expect(maskReviewer('Ädå')).toBe('Ä***å');
  });
});

describe('fitVerdict', () => {
  it("reads the fit most buyers report as '72% bilang pas'", () => {
    expect(fitVerdict({ kekecilan: 5, pas: 18, kebesaran: 2 })).toEqual({ fit: 'pas', percent: 72, text: '72% bilang pas' });
    expect(fitVerdict({ kekecilan: 3, pas: 1, kebesaran: 0 })?.text).toBe('75% bilang kekecilan');
    expect(fitVerdict({ kekecilan: 2, pas: 2, kebesaran: 0 })?.fit).toBe('pas');
    expect(fitVerdict({ kekecilan: 0, pas: 0, kebesaran: 0 })).toBeNull();
  });
});

describe('reviewEditableUntil', () => {
  it('is 30 days after writing', () => {
    expect(reviewEditableUntil('2025-03-01T10:00:00.000Z').toISOString()).toBe('2025-03-31T10:00:00.000Z');
  });
});

describe('ReviewListQuerySchema', () => {
  it('defaults to the newest five and reads text flags and numbers', () => {
    expect(ReviewListQuerySchema.parse({})).toEqual({ limit: 5, offset: 0, sort: 'newest' });
    expect(ReviewListQuerySchema.parse({ limit: '10', offset: '20', rating: '4', with_photos: 'true' })).toEqual({
      limit: 10,
      offset: 20,
      sort: 'newest',
      rating: 4,
      with_photos: true,
    });
    for (const bad of [{ limit: '01' }, { limit: '1e1' }, { offset: '100001' }, { with_photos: 'yes' }, { rating: '4.5' }]) {
      expect(ReviewListQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

const chart = (category_id: number, sizes: string[]): SizeChart => ({
  category_id,
  category_name: `K${category_id}`,
  unit: 'cm',
  columns: ['Dada'],
  rows: sizes.map((size_name, i) => ({ size_name, values: [90 + i] })),
});

describe('sizeChartFor', () => {
  const charts = [chart(2, ['S', 'M', 'L']), chart(5, ['S', 'M', '28', '30'])];
  it("takes the first category's chart that has one of the product's sizes, with only its sizes", () => {
    const top = sizeChartFor({ categories: [{ id: 5 }, { id: 2 }], sizes: [{ size_name: 'm' }, { size_name: 'L' }] }, charts);
    expect(top?.category_id).toBe(2);
    expect(top?.rows.map((r) => r.size_name)).toEqual(['M', 'L']);
    const waist = sizeChartFor({ categories: [{ id: 2 }, { id: 5 }], sizes: [{ size_name: '28' }, { size_name: '30' }] }, charts);
    expect(waist?.category_id).toBe(5);
    expect(sizeChartFor({ categories: [{ id: 1 }], sizes: [{ size_name: 'M' }] }, charts)).toBeNull();
    expect(sizeChartFor({ categories: [{ id: 2 }], sizes: [{ size_name: 'XXL' }] }, charts)).toBeNull();
  });
});

describe('SizeChartInputSchema', () => {
  it('trims names, fills the unit and refuses rows whose values do not match the columns', () => {
    expect(SizeChartInputSchema.parse({ columns: [' Dada '], rows: [{ size_name: ' M ', values: [96.5] }] })).toEqual({
      unit: 'cm',
      columns: ['Dada'],
      rows: [{ size_name: 'M', values: [96.5] }],
    });
    expect(SizeChartInputSchema.safeParse({ columns: ['Dada', 'Panjang'], rows: [{ size_name: 'M', values: [96] }] }).success).toBe(false);
  });
});
