-- Static pages' bodies become HTML (the admin's rich-text editor, sanitised on the server):
-- plain-text bodies turn into escaped paragraphs, single line breaks into <br>.
UPDATE "static_pages" SET
  "body" = '<p>' || replace(replace(replace(replace(replace(replace(trim("body"), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), E'\n\n', '</p><p>'), E'\n', '<br>') || '</p>',
  "body_bn" = '<p>' || replace(replace(replace(replace(replace(replace(trim("body_bn"), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), E'\n\n', '</p><p>'), E'\n', '<br>') || '</p>'
WHERE "body" NOT LIKE '<%';
