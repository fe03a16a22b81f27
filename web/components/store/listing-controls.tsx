import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Form, useLocation, useSubmit } from 'react-router';
import type { ProductSort } from '#lib/contracts/catalog.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { MIN_RATING_CHOICES, PRODUCT_FILTER_PARAMS, PRODUCT_SORTS } from '../../lib/contract-refs.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Link } from '../link.tsx';
import type { ProductLayout } from './product-card.tsx';

/**
 * What the shopper just chose, shown at once while the page for it loads; forgotten when the
 * address changes (then the address says what is chosen). Keeps the controls from flicking back.
 */
function useChoicesUntilUrlChanges<T>(url: URL): [Record<string, T>, (key: string, value: T) => void] {
  const [choices, setChoices] = useState<Record<string, T>>({});
  const search = url.search;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the address changes
  useEffect(() => setChoices({}), [search]);
  return [choices, (key, value) => setChoices((current) => ({ ...current, [key]: value }))];
}

/** Query parameters a control keeps as hidden fields, so changing one filter keeps the others. */
function KeptParams({ url, except }: { url: URL; except: readonly string[] }) {
  return (
    <>
      {[...url.searchParams]
        .filter(([name]) => !except.includes(name) && name !== 'page')
        .map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}

/** The sort order as a GET form: it submits on change with JavaScript, with its button without. */
export function SortForm({
  url,
  action,
  sorts = PRODUCT_SORTS,
  current,
}: {
  url: URL;
  action: string;
  sorts?: readonly ProductSort[];
  current: ProductSort;
}) {
  const { t } = useI18n();
  const id = useId();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useChoicesUntilUrlChanges<ProductSort>(url);
  return (
    <Form ref={form} method="get" action={action} className="flex items-center gap-2">
      <KeptParams url={url} except={['sort']} />
      <label htmlFor={id} className="text-sm text-gray-600">
        {t('listing.sort')}
      </label>
      <select
        id={id}
        name="sort"
        value={chosen.sort ?? current}
        onChange={(event) => {
          setChosen('sort', event.target.value as ProductSort);
          if (form.current) submit(form.current, { preventScrollReset: true });
        }}
        className="h-9 rounded-md border border-gray-300 bg-white px-2 text-sm"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`listing.sort.${sort}` as MessageKey)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-9 rounded-md border border-gray-300 bg-white px-3 text-sm">
          {t('listing.apply')}
        </button>
      </noscript>
    </Form>
  );
}

/** Grid or list: two links, so the choice is part of the address and works without JavaScript. */
export function ViewToggle({ url, layout }: { url: URL; layout: ProductLayout }) {
  const { t } = useI18n();
  const hrefFor = (next: ProductLayout) => {
    const target = new URL(url);
    if (next === 'list') target.searchParams.set('view', 'list');
    else target.searchParams.delete('view');
    return `${target.pathname}${target.search}`;
  };
  const option = (value: ProductLayout, label: string) => (
    <Link
      to={hrefFor(value)}
      preventScrollReset
      aria-current={layout === value ? 'true' : undefined}
      className={`px-3 py-1.5 text-sm ${layout === value ? 'bg-brand-700 font-semibold text-white' : 'bg-white text-gray-700 hover:bg-gray-50'}`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t('listing.view')} className="flex overflow-hidden rounded-md border border-gray-300">
      {option('grid', t('listing.viewGrid'))}
      {option('list', t('listing.viewList'))}
    </nav>
  );
}

/** `?view=list` shows the results as a list; anything else as a grid. */
export function layoutFromUrl(url: URL): ProductLayout {
  return url.searchParams.get('view') === 'list' ? 'list' : 'grid';
}

export interface FacetOption {
  slug: string;
  label: string;
  count?: number;
}

export interface FacetGroup {
  /** The query parameter: category, brand or seller. */
  name: 'category' | 'brand' | 'seller';
  title: string;
  options: FacetOption[];
}

/** The most options a facet lists before the rest fold away. */
const FACET_VISIBLE = 8;

function FacetFieldset({
  group,
  selected,
  onChange,
}: {
  group: FacetGroup;
  selected: (slug: string) => boolean;
  onChange: (slug: string, checked: boolean) => void;
}) {
  const { t, number } = useI18n();
  if (group.options.length === 0) return null;
  // Chosen options always show, then the biggest ones.
  const first = group.options.filter((option, index) => index < FACET_VISIBLE || selected(option.slug));
  const rest = group.options.filter((option) => !first.includes(option));
  const checkbox = (option: FacetOption) => (
    <li key={option.slug}>
      <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm text-gray-800 hover:bg-gray-50">
        <input
          type="checkbox"
          name={group.name}
          value={option.slug}
          checked={selected(option.slug)}
          onChange={(event) => onChange(option.slug, event.target.checked)}
          className="h-4 w-4 accent-brand-600"
        />
        <span className="min-w-0 flex-1">{option.label}</span>
        {option.count !== undefined ? (
          <span className="text-xs text-gray-500">
            <span className="sr-only">(</span>
            {number(option.count)}
            <span className="sr-only">)</span>
          </span>
        ) : null}
      </label>
    </li>
  );
  return (
    <fieldset className="border-t border-gray-200 pt-3">
      <legend className="mb-1 px-1 text-sm font-semibold text-gray-900">{group.title}</legend>
      <ul>{first.map(checkbox)}</ul>
      {rest.length > 0 ? (
        <details className="mt-1">
          <summary className="cursor-pointer px-1 text-sm font-medium text-brand-700">
            {t('listing.showMore', { count: number(rest.length) })}
          </summary>
          <ul>{rest.map(checkbox)}</ul>
        </details>
      ) : null}
    </fieldset>
  );
}

/**
 * The filters as one GET form (spec: they work without JavaScript): facet checkboxes with their
 * counts, a price range in taka and 'in stock only'. With JavaScript a ticked box applies at once.
 * Phones see it folded under a "Filters" summary; from 1024 px it is always open beside the results.
 */
export function FilterPanel({
  url,
  action,
  groups,
  inStockCount,
}: {
  url: URL;
  action: string;
  groups: FacetGroup[];
  inStockCount?: number;
}) {
  const { t, number } = useI18n();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const minId = useId();
  const maxId = useId();
  const params = url.searchParams;
  const [ticked, setTicked] = useChoicesUntilUrlChanges<boolean>(url);
  const isTicked = (name: string, slug: string) =>
    ticked[`${name}=${slug}`] ??
    params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .includes(slug);
  const tick = (name: string, slug: string, checked: boolean) => {
    setTicked(`${name}=${slug}`, checked);
    if (form.current) submit(form.current, { preventScrollReset: true });
  };
  const filtered = PRODUCT_FILTER_PARAMS.some((name) => params.has(name));
  const clearHref = (() => {
    const target = new URL(action, url);
    for (const name of ['q', 'sort', 'view']) {
      const value = params.get(name);
      if (value) target.searchParams.set(name, value);
    }
    return `${target.pathname}${target.search}`;
  })();

  return (
    <details className="group rounded-lg border border-gray-200 bg-white lg:[&::details-content]:[content-visibility:visible]">
      <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold lg:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden">
        {t('listing.filters')}
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <Form ref={form} method="get" action={action} className="flex flex-col gap-3 px-3 pb-4 lg:pt-3">
        <h2 className="hidden px-1 font-semibold text-gray-900 lg:supports-[selector(::details-content)]:block">
          {t('listing.filters')}
        </h2>
        <KeptParams url={url} except={[...PRODUCT_FILTER_PARAMS, ...groups.map((group) => group.name)]} />
        {groups.map((group) => (
          <FacetFieldset
            key={group.name}
            group={group}
            selected={(slug) => isTicked(group.name, slug)}
            onChange={(slug, checked) => tick(group.name, slug, checked)}
          />
        ))}
        <fieldset className="border-t border-gray-200 pt-3">
          <legend className="mb-1 px-1 text-sm font-semibold text-gray-900">{t('listing.priceRange')}</legend>
          <div className="flex items-center gap-2 px-1">
            <label htmlFor={minId} className="sr-only">
              {t('listing.minPrice')}
            </label>
            <input
              key={`min-${url.searchParams.get('min_price')}`}
              id={minId}
              name="min_price"
              inputMode="numeric"
              placeholder={t('listing.min')}
              defaultValue={params.get('min_price') ?? ''}
              className="h-9 w-full min-w-0 rounded-md border border-gray-300 px-2 text-sm"
            />
            <span aria-hidden="true">–</span>
            <label htmlFor={maxId} className="sr-only">
              {t('listing.maxPrice')}
            </label>
            <input
              key={`max-${url.searchParams.get('max_price')}`}
              id={maxId}
              name="max_price"
              inputMode="numeric"
              placeholder={t('listing.max')}
              defaultValue={params.get('max_price') ?? ''}
              className="h-9 w-full min-w-0 rounded-md border border-gray-300 px-2 text-sm"
            />
          </div>
        </fieldset>
        <fieldset className="border-t border-gray-200 pt-3">
          <legend className="mb-1 px-1 text-sm font-semibold text-gray-900">{t('listing.rating')}</legend>
          <ul>
            {[...MIN_RATING_CHOICES, null].map((stars) => (
              <li key={stars ?? 'any'}>
                <label className="flex min-h-9 cursor-pointer items-center gap-2 px-1 text-sm text-gray-800">
                  <input
                    key={`rating-${params.get('min_rating')}`}
                    type="radio"
                    name="min_rating"
                    value={stars ?? ''}
                    defaultChecked={(params.get('min_rating') ?? '') === String(stars ?? '')}
                    onChange={() => {
                      if (form.current) submit(form.current, { preventScrollReset: true });
                    }}
                    className="h-4 w-4 accent-brand-600"
                  />
                  {stars === null ? (
                    <span>{t('listing.anyRating')}</span>
                  ) : (
                    <span>
                      <span aria-hidden="true" className="text-amber-500">
                        {'★'.repeat(stars)}
                        <span className="text-gray-300">{'★'.repeat(5 - stars)}</span>
                      </span>{' '}
                      {t('listing.starsAndUp', { stars: number(stars) })}
                    </span>
                  )}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <label className="flex cursor-pointer items-center gap-2 border-t border-gray-200 px-1 pt-3 text-sm text-gray-800">
          <input
            type="checkbox"
            name="in_stock"
            value="true"
            checked={ticked['in_stock=true'] ?? params.has('in_stock')}
            onChange={(event) => tick('in_stock', 'true', event.target.checked)}
            className="h-4 w-4 accent-brand-600"
          />
          <span className="flex-1">{t('listing.inStockOnly')}</span>
          {inStockCount !== undefined ? (
            <span className="text-xs text-gray-500">{number(inStockCount)}</span>
          ) : null}
        </label>
        <div className="flex items-center gap-3 px-1 pt-1">
          <button
            type="submit"
            className="h-9 rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('listing.apply')}
          </button>
          {filtered ? (
            <Link to={clearHref} className="text-sm font-medium text-brand-700 hover:underline">
              {t('listing.clearFilters')}
            </Link>
          ) : null}
        </div>
      </Form>
    </details>
  );
}

/** The page's address as a URL (path and query), for building the controls' links. */
export function useCurrentUrl(): URL {
  const location = useLocation();
  return useMemo(() => new URL(`${location.pathname}${location.search}`, 'http://localhost'), [location]);
}

/** "123 products", and which of the shopper's filters were not valid and so left out. */
export function ResultSummary({ total, ignored }: { total: number; ignored: string[] }) {
  const { t, number } = useI18n();
  const names: Record<string, MessageKey> = {
    q: 'search.label',
    category: 'listing.category',
    brand: 'listing.brand',
    seller: 'listing.seller',
    min_price: 'listing.minPrice',
    max_price: 'listing.maxPrice',
    in_stock: 'listing.inStockOnly',
    min_rating: 'listing.rating',
    sort: 'listing.sort',
  };
  return (
    <>
      <p className="text-sm text-gray-600">{t('listing.results', { count: number(total) })}</p>
      {ignored.length > 0 ? (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('listing.ignoredFilters', {
            fields: ignored.map((name) => (names[name] ? t(names[name]) : name)).join(', '),
          })}
        </p>
      ) : null}
    </>
  );
}
