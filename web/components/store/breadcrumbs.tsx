import { Fragment } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { Link } from '../link.tsx';

export interface Crumb {
  label: string;
  /** Absent for the current page, the last crumb. */
  to?: string;
}

/** Home › … › the current page, as a labelled navigation list (the last item is aria-current). */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useI18n();
  const all: Crumb[] = [{ label: t('nav.home'), to: '/' }, ...crumbs];
  return (
    <nav aria-label={t('product.breadcrumb')} className="mb-3 text-sm text-gray-600">
      <ol className="flex flex-wrap items-center gap-1">
        {all.map((crumb, index) => (
          <Fragment key={`${index}:${crumb.label}`}>
            {index > 0 ? <li aria-hidden="true">›</li> : null}
            {crumb.to ? (
              <li>
                <Link to={crumb.to} className="hover:text-brand-700 hover:underline">
                  {crumb.label}
                </Link>
              </li>
            ) : (
              <li aria-current="page" className="line-clamp-1 text-gray-900">
                {crumb.label}
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
