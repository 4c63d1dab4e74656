import { describe, expect, it } from 'vitest';
import { listFiltersOf, productListApiPath, productListFirstRequest, productsShownOf } from './products.ts';
import { BANNER_IMAGE_SIZES, bannerPhoneOf, bannerSrcSet, PRODUCT_IMAGE_SIZES, productImageSrcSet, thumbnailOf } from './images.ts';

describe('the product list page URL and its API call', () => {
  it('reads the filters as the page shows them: search trimmed, blanks dropped, an unknown sort is popular', () => {
    expect(listFiltersOf(new URLSearchParams('search=+kaos+&category=Pria&category=&color=Hitam&color=Putih&sort=acak'))).toEqual({
      search: 'kaos',
      category: ['Pria'],
      color: ['Hitam', 'Putih'],
      sort: 'popular',
    });
    expect(listFiltersOf(new URLSearchParams('sort=price_asc')).sort).toBe('price_asc');
  });

  it('names one URL per filter set: categories, colours, search, sort, in that order', () => {
    const f = listFiltersOf(new URLSearchParams('sort=newest&color=Biru+Muda&search=kemeja%20batik&category=Kaos'));
    expect(productListApiPath(f)).toBe('/api/products?category=Kaos&color=Biru+Muda&search=kemeja+batik&sort=newest');
    expect(productListApiPath({})).toBe('/api/products');
    expect(productListApiPath({ search: '  ', sort: 'popular' })).toBe('/api/products?sort=popular');
    expect(productListApiPath({ ...f, sort: 'relevance', limit: 24, offset: 48 })).toBe(
      '/api/products?category=Kaos&color=Biru+Muda&search=kemeja+batik&sort=relevance&limit=24&offset=48',
    );
    expect(productListApiPath({ search: 'kemja', limit: 24, offset: 0 })).toBe('/api/products?search=kemja&limit=24');
  });
});

describe("the /products page's first request", () => {
  const first = (q: string) => productListApiPath(productListFirstRequest(new URLSearchParams(q)));

  it('sends the sort the URL names, none for a search without one (relevance), else popular', () => {
    expect(first('')).toBe('/api/products?sort=popular&limit=24');
    expect(first('search=+kemja+')).toBe('/api/products?search=kemja&limit=24');
    expect(first('search=kemja&sort=relevance')).toBe('/api/products?search=kemja&limit=24');
    expect(first('search=kemja&sort=popular')).toBe('/api/products?search=kemja&sort=popular&limit=24');
    expect(first('sort=relevance&color=Hitam')).toBe('/api/products?color=Hitam&sort=popular&limit=24');
  });

  it('asks for every product the URL shows, in whole pages of 24, up to one answer (96)', () => {
    expect(
      [undefined, '0', '-5', 'abc', '24', '25', '48', '60', '96', '97', '5000'].map((n) =>
        productsShownOf(new URLSearchParams(n ? `shown=${n}` : '')),
      ),
    ).toEqual([24, 24, 24, 24, 24, 48, 48, 72, 96, 120, 1200]);
    expect(first('shown=60')).toBe('/api/products?sort=popular&limit=72');
    expect(first('shown=5000')).toBe('/api/products?sort=popular&limit=96');
  });
});

describe('product photo renditions', () => {
  it('offers the thumbnail beside uploaded WebP images only', () => {
    expect(thumbnailOf('/uploads/ab12.webp')).toBe('/uploads/ab12-thumb.webp');
    expect(productImageSrcSet('/uploads/demo/kaos.webp')).toBe('/uploads/demo/kaos-thumb.webp 400w, /uploads/demo/kaos.webp 800w');
    for (const src of ['/uploads/ab12-thumb.webp', 'https://cdn.example/a.webp', '/uploads/a.jpg', '/uploads/../x.webp"']) {
      expect(productImageSrcSet(src), src).toBeUndefined();
    }
    expect(PRODUCT_IMAGE_SIZES.card).toContain('50vw');
  });
});

describe('banner renditions', () => {
  it('offers the phone copy beside the shop’s own banners only', () => {
    expect(bannerSrcSet('/uploads/banner-3fa9c2.webp')).toBe('/uploads/banner-3fa9c2-phone.webp 800w, /uploads/banner-3fa9c2.webp 1600w');
    expect(bannerPhoneOf('/uploads/demo/ad-gratis-ongkir-se-jawa.webp')).toBe('/uploads/demo/ad-gratis-ongkir-se-jawa-phone.webp');
    for (const src of [
      '/uploads/banner-3fa9c2-phone.webp',
      '/uploads/3fa9c2.webp',
      '/uploads/demo/product-kaos.webp',
      'https://cdn.example/banner-a.webp',
      '/uploads/banner-a.jpg',
      '/uploads/banner-../x.webp',
    ]) {
      expect(bannerSrcSet(src), src).toBeUndefined();
    }
    expect(BANNER_IMAGE_SIZES).toContain('100vw');
  });
});
