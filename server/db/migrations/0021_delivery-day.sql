-- A delivery person's day summary counts their failed attempts from the order timeline
-- (server/modules/delivery/my-day.ts): by the person who wrote the entry, within a day.
CREATE INDEX IF NOT EXISTS "order_timeline_delivery_actor_idx"
  ON "order_timeline" ("actor_user_id", "created_at")
  WHERE "actor_role" = 'delivery';
--> statement-breakpoint
-- Spec §2's manage-exact-location: a delivery person's base locations (server/modules/delivery/base-locations.ts).
CREATE TABLE IF NOT EXISTS "delivery_base_locations" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "delivery_person_id" integer NOT NULL REFERENCES "delivery_persons"("id") ON DELETE CASCADE,
  "label" text NOT NULL,
  "latitude" double precision NOT NULL,
  "longitude" double precision NOT NULL,
  "area_id" integer REFERENCES "areas"("id") ON DELETE SET NULL,
  "is_default" boolean DEFAULT false NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "delivery_base_locations_person_idx" ON "delivery_base_locations" ("delivery_person_id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "delivery_base_locations_one_default"
  ON "delivery_base_locations" ("delivery_person_id") WHERE "is_default";
