/**
 * What the scale benchmark asks a large shop (bench/scale/seed.ts), each at 32 connections: the
 * catalogue's first page, a filtered page, three searches, suggestions, facets, product details,
 * the two server-rendered pages, and the admin's orders and users pages. Budgets (issue "Search
 * that forgives…", docs/performance.md "At scale"): p99 ≤ 50 ms for lists, searches, facets and the
 * admin's orders page, ≤ 20 ms for suggestions; no answer above 200 kB anywhere.
 */
import type { AutocannonRequest } from 'autocannon';
import type { Scenario } from './load.ts';
import { READ_CONNECTIONS } from './scenarios.ts';

export const MAX_ANSWER_BYTES = 200 * 1024;

export interface ScaleScenario {
  name: string;
  /** Every request cycles through these paths. */
  paths: string[];
  /** Sent as the signed-in admin. */
  admin?: boolean;
  html?: boolean;
  maxP99?: number;
}

export interface ScaleContext {
  /** Product ids spread over the whole catalogue, for the detail pages. */
  productIds: number[];
  adminToken: string;
}

export function scaleScenarios(ctx: ScaleContext): ScaleScenario[] {
  const list = (query: string) => `/api/products?${query}`;
  return [
    { name: 'product list (first 24)', paths: [list('limit=24')], maxP99: 50 },
    {
      name: 'product list (category + colour)',
      paths: [
        list('category=Kemeja&color=Navy&limit=24'),
        list('category=Kaos&color=Hitam&limit=24'),
        list('category=Wanita&color=Krem&limit=24'),
      ],
      maxP99: 50,
    },
    { name: 'search "kemeja"', paths: [list('search=kemeja&limit=24')], maxP99: 50 },
    { name: 'search "kemja" (typo)', paths: [list('search=kemja&limit=24')], maxP99: 50 },
    { name: 'search "hoodie pria"', paths: [list('search=hoodie%20pria&limit=24')], maxP99: 50 },
    { name: 'suggest "kem"', paths: ['/api/search/suggest?q=kem'], maxP99: 20 },
    {
      name: 'facets',
      paths: ['/api/products/facets', '/api/products/facets?category=Kemeja', '/api/products/facets?search=kemeja'],
      maxP99: 50,
    },
    { name: 'product detail', paths: ctx.productIds.map((id) => `/api/products/${id}`) },
    { name: 'home page (/)', paths: ['/'], html: true },
    { name: '/products page', paths: ['/products'], html: true },
    { name: 'admin orders page', paths: ['/api/order?limit=20&sort=created_at&order=desc&status=paid'], admin: true, maxP99: 50 },
    { name: 'admin users page', paths: ['/api/user/users?limit=20&sort=created_at&order=desc'], admin: true },
  ];
}

/** The headers a browser sends for this scenario (compressed answers, as Chromium asks). */
export function headersOf(sc: ScaleScenario, ctx: ScaleContext, compressed = true): Record<string, string> {
  return {
    ...(compressed ? { 'accept-encoding': 'gzip, deflate, br, zstd' } : {}),
    ...(sc.html ? { accept: 'text/html' } : {}),
    ...(sc.admin ? { authorization: `Bearer ${ctx.adminToken}` } : {}),
  };
}

/** The autocannon scenario: one request template whose path rotates through the scenario's paths. */
export function loadOf(sc: ScaleScenario, ctx: ScaleContext): Scenario {
  let i = 0;
  const request: AutocannonRequest = {
    method: 'GET',
    path: sc.paths[0]!,
    headers: headersOf(sc, ctx),
    setupRequest: (req) => ({ ...req, path: sc.paths[i++ % sc.paths.length]! }),
  };
  return { name: sc.name, target: 'shop', connections: READ_CONNECTIONS, requests: [request] };
}
