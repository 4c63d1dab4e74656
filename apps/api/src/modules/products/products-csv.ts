/**
 * GET /api/admin/products.csv: the products file, one row per product × one of its sizes × one of
 * its colours (stock 0 and no SKU where no stock was ever set), products by id, combinations by
 * size then colour. The same file, edited, can be imported again (product-import.ts).
 */
import { CSV_LIST_SEPARATOR, PRODUCT_CSV_COLUMNS } from '@gayaku/contract';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { keysetRows, sendCsv } from '../../lib/csv.ts';

type Row = Record<string, unknown> & { product_id: number };

/** Products per database read (each a row per size × colour). */
const PRODUCTS_PER_BATCH = 200;

/** The rows of the next products (a product's rows all come in the same batch). */
function readProducts(db: Db, after: number | null): Promise<Row[]> {
  return selectRows<Row>(
    db,
    sql`with batch as (select id from products where id > ${after ?? 0}::int order by id limit ${PRODUCTS_PER_BATCH})
      select p.id as product_id, p.name, p.price, p.description, p.sold_count, p.weight_grams, p.image_url,
        (select string_agg(c.name, ${CSV_LIST_SEPARATOR} order by c.id) from product_categories pc
          join categories c on c.id = pc.category_id where pc.product_id = p.id) as categories,
        s.size_name as size, co.color_name as color, coalesce(v.stock, 0) as stock, v.sku
      from batch join products p on p.id = batch.id
      left join product_sizes ps on ps.product_id = p.id left join sizes s on s.id = ps.size_id
      left join product_colors pco on pco.product_id = p.id left join colors co on co.id = pco.color_id
      left join product_variants v on v.product_id = p.id and v.size_id = s.id and v.color_id = co.id
      order by p.id, s.id, co.id`,
  );
}

export function sendProductsCsv(db: Db, reply: FastifyReply): FastifyReply {
  const rows = keysetRows<Row, number>(
    (after) => readProducts(db, after),
    (row) => row.product_id,
  );
  return sendCsv(reply, 'produk.csv', PRODUCT_CSV_COLUMNS, rows);
}
