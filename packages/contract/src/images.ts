/**
 * How the storefront draws product photos, shared by the web app (its <img srcset sizes>) and the
 * server (the Link preload it sends with a catalogue page, which the browser only reuses for the
 * <img> when URL, srcset and sizes are the same). No zod here: the storefront's first page imports it.
 */

/**
 * The format an image file's first bytes announce (JPEG, PNG or WebP), or null. The server checks an
 * upload's bytes with it before decoding; the admin's file pickers check a picked file the same way,
 * so a file that is not an image is refused as it is picked, with the server's message.
 */
export function sniffImageFormat(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, i) => bytes[i] === byte)) return 'png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Bytes sniffImageFormat() reads. */
export const IMAGE_SNIFF_BYTES = 12;

/** Uploaded product images: re-encoded to WebP at most this wide, plus a thumbnail `<name>-thumb.webp`. */
export const PRODUCT_IMAGE = {
  maxWidth: 800,
  thumbWidth: 400,
  /** Decoding limit (width x height) against decompression bombs. */
  maxPixels: 50_000_000,
  /** For the admin form's file input. */
  accept: 'image/jpeg,image/png,image/webp',
} as const;

/** Review photos: WebP with the longer side at most `maxSide`, and a thumbnail within `thumbSide` square. */
export const REVIEW_IMAGE = { maxSide: 1600, thumbSide: 400 } as const;

/** Uploaded images have a `-thumb.webp` (PRODUCT_IMAGE.thumbWidth) beside the original. */
export function thumbnailOf(src: string): string | null {
  return /^\/uploads\/[\w./-]+\.webp$/.test(src) && !src.endsWith('-thumb.webp') ? src.replace(/\.webp$/, '-thumb.webp') : null;
}

/** The `srcset` of a product photo: thumbnail and original, or none when there is no thumbnail. */
export function productImageSrcSet(src: string): string | undefined {
  const thumb = thumbnailOf(src);
  return thumb ? `${thumb} ${PRODUCT_IMAGE.thumbWidth}w, ${src} ${PRODUCT_IMAGE.maxWidth}w` : undefined;
}

/** The `sizes` of a product photo in each place it is drawn. */
export const PRODUCT_IMAGE_SIZES = {
  /** Product list and recommendation cards: 2 columns, 3 from 768 px, 4 from 1280 px. */
  card: '(min-width: 1280px) 300px, (min-width: 768px) 30vw, 50vw',
  /** The product page's photo: full width on phones, half from 768 px. */
  detail: '(min-width: 768px) 50vw, 100vw',
  /** Home's popular carousel. */
  popular: '(min-width: 1024px) 200px, (min-width: 640px) 25vw, 45vw',
} as const;

/**
 * Ad banners: 8:3 artwork (`width`×`height`), stored as WebP at most `width` wide plus
 * `<name>-phone.webp` at `phoneWidth` for phones. The shop's own banners have that copy: the
 * uploaded ones (`/uploads/banner-….webp`) and the demo ones (`/uploads/demo/ad-….webp`); a banner
 * at any other URL is drawn as it is.
 */
export const BANNER_IMAGE = { width: 1600, height: 600, phoneWidth: 800 } as const;

const OWN_BANNER = /^\/uploads\/(?:banner|demo\/ad)-[a-z0-9-]+\.webp$/;

/** The phone-sized copy of one of the shop's own banners, or null. */
export function bannerPhoneOf(src: string): string | null {
  return OWN_BANNER.test(src) && !src.endsWith('-phone.webp') ? src.replace(/\.webp$/, '-phone.webp') : null;
}

/** The `srcset` of a banner: its phone copy and itself, or none for a banner without one. */
export function bannerSrcSet(src: string): string | undefined {
  const phone = bannerPhoneOf(src);
  return phone ? `${phone} ${BANNER_IMAGE.phoneWidth}w, ${src} ${BANNER_IMAGE.width}w` : undefined;
}

/** The banner spans the page's container: the screen's width, at most 1216 px (max-w-7xl less its padding). */
export const BANNER_IMAGE_SIZES = '(min-width: 1280px) 1216px, 100vw';
