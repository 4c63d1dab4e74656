/**
 * Sends what each catalogue page shows first as `Link: rel=preload` headers with the page's HTML,
 * so the browser downloads it beside the app's code instead of after the app has started, asked
 * the API and rendered (Lighthouse's "prioritize the LCP image"): the page's first API answers
 * and its main photo.
 * - `/`: ads, popular products and categories, and the first ad banner (drawn before the carousel
 *   loads; with its phone copy in the srcset when it has one);
 * - `/products?…`: that list's first request (as many products as the URL shows), and the photos of its
 *   first two cards (the grid's first row on a phone);
 * - `/products/:id`: the product and its photo.
 * A page the server rendered (storefront-pages.ts) carries its API answers inline: it gets the
 * photos only. Each must be what the page then asks for, or the browser downloads it twice: the
 * API URLs are the ones the storefront fetches (fetch()'s default CORS mode is
 * crossorigin=anonymous; every URL comes from the contract's route table, the list's through productListApiPath), the photos
 * carry the srcset and sizes the storefront draws them with (images.ts). Reads go through the catalogue cache; any failure
 * (unknown product, invalid filters, database down) only leaves the header out.
 */
import {
  adEndpoints,
  attributeEndpoints,
  pathOf,
  productEndpoints,
  type Ad,
  BANNER_IMAGE_SIZES,
  bannerSrcSet,
  IdSchema,
  PRODUCT_IMAGE_SIZES,
  productImageSrcSet,
  productListApiPath,
  productListFirstRequest,
  ProductListQuerySchema,
  type Product,
} from '@gayaku/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { listAds } from '../modules/ads/ads.service.ts';
import { listProductPage } from '../modules/products/products.list.ts';
import { getProduct } from '../modules/products/products.service.ts';
import { wasRendered } from './storefront-pages.ts';

/** URLs that can go into a Link header as they are: no quotes, commas, semicolons, spaces or <>. */
const SAFE_URL = /^(?:\/(?!\/)|https:\/\/)[\w\-./:%?=&~+]*$/;
const PRODUCT_PAGE = /^\/products\/([^/]+)$/;
const LIST_CARDS_PRELOADED = 2;

/**
 * One `rel=preload` entry for an image, or null when its URL cannot be put in a header safely;
 * with the `srcset` and `sizes` the storefront draws it with, when it has a srcset.
 */
function imagePreload(src: string, srcSet?: string, sizes?: string): string | null {
  if (!SAFE_URL.test(src)) return null;
  const responsive = srcSet && sizes ? `; imagesrcset="${srcSet}"; imagesizes="${sizes}"` : '';
  return `<${src}>; rel=preload; as=image; fetchpriority=high${responsive}`;
}

const photoPreload = (src: string, sizes: string) => imagePreload(src, productImageSrcSet(src), sizes);

/** One `rel=preload` entry for an API answer the page fetches first (fetch()'s default CORS mode). */
const fetchPreload = (url: string): string => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`;

const joined = (links: readonly (string | null)[]): string | null => links.filter((l) => l !== null).join(', ') || null;

/**
 * The Link header for the storefront page at this URL, or null when it is not a catalogue page.
 * `dataInline`: the page's HTML carries its API answers (a server-rendered page), so only photos.
 */
async function pagePreloads(db: Db, request: FastifyRequest, dataInline = false): Promise<string | null> {
  const apiPreload = (url: string) => (dataInline ? null : fetchPreload(url));
  const [path = '/', search = ''] = request.url.split(/\?(.*)/s);
  const pathname = path.replace(/(.)\/$/, '$1');
  if (pathname === '/') {
    const [first]: Ad[] = (await listAds(db)).rows;
    return joined([
      first ? imagePreload(first.image_url, bannerSrcSet(first.image_url), BANNER_IMAGE_SIZES) : null,
      ...[adEndpoints.listAds.path, productEndpoints.listPopularProducts.path, attributeEndpoints.listCategories.path].map(apiPreload),
    ]);
  }
  if (pathname === '/products') {
    // The page's first request for its URL (filters, sort, how many it shows), checked as the API would.
    const first = productListFirstRequest(new URLSearchParams(search));
    const query = ProductListQuerySchema.safeParse(first);
    if (!query.success) return null;
    const products: Product[] = (await listProductPage(db, query.data)).products;
    const photos = products.slice(0, LIST_CARDS_PRELOADED).map((p) => photoPreload(p.image_url, PRODUCT_IMAGE_SIZES.card));
    return joined([...photos, apiPreload(productListApiPath(first))]);
  }
  const id = IdSchema.safeParse(PRODUCT_PAGE.exec(pathname)?.[1]);
  if (!id.success) return null;
  const product = await getProduct(db, id.data);
  return joined([
    photoPreload(product.image_url, PRODUCT_IMAGE_SIZES.detail),
    apiPreload(pathOf(productEndpoints.getProduct.path, { id: product.id })),
  ]);
}

export default fp(
  async function pagePreload(app: FastifyInstance, opts: { db: Db }) {
    // A callback hook: API answers and files pass through without a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      const isPage =
        request.method === 'GET' && reply.statusCode === 200 && String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      if (!isPage) return done(null, payload);
      pagePreloads(opts.db, request, wasRendered(request)).then(
        (link) => {
          if (link) reply.header('link', link);
          done(null, payload);
        },
        (err: unknown) => {
          request.log.debug({ err }, 'no preload for this page');
          done(null, payload);
        },
      );
    });
  },
  { name: 'page-preload' },
);
