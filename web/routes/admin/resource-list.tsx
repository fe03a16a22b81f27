import { data, Form, redirect, useFetcher, useSearchParams } from 'react-router';
import { translate } from '#lib/i18n/translate.ts';
import { LOOKUP_MAX, type Resource, resourceAt, resourceNamed } from '#lib/resources/index.ts';
import { FormMessage } from '../../components/account/field.tsx';
import { type DataColumn, DataTable } from '../../components/data-table.tsx';
import { Link } from '../../components/link.tsx';
import { resourcePage } from '../../components/resources/access.server.ts';
import { FieldValue, type ResourceRow } from '../../components/resources/cells.tsx';
import {
  RelationFilter,
  type RelationFilterState,
  typedNameParam,
} from '../../components/resources/relation-filter.tsx';
import type { RelationOption } from '../../components/resources/relation-type-ahead.tsx';
import { buttonClass } from '../../components/styles.ts';
import { apiOf, requestContext } from '../../lib/context.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/resource-list';

const DEFAULT_PAGE_SIZE = 20;

/** The list call's query from the page's address: page, q, sort and the resource's filters. */
function listQueryOf(url: URL, names: readonly string[]): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  const page = Number(url.searchParams.get('page') ?? '1');
  query.page = Number.isInteger(page) && page > 0 ? page : 1;
  for (const name of ['q', 'sort', ...names]) {
    const value = url.searchParams.get(name);
    if (value) query[name] = value;
  }
  return query;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
const named = (option: RelationOption, text: string) =>
  sameName(option.label, text) || sameName(option.label_bn, text);

/**
 * The relation filters' states: all the related records when they are few (a select), else the
 * chosen record's name (a type-ahead). A name typed without choosing (no JavaScript, or not
 * picked from the list) is looked up here: one record → the address with its id instead; several
 * → a select of those; none → said so. Names come from the related resource's lookup call, which
 * any admin may read (the related list itself may be another feature).
 */
