-- A delivery person's day summary counts their failed attempts from the order timeline
-- (server/modules/delivery/my-day.ts): by the person who wrote the entry, within a day.
CREATE INDEX IF NOT EXISTS "order_timeline_delivery_actor_idx"
  ON "order_timeline" ("actor_user_id", "created_at")
  WHERE "actor_role" = 'delivery';
