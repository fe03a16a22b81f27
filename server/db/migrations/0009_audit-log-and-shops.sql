CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_user_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "commission_bp" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "owner_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "trade_licence_no" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "nid_no" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "document" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pickup_area_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pickup_latitude" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pickup_longitude" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "opening_hours" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "on_holiday" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_pickup_area_id_areas_id_fk" FOREIGN KEY ("pickup_area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_commission_range" CHECK ("companies"."commission_bp" between 0 and 10000);--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "companies_pickup_area_idx" ON "companies" USING btree ("pickup_area_id");
