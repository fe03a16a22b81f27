import { type Category, loadCategories } from '#lib/contracts/catalog.ts';
import { translate } from '#lib/i18n/translate.ts';
import { mediaUrl } from '#lib/media.ts';
import { Link } from '../../components/link.tsx';
import { canonicalUrl, seoMeta } from '../../components/store/seo.ts';
import { publicPageHeaders } from '../../lib/cache-headers.ts';
import { useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/categories';
import { storeRequest } from './store-request.server.ts';

/** More than the marketplace will ever have on one screen; the list call's own maximum. */
const ALL_CATEGORIES = 100;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { api, locale, publicUrl } = storeRequest(request, context);
  const { data: categories } = await api.call(loadCategories, { query: { limit: ALL_CATEGORIES } });
  return {
    categories,
    seo: {
      title: translate(locale, 'category.allCategories'),
      description: translate(locale, 'site.description'),
      canonical: canonicalUrl(publicUrl, url),
      locale,
    },
  };
}

/** The same for every visitor: kept by the page cache and shared caches when anonymous. */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Every category, each with its sub-categories: where the phone's bottom navigation leads. */
export default function Categories({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const { t, pick } = useI18n();
  const ids = new Set(categories.map((category) => category.id));
  const topLevel = categories.filter(
    (category) => category.parent_id === null || !ids.has(category.parent_id),
  );
  const childrenOf = (parent: Category) => categories.filter((category) => category.parent_id === parent.id);
  return (
    <div className="py-4">
      <h1 className="mb-4 text-xl font-bold text-gray-900 sm:text-2xl">{t('category.allCategories')}</h1>
      <ul className="grid grid-cols-1 gap-3 xs:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {topLevel.map((category) => (
          <li key={category.id} className="rounded-lg border border-gray-200 bg-white p-3">
            <Link
              to={`/${encodeURIComponent(category.slug)}`}
              className="flex items-center gap-3 font-semibold text-gray-900 hover:text-brand-700"
            >
              {category.icon ? (
                <img src={mediaUrl(category.icon)} alt="" width={32} height={32} className="h-8 w-8" />
              ) : null}
              {pick(category, 'category_name')}
            </Link>
            {childrenOf(category).length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 pl-11 text-sm">
                {childrenOf(category).map((child) => (
                  <li key={child.id}>
                    <Link
                      to={`/${encodeURIComponent(child.slug)}`}
                      className="text-gray-600 hover:text-brand-700 hover:underline"
                    >
                      {pick(child, 'category_name')}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
