import { data, Form, useFetcher, useSearchParams } from 'react-router';
import { listTagUsage, mergeTags, type TagUsage } from '#lib/contracts/tags.ts';
import { translate } from '#lib/i18n/translate.ts';
import { FormMessage } from '../../components/account/field.tsx';
import { type DataColumn, DataTable } from '../../components/data-table.tsx';
import { Link } from '../../components/link.tsx';
import { resourcePage } from '../../components/resources/access.server.ts';
import { buttonClass } from '../../components/styles.ts';
import { apiOf, requestContext } from '../../lib/context.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/tags';

export async function loader({ request, context }: Route.LoaderArgs) {
  await resourcePage(context, 'tags');
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page') ?? '1');
  const q = url.searchParams.get('q')?.trim().slice(0, 100);
  const unused = url.searchParams.get('unused') === 'true';
  const list = await apiOf(context).call(listTagUsage, {
    query: {
      page: Number.isInteger(page) && page > 0 ? page : 1,
      ...(q ? { q } : {}),
      ...(unused ? { unused: 'true' as const } : {}),
    },
  });
  return {
    list,
    adminPath: context.get(requestContext).adminPath,
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'tags.title') },
];

export async function action({ request, context }: Route.ActionArgs) {
  const resource = await resourcePage(context, 'tags');
  const form = await request.formData();
  const intent = form.get('intent');
  try {
    if (intent === 'merge') {
      const answer = await apiOf(context).call(mergeTags, {
        body: { from_id: Number(form.get('from_id')), into_id: Number(form.get('into_id')) },
      });
      return { message: answer.msg, errors: undefined };
    }
    if (intent === 'delete') {
      const answer = await apiOf(context).call(resource.endpoints.remove, {
        params: { id: Number(form.get('id')) },
      });
      return { message: answer.msg, errors: undefined };
    }
    return { message: null, errors: undefined };
  } catch (error) {
    return data({ message: null, errors: formErrorsOf(error) }, { status: 400 });
  }
}

/**
 * Tag management (feature 14): every tag with how many products carry it; rename (the tag's
 * form), delete an unused one, and merge a duplicate into the tag to keep.
 */
export default function Tags({ loaderData }: Route.ComponentProps) {
  const { t, pick, number } = useI18n();
  const [searchParams] = useSearchParams();
  const merge = useFetcher<typeof action>();
  const remove = useFetcher<typeof action>();
  const { list, adminPath } = loaderData;
  const base = `${adminPath}/tags`;
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(searchParams);
    if (page <= 1) next.delete('page');
    else next.set('page', String(page));
    const text = next.toString();
    return text ? `${base}?${text}` : base;
  };
  const name = (tag: TagUsage) => pick(tag, 'tag_name');
  const columns: DataColumn<TagUsage>[] = [
    {
      id: 'name',
      header: 'tags.title',
      cell: (tag) => (
        <Link to={`${base}/${tag.id}`} className="font-medium text-brand-700 hover:underline">
          {name(tag)}
        </Link>
      ),
      card: 'plain',
    },
    { id: 'slug', header: { en: 'Slug', bn: 'স্লাগ' }, cell: (tag) => tag.slug },
    { id: 'used', header: 'tags.usedBy', cell: (tag) => number(tag.used_by), align: 'end' },
    {
      id: 'actions',
      header: 'resources.list.edit',
      card: 'plain',
      cell: (tag) => (
        <div className="flex flex-wrap items-center gap-3">
          <Link to={`${base}/${tag.id}`} className="text-brand-700 hover:underline">
            {t('tags.rename')}
          </Link>
          {tag.used_by === 0 ? (
            <remove.Form
              method="post"
              onSubmit={(event) => {
                if (!window.confirm(t('tags.deleteConfirm'))) event.preventDefault();
              }}
            >
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={tag.id} />
              <button type="submit" className="text-red-700 hover:underline">
                {t('tags.delete')}
              </button>
            </remove.Form>
          ) : null}
        </div>
      ),
    },
  ];
  const options = list.data.map((tag) => (
    <option key={tag.id} value={tag.id}>
      {name(tag)} ({number(tag.used_by)})
    </option>
  ));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{t('tags.title')}</h1>
        <span className="text-sm text-gray-600">
          {t('resources.list.count', { count: number(list.meta.total) })}
        </span>
        <Link to={`${base}/new`} className={`${buttonClass} ml-auto`}>
          {t('resources.list.new')}
        </Link>
      </div>

      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-3"
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
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="unused"
            value="true"
            defaultChecked={searchParams.get('unused') === 'true'}
          />
          {t('tags.unusedOnly')}
        </label>
        <button type="submit" className={buttonClass}>
          {t('resources.list.filter')}
        </button>
      </Form>

      {remove.data?.message ? (
        <p role="status" className="text-sm text-brand-800">
          {remove.data.message}
        </p>
      ) : null}
      <FormMessage message={remove.data?.errors?.message} />

      {list.data.length > 1 ? (
        <merge.Form
          method="post"
          aria-labelledby="merge-title"
          className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-3"
        >
          <h2 id="merge-title" className="font-semibold">
            {t('tags.mergeTitle')}
          </h2>
          <p className="text-sm text-gray-600">{t('tags.mergeHint')}</p>
          <input type="hidden" name="intent" value="merge" />
          <div className="flex flex-wrap items-end gap-3">
            <label className="flex min-w-0 flex-1 basis-40 flex-col gap-1 text-sm">
              <span>{t('tags.mergeFrom')}</span>
              <select
                name="from_id"
                className="rounded-md border border-gray-300 bg-white px-2 py-2 text-base"
              >
                {options}
              </select>
            </label>
            <label className="flex min-w-0 flex-1 basis-40 flex-col gap-1 text-sm">
              <span>{t('tags.mergeInto')}</span>
              <select
                name="into_id"
                defaultValue={list.data[1]?.id}
                className="rounded-md border border-gray-300 bg-white px-2 py-2 text-base"
              >
                {options}
              </select>
            </label>
            <button type="submit" className={buttonClass} disabled={merge.state !== 'idle'}>
              {t('tags.mergeButton')}
            </button>
          </div>
          {merge.data?.message ? (
            <p role="status" className="text-sm text-brand-800">
              {merge.data.message}
            </p>
          ) : null}
          <FormMessage message={merge.data?.errors?.fields?.into_id ?? merge.data?.errors?.message} />
        </merge.Form>
      ) : null}

      <DataTable
        caption="tags.title"
        rows={list.data}
        columns={columns}
        rowKey={(tag) => tag.id}
        empty={
          <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
            {t('resources.list.empty')}
          </p>
        }
        pagination={{ current: list.meta.current_page, last: list.meta.last_page, hrefFor }}
      />
    </div>
  );
}
