/**
 * The large shop's catalogue, built from the demo one: every new product copies a demo product
 * (its description, image, categories and sizes) under a varied name ("Kemeja Oxford Lengan
 * Panjang Slim Fit Navy Edisi Lebaran"), with 1–3 colours of its own (the first one in its name),
 * its own price (0.7–1.5× the demo's, whole thousands), popularity and date. Some men's tees,
 * shorts and jackets are also listed for women. Then a variant per size × colour with stock, and
 * ratings. Drawn from a fixed seed: the same command gives the same rows.
 */
import { prng } from '../../apps/api/src/db/seed/prng.ts';
import { COLORS } from '../../apps/api/src/db/seed/reference-data.ts';
import type { Sql } from '../lib/past-orders.ts';

// prettier-ignore
const STYLES = [
  'Slim Fit', 'Regular Fit', 'Oversize', 'Premium', 'Basic', 'Katun Combed', 'Katun Linen', 'Motif Batik',
  'Polos', 'Garis', 'Kotak-Kotak', 'Lengan Pendek', 'Lengan Panjang', 'Stretch', 'Vintage', 'Casual',
  'Formal', 'Sporty', 'Korean Style', 'Unisex', 'Anti Kusut', 'Adem', 'Tebal', 'Ringan', 'Bordir',
];
// prettier-ignore
const EDITIONS = [
  '', '', '', '', 'Edisi Lebaran', 'Koleksi Bali', 'Edisi Terbatas', 'Seri Nusantara', 'Koleksi Kantor',
  'Edisi Liburan', 'Koleksi Kampus', 'Seri Urban', 'Edisi Musim Hujan', 'Koleksi Akhir Pekan',
];
const COLOR_NAMES = Object.keys(COLORS);
const UNISEX = ['Kaos', 'Celana Pendek', 'Jaket & Hoodie'];

interface DemoProduct {
  id: number;
  name: string;
  description: string;
  price: number;
  image_url: string;
  sold_count: number;
  weight_grams: number;
  categories: number[];
  category_names: string[];
  sizes: number[];
}

async function demoProducts(db: Sql): Promise<DemoProduct[]> {
  const { rows } = await db.query(`
    select p.id, p.name, p.description, p.price, p.image_url, p.sold_count, p.weight_grams,
      array(select c.id from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = p.id order by c.id) categories,
      array(select c.name from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = p.id order by c.id) category_names,
      array(select size_id from product_sizes where product_id = p.id order by size_id) sizes
    from products p order by p.id`);
  return rows as unknown as DemoProduct[];
}

async function idsByName(db: Sql, table: 'colors' | 'categories', column: string): Promise<Map<string, number>> {
  const { rows } = await db.query(`select id, ${column} as name from ${table}`);
  return new Map(rows.map((r) => [String(r.name), Number(r.id)]));
}

interface Links {
  products: unknown[][];
  categories: [number[], number[]];
  colors: [number[], number[]];
  sizes: [number[], number[]];
}

function pick<T>(list: readonly T[], r: number): T {
  return list[Math.floor(r * list.length)]!;
}

/** The rows of `count` new products with ids `ids` (one column array per products column). */
function copies(demo: DemoProduct[], ids: number[], colorIds: Map<string, number>, women: number, until: Date): Links {
  const rand = prng(20_261_127);
  const cols: unknown[][] = [[], [], [], [], [], [], [], []];
  const links: Links = { products: cols, categories: [[], []], colors: [[], []], sizes: [[], []] };
  const add = (pair: [number[], number[]], a: number, b: number) => (pair[0].push(a), pair[1].push(b));
  ids.forEach((id, i) => {
    const src = demo[i % demo.length]!;
    const colours = [...new Set([pick(COLOR_NAMES, rand()), pick(COLOR_NAMES, rand()), pick(COLOR_NAMES, rand())])].slice(
      0,
      1 + Math.floor(rand() * 3),
    );
    const edition = pick(EDITIONS, rand());
    const name = [src.name, pick(STYLES, rand()), colours[0], edition].filter(Boolean).join(' ').slice(0, 200);
    const price = Math.max(1000, Math.round((src.price * (0.7 + rand() * 0.8)) / 1000) * 1000);
    const sold = Math.floor(src.sold_count * rand() * rand());
    const created = new Date(until.getTime() - Math.floor(rand() * 730 * 86_400_000));
    [id, name, src.description, price, src.image_url, sold, src.weight_grams, created.toISOString()].forEach((v, c) => cols[c]!.push(v));
    for (const c of src.categories) add(links.categories, id, c);
    const unisex = src.category_names.some((n) => UNISEX.includes(n)) && src.category_names.includes('Pria');
    if (unisex && rand() < 0.25) add(links.categories, id, women);
    for (const c of colours) add(links.colors, id, colorIds.get(c)!);
    for (const s of src.sizes) add(links.sizes, id, s);
  });
  return links;
}

