-- The product editor's tag type-ahead (issue 12) matches what the seller types anywhere in a tag's
-- English or Bengali name (ILIKE '%…%'); sellers add free tags, so the table grows with the
-- catalogue and a trigram index keeps the lookup off a full scan.
CREATE INDEX IF NOT EXISTS "tags_name_trgm_idx" ON "tags" USING gin ("tag_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tags_name_bn_trgm_idx" ON "tags" USING gin ("tag_name_bn" gin_trgm_ops);
