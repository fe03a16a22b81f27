import type { ReactNode } from 'react';
import { paginationModel } from '#lib/pagination.ts';
import { useI18n } from '../lib/i18n.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { Link } from './link.tsx';

const control =
  'inline-flex h-9 min-w-9 sm:h-10 sm:min-w-10 items-center justify-center rounded-md border px-2 text-sm font-medium';
const enabled = `${control} border-gray-300 bg-white text-gray-800 hover:border-brand-600 hover:text-brand-700`;
const disabled = `${control} border-gray-200 bg-gray-50 text-gray-400`;

function Step({
  page,
  href,
  label,
  children,
}: {
  page: number | null;
  href: string;
  label: string;
  children: ReactNode;
}) {
  if (page === null) {
    return (
      // A link with nowhere to go: still announced as a link, marked unavailable (the ARIA disabled-link pattern).
      // biome-ignore lint/a11y/useValidAnchor: a disabled link has no href by design
      <a role="link" aria-disabled="true" aria-label={label} className={disabled}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} aria-label={label} className={enabled}>
      {children}
    </Link>
  );
}

/**
 * Spec §2's pagination control: 'Page X of Y' (Bengali digits in Bengali), first / previous /
 * next / last, and up to seven numbered pages with an ellipsis where pages are left out.
 * `hrefFor` gives each page's address (the `page` query parameter, or a path segment).
 * `more`: a list counted only so far (`total_capped`): `last` is the farthest page known, more
 * follow it, so the text says "or more", an ellipsis ends the numbers and there is no last button.
 */
export function Pagination({
  current,
  last,
  more = false,
  hrefFor,
}: {
  current: number;
  last: number;
  more?: boolean;
  hrefFor: (page: number) => string;
}) {
  const { t, number } = useI18n();
  if (last <= 1 && !more) return null;
  const model = paginationModel(current, last);
  if (more) {
    model.next = model.current + 1;
    model.lastPage = null;
    if (!model.items.some((item) => item.type === 'ellipsis' && item.position === 'end'))
      model.items.push({ type: 'ellipsis', position: 'end' });
  }
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-gray-600">
        {t(more ? 'pagination.pageOfMore' : 'pagination.pageOf', {
          current: number(model.current),
          last: number(model.last),
        })}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <Step page={model.first} href={hrefFor(1)} label={t('pagination.first')}>
            <span aria-hidden="true">«</span>
          </Step>
        </li>
        <li>
          <Step page={model.previous} href={hrefFor(model.previous ?? 1)} label={t('pagination.previous')}>
            <ChevronLeftIcon width={18} height={18} />
          </Step>
        </li>
        {model.items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${item.position}`} aria-hidden="true" className="px-1 text-gray-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={hrefFor(item.page)}
                aria-label={t('pagination.page', { page: number(item.page) })}
                aria-current={item.current ? 'page' : undefined}
                className={item.current ? `${control} border-brand-700 bg-brand-700 text-white` : enabled}
              >
                {number(item.page)}
              </Link>
            </li>
          ),
        )}
        <li>
          <Step page={model.next} href={hrefFor(model.next ?? model.last)} label={t('pagination.next')}>
            <ChevronRightIcon width={18} height={18} />
          </Step>
        </li>
        <li>
          <Step page={model.lastPage} href={hrefFor(model.last)} label={t('pagination.last')}>
            <span aria-hidden="true">»</span>
          </Step>
        </li>
      </ul>
    </nav>
  );
}
