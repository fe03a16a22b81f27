-- Shop contact phones saved before the contract checked them (spec §5) are rewritten as new ones
-- are kept (lib/validators.ts normalizePhone): ASCII digits, separators removed, a leading plus
-- kept. Only phones the contract's pattern accepts (Bengali digits read as ASCII) are touched; any
-- other text stays as it is, and the seller's next save of the shop asks for a valid number.
UPDATE "companies" AS c
SET "phone" = (CASE WHEN left(t."latin", 1) = '+' THEN '+' ELSE '' END) || regexp_replace(t."latin", '[^0-9]', '', 'g')
FROM (
  SELECT "id", translate(btrim("phone"), '০১২৩৪৫৬৭৮৯', '0123456789') AS "latin"
  FROM "companies"
  WHERE "phone" IS NOT NULL
) AS t
WHERE c."id" = t."id"
  AND t."latin" ~ '^\+?[0-9]{0,3}[[:space:].-]?(\([0-9]{3}\)|[0-9]{3})[[:space:].-]?[0-9]{3}[[:space:].-]?[0-9]{4,9}$'
  AND c."phone" IS DISTINCT FROM (CASE WHEN left(t."latin", 1) = '+' THEN '+' ELSE '' END) || regexp_replace(t."latin", '[^0-9]', '', 'g');
