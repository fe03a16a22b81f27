-- The seller's manage-orders search (order number, customer name or phone) as one lower-case
-- column on seller_orders with a trigram index, so a shop with 200k orders finds "%rahim%" from
-- the index instead of joining every order. Kept by triggers: set when a part is inserted (from its
-- order's shipping name and phone), refreshed when an order's name or phone changes.
ALTER TABLE "seller_orders" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION "seller_orders_set_search_text"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower(NEW."sub_number" || ' ' || o."shipping_full_name" || ' ' || o."shipping_phone")
    INTO NEW."search_text" FROM "orders" o WHERE o."id" = NEW."order_id";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "seller_orders_search_text" BEFORE INSERT ON "seller_orders"
  FOR EACH ROW EXECUTE FUNCTION "seller_orders_set_search_text"();--> statement-breakpoint
CREATE FUNCTION "orders_refresh_seller_search_text"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "seller_orders" s
    SET "search_text" = lower(s."sub_number" || ' ' || NEW."shipping_full_name" || ' ' || NEW."shipping_phone")
    WHERE s."order_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_seller_search_text" AFTER UPDATE OF "shipping_full_name", "shipping_phone" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_refresh_seller_search_text"();--> statement-breakpoint
UPDATE "seller_orders" s
  SET "search_text" = lower(s."sub_number" || ' ' || o."shipping_full_name" || ' ' || o."shipping_phone")
  FROM "orders" o WHERE o."id" = s."order_id";--> statement-breakpoint
CREATE INDEX "seller_orders_search_trgm_idx" ON "seller_orders" USING gin ("search_text" gin_trgm_ops);
