/** Storefront constants: the tagline, contacts, the API timeout and image placeholders. */
export const TAGLINE = 'Setiap pilihan adalah gayamu';
export const SUPPORT_EMAIL = 'halo@gayaku.id';
export const WHATSAPP_NUMBER = '+62 812-3456-7890';
/** Timeout of every API call (the spec's client has none; a shopper should not wait forever). */
export const API_TIMEOUT_MS = 15_000;
/** Product images are 4:5 portrait. */
export const PRODUCT_IMAGE_PLACEHOLDER = '/placeholder-product.svg';
export const CATEGORY_IMAGE_PLACEHOLDER = '/placeholder-category.svg';
