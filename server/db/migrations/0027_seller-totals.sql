-- A shop's dashboard without reading its orders: sales and orders per Dhaka day (open parts
-- only) and how many parts each manage-orders tab holds, kept by statement-level triggers on
-- seller_orders from the rows a statement changed (docs/decisions/0026-seller-totals.md). A
-- status-only move changes no day total; a move within a tab changes no count.
CREATE TABLE "seller_daily_totals" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_daily_totals_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "seller_tab_counts" (
	"company_id" integer NOT NULL,
	"tab" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_tab_counts_pk" PRIMARY KEY("company_id","tab")
);
--> statement-breakpoint
ALTER TABLE "seller_daily_totals" ADD CONSTRAINT "seller_daily_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_tab_counts" ADD CONSTRAINT "seller_tab_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "seller_order_tab"(status smallint, cancelled_at timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN cancelled_at IS NOT NULL THEN 'cancelled'
    WHEN status IN (1, 2) THEN 'new' WHEN status = 3 THEN 'preparing' WHEN status = 4 THEN 'packed'
    WHEN status = 5 THEN 'shipping' ELSE 'delivered' END
$$;
--> statement-breakpoint
-- Nets what a statement took away (its old rows) and added (its new rows), per shop and day and
-- per shop and tab. Rows come as JSON arrays of {company_id, day, tab, open, sales}.
CREATE FUNCTION "seller_totals_apply"(removed jsonb, added jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Rows are locked in key order, so two orders touching the same shops cannot deadlock.
  INSERT INTO "seller_daily_totals" AS t ("company_id", "day", "orders", "sales")
  SELECT company_id, day, sum(n)::int, sum(n * sales) FROM (
    SELECT r.*, -1 AS n FROM jsonb_to_recordset(removed) AS r(company_id int, day date, open boolean, sales bigint)
    UNION ALL
    SELECT a.*, 1 FROM jsonb_to_recordset(added) AS a(company_id int, day date, open boolean, sales bigint)
  ) AS changes WHERE open
  GROUP BY company_id, day HAVING sum(n) <> 0 OR sum(n * sales) <> 0 ORDER BY company_id, day
  ON CONFLICT ("company_id", "day") DO UPDATE
    SET "orders" = t."orders" + excluded."orders", "sales" = t."sales" + excluded."sales";
  INSERT INTO "seller_tab_counts" AS t ("company_id", "tab", "orders")
  SELECT company_id, tab, sum(n)::int FROM (
    SELECT r.*, -1 AS n FROM jsonb_to_recordset(removed) AS r(company_id int, tab text)
    UNION ALL
    SELECT a.*, 1 FROM jsonb_to_recordset(added) AS a(company_id int, tab text)
  ) AS changes
  GROUP BY company_id, tab HAVING sum(n) <> 0 ORDER BY company_id, tab
  ON CONFLICT ("company_id", "tab") DO UPDATE SET "orders" = t."orders" + excluded."orders";
END $$;
--> statement-breakpoint
CREATE FUNCTION "seller_orders_totals"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  removed jsonb := '[]';
  added jsonb := '[]';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('company_id', "company_id",
        'day', ("created_at" AT TIME ZONE 'Asia/Dhaka')::date, 'tab', "seller_order_tab"("status", "cancelled_at"),
        'open', "cancelled_at" IS NULL, 'sales', "subtotal" + "vat")), '[]')
      INTO removed FROM old_rows;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('company_id', "company_id",
        'day', ("created_at" AT TIME ZONE 'Asia/Dhaka')::date, 'tab', "seller_order_tab"("status", "cancelled_at"),
        'open', "cancelled_at" IS NULL, 'sales', "subtotal" + "vat")), '[]')
      INTO added FROM new_rows;
  END IF;
  PERFORM "seller_totals_apply"(removed, added);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "seller_orders_totals_insert" AFTER INSERT ON "seller_orders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seller_orders_totals"();
--> statement-breakpoint
CREATE TRIGGER "seller_orders_totals_update" AFTER UPDATE ON "seller_orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seller_orders_totals"();
--> statement-breakpoint
CREATE TRIGGER "seller_orders_totals_delete" AFTER DELETE ON "seller_orders"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "seller_orders_totals"();
--> statement-breakpoint
INSERT INTO "seller_daily_totals" ("company_id", "day", "orders", "sales")
SELECT "company_id", ("created_at" AT TIME ZONE 'Asia/Dhaka')::date, count(*)::int, sum("subtotal" + "vat")
FROM "seller_orders" WHERE "cancelled_at" IS NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "seller_tab_counts" ("company_id", "tab", "orders")
SELECT "company_id", "seller_order_tab"("status", "cancelled_at"), count(*)::int FROM "seller_orders" GROUP BY 1, 2;
