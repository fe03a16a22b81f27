import { messageUrls } from 'virtual:haat-messages';
import { LOCALES, type Locale } from '#lib/i18n/define.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';

/**
 * The browser's stand-in for lib/i18n/messages.ts (scripts/vite-messages.ts swaps it in): the
 * dictionaries start empty and each language's is loaded from its own file when needed, so a page
 * downloads only the messages of its language. The entry fills the page's language before the app
 * hydrates; the language switch loads the other before it switches.
 */
export const messages: Record<Locale, Record<MessageKey, string>> = {
  en: {} as Record<MessageKey, string>,
  bn: {} as Record<MessageKey, string>,
};

/**
 * True when `key` names a message: one the loaded language has. Before any is loaded (contracts
 * check their message keys as the code starts), anything shaped like a key (`group.name`).
 */
export function isKnownKey(key: string): key is MessageKey {
  const loaded = LOCALES.find(hasMessages);
  return loaded ? Object.hasOwn(messages[loaded], key) : /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)+$/.test(key);
}

const loading = new Map<Locale, Promise<void>>();

export function hasMessages(locale: Locale): boolean {
  // No file of its own (unit tests): the messages are there already.
  return Object.keys(messages[locale]).length > 0 || !messageUrls[locale];
}

/** Loads a language's messages (once). */
export function loadMessages(locale: Locale): Promise<void> {
  let promise = loading.get(locale);
  if (!promise && !messageUrls[locale]) promise = Promise.resolve();
  if (!promise) {
    promise = import(/* @vite-ignore */ messageUrls[locale]).then(
      (module: { default: Record<MessageKey, string> }) => {
        Object.assign(messages[locale], module.default);
      },
    );
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}
