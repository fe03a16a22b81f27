import { loadStaticPages } from '#lib/contracts/content.ts';
import { translate } from '#lib/i18n/translate.ts';
import { Link } from '../../components/link.tsx';
import { canonicalUrl, seoMeta } from '../../components/store/seo.ts';
import { staticPageHref } from '../../components/store/store-links.ts';
import { publicPageHeaders } from '../../lib/cache-headers.ts';
import { useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/static-pages';
import { storeRequest } from './store-request.server.ts';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { api, locale, publicUrl } = storeRequest(request, context);
  const { data: pages } = await api.call(loadStaticPages);
  return {
    pages,
    seo: {
      title: translate(locale, 'page.pages'),
      description: translate(locale, 'site.description'),
      canonical: canonicalUrl(publicUrl, url),
      locale,
    },
  };
}

/** The same for every visitor: kept by the page cache and shared caches when anonymous. */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Spec §2's /static-page: every published information page. */
export default function StaticPages({ loaderData }: Route.ComponentProps) {
  const { t, pick } = useI18n();
  return (
    <div className="mx-auto max-w-3xl py-6">
      <h1 className="mb-4 text-2xl font-bold text-gray-900">{t('page.pages')}</h1>
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
        {loaderData.pages.map((page) => (
          <li key={page.id}>
            <Link
              to={staticPageHref(page.slug)}
              className="block px-4 py-3 font-medium text-gray-900 hover:bg-gray-50 hover:text-brand-700"
            >
              {pick(page, 'title')}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
