-- A narrow copy of products.search_text for the admin and seller products list (catalog/manage.ts).
-- A search there reads products newest first and tests each one's text until a page is found: on
-- products (about 1 KB a row, in no particular order on disk) every tested row is a page of its
-- own, while here about thirty rows share one (docs/benchmarks.md: 4,200 pages → 180 for page 10
-- of a common word over 100k products). Its trigram index serves rare words. Kept by
-- statement-level triggers as search_words is (migration 0006); deleted with the product.
CREATE TABLE "product_search_texts" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search_texts" ADD CONSTRAINT "product_search_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_texts_trgm_idx" ON "product_search_texts" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION "products_copy_search_text"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "product_search_texts" ("product_id", "search_text")
    SELECT new_rows."id", new_rows."search_text" FROM new_rows
    ON CONFLICT ("product_id") DO UPDATE SET "search_text" = EXCLUDED."search_text";
  ELSE
    INSERT INTO "product_search_texts" ("product_id", "search_text")
    SELECT new_rows."id", new_rows."search_text"
    FROM new_rows JOIN old_rows ON old_rows."id" = new_rows."id"
    WHERE new_rows."search_text" IS DISTINCT FROM old_rows."search_text"
    ON CONFLICT ("product_id") DO UPDATE SET "search_text" = EXCLUDED."search_text";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_text_copy_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_copy_search_text"();
--> statement-breakpoint
CREATE TRIGGER "products_search_text_copy_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_copy_search_text"();
--> statement-breakpoint
INSERT INTO "product_search_texts" ("product_id", "search_text")
SELECT "id", "search_text" FROM "products" ORDER BY "id";
