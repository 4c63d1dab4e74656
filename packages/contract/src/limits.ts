/**
 * Contract constants shared by server and client. Plain values with no zod import, so the
 * storefront can use them without pulling the schemas into its first bundle.
 */
export const LIMITS = {
  cartQuantityMin: 1,
  cartQuantityMax: 99,
  adminPageSize: 10,
  recommendationsInitial: 12,
  recommendationsStep: 12,
  popularCount: 12,
  maxJsonBodyBytes: 1024 * 1024,
  maxImageBytes: 5 * 1024 * 1024,
  ratingCommentMax: 1000,
  maxPrice: 100_000_000,
  /** On-hand stock of one variant (product × size × colour). */
  maxStock: 100_000,
  /** Variants in one PUT /api/products/{id}/stock. */
  maxStockVariants: 500,
} as const;
