import { listFiltersOf } from '@gayaku/contract';
import { describe, expect, it } from 'vitest';
import { firstRequestSize, PAGE_SIZE, paramsFromFilters, shownOf } from './product-filters.ts';

describe('the product list URL', () => {
  it('reads how many products are shown: whole pages of 24, at least one, at most 1,200', () => {
    const shown = (qs: string) => shownOf(new URLSearchParams(qs));
    expect(PAGE_SIZE).toBe(24);
    expect(shown('')).toBe(24);
    expect(shown('shown=48')).toBe(48);
    expect(shown('shown=50')).toBe(72);
    expect(shown('shown=0')).toBe(24);
    expect(shown('shown=-5')).toBe(24);
    expect(shown('shown=abc')).toBe(24);
    expect(shown('shown=999999')).toBe(1200);
  });

  it('asks for what the URL shows in one request, up to the 96 that fit in the API’s 100', () => {
    expect(firstRequestSize(24)).toBe(24);
    expect(firstRequestSize(72)).toBe(72);
    expect(firstRequestSize(144)).toBe(96);
  });

  it('writes filters, sort and the count shown; the count only beyond the first page', () => {
    const filters = listFiltersOf(new URLSearchParams('search=kaos&category=Pria&sort=newest'));
    expect(paramsFromFilters(filters).toString()).toBe('search=kaos&category=Pria&sort=newest');
    expect(paramsFromFilters(filters, 24).toString()).toBe('search=kaos&category=Pria&sort=newest');
    expect(paramsFromFilters(filters, 72).toString()).toBe('search=kaos&category=Pria&sort=newest&shown=72');
  });
});
