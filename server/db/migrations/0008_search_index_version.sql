-- Issue 24: the product and store search runs over an index in each instance's memory
-- (server/catalog/search-index.ts). This one row says when the index is out of date: every statement that
-- changes what search reads (a product's text, category, price and sort keys, a store's text and order, a
-- category's name and order) adds one to `version`, whichever instance or tool ran it. Each search reads the
-- version (one primary-key read) and rebuilds its index when it has moved. A product's view count or stock
-- does not move it.
CREATE TABLE "search_catalog_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_catalog_version_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "search_catalog_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- the table of the trigger's own schema (test schemas on one PostgreSQL each have theirs)
CREATE FUNCTION "bump_search_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	EXECUTE format('UPDATE %I.search_catalog_version SET version = version + 1 WHERE id = 1', TG_TABLE_SCHEMA);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_catalog_version"
	AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "product_no", "store_id", "category_code", "local_category_code", "name", "keywords",
		"search_text", "chosung", "sale_price", "discount_rate", "sales_count", "review_count", "recommend_score", "registered_at"
	ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "stores_search_catalog_version"
	AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "id", "name", "search_text", "chosung", "sort_order"
	ON "stores" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_search_catalog_version"
	AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "code", "name", "sort_order"
	ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_catalog_version"();
