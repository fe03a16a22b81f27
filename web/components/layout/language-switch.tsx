import { useFetcher, useLocation } from 'react-router';
import { loadMessages } from '../../lib/client-messages.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { GlobeIcon } from '../icons.tsx';

/**
 * Switches between English and Bengali. A plain form post, so it works before the app has
 * started; with JavaScript it is a fetcher and the page re-renders in place.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { locale, t } = useI18n();
  const fetcher = useFetcher();
  const location = useLocation();
  const next = locale === 'en' ? 'bn' : 'en';
  return (
    <fetcher.Form
      method="post"
      action="/set-language"
      className={className}
      onSubmit={(event) => {
        // The page holds only its own language's messages: fetch the other's before switching.
        event.preventDefault();
        const form = event.currentTarget;
        void loadMessages(next).then(
          () => fetcher.submit(form),
          () => form.submit(),
        );
      }}
    >
      <input type="hidden" name="lang" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        lang={next}
        aria-label={`${t('language.label')}: ${t(next === 'bn' ? 'language.bn' : 'language.en')}`}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-100"
      >
        <GlobeIcon width={18} height={18} />
        {/* On an English page this one Bengali word is drawn by a 1 KB font inlined in the
            stylesheet (app.css), so the page never downloads the whole Bengali font for it. */}
        <span className={next === 'bn' ? 'font-language-switch' : undefined}>{t('language.switchTo')}</span>
      </button>
    </fetcher.Form>
  );
}
