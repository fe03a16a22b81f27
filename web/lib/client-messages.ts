import { messageFiles } from 'virtual:haat-messages';
import { LOCALES, type Locale } from '#lib/i18n/define.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';

/**
 * The browser's stand-in for lib/i18n/messages.ts (scripts/vite-messages.ts swaps it in): the
 * dictionaries start empty and each language's is loaded from its own files when needed, so a page
 * downloads only the messages of its language. Each language comes in two parts: what the
 * storefront's first load uses (its page part), and the rest, which code outside that first load
 * (dashboards, dialogs opened later…) waits for before it runs (`__haatRestMessages`). The entry
 * fills the page's language before the app hydrates; the language switch loads the other (and its
 * rest, once the rest is in use) before it switches.
 */
export const messages: Record<Locale, Record<MessageKey, string>> = {
  en: {} as Record<MessageKey, string>,
  bn: {} as Record<MessageKey, string>,
};

/** True once the rest of the messages has been asked for: every language loaded after gets it too. */
let restWanted = false;
/** The locale the page's code last loaded (the one whose rest a gated chunk needs first). */
let current: Locale | undefined;

/**
 * True when `key` names a message: one the loaded language has. Before any is loaded (contracts
 * check their message keys as the code starts), anything shaped like a key (`group.name`).
 */
export function isKnownKey(key: string): key is MessageKey {
  const loaded = LOCALES.find(hasMessages);
  return loaded ? Object.hasOwn(messages[loaded], key) : /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)+$/.test(key);
}

const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();

function loadFile(locale: Locale, url: string | undefined): Promise<void> {
  if (!url || loaded.has(url)) return Promise.resolve();
  let promise = loading.get(url);
  if (!promise) {
    promise = import(/* @vite-ignore */ url).then((module: { default: Record<MessageKey, string> }) => {
      Object.assign(messages[locale], module.default);
      loaded.add(url);
    });
    promise.catch(() => loading.delete(url));
    loading.set(url, promise);
  }
  return promise;
}

export function hasMessages(locale: Locale): boolean {
  const files = messageFiles[locale];
  // No files of its own (unit tests): the messages are there already.
  if (!files?.page) return true;
  return loaded.has(files.page) && (!restWanted || !files.rest || loaded.has(files.rest));
}

/** Loads a language's messages (once): its page part, and its rest when the rest is in use. */
export function loadMessages(locale: Locale): Promise<void> {
  current ??= locale;
  const files = messageFiles[locale];
  return Promise.all([
    loadFile(locale, files?.page),
    restWanted ? loadFile(locale, files?.rest) : undefined,
  ]).then(() => undefined);
}

/** The rest of the messages, for every language loaded so far (awaited by chunks outside the first load). */
export function loadRestMessages(): Promise<void> {
  restWanted = true;
  // Called as a chunk starts, maybe before the entry has loaded anything: the page's language.
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  current ??= LOCALES.find((locale) => locale === lang);
  const locales = LOCALES.filter(
    (locale) => locale === current || loaded.has(messageFiles[locale]?.page ?? ''),
  );
  return Promise.all(locales.map((locale) => loadMessages(locale))).then(() => undefined);
}

(globalThis as { __haatRestMessages?: () => Promise<void> }).__haatRestMessages = loadRestMessages;
