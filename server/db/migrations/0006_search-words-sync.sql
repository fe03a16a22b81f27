-- search_words holds every word of products.search_text (words are separated by single spaces,
-- see server/modules/catalog/search-text.ts). Statement-level triggers add the words of inserted
-- products and of products whose search_text changed; words are never removed here (a stale
-- word only costs a correction that finds nothing).
CREATE FUNCTION "products_add_search_words"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "search_words" ("word")
    SELECT DISTINCT w FROM new_rows, unnest(string_to_array(new_rows."search_text", ' ')) AS w
    WHERE w <> '' AND length(w) <= 100
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO "search_words" ("word")
    SELECT DISTINCT w
    FROM new_rows JOIN old_rows ON old_rows."id" = new_rows."id",
      unnest(string_to_array(new_rows."search_text", ' ')) AS w
    WHERE new_rows."search_text" IS DISTINCT FROM old_rows."search_text" AND w <> '' AND length(w) <= 100
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_add_search_words"();
--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_add_search_words"();
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products", unnest(string_to_array("products"."search_text", ' ')) AS w
WHERE w <> '' AND length(w) <= 100
ON CONFLICT DO NOTHING;
