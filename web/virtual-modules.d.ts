/**
 * scripts/vite-messages.ts: the address of each language's messages files (the part a storefront
 * page's first load uses, and the rest). In the browser, read from the page (`<html data-messages>`).
 */
declare module 'virtual:haat-messages' {
  export const messageFiles: Partial<
    Record<import('#lib/i18n/define.ts').Locale, { page: string; rest: string }>
  >;
}
