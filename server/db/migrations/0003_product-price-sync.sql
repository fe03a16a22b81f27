-- products.effective_price and products.in_stock are derived from product_price_infos: the first
-- price type's (sort_order, then id) discount price or else its price, and whether any price type
-- has at least its min_qty in stock. Statement-level triggers keep them current whoever writes
-- prices or stock, touching each product once per statement and only when a value changes.
CREATE FUNCTION "catalog_sync_product_prices"(product_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE "products" AS p
  SET "effective_price" = d."effective_price", "in_stock" = d."in_stock"
  FROM (
    SELECT ids.id,
      (SELECT coalesce(i."discount_price", i."price") FROM "product_price_infos" i
        WHERE i."product_id" = ids.id ORDER BY i."sort_order", i."id" LIMIT 1) AS "effective_price",
      EXISTS (SELECT 1 FROM "product_price_infos" i
        WHERE i."product_id" = ids.id AND i."stock" >= i."min_qty") AS "in_stock"
    FROM (SELECT DISTINCT unnest(product_ids) AS id) AS ids
  ) AS d
  WHERE p."id" = d.id
    AND (p."effective_price" IS DISTINCT FROM d."effective_price" OR p."in_stock" IS DISTINCT FROM d."in_stock");
$$;
--> statement-breakpoint
CREATE FUNCTION "product_price_infos_after_insert"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "catalog_sync_product_prices"(ARRAY(SELECT DISTINCT "product_id" FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_price_infos_after_update"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "catalog_sync_product_prices"(ARRAY(
    SELECT "product_id" FROM new_rows UNION SELECT "product_id" FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_price_infos_after_delete"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "catalog_sync_product_prices"(ARRAY(SELECT DISTINCT "product_id" FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_price_infos_sync_insert" AFTER INSERT ON "product_price_infos"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_price_infos_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "product_price_infos_sync_update" AFTER UPDATE ON "product_price_infos"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_price_infos_after_update"();
--> statement-breakpoint
CREATE TRIGGER "product_price_infos_sync_delete" AFTER DELETE ON "product_price_infos"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_price_infos_after_delete"();
--> statement-breakpoint
SELECT "catalog_sync_product_prices"(ARRAY(SELECT "id" FROM "products"));
