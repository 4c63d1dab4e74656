-- The daily sales figures (schema/stats.ts) follow the orders: a trigger marks every day an order
-- change touches (its day of ordering and of payment, before and after) as stale, and
-- stats_refresh() recomputes the stale days from the orders. Days are Asia/Jakarta's.
CREATE FUNCTION stats_day(at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (at AT TIME ZONE 'Asia/Jakarta')::date;
--> statement-breakpoint
CREATE FUNCTION stats_mark_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO stats_stale_days (day)
      SELECT d FROM (VALUES (stats_day(OLD.created_at)), (stats_day(OLD.paid_at))) AS v(d) WHERE d IS NOT NULL
      ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO stats_stale_days (day)
      SELECT d FROM (VALUES (stats_day(NEW.created_at)), (stats_day(NEW.paid_at))) AS v(d) WHERE d IS NOT NULL
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_stats_insert AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION stats_mark_stale();
--> statement-breakpoint
CREATE TRIGGER orders_stats_update AFTER UPDATE OF status, paid_at, created_at ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.paid_at IS DISTINCT FROM NEW.paid_at
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION stats_mark_stale();
--> statement-breakpoint
CREATE TRIGGER orders_stats_delete AFTER DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION stats_mark_stale();
--> statement-breakpoint
-- Takes the stale days (a concurrent call waits for this one and then finds none) and recomputes
-- their rows. Revenue: orders paid, shipped, delivered or completed, on their day of payment, net of
-- shipping (the subtotal); pieces and product figures from their lines. Each day is read through the
-- paid_at or created_at index whatever the table's statistics say (right after a bulk load they say
-- the table is empty, and a sequential scan per day took 95 s for 731 days of 200,000 orders). The
-- costs that setting gives the plans would make PostgreSQL compile them (JIT, ~70 ms a call): no JIT here.
CREATE FUNCTION stats_refresh() RETURNS integer LANGUAGE plpgsql SET enable_seqscan = off SET jit = off AS $$
DECLARE
  days date[];
BEGIN
  WITH taken AS (DELETE FROM stats_stale_days RETURNING day) SELECT coalesce(array_agg(day), '{}') INTO days FROM taken;
  IF cardinality(days) = 0 THEN
    RETURN 0;
  END IF;
  DELETE FROM sales_daily WHERE day = ANY (days);
  DELETE FROM sales_daily_products WHERE day = ANY (days);
  DELETE FROM orders_daily_status WHERE day = ANY (days);
  -- Each stale day on its own (LATERAL): one range of the paid_at or created_at index; OFFSET 0 keeps
  -- the status test out of it (with it, the planner also read the status index: 140,000 entries a day).
  INSERT INTO sales_daily (day, orders, revenue, items)
    SELECT d.day, count(*), sum(o.subtotal), coalesce(sum(i.qty), 0)
    FROM unnest(days) AS d(day)
    CROSS JOIN LATERAL (SELECT id, subtotal, status FROM orders
      WHERE paid_at >= (d.day::timestamp AT TIME ZONE 'Asia/Jakarta') AND paid_at < ((d.day + 1)::timestamp AT TIME ZONE 'Asia/Jakarta')
      OFFSET 0) o
    LEFT JOIN LATERAL (SELECT sum(quantity) AS qty FROM order_items WHERE order_id = o.id) i ON true
    WHERE o.status IN ('paid', 'shipped', 'delivered', 'completed')
    GROUP BY d.day;
  INSERT INTO sales_daily_products (day, product_id, name, quantity, revenue)
    SELECT d.day, coalesce(i.product_id, 0), (array_agg(i.name ORDER BY i.id DESC))[1], sum(i.quantity), sum(i.subtotal)
    FROM unnest(days) AS d(day)
    CROSS JOIN LATERAL (SELECT id, status FROM orders
      WHERE paid_at >= (d.day::timestamp AT TIME ZONE 'Asia/Jakarta') AND paid_at < ((d.day + 1)::timestamp AT TIME ZONE 'Asia/Jakarta')
      OFFSET 0) o
    JOIN order_items i ON i.order_id = o.id
    WHERE o.status IN ('paid', 'shipped', 'delivered', 'completed')
    GROUP BY d.day, coalesce(i.product_id, 0);
  INSERT INTO orders_daily_status (day, status, orders)
    SELECT d.day, o.status, count(*)
    FROM unnest(days) AS d(day)
    CROSS JOIN LATERAL (SELECT status FROM orders
      WHERE created_at >= (d.day::timestamp AT TIME ZONE 'Asia/Jakarta') AND created_at < ((d.day + 1)::timestamp AT TIME ZONE 'Asia/Jakarta')) o
    GROUP BY d.day, o.status;
  RETURN cardinality(days);
END $$;
--> statement-breakpoint
-- The range's top products sum (day, product) rows from this index alone (an index-only scan).
CREATE INDEX sales_daily_products_day_idx ON sales_daily_products (day) INCLUDE (product_id, quantity, revenue);
--> statement-breakpoint
INSERT INTO stats_stale_days (day)
  SELECT DISTINCT stats_day(created_at) FROM orders
  UNION SELECT DISTINCT stats_day(paid_at) FROM orders WHERE paid_at IS NOT NULL;
--> statement-breakpoint
SELECT stats_refresh();
