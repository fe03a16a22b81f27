/** scripts/vite-messages.ts: the address of each language's messages file. */
declare module 'virtual:haat-messages' {
  export const messageUrls: Record<import('#lib/i18n/define.ts').Locale, string>;
}
