ALTER TABLE "products" ADD COLUMN "effective_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;