import { describe, expect, it } from 'vitest';
import {
  AdInputSchema,
  canMove,
  IdSchema,
  MESSAGES,
  ORDER_STATUSES,
  orderIdFromMessage,
  orderStatusLabel,
  ProductFormSchema,
  ProductListQuerySchema,
} from './index.ts';

describe('order statuses', () => {
  it('labels every status as the spec does and shows unknown ones as pending', () => {
    expect(ORDER_STATUSES.map(orderStatusLabel)).toEqual([
      'Menunggu Pembayaran',
      'Sudah Dibayar',
      'Sedang Dikirim',
      'Sudah Diterima',
      'Selesai',
      'Dibatalkan',
      'Kadaluarsa',
    ]);
    expect(orderStatusLabel('refunded')).toBe('Menunggu Pembayaran');
  });

  it('allows exactly the edges of the design', () => {
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}>${to}`));
    expect(allowed.sort()).toEqual(
      [
        'pending>paid',
        'pending>expired',
        'pending>cancelled',
        'paid>shipped',
        'paid>cancelled',
        'shipped>delivered',
        'delivered>completed',
        'expired>paid',
      ].sort(),
    );
  });
});

describe('notification messages', () => {
  it('finds the order id named as ID #<number>', () => {
    expect(orderIdFromMessage('Pesanan ID #42 telah dikirim')).toBe(42);
    expect(orderIdFromMessage('Tanpa nomor')).toBeNull();
  });
});

describe('ids', () => {
  it('accepts positive integers only', () => {
    expect(IdSchema.parse('12')).toBe(12);
    for (const bad of ['abc', '1.5', '-1', '0', '99999999999']) expect(IdSchema.safeParse(bad).success).toBe(false);
  });
});

describe('product form', () => {
  const valid = {
    name: 'Kaos',
    price: '150000',
    description: 'Katun',
    sold_count: '0',
    categories: '["Kaos"]',
    colors: '["Hitam"]',
    sizes: '["M"]',
  };

  it('reports the spec messages in the spec order', () => {
    const first = (input: object) => ProductFormSchema.safeParse(input).error?.issues[0]?.message;
    expect(first({ ...valid, name: '  ' })).toBe(MESSAGES.productNameRequired);
    expect(first({ ...valid, price: 'abc' })).toBe(MESSAGES.productPriceInvalid);
    expect(first({ ...valid, description: '' })).toBe(MESSAGES.productDescriptionRequired);
    expect(first({ ...valid, sold_count: '' })).toBe(MESSAGES.soldCountInvalid);
    expect(first({ ...valid, categories: '[]' })).toBe(MESSAGES.chooseCategory);
    expect(first({ ...valid, colors: 'not json' })).toBe(MESSAGES.chooseColor);
    expect(first({ ...valid, sizes: '[""]' })).toBe(MESSAGES.chooseSize);
  });

  it('parses numbers and JSON name arrays', () => {
    expect(ProductFormSchema.parse({ ...valid, categories: '["Kaos", " Pria ", "Kaos"]' })).toMatchObject({
      price: 150000,
      sold_count: 0,
      categories: ['Kaos', 'Pria'],
    });
  });
});

describe('ads and product queries', () => {
  it('accepts https and /uploads image URLs only', () => {
    const ok = (image_url: string) => AdInputSchema.safeParse({ title: 'Promo', image_url }).success;
    expect(ok('https://cdn.example.com/a.webp')).toBe(true);
    expect(ok('/uploads/banner.webp')).toBe(true);
    expect(ok('http://example.com/a.webp')).toBe(false);
    expect(ok('javascript:alert(1)')).toBe(false);
    expect(ok('/uploads/../secret')).toBe(false);
  });

  it('normalises repeated filters and defaults the sort to popular', () => {
    expect(ProductListQuerySchema.parse({ category: 'Kaos' })).toMatchObject({ category: ['Kaos'], color: [], sort: 'popular' });
    expect(ProductListQuerySchema.safeParse({ sort: 'cheapest' }).error?.issues[0]?.message).toBe(MESSAGES.invalidSort);
  });
});