async function relationFiltersOf(
  api: ReturnType<typeof apiOf>,
  resource: Resource,
  url: URL,
): Promise<Record<string, RelationFilterState>> {
  const states: Record<string, RelationFilterState> = {};
  for (const field of resource.fields) {
    if (!field.filter || field.input !== 'relation') continue;
    const target = resourceNamed(field.relation ?? '');
    if (!target) continue;
    const lookup = (query: Record<string, string | number>) =>
      api
        .call(target.endpoints.lookup, { query: query as never })
        .then((answer) => answer.data)
        .catch(() => [] as RelationOption[]);
    const first = await lookup({ limit: LOOKUP_MAX });
    const few = first.length < LOOKUP_MAX;
    const id = Number(url.searchParams.get(field.name));
    const hasId = Number.isInteger(id) && id > 0;
    const chosen = !hasId
      ? null
      : few
        ? (first.find((option) => option.id === id) ?? null)
        : ((await lookup({ ids: String(id) }))[0] ?? null);
    const typed = url.searchParams.get(typedNameParam(field.name))?.trim();
    if (typed === undefined) {
      states[field.name] = { options: few ? first : null, chosen, typed: null, matches: [] };
      continue;
    }
    const next = new URL(url);
    next.searchParams.delete(typedNameParam(field.name));
    next.searchParams.delete('page');
    const settle = (to: number | null) => {
      if (to === null) next.searchParams.delete(field.name);
      else next.searchParams.set(field.name, String(to));
      return redirect(`${next.pathname}${next.search}`);
    };
    if (typed === '') throw settle(null);
    if (chosen && named(chosen, typed)) throw settle(chosen.id);
    const matches = await lookup({ q: typed, limit: LOOKUP_MAX });
    const exact = matches.filter((option) => named(option, typed));
    const one = exact.length === 1 ? exact[0] : matches.length === 1 ? matches[0] : undefined;
    if (one) throw settle(one.id);
    states[field.name] = { options: few ? first : null, chosen: null, typed, matches };
  }
  return states;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const resource = await resourcePage(context, params.resource);
  const url = new URL(request.url);
  const relations = await relationFiltersOf(apiOf(context), resource, url);
  const filters = resource.fields
    .filter((field) => field.filter && !relations[field.name]?.typed)
    .map((field) => field.name);
  const query = listQueryOf(url, filters);
  const limit = resource.pageSize ?? DEFAULT_PAGE_SIZE;
  let answer: {
    data: ResourceRow[];
    meta: { current_page: number; last_page: number; total: number; total_capped: boolean };
  };
  try {
    answer = (await apiOf(context).call(resource.endpoints.list, {
      params: { limit },
      query: query as never,
    })) as typeof answer;
  } catch {
    // A hand-made address with a bad filter or sort: the list without them.
    answer = (await apiOf(context).call(resource.endpoints.list, {
      params: { limit },
      query: { page: 1 } as never,
    })) as typeof answer;
  }
  return {
    path: resource.path,
    adminPath: context.get(requestContext).adminPath,
    rows: answer.data,
    meta: answer.meta,
    relations,
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const resource = loaderData ? resourceAt(loaderData.path) : undefined;
  return [
    {
      title: resource ? resource.title[loaderData?.locale ?? 'en'] : translate('en', 'admin.dashboard.title'),
    },
  ];
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const resource = await resourcePage(context, params.resource);
  const form = await request.formData();
  const intent = form.get('intent');
  const ids = form
    .getAll('ids')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  if ((intent !== 'activate' && intent !== 'deactivate') || ids.length === 0)
    return { message: null, errors: undefined };
  try {
    const answer = await apiOf(context).call(resource.endpoints.bulk, {
      params: { action: intent },
      body: { ids },
    });
    return { message: answer.msg, errors: undefined };
  } catch (error) {
    return data({ message: null, errors: formErrorsOf(error) }, { status: 400 });
  }
}

/**
 * A managed list (lib/resources): search, filters, sort, the spec's pagination control, bulk
 * activate / deactivate, CSV export; a table on wide screens, cards on a phone.
 */
export default function ResourceList({ loaderData }: Route.ComponentProps) {
  const { t, locale, number } = useI18n();
  const [searchParams] = useSearchParams();
  const bulk = useFetcher<typeof action>();
  const resource = resourceAt(loaderData.path);
  if (!resource) return null;
  const base = `${loaderData.adminPath}/${resource.path}`;
  const filters = resource.fields.filter((field) => field.filter);
  const sortable = resource.fields.filter((field) => field.sortable);
  const canBulk = Boolean(resource.activeField);

  const hrefFor = (page: number) => {
    const next = new URLSearchParams(searchParams);
    if (page <= 1) next.delete('page');
    else next.set('page', String(page));
    const text = next.toString();
    return text ? `${base}?${text}` : base;
  };
  const exportQuery = new URLSearchParams(searchParams);
  exportQuery.delete('page');
  const exportHref = `/api/${resource.name}/export.csv${exportQuery.toString() ? `?${exportQuery}` : ''}`;

  const columns: DataColumn<ResourceRow>[] = [
    ...(canBulk
      ? [
          {
            id: 'select',
            header: 'resources.list.select' as const,
            cell: (row: ResourceRow) => (
              <input
                type="checkbox"
                name="ids"
                value={row.id}
                form="bulk-form"
                aria-label={`${t('resources.list.select')}: ${String(row[resource.titleField] ?? row.id)}`}
              />
            ),
            card: 'plain' as const,
          },
        ]
      : []),
    ...resource.fields
      .filter((field) => field.column)
      .map(
        (field): DataColumn<ResourceRow> => ({
          id: field.name,
          header: field.label,
          cell: (row) =>
            field.name === resource.titleField ? (
              <Link to={`${base}/${row.id}`} className="font-medium text-brand-700 hover:underline">
                <FieldValue field={field} row={row} />
              </Link>
            ) : (
              <FieldValue field={field} row={row} />
            ),
          ...(field.input === 'number' ? { align: 'end' as const } : {}),
        }),
      ),
    {
      id: 'actions',
      header: 'resources.list.edit',
      cell: (row) => (
        <Link to={`${base}/${row.id}`} className="text-brand-700 hover:underline">
          {t('resources.list.edit')}
        </Link>
      ),
      card: 'plain',
    },
  ];

  const { meta } = loaderData;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{resource.title[locale]}</h1>
        <span className="text-sm text-gray-600">
          {meta.total_capped
            ? t('resources.list.more', { count: number(meta.total) })
            : t('resources.list.count', { count: number(meta.total) })}
        </span>
        <div className="ml-auto flex flex-wrap gap-2">
          <a
            href={exportHref}
            className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm"
            download
          >
            {t('resources.list.export')}
          </a>
          <Link to={`${base}/new`} className={buttonClass}>
            {t('resources.list.new')}
          </Link>
        </div>
      </div>

      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-3"
        role="search"
      >
        <label className="flex min-w-0 flex-1 basis-48 flex-col gap-1 text-sm">
          <span>{t('resources.list.search')}</span>
          <input
            type="search"
            name="q"
            defaultValue={searchParams.get('q') ?? ''}
            className="rounded-md border border-gray-300 px-3 py-2 text-base"
          />
        </label>
        {filters.map((field) =>
          field.input === 'relation' && loaderData.relations[field.name] ? (
            <RelationFilter
              key={`${field.name}:${searchParams.toString()}`}
              field={field}
              state={loaderData.relations[field.name]!}
              value={searchParams.get(field.name) ?? ''}
            />
          ) : (
            <div key={field.name} className="flex flex-col gap-1 text-sm">
              <label htmlFor={`filter-${field.name}`}>{field.label[locale]}</label>
              {field.input === 'boolean' || field.options ? (
                <select
                  id={`filter-${field.name}`}
                  name={field.name}
                  defaultValue={searchParams.get(field.name) ?? ''}
                  className="rounded-md border border-gray-300 bg-white px-2 py-2 text-base"
                >
                  <option value="">{t('resources.list.any')}</option>
                  {field.input === 'boolean' ? (
                    <>
                      <option value="true">{t('resources.list.yes')}</option>
                      <option value="false">{t('resources.list.no')}</option>
                    </>
                  ) : (
                    field.options?.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label[locale]}
                      </option>
                    ))
                  )}
                </select>
              ) : (
                <input
                  id={`filter-${field.name}`}
                  name={field.name}
                  inputMode="numeric"
                  defaultValue={searchParams.get(field.name) ?? ''}
                  className="w-24 rounded-md border border-gray-300 px-2 py-2 text-base"
                />
              )}
            </div>
          ),
        )}
        {sortable.length > 0 ? (
          <label className="flex flex-col gap-1 text-sm">
            <span>{t('resources.list.sort')}</span>
            <select
              name="sort"
              defaultValue={searchParams.get('sort') ?? ''}
              className="rounded-md border border-gray-300 bg-white px-2 py-2 text-base"
            >
              <option value="">—</option>
              {sortable.flatMap((field) => [
                <option key={field.name} value={field.name}>
                  {field.label[locale]} ↑
                </option>,
                <option key={`-${field.name}`} value={`-${field.name}`}>
                  {field.label[locale]} ↓
                </option>,
              ])}
            </select>
          </label>
        ) : null}
        <button type="submit" className={buttonClass}>
          {t('resources.list.filter')}
        </button>
      </Form>

      {canBulk ? (
        <bulk.Form id="bulk-form" method="post" className="flex flex-wrap items-center gap-2">
          <button
            type="submit"
            name="intent"
            value="activate"
            className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm"
          >
            {t('resources.list.activate')}
          </button>
          <button
            type="submit"
            name="intent"
            value="deactivate"
            className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm"
          >
            {t('resources.list.deactivate')}
          </button>
          {bulk.data?.message ? (
            <p role="status" className="text-sm text-brand-800">
              {bulk.data.message}
            </p>
          ) : null}
          <FormMessage message={bulk.data?.errors?.message} />
        </bulk.Form>
      ) : null}

      <DataTable
        caption={resource.title}
        rows={loaderData.rows}
        columns={columns}
        rowKey={(row) => row.id}
        empty={
          <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
            {t('resources.list.empty')}
          </p>
        }
        pagination={{ current: meta.current_page, last: meta.last_page, hrefFor }}
      />
    </div>
  );
}
