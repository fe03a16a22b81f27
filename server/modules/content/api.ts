/* What other modules may use of the content module (with schema.ts for foreign keys). */
export { sanitizeHtml, textToHtml } from './sanitize-html.ts';
export { basicConfiguration, contentCache, invalidateContentCache, staticPageSlugs } from './service.ts';
