import type { MetaDescriptor } from 'react-router';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#lib/i18n/define.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { translate } from '#lib/i18n/translate.ts';

interface MetaArgsLike {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The page's language: the root loader's, which every meta function can see among its matches. */
export function localeOfPage({ matches }: MetaArgsLike): Locale {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { locale?: unknown } | undefined;
  return isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE;
}

/** The meta of a page whose title is one message; pages of someone's own are kept out of search engines. */
export function titleMeta(key: MessageKey, options: { noindex?: boolean } = {}) {
  return (args: MetaArgsLike): MetaDescriptor[] => [
    { title: translate(localeOfPage(args), key) },
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
