CREATE INDEX "seller_orders_created_idx" ON "seller_orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "seller_orders_status_created_idx" ON "seller_orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "seller_orders_flagged_idx" ON "seller_orders" USING btree ("created_at","id") WHERE "seller_orders"."status" = 1 and "seller_orders"."delivery_person_id" is null and "seller_orders"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "orders_area_created_idx" ON "orders" USING btree ("shipping_area_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_pending_idx" ON "products" USING btree ("created_at") WHERE "products"."approval" = 'pending';--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "product_price_infos_low_stock_idx" ON "product_price_infos" USING btree ("product_id") WHERE "product_price_infos"."stock" <= 5;
