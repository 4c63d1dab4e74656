import { describe, expect, it } from 'vitest';
import { CartAddBodySchema, ERROR_CODES, MESSAGES, outOfStockLines, ProductDetailSchema, ROUTES, StockUpdateBodySchema } from './index.ts';

const firstMessage = (input: unknown) => StockUpdateBodySchema.safeParse(input).error?.issues[0]?.message;
const one = (over: object = {}) => ({ variants: [{ size_name: 'M', color_name: 'Hitam', stock: 12, ...over }] });

describe('stock texts', () => {
  it('says the issue’s texts to the letter', () => {
    expect(MESSAGES.outOfStock('Kaos Polos', 'M', 'Hitam', 2)).toBe('Stok Kaos Polos ukuran M warna Hitam tidak cukup (tersisa 2)');
    expect(MESSAGES.stockBelowHeld(4)).toBe('Stok tidak boleh kurang dari jumlah yang sedang dipesan (4)');
    expect(MESSAGES.productSoldOut).toBe('Stok produk ini habis');
    expect(MESSAGES.variantUnknown).toBe('Ukuran atau warna itu tidak ada pada produk ini');
    expect(ERROR_CODES).toContain('OUT_OF_STOCK');
  });
});

describe('PUT /api/products/{id}/stock body', () => {
  it('takes whole numbers from 0 to 100,000 and trims names and SKUs', () => {
    expect(StockUpdateBodySchema.parse(one({ stock: 0, sku: '  KAOS-M_HT.1 ' }))).toEqual({
      variants: [{ size_name: 'M', color_name: 'Hitam', stock: 0, sku: 'KAOS-M_HT.1' }],
    });
    expect(StockUpdateBodySchema.parse(one({ stock: 100_000, sku: null })).variants[0]).toMatchObject({ stock: 100_000, sku: null });
  });

  it('refuses negative, fractional, absurd and string stock', () => {
    for (const stock of [-1, 1.5, 100_001, 1e12, '5', null]) expect(firstMessage(one({ stock })), String(stock)).toBe(MESSAGES.stockRange);
  });

  it('refuses a SKU that is blank, too long or has other characters', () => {
    for (const sku of ['', '   ', 'a'.repeat(65), 'KAOS M', 'KAOS/M', 'ñ'])
      expect(firstMessage(one({ sku })), sku).toBe(MESSAGES.skuInvalid);
  });

  it('wants 1 to 500 variants, each size × colour once', () => {
    expect(firstMessage({ variants: [] })).toBe(MESSAGES.stockVariantsRange);
    const many = Array.from({ length: 501 }, (_, i) => ({ size_name: `S${i}`, color_name: 'Hitam', stock: 1 }));
    expect(firstMessage({ variants: many })).toBe(MESSAGES.stockVariantsRange);
    const twice = { variants: [...one().variants, { size_name: ' m ', color_name: 'hitam', stock: 3 }] };
    expect(firstMessage(twice)).toBe(MESSAGES.stockVariantTwice('m', 'hitam'));
    expect(firstMessage(one({ size_name: '  ' }))).toBe(MESSAGES.variantUnknown);
  });
});

describe('what shoppers see of stock', () => {
  it('gives the product detail its variants', () => {
    expect(ROUTES.products.getProduct.response).toBe(ProductDetailSchema);
    expect(ProductDetailSchema.shape.variants.element.keyof().options).toEqual(['size_name', 'color_name', 'sku', 'available']);
  });

  it('lets a cart line carry the chosen size and colour', () => {
    expect(CartAddBodySchema.parse({ product_id: 5, size: ' L ', color: 'Putih' })).toEqual({
      product_id: 5,
      quantity: 1,
      size: 'L',
      color: 'Putih',
    });
    expect(CartAddBodySchema.parse({ product_id: 5 })).toEqual({ product_id: 5, quantity: 1 });
  });

  it('reads which order lines a 409 OUT_OF_STOCK names', () => {
    const lines = outOfStockLines([
      { path: 'items.1', message: 'Stok A ukuran M warna Hitam tidak cukup (tersisa 0)' },
      { path: 'address', message: 'x' },
    ]);
    expect([...lines]).toEqual([[1, 'Stok A ukuran M warna Hitam tidak cukup (tersisa 0)']]);
    expect(outOfStockLines(undefined).size).toBe(0);
  });
});
