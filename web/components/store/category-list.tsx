import type { Category } from '#lib/contracts/catalog.ts';
import { mediaUrl } from '#lib/media.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Link } from '../link.tsx';

/**
 * Spec §2: the home page's category list; each links to a search in that category. A column
 * beside the banners from 768 px; a row of chips that scrolls sideways on narrower screens.
 */
export function CategoryList({ categories }: { categories: Category[] }) {
  const { t, pick } = useI18n();
  return (
    <nav
      aria-labelledby="category-list-title"
      className="rounded-lg border border-gray-200 bg-white p-2 md:h-full md:py-1.5"
    >
      <h2 id="category-list-title" className="px-2 pb-1 text-sm font-semibold text-gray-500">
        {t('home.categories')}
      </h2>
      <ul className="flex gap-2 overflow-x-auto pb-1 md:block md:overflow-visible md:pb-0">
        {categories.map((category) => (
          <li key={category.id} className="shrink-0">
            <Link
              to={`/search?category=${encodeURIComponent(category.slug)}`}
              className="flex items-center gap-2.5 rounded-full border border-gray-200 px-3 py-1.5 text-sm text-gray-800 hover:bg-brand-50 hover:text-brand-700 md:rounded-md md:border-0 md:px-2"
            >
              {category.icon ? (
                <img
                  src={mediaUrl(category.icon)}
                  alt=""
                  width={20}
                  height={20}
                  // Small icons: React would otherwise preload them ahead of the banner (the LCP).
                  fetchPriority="low"
                  className="h-5 w-5"
                />
              ) : null}
              <span>{pick(category, 'category_name')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
