import { Form, useSearchParams } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { SearchIcon } from '../icons.tsx';

/** The header's search box: a GET form to /search, so it works without JavaScript. */
export function SearchBox({ className = '' }: { className?: string }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  return (
    <Form method="get" action="/search" role="search" className={`relative ${className}`}>
      <label htmlFor="site-search" className="sr-only">
        {t('search.label')}
      </label>
      <input
        id="site-search"
        name="q"
        type="search"
        defaultValue={params.get('q') ?? ''}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-full border border-gray-300 bg-white pl-4 pr-11 text-sm placeholder:text-gray-500 focus:border-brand-600 focus:outline-none"
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        className="absolute right-1 top-1 inline-flex h-8 w-9 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
      >
        <SearchIcon width={18} height={18} />
      </button>
    </Form>
  );
}
