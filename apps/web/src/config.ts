/** Storefront constants (DESIGN.md section 5). */
export const SHOP_NAME = 'Gayaku';
export const TAGLINE = 'Setiap pilihan adalah gayamu';
export const SUPPORT_EMAIL = 'halo@gayaku.id';
export const WHATSAPP_NUMBER = '+62 812-3456-7890';
export const WHATSAPP_URL = 'https://wa.me/6281234567890';
/** Timeout of every API call (DESIGN.md deviations: the spec's client has none). */
export const API_TIMEOUT_MS = 15_000;
/** Product images are 4:5 portrait. */
export const PRODUCT_IMAGE_PLACEHOLDER = '/placeholder-product.svg';
export const CATEGORY_IMAGE_PLACEHOLDER = '/placeholder-category.svg';
