-- What unpaid orders hold gets a version of its own. Every checkout holds stock and every expiry or
-- cancellation releases it, each an update of product_variants.held alone; with catalogue_version
-- advanced by those too, the catalogue read cache (lib/read-cache.ts) was emptied for every order.
-- catalogue_version now follows product_variants' other columns; stock_version follows held, and the
-- cache lets it show up to a few seconds late. A sale changes stock as well, so it still advances both.
CREATE SEQUENCE stock_version;
--> statement-breakpoint
CREATE FUNCTION stock_version_advance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('stock_version');
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER product_variants_catalogue_version ON product_variants;
--> statement-breakpoint
CREATE TRIGGER product_variants_catalogue_version AFTER INSERT OR DELETE OR TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_advance();
--> statement-breakpoint
CREATE TRIGGER product_variants_catalogue_version_update AFTER UPDATE OF id, product_id, size_id, color_id, stock, sku ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_advance();
--> statement-breakpoint
CREATE TRIGGER product_variants_stock_version AFTER UPDATE OF held ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION stock_version_advance();
