import type { Category } from '#lib/contracts/catalog.ts';
import { mediaUrl } from '#lib/media.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Link } from '../link.tsx';

/** Spec §2: the home page's category list; each links to a search in that category. */
export function CategoryList({ categories }: { categories: Category[] }) {
  const { t, pick } = useI18n();
  return (
    <nav aria-labelledby="category-list-title" className="rounded-lg border border-gray-200 bg-white p-2">
      <h2 id="category-list-title" className="px-2 py-1 text-sm font-semibold text-gray-500">
        {t('home.categories')}
      </h2>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={`/search?category=${encodeURIComponent(category.slug)}`}
              className="flex items-center gap-3 rounded-md px-2 py-2 text-sm text-gray-800 hover:bg-brand-50 hover:text-brand-700"
            >
              {category.icon ? (
                <img src={mediaUrl(category.icon)} alt="" width={24} height={24} className="h-6 w-6" />
              ) : null}
              <span>{pick(category, 'category_name')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
