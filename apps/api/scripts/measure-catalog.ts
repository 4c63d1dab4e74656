/**
 * Latency and SQL statements per call of the public catalogue endpoints on the demo catalogue.
 * PGlite by default, PostgreSQL when TEST_DATABASE_URL is set (via buildTestApp).
 *
 *   npx tsx scripts/measure-catalog.ts            # from apps/api
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/measure-catalog.ts
 */
import { buildTestApp } from '../test/build-test-app.ts';
import { countQueries } from '../test/catalog-factories.ts';

const CALLS = 200;
const WARMUP = 20;

const t = await buildTestApp({ demo: true });
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as unknown;
};

try {
  const products = (await get('/api/products')) as { id: number; categories: { name: string }[]; colors: { color_name: string }[] }[];
  const sample = products.find((p) => p.categories.length > 0 && p.colors.length > 0) ?? products[0];
  if (!sample) throw new Error('the demo catalogue is empty');
  const category = encodeURIComponent(sample.categories[0]?.name ?? '');
  const color = encodeURIComponent(sample.colors[0]?.color_name ?? '');
  const endpoints: [string, string][] = [
    ['list default', '/api/products'],
    ['list filtered', `/api/products?category=${category}&color=${color}&sort=price_asc`],
    ['list search', `/api/products?search=${encodeURIComponent('kaos katun')}&sort=rating`],
    ['popular', '/api/products/popular'],
    ['detail', `/api/products/${sample.id}`],
    ['recommendations', `/api/products/${sample.id}/recommendations`],
    ['categories', '/api/categories'],
    ['colors', '/api/colors'],
    ['sizes', '/api/sizes'],
    ['ads', '/api/ads'],
    ['shipping-rates', '/api/shipping-rates'],
  ];

  const counter = countQueries(t.db);
  const lines = [
    `driver: ${t.driver}, products in catalogue: ${products.length}, ${CALLS} calls each after ${WARMUP} warm-up calls`,
    '| endpoint | items | median ms | p95 ms | SQL per call |',
    '|---|---:|---:|---:|---:|',
  ];
  for (const [label, url] of endpoints) {
    const body = await get(url);
    for (let i = 0; i < WARMUP; i++) await get(url);
    const times: number[] = [];
    counter.reset();
    for (let i = 0; i < CALLS; i++) {
      const start = process.hrtime.bigint();
      await t.app.inject({ method: 'GET', url });
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    times.sort((a, b) => a - b);
    const items = Array.isArray(body) ? body.length : ((body as { recommendations?: unknown[] }).recommendations?.length ?? 1);
    const median = (times[CALLS / 2 - 1]! + times[CALLS / 2]!) / 2;
    const p95 = times[Math.ceil(CALLS * 0.95) - 1]!;
    lines.push(`| ${label} | ${items} | ${median.toFixed(2)} | ${p95.toFixed(2)} | ${(counter.count / CALLS).toFixed(2)} |`);
  }
  counter.restore();
  console.log(lines.join('\n'));
} finally {
  await t.close();
}
