-- The orders' version for the admin's order pages cache (modules/orders/orders-page-cache.ts):
-- advanced by every statement that writes an order, and by a change of a customer's username or
-- e-mail (the pages show them). Reading it costs the same at 200 orders as at 200,000, so every
-- page request can ask it and an instance never answers a page older than the last write it can see.
CREATE SEQUENCE orders_version;
--> statement-breakpoint
CREATE FUNCTION orders_version_advance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('orders_version');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_orders_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_version_advance();
--> statement-breakpoint
CREATE TRIGGER users_orders_version AFTER UPDATE OF username, email OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION orders_version_advance();
