-- Indexes declared `DESC NULLS LAST` (drizzle-kit's default for .desc()) do not serve an
-- `ORDER BY x DESC` (which puts nulls first): PostgreSQL then sorts the whole table. The admin
-- panel's order-infos list over 1M seller orders took 400 ms a page instead of under 1 ms
-- (bench/admin-lists.ts, docs/benchmarks.md). Every such index is made again with plain DESC,
-- the order the queries ask for.
DROP INDEX IF EXISTS "orders_customer_idx";--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at" DESC,"id" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "orders_created_idx";--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC,"id" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "seller_orders_company_idx";--> statement-breakpoint
CREATE INDEX "seller_orders_company_idx" ON "seller_orders" USING btree ("company_id","created_at" DESC,"id" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "seller_orders_delivery_idx";--> statement-breakpoint
CREATE INDEX "seller_orders_delivery_idx" ON "seller_orders" USING btree ("delivery_person_id","created_at" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "prescriptions_user_idx";--> statement-breakpoint
CREATE INDEX "prescriptions_user_idx" ON "prescriptions" USING btree ("user_id","created_at" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_state_idx";--> statement-breakpoint
CREATE INDEX "jobs_state_idx" ON "jobs" USING btree ("state","id" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_name_idx";--> statement-breakpoint
CREATE INDEX "jobs_name_idx" ON "jobs" USING btree ("name","id" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "audit_log_entity_idx";--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "audit_log_actor_idx";--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","id" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "companies_status_idx";--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status","id" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "seller_orders_created_idx";--> statement-breakpoint
CREATE INDEX "seller_orders_created_idx" ON "seller_orders" USING btree ("created_at" DESC,"id" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "seller_orders_status_created_idx";--> statement-breakpoint
CREATE INDEX "seller_orders_status_created_idx" ON "seller_orders" USING btree ("status","created_at" DESC,"id" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "orders_area_created_idx";--> statement-breakpoint
CREATE INDEX "orders_area_created_idx" ON "orders" USING btree ("shipping_area_id","created_at" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "seller_payouts_company_idx";--> statement-breakpoint
CREATE INDEX "seller_payouts_company_idx" ON "seller_payouts" USING btree ("company_id","id" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "seller_ledger_company_idx";--> statement-breakpoint
CREATE INDEX "seller_ledger_company_idx" ON "seller_ledger_lines" USING btree ("company_id","created_at" DESC,"id" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "media_files_company_idx";--> statement-breakpoint
CREATE INDEX "media_files_company_idx" ON "media_files" USING btree ("company_id","id" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "reviews_product_idx";--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","created_at" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "reviews_company_idx";--> statement-breakpoint
CREATE INDEX "reviews_company_idx" ON "reviews" USING btree ("company_id","created_at" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "reviews_delivery_idx";--> statement-breakpoint
CREATE INDEX "reviews_delivery_idx" ON "reviews" USING btree ("delivery_person_id","created_at" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "reviews_customer_idx";--> statement-breakpoint
CREATE INDEX "reviews_customer_idx" ON "reviews" USING btree ("customer_id","created_at" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "reviews_reported_idx";--> statement-breakpoint
CREATE INDEX "reviews_reported_idx" ON "reviews" USING btree ("report_count" DESC,"id" DESC);
--> statement-breakpoint
-- A shop's orders by tab (seller manage-orders and dashboard): counted from the index alone.
CREATE INDEX IF NOT EXISTS "seller_orders_company_status_idx" ON "seller_orders" USING btree ("company_id","status","cancelled_at");
