/**
 * `--scale N`: grows the seeded demo shop N-fold, straight in the database: every demo product gets
 * N-1 variants (with its categories, colours and sizes) and 5,000 × N/10 past orders with 1–3 lines
 * each are inserted, spread over the demo shoppers, in finished states only (nothing for the
 * payment sweep to reconcile). PGlite (the old embedded default, DATA_DIR/pglite) is
 * single-process: it is scaled while the shop is stopped. The embedded PostgreSQL server
 * (DATA_DIR/postgres) only runs while the shop does: it is scaled through the running server, on
 * the port of its postmaster.pid with the password of DATA_DIR/postgres.secret. The shop is
 * restarted after scaling either way, so its caches start from the scaled data.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { BenchDatabase } from '../lib/data.ts';

/** Which embedded engine a started shop left in its DATA_DIR (null on BENCH_DATABASE_URL). */
export function embeddedEngine(database: BenchDatabase, dataDir: string): 'PGlite' | 'embedded PostgreSQL' | null {
  if (database.url) return null;
  return existsSync(path.join(dataDir, 'pglite')) ? 'PGlite' : 'embedded PostgreSQL';
}

/** Whether the database can be scaled while the shop runs (anything but PGlite). */
export function scalesWhileRunning(database: BenchDatabase, dataDir: string): boolean {
  return embeddedEngine(database, dataDir) !== 'PGlite';
}

function embeddedPostgresUrl(dataDir: string): string {
  const pidFile = path.join(dataDir, 'postgres/postmaster.pid');
  if (!existsSync(pidFile)) throw new Error(`--scale: no PGlite and no running PostgreSQL (${pidFile}) in ${dataDir}`);
  const port = readFileSync(pidFile, 'utf8').split('\n')[3]!.trim();
  const secret = readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
  return `postgres://gayaku:${encodeURIComponent(secret)}@127.0.0.1:${port}/gayaku`;
}

interface Sql {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

async function connect(database: BenchDatabase, dataDir: string): Promise<Sql> {
  if (scalesWhileRunning(database, dataDir)) {
    const client = new pg.Client({ connectionString: database.url ?? embeddedPostgresUrl(dataDir) });
    await client.connect();
    return { query: (text, params) => client.query(text, params), close: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(path.join(dataDir, 'pglite'));
  return {
    query: (text, params) => client.query<Record<string, unknown>>(text, params),
    close: () => client.close(),
  };
}

const LINKS = [
  ['product_categories', 'category_id'],
  ['product_colors', 'color_id'],
  ['product_sizes', 'size_id'],
] as const;

async function addProductVariants(db: Sql, copies: number): Promise<void> {
  const { rows } = await db.query('select max(id)::int as max from products');
  const maxOriginal = Number(rows[0]?.max ?? 0);
  await db.query(
    `insert into products (name, description, price, image_url, sold_count, created_at, updated_at)
     select o.name || ' Seri ' || g, o.description, o.price + g * 1000, o.image_url,
            (o.sold_count * (0.1 + (g % 5) * 0.2))::int, o.created_at - g * interval '1 day', now()
     from products o cross join generate_series(1, $1::int) g where o.id <= $2::int`,
    [copies, maxOriginal],
  );
  for (const [table, fk] of LINKS) {
    await db.query(
      `insert into ${table} (product_id, ${fk})
       select n.id, l.${fk} from products o cross join generate_series(1, $1::int) g
       join products n on n.name = o.name || ' Seri ' || g
       join ${table} l on l.product_id = o.id
       where o.id <= $2::int on conflict do nothing`,
      [copies, maxOriginal],
    );
  }
}

async function addOrders(db: Sql, count: number): Promise<void> {
  await db.query(
    `with us as (select array_agg(id order by id) a, count(*)::int n from users where role = 'user'),
          src as (select g, us.a[1 + g % us.n] as user_id,
                         (array['completed','completed','completed','shipped','paid','expired','cancelled'])[1 + g % 7] as status,
                         now() - (g % 180) * interval '1 day' - (g % 24) * interval '1 hour' as at
                  from generate_series(1, $1::int) g, us)
     insert into orders (user_id, status, midtrans_order_id, subtotal, shipping_cost, total_price, address, city,
                         created_at, updated_at, paid_at, shipped_at, delivered_at, completed_at)
     select user_id, status, 'GAYAKU-BENCH-' || g, 150000, 15000, 165000, 'Jl. Uji Beban No. ' || g, 'Jakarta', at, at,
            case when status in ('completed','shipped','paid') then at + interval '1 hour' end,
            case when status in ('completed','shipped') then at + interval '1 day' end,
            case when status = 'completed' then at + interval '3 days' end,
            case when status = 'completed' then at + interval '10 days' end
     from src`,
    [count],
  );
  await db.query(
    `insert into order_items (order_id, product_id, name, description, image_url, quantity, price, subtotal, size, color, created_at)
     select o.id, p.id, p.name, p.description, p.image_url, 1 + (o.id + k) % 3, p.price, p.price * (1 + (o.id + k) % 3),
            'M', 'Hitam', o.created_at
     from orders o
     cross join generate_series(0, 2) k
     cross join (select array_agg(id order by id) a, count(*)::int n from products) ids
     join products p on p.id = ids.a[1 + ((o.id * 7919 + k * 104729) % ids.n)]
     where o.midtrans_order_id like 'GAYAKU-BENCH-%' and k <= o.id % 3`,
  );
}

export async function scaleUp(database: BenchDatabase, dataDir: string, scale: number): Promise<{ products: number; orders: number }> {
  const db = await connect(database, dataDir);
  try {
    await db.query('begin');
    await addProductVariants(db, scale - 1);
    await addOrders(db, Math.round((5000 * scale) / 10));
    await db.query('commit');
    await db.query('analyze');
    const { rows } = await db.query(
      'select (select count(*) from products)::int as products, (select count(*) from orders)::int as orders',
    );
    return { products: Number(rows[0]?.products), orders: Number(rows[0]?.orders) };
  } finally {
    await db.close();
  }
}
