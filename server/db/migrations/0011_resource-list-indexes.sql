-- Resource layer (docs/decisions/0013-resource-layer.md): every column an admin list filters by
-- has an index. The others (categories.parent_id, cities.region_id, areas.city_id,
-- product_type_info_names.product_type_id, product_sizes.size_type) already lead one.
CREATE INDEX IF NOT EXISTS "categories_active_idx" ON "categories" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "categories_show_on_body_idx" ON "categories" USING btree ("show_on_body");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "brands_active_idx" ON "brands" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_types_prescription_idx" ON "product_types" USING btree ("requires_prescription");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_type_info_names_info_type_idx" ON "product_type_info_names" USING btree ("info_type_id");