const INSERT_PRODUCTS = `insert into products (id, name, description, price, image_url, sold_count, weight_grams, created_at, updated_at)
  select id, name, description, price, image_url, sold_count, weight_grams, created_at, created_at
  from unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::text[], $6::int[], $7::int[], $8::timestamptz[])
    as t(id, name, description, price, image_url, sold_count, weight_grams, created_at)`;

/** Adds products until the catalogue has `total`; answers how many were added. */
export async function addProducts(db: Sql, total: number, until: Date): Promise<number> {
  const demo = await demoProducts(db);
  const count = total - demo.length;
  if (count <= 0) return 0;
  const { rows } = await db.query(`select nextval('products_id_seq')::int as id from generate_series(1, $1::int)`, [count]);
  const ids = rows.map((r) => Number(r.id));
  const colorIds = await idsByName(db, 'colors', 'color_name');
  const women = (await idsByName(db, 'categories', 'name')).get('Wanita')!;
  const links = copies(demo, ids, colorIds, women, until);
  const chunk = 10_000;
  for (let from = 0; from < count; from += chunk)
    await db.query(
      INSERT_PRODUCTS,
      links.products.map((col) => col.slice(from, from + chunk)),
    );
  for (const [table, fk] of [
    ['product_categories', 'category_id'],
    ['product_colors', 'color_id'],
    ['product_sizes', 'size_id'],
  ] as const) {
    const pair = table === 'product_categories' ? links.categories : table === 'product_colors' ? links.colors : links.sizes;
    await db.query(`insert into ${table} (product_id, ${fk}) select * from unnest($1::int[], $2::int[]) on conflict do nothing`, pair);
  }
  return count;
}

/** A variant per size × colour of every product that has none yet: mostly 5–40 on hand, some 1–3, a few sold out. */
export async function addVariants(db: Sql): Promise<number> {
  const { rows } = await db.query(`
    with v as (
      select p.id product_id, s.id size_id, c.id color_id, s.size_name, c.color_name,
             abs(hashtext(p.id || '/' || s.id || '/' || c.id)) % 100 h
      from products p join product_sizes ps on ps.product_id = p.id join sizes s on s.id = ps.size_id
      join product_colors pc on pc.product_id = p.id join colors c on c.id = pc.color_id
      where not exists (select 1 from product_variants x where x.product_id = p.id))
    insert into product_variants (product_id, size_id, color_id, stock, sku)
    select product_id, size_id, color_id, case when h < 8 then 0 when h < 25 then 1 + h % 3 else 5 + h % 36 end,
           'GYK-' || product_id || '-' || upper(regexp_replace(size_name, '[^A-Za-z0-9]', '', 'g')) || '-' || upper(regexp_replace(color_name, '[^A-Za-z0-9]', '', 'g'))
    from v on conflict do nothing
    returning 1`);
  return rows.length;
}

/** 0–4 ratings per product without any, by shoppers picked from the product's id, mostly 4–5 stars. */
export async function addRatings(db: Sql, comments: Record<number, readonly string[]>, until: Date): Promise<number> {
  const { rows } = await db.query(
    `with us as (select array_agg(id order by id) a, count(*)::int n from users where role = 'user'),
          r as (select p.id product_id, us.a[1 + ((p.id::bigint * 7919 + k * 104729) % us.n)] user_id,
                       abs(hashtext(p.id || ':' || k)) % 100 h,
                       least(p.created_at + (abs(hashtext(k || ':' || p.id)) % 60) * interval '1 day', $4::timestamptz) at
                from products p cross join generate_series(0, 3) k, us
                where k < p.id % 5 and not exists (select 1 from ratings x where x.product_id = p.id)),
          s as (select *, case when h < 55 then 5 when h < 85 then 4 when h < 94 then 3 when h < 98 then 2 else 1 end rating from r)
     insert into ratings (user_id, product_id, rating, comment, created_at, updated_at)
     select user_id, product_id, rating,
            case when h % 5 >= 3 then null
                 when rating = 5 then ($1::text[])[1 + h % cardinality($1::text[])]
                 when rating = 4 then ($2::text[])[1 + h % cardinality($2::text[])]
                 when rating = 3 then ($3::text[])[1 + h % cardinality($3::text[])] end,
            at, at
     from s on conflict do nothing returning 1`,
    [comments[5] ?? [], comments[4] ?? [], comments[3] ?? [], until.toISOString()],
  );
  return rows.length;
}
