import { Form, useSearchParams } from 'react-router';
import { type AuditEntry, listAudit } from '#lib/contracts/audit.ts';
import { isMessageKey, translate } from '#lib/i18n/translate.ts';
import { type DataColumn, DataTable } from '../../components/data-table.tsx';
import { DateInput } from '../../components/date-input.tsx';
import { NumberInput } from '../../components/forms/number-field.tsx';
import { Link } from '../../components/link.tsx';
import { apiOf, requestContext } from '../../lib/context.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/audit-log';

const PER_PAGE = 25;
const FILTERS = ['entity', 'entity_id', 'actor_user_id', 'from', 'to', 'before'];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query: Record<string, string> = {};
  for (const name of FILTERS) {
    const value = url.searchParams.get(name);
    if (value) query[name] = value;
  }
  const list = await apiOf(context).call(listAudit, { params: { limit: PER_PAGE }, query } as never);
  return {
    list,
    adminPath: context.get(requestContext).adminPath,
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'adminPanel.audit.title') },
];

/** A JSON value, short enough for a table cell. */
function compact(value: unknown): string {
  if (value == null) return '—';
  const text = JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** The audit log (feature 54): who changed what and when, before and after, newest first. */
export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t, date, number, digits } = useI18n();
  // An action in the page's language; a product editor's step (`update:prices`) keeps its step's
  // name, and an action this page has no name for is shown as it was recorded.
  const actionName = (action: string) => {
    const [verb = action, step] = action.split(':');
    const key = `adminPanel.audit.actions.${verb}`;
    const name = isMessageKey(key) ? t(key) : verb;
    return step ? `${name}: ${step}` : name;
  };
  const [params] = useSearchParams();
  const { list, adminPath } = loaderData;
  const base = `${adminPath}/audit-log`;
  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    const text = next.toString();
    return text ? `${base}?${text}` : base;
  };
  const columns: DataColumn<AuditEntry>[] = [
    { id: 'when', header: 'adminPanel.audit.when', cell: (row) => date(row.created_at, true) },
    {
      id: 'actor',
      header: 'adminPanel.audit.actor',
      cell: (row) =>
        row.actor_user_id ? (
          <Link
            to={hrefWith({ actor_user_id: String(row.actor_user_id), before: null })}
            className="hover:underline"
          >
            {row.actor_name ?? `#${number(row.actor_user_id)}`}
          </Link>
        ) : (
          '—'
        ),
    },
    { id: 'action', header: 'adminPanel.audit.action', cell: (row) => actionName(row.action) },
    {
      id: 'entity',
      header: 'adminPanel.audit.entity',
      cell: (row) => (
        <Link
          to={hrefWith({ entity: row.entity, entity_id: row.entity_id, before: null })}
          className="hover:underline"
        >
          {row.entity}
          {row.entity_id ? ` #${digits(row.entity_id)}` : ''}
        </Link>
      ),
    },
    {
      id: 'change',
      header: 'adminPanel.audit.change',
      className: 'font-mono text-xs break-all',
      cell: (row) => (
        <>
          {compact(row.before)} → {compact(row.after)}
          {row.note ? <span className="block font-sans text-gray-600">{row.note}</span> : null}
        </>
      ),
    },
  ];
  const input = 'rounded border border-gray-300 px-2 py-1 text-sm';
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('adminPanel.audit.title')}</h1>
      <Form method="get" action={base} className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          {t('adminPanel.audit.entity')}
          <input name="entity" defaultValue={params.get('entity') ?? ''} className={`${input} w-36`} />
        </label>
        <label className="flex flex-col text-sm">
          {t('adminPanel.audit.entityId')}
          <input name="entity_id" defaultValue={params.get('entity_id') ?? ''} className={`${input} w-24`} />
        </label>
        <label className="flex flex-col text-sm">
          {t('adminPanel.audit.actorId')}
          <NumberInput
            name="actor_user_id"
            min={1}
            defaultValue={params.get('actor_user_id') ?? ''}
            className={`${input} w-24`}
          />
        </label>
        <label className="flex flex-col text-sm">
          {t('adminPanel.from')}
          <DateInput name="from" defaultValue={params.get('from') ?? ''} className={input} />
        </label>
        <label className="flex flex-col text-sm">
          {t('adminPanel.to')}
          <DateInput name="to" defaultValue={params.get('to') ?? ''} className={input} />
        </label>
        <button type="submit" className="rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white">
          {t('adminPanel.apply')}
        </button>
        <Link to={base} className="px-2 py-1.5 text-sm text-brand-700 hover:underline">
          {t('adminPanel.clear')}
        </Link>
      </Form>
      <DataTable
        caption={{ en: 'Audit log', bn: 'নিরীক্ষা লগ' }}
        rows={list.data}
        columns={columns}
        rowKey={(row) => row.id}
        empty={<p className="text-gray-600">{t('adminPanel.nothing')}</p>}
      />
      <nav className="flex justify-between text-sm">
        {params.get('before') ? (
          <Link to={hrefWith({ before: null })} className="text-brand-700 hover:underline">
            ← {t('adminPanel.audit.newest')}
          </Link>
        ) : (
          <span />
        )}
        {list.meta.next_before ? (
          <Link
            to={hrefWith({ before: String(list.meta.next_before) })}
            className="text-brand-700 hover:underline"
          >
            {t('adminPanel.audit.older')} →
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
