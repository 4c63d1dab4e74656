import type {
  AdminUser,
  CartItem,
  Order,
  OrderItem,
  ProductDetail,
  ProfileUser,
  ProductVariant,
  Rating,
  RatingCheck,
  Review,
} from '@gayaku/contract';

/** One size × colour of a product as shoppers see it. */
export function variant(size: string, color: string, available = 10, sku: string | null = null): ProductVariant {
  return { size_name: size, color_name: color, sku, available };
}

/**
 * A product as GET /api/products/{id} answers it (lists take it too; their schema drops `variants`):
 * every size × colour with 10 available unless `over.variants` says otherwise; `available` and
 * `in_stock` follow the variants.
 */
export function product(id: number, over: Partial<ProductDetail> = {}): ProductDetail {
  const base = {
    id,
    name: `Produk ${id}`,
    description: `Deskripsi produk ${id}`,
    price: 100_000 + id * 1000,
    image_url: `/uploads/demo/product-${id}.webp`,
    average_rating: 4.5,
    total_reviews: 3,
    sold_count: 10,
    rating: 4.5,
    category: 'Pria',
    categories: [{ id: 1, name: 'Pria' }],
    sizes: [
      { id: 1, size_name: 'M' },
      { id: 2, size_name: 'L' },
    ],
    colors: [
      { id: 1, color_name: 'Hitam' },
      { id: 2, color_name: 'Putih' },
    ],
    created_at: '2025-01-01T00:00:00.000Z',
    weight_grams: 300,
  };
  const sizes = over.sizes ?? base.sizes;
  const colors = over.colors ?? base.colors;
  const variants = over.variants ?? sizes.flatMap((s) => colors.map((c) => variant(s.size_name, c.color_name)));
  const available = variants.reduce((sum, v) => sum + v.available, 0);
  return { ...base, variants, available, in_stock: available > 0, ...over };
}

export const products = (n: number) => Array.from({ length: n }, (_, i) => product(i + 1));

export function cartItem(cartId: number, over: Partial<CartItem> = {}): CartItem {
  return {
    cart_id: cartId,
    product_id: cartId,
    name: `Produk ${cartId}`,
    price: 50_000,
    quantity: 1,
    image_url: `/uploads/demo/product-${cartId}.webp`,
    size: null,
    color: null,
    available: 10,
    ...over,
  };
}

export function order(id: number, over: Partial<Order> = {}): Order {
  return {
    id,
    user_id: 7,
    status: 'pending',
    midtrans_order_id: `GAYAKU-${id}-abc`,
    subtotal: 100_000,
    total_price: 120_000,
    shipping_cost: 20_000,
    address: 'Jl. Merdeka 1',
    city: 'Bandung',
    created_at: '2025-03-05T10:30:00.000Z',
    updated_at: '2025-03-05T10:30:00.000Z',
    stock_short: false,
    recipient_name: null,
    recipient_phone: null,
    courier: null,
    service: null,
    etd_min_days: null,
    etd_max_days: null,
    waybill: null,
    shipped_at: null,
    ...over,
  };
}

export function orderItem(id: number, over: Partial<OrderItem> = {}): OrderItem {
  return {
    id,
    product_id: id,
    name: `Kaos ${id}`,
    description: '',
    image_url: null,
    quantity: 2,
    price: 75_000,
    subtotal: 150_000,
    size: 'M',
    color: 'Hitam',
    ...over,
  };
}

/** A row of the admin's users list. */
export function adminUser(id: number, over: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    username: `user${id}`,
    email: `user${id}@gayaku.test`,
    role: 'user',
    city: 'Bandung',
    address: null,
    created_at: '2025-03-05T03:30:00.000Z',
    ...over,
  };
}

/** GET /api/user/profile's user: the shopper 'sinta' without city, address or default recipient. */
export function profileUser(over: Partial<ProfileUser> = {}): ProfileUser {
  return {
    id: 7,
    username: 'sinta',
    email: 's@contoh.id',
    role: 'user',
    city: null,
    address: null,
    recipient_name: null,
    recipient_phone: null,
    ...over,
  };
}

/** A review as the product page lists it (a verified purchase unless told). */
export function review(id: number, over: Partial<Review> = {}): Review {
  return {
    id,
    rating: 5,
    comment: null,
    reviewer: 'r***a',
    created_at: '2025-03-05T10:30:00.000Z',
    verified_purchase: true,
    size: 'M',
    color: 'Hitam',
    fit: null,
    photos: [],
    ...over,
  };
}

/** The shopper's own rating as the rating call answers it. */
export function rating(id: number, over: Partial<Rating> = {}): Rating {
  return {
    id,
    product_id: 5,
    user_id: 7,
    rating: 4,
    comment: null,
    created_at: '2025-03-05T10:30:00.000Z',
    fit: null,
    verified_purchase: true,
    size: 'M',
    color: 'Hitam',
    photos: [],
    ...over,
  };
}

/** GET /api/ratings/user-rating/check: not rated yet; `canReview` for a buyer who received the product. */
export const notRated = (canReview = true): RatingCheck => ({
  rating: null,
  comment: null,
  review: null,
  editable_until: null,
  can_review: canReview,
});

/** GET /api/ratings/user-rating/check once rated. */
export const rated = (mine: Rating, editableUntil: string | null = null): RatingCheck => ({
  rating: mine.rating,
  comment: mine.comment,
  review: mine,
  editable_until: editableUntil,
  can_review: false,
});
