/**
 * Uploaded images: the bytes must really be JPEG, PNG or WebP (checked by their magic numbers and
 * by sharp, never by the client's file name or content type); they are re-encoded to WebP in two
 * sizes under generated names only: product photos at most 800 px wide plus a 400 px thumbnail
 * (`-thumb.webp`), ad banners at most 1600 px plus an 800 px phone copy (`banner-….webp` and
 * `-phone.webp`), review photos at most 1600 px on their longer side plus a 400 px thumbnail
 * (`review-….webp` and `-thumb.webp`).
 */
import { randomBytes } from 'node:crypto';
import { BANNER_IMAGE, bannerPhoneOf, MESSAGES, PRODUCT_IMAGE, REVIEW_IMAGE, sniffImageFormat, thumbnailOf } from '@gayaku/contract';
import type { default as Sharp } from 'sharp';

/** sharp (libvips, ~27 MB resident) is loaded on the first upload, not at start. */
let loaded: Promise<typeof Sharp> | undefined;
const loadSharp = () => (loaded ??= import('sharp').then((m) => m.default));
import { AppError } from '../../lib/errors.ts';
import { UPLOADS_URL_PREFIX, type ImageStorage } from './storage.ts';

/**
 * What an upload becomes: WebP at most `width` wide (and `height` high, when given), plus a copy
 * `smallWidth` wide (and as high at most, when `height` is given), named by smallCopyUrl.
 */
export interface Renditions {
  namePrefix: string;
  width: number;
  height?: number;
  quality: number;
  smallWidth: number;
  smallQuality: number;
}

export const PRODUCT_PHOTO: Renditions = {
  namePrefix: '',
  width: PRODUCT_IMAGE.maxWidth,
  quality: 82,
  smallWidth: PRODUCT_IMAGE.thumbWidth,
  smallQuality: 75,
};

export const AD_BANNER: Renditions = {
  namePrefix: 'banner-',
  width: BANNER_IMAGE.width,
  quality: 80,
  smallWidth: BANNER_IMAGE.phoneWidth,
  smallQuality: 78,
};

/** A review's photo: its longer side at most 1600 px, a thumbnail within 400 × 400 px (`-thumb.webp`). */
export const REVIEW_PHOTO: Renditions = {
  namePrefix: 'review-',
  width: REVIEW_IMAGE.maxSide,
  height: REVIEW_IMAGE.maxSide,
  quality: 80,
  smallWidth: REVIEW_IMAGE.thumbSide,
  smallQuality: 75,
};

export interface ProcessedImage {
  renditions: Renditions;
  image: Buffer;
  /** The smaller copy: a product's thumbnail, a banner's phone copy. */
  small: Buffer;
}

/** Seed images are shared by every demo database: never deleted by the API. */
const PROTECTED_PREFIX = `${UPLOADS_URL_PREFIX}demo/`;
const SHARP_OPTIONS = { limitInputPixels: PRODUCT_IMAGE.maxPixels, failOn: 'error' } as const;

const notAnImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.notAnImage);

/** Checks the bytes and re-encodes them; 415 for anything that is not a JPEG, PNG or WebP image. */
export async function processUpload(buffer: Buffer, renditions = PRODUCT_PHOTO): Promise<ProcessedImage> {
  // Magic numbers of the accepted formats: nothing else ever reaches a decoder.
  const sniffed = sniffImageFormat(buffer);
  if (!sniffed) throw notAnImage();
  const sharp = await loadSharp();
  const meta = await sharp(buffer, SHARP_OPTIONS)
    .metadata()
    .catch(() => null);
  if (!meta || meta.format !== sniffed) throw notAnImage();
  if ((meta.width ?? 0) * (meta.height ?? 0) > PRODUCT_IMAGE.maxPixels) {
    throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.imageTooManyPixels);
  }
  // Re-encoding keeps no metadata (EXIF with its GPS position, XMP, ICC): sharp writes none unless asked.
  const encode = (width: number, height: number | undefined, quality: number) =>
    sharp(buffer, SHARP_OPTIONS).rotate().resize({ width, height, fit: 'inside', withoutEnlargement: true }).webp({ quality }).toBuffer();
  const smallHeight = renditions.height === undefined ? undefined : renditions.smallWidth;
  try {
    const [image, small] = await Promise.all([
      encode(renditions.width, renditions.height, renditions.quality),
      encode(renditions.smallWidth, smallHeight, renditions.smallQuality),
    ]);
    return { renditions, image, small };
  } catch {
    // A valid header over corrupt or truncated pixel data.
    throw notAnImage();
  }
}

/** Stores both renditions under one fresh random name; answers the main image's public URL. */
export async function storeImage(storage: ImageStorage, processed: ProcessedImage): Promise<string> {
  const url = await storage.put(`${processed.renditions.namePrefix}${randomBytes(16).toString('hex')}.webp`, processed.image, 'image/webp');
  try {
    // The smaller copy goes where the storefront's srcset will look for it.
    const small = smallCopyUrl(url);
    if (!small) throw new Error(`no smaller copy is named for ${url}`);
    await storage.put(small.slice(UPLOADS_URL_PREFIX.length), processed.small, 'image/webp');
  } catch (err) {
    await storage.delete(url).catch(() => {});
    throw err;
  }
  return url;
}

/**
 * The smaller copy of an uploaded image (a banner's phone copy, a photo's thumbnail), or null for
 * images that have none here (demo, external); named as @gayaku/contract names it for the storefront.
 */
export function smallCopyUrl(url: string): string | null {
  if (!isRemovableImage(url)) return null;
  return isUploadedBanner(url) ? bannerPhoneOf(url) : thumbnailOf(url);
}

/** Whether this URL is a banner uploaded through POST /api/ads/image (so ads may delete it). */
export const isUploadedBanner = (url: string): boolean => isRemovableImage(url) && bannerPhoneOf(url) !== null;

/** Whether the API may delete the files behind this URL (never the demo catalogue's images). */
export function isRemovableImage(url: string): boolean {
  return url.startsWith(UPLOADS_URL_PREFIX) && !url.startsWith(PROTECTED_PREFIX);
}

/** Deletes an uploaded image and its smaller copy; demo and external images are left alone. */
export async function removeImage(storage: ImageStorage, url: string): Promise<void> {
  if (!isRemovableImage(url)) return;
  const small = smallCopyUrl(url);
  await Promise.all([storage.delete(url), small ? storage.delete(small) : Promise.resolve()]);
}
