-- Search (docs/shop-rules.md "Search"): accents and case folded by search_fold(), trigram indexes
-- for substring and misspelt matches, synonyms kept by the admin, and the shop's own words for
-- "did you mean". Both extensions are trusted: the database owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); the shop never changes it, so the folded
-- text may be stored and indexed. The body is parsed now, so the extension's schema is fixed here.
CREATE FUNCTION search_fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(unaccent('unaccent'::regdictionary, t));
--> statement-breakpoint
-- A word as a regular expression matching it literally.
CREATE FUNCTION search_re_escape(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN regexp_replace(t, '([!$()*+.:<=>?\[\\\]^{|}-])', '\\\1', 'g');
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" varchar(50) NOT NULL,
	"synonyms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_tags" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_fold(name)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" text GENERATED ALWAYS AS (search_fold(name || ' ' || search_tags || ' ' || description)) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_term_unique" ON "search_synonyms" USING btree ("term");--> statement-breakpoint
CREATE INDEX "search_synonyms_synonyms_idx" ON "search_synonyms" USING gin ("synonyms");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_search_doc_trgm_idx" ON "products" USING gin ("search_doc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);
--> statement-breakpoint
-- The names of a product's categories and colours, folded, for products.search_tags.
CREATE FUNCTION search_tags_of(pid integer) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN coalesce(search_fold((
    SELECT string_agg(n, ' ' ORDER BY k, n) FROM (
      SELECT 1 AS k, c.name AS n FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = pid
      UNION ALL
      SELECT 2, co.color_name FROM product_colors pco JOIN colors co ON co.id = pco.color_id WHERE pco.product_id = pid
    ) t)), '');
--> statement-breakpoint
-- Link rows inserted, updated or deleted: their products' tags again, one UPDATE per statement.
CREATE FUNCTION search_tags_links_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_tags = search_tags_of(p.id)
    WHERE p.id IN (SELECT product_id FROM changed) AND p.search_tags IS DISTINCT FROM search_tags_of(p.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_categories_search_insert AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_tags_links_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_search_update AFTER UPDATE ON product_categories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_tags_links_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_search_delete AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_tags_links_changed();
--> statement-breakpoint
CREATE TRIGGER product_colors_search_insert AFTER INSERT ON product_colors
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_tags_links_changed();
--> statement-breakpoint
CREATE TRIGGER product_colors_search_update AFTER UPDATE ON product_colors
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_tags_links_changed();
--> statement-breakpoint
CREATE TRIGGER product_colors_search_delete AFTER DELETE ON product_colors
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_tags_links_changed();
--> statement-breakpoint
-- A category or colour renamed: the tags of the products that carry it.
CREATE FUNCTION search_tags_category_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_tags = search_tags_of(p.id)
    WHERE p.id IN (SELECT pc.product_id FROM product_categories pc JOIN changed c ON c.id = pc.category_id)
      AND p.search_tags IS DISTINCT FROM search_tags_of(p.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_search_rename AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_tags_category_renamed();
--> statement-breakpoint
CREATE FUNCTION search_tags_color_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_tags = search_tags_of(p.id)
    WHERE p.id IN (SELECT pco.product_id FROM product_colors pco JOIN changed c ON c.id = pco.color_id)
      AND p.search_tags IS DISTINCT FROM search_tags_of(p.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER colors_search_rename AFTER UPDATE ON colors
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_tags_color_renamed();
--> statement-breakpoint
UPDATE products SET search_tags = search_tags_of(id);
--> statement-breakpoint
-- The words of product names (3 characters or more) and how many names use each: "did you mean"
-- picks the closest of them. Kept per statement from the products' rows written.
CREATE TABLE search_words (word text PRIMARY KEY, uses integer NOT NULL);
--> statement-breakpoint
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION search_words_count(names text[], delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words AS sw (word, uses)
    SELECT w, count(*) * delta FROM unnest(names) n, regexp_split_to_table(search_fold(n), '[^[:alnum:]]+') w
    WHERE length(w) >= 3 GROUP BY w
    ON CONFLICT (word) DO UPDATE SET uses = sw.uses + excluded.uses;
  DELETE FROM search_words WHERE uses <= 0;
$$;
--> statement-breakpoint
CREATE FUNCTION search_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_count(ARRAY(SELECT name FROM new_rows), 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_count(ARRAY(SELECT name FROM old_rows), -1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_words_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_count(ARRAY[OLD.name], -1);
  PERFORM search_words_count(ARRAY[NEW.name], 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_inserted();
--> statement-breakpoint
CREATE TRIGGER products_search_words_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_deleted();
--> statement-breakpoint
-- Per row and only for a new name, so that the sales' updates of sold_count stay as cheap as before.
CREATE TRIGGER products_search_words_update AFTER UPDATE OF name ON products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_words_renamed();
--> statement-breakpoint
SELECT search_words_count(ARRAY(SELECT name FROM products), 1);
--> statement-breakpoint
-- The synonyms every shop starts with; the admin changes them under Kelola Atribut.
INSERT INTO search_synonyms (term, synonyms) VALUES
  ('kaos', ARRAY['t-shirt', 'tshirt', 'tee']),
  ('jins', ARRAY['jeans', 'denim']),
  ('hem', ARRAY['kemeja']),
  ('jaket', ARRAY['jacket']),
  ('celana panjang', ARRAY['pants']),
  ('sepatu', ARRAY['shoes']);
