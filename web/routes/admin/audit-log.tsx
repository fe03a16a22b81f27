import { Form, useSearchParams } from 'react-router';
import {
  auditChanges,
  auditRecordKind,
  auditRecordKinds,
  auditRecordTitle,
  isMoneyField,
} from '#lib/audit-records.ts';
import { type AuditEntry, listAudit } from '#lib/contracts/audit.ts';
import { toLatinDigits } from '#lib/digits.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { isMessageKey, translate } from '#lib/i18n/translate.ts';
import { type DataColumn, DataTable } from '../../components/data-table.tsx';
import { DateInput } from '../../components/date-input.tsx';
import { NumberInput } from '../../components/forms/number-field.tsx';
import { Link } from '../../components/link.tsx';
import { productAuditSteps, StepChanges } from '../../components/products/review-changes.tsx';
import { reviewNames } from '../../components/products/review-names.server.ts';
import { apiOf, requestContext } from '../../lib/context.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import { validQuery } from '../../lib/valid-query.ts';
import type { Route } from './+types/audit-log';

const PER_PAGE = 25;
const FILTERS = ['entity', 'entity_id', 'actor_user_id', 'from', 'to', 'before'];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query: Record<string, string> = {};
  for (const name of FILTERS) {
    const value = url.searchParams.get(name);
    // A record's number may be typed as the page writes it, in Bengali digits.
    if (value) query[name] = name === 'entity_id' ? toLatinDigits(value) : value;
  }
  const api = apiOf(context);
  const list = await api.call(listAudit, {
    params: { limit: PER_PAGE },
    query: validQuery(listAudit.query, query),
  } as never);
  return {
    list,
    // A product's steps read as the review queue shows them: ids by their names.
    names: await reviewNames(api, list.data.flatMap(productAuditSteps)),
    adminPath: context.get(requestContext).adminPath,
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'adminPanel.audit.title') },
];

/** A JSON value, short enough for a table cell. */
function compact(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Notes some writers record as a word: shown by their name. */
const KNOWN_NOTES: Record<string, MessageKey> = { commission: 'adminPanel.audit.notes.commission' };
/** What a note is, by the action that gave it (a rejection's reason, the document looked at). */
const NOTE_KINDS: Record<string, MessageKey> = {
  reject: 'adminPanel.audit.noteReason',
  block: 'adminPanel.audit.noteReason',
  hide: 'adminPanel.audit.noteReason',
  view_document: 'adminPanel.audit.noteDocument',
  merge: 'adminPanel.audit.noteMerged',
};
/** Most changed fields a line shows; the rest are counted. */
const MAX_CHANGES = 6;

/** The audit log (feature 54): who changed what and when, before and after, newest first. */
export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t, date, number, digits, locale, money } = useI18n();
  const text = (value: { en: string; bn: string }) => value[locale];
  // A value of a change: yes/no, numbers and times in the page's language, a seller's status by its
  // name, a commission in percent; anything else as short text.
  const shown = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return t(value ? 'resources.list.yes' : 'resources.list.no');
    if (typeof value === 'number') {
      if (isMoneyField(field)) return money(value);
      return field === 'commission_bp' ? number(value / 100) : number(value);
    }
    if (typeof value === 'string') {
      if (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))) return date(value, true);
      const statusKey = `adminPanel.companies.status.${value}`;
      if (field === 'status' && isMessageKey(statusKey)) return t(statusKey);
      return value.length > 80 ? `${value.slice(0, 80)}…` : value;
    }
    return compact(value);
  };
  const noteOf = (row: AuditEntry): string | null => {
    if (!row.note) return null;
    const known = KNOWN_NOTES[row.note];
    if (known) return t(known);
    const kind = NOTE_KINDS[row.action.split(':')[0] ?? ''];
    return kind ? t(kind, { note: row.note }) : row.note;
  };
  // An action in the page's language; a product editor's step (`update:prices`) keeps its step's
  // name, and an action this page has no name for is shown as it was recorded.
  const actionName = (action: string) => {
    const [verb = action, step] = action.split(':');
    const key = `adminPanel.audit.actions.${verb}`;
    const name = isMessageKey(key) ? t(key) : verb;
    return step ? `${name}: ${step}` : name;
  };
  const [params] = useSearchParams();
  const { list, adminPath, names } = loaderData;
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
      cell: (row) => {
        const kind = auditRecordKind(row.entity);
        const title = auditRecordTitle(kind, row.before, row.after);
        const href = kind.href?.(row.entity_id);
        return (
          <span className="flex flex-col gap-1">
            {href ? (
              <Link
                to={`${adminPath}/${href}`}
                className="inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline"
              >
                {text(kind.label)}
                {row.entity_id ? ` ${digits(row.entity_id)}` : ''}
              </Link>
            ) : (
              <span className="font-medium">
                {text(kind.label)}
                {row.entity_id ? ` ${digits(row.entity_id)}` : ''}
              </span>
            )}
            {title ? <span className="break-words text-gray-700">{text(title)}</span> : null}
            <Link
              to={hrefWith({ entity: row.entity, entity_id: row.entity_id, before: null })}
              className="inline-flex min-h-6 items-center text-xs text-gray-600 hover:underline"
            >
              {t('adminPanel.audit.allOfRecord')}
            </Link>
          </span>
        );
      },
    },
    {
      id: 'change',
      header: 'adminPanel.audit.change',
      className: 'text-sm break-words',
      cell: (row) => {
        const steps = productAuditSteps(row);
        if (steps.length > 0)
          return (
            <div className="flex flex-col gap-2">
              {steps.map((change) => (
                <StepChanges key={change.step} {...change} names={names} />
              ))}
              {noteOf(row) ? <span className="block text-gray-700">{noteOf(row)}</span> : null}
            </div>
          );
        const kind = auditRecordKind(row.entity);
        const changes = auditChanges(kind, row.before, row.after);
        // A note that repeats a changed value (a rejection's reason is also its status_reason) is said once.
        const note = changes.some((change) => change.after === row.note) ? null : noteOf(row);
        const structured = (value: unknown) => typeof value === 'object' && value !== null;
        const raw = changes.length === 0 && (structured(row.before) || structured(row.after));
        return (
          <>
            {changes.length > 0 ? (
              <ul className="flex flex-col gap-0.5">
                {changes.slice(0, MAX_CHANGES).map((change) => (
                  <li key={change.field}>
                    <span className="text-gray-700">{text(change.label)}:</span>{' '}
                    {row.before !== null &&
                    row.before !== undefined &&
                    JSON.stringify(change.before) !== JSON.stringify(change.after) ? (
                      <>
                        <span className="text-gray-600 line-through decoration-gray-400">
                          {shown(change.field, change.before)}
                        </span>{' '}
                        →{' '}
                      </>
                    ) : null}
                    <span>{shown(change.field, change.after)}</span>
                  </li>
                ))}
                {changes.length > MAX_CHANGES ? (
                  <li className="text-gray-600">
                    {t('adminPanel.audit.moreChanges', { count: number(changes.length - MAX_CHANGES) })}
                  </li>
                ) : null}
              </ul>
            ) : raw && row.action !== 'delete' ? (
              <span className="font-mono text-xs break-all">
                {row.before == null ? '' : `${compact(row.before)} → `}
                {row.after == null ? '' : compact(row.after)}
              </span>
            ) : null}
            {note ? <span className="block text-gray-700">{note}</span> : null}
            {changes.length === 0 && !raw && !note ? '—' : null}
          </>
        );
      },
    },
  ];
  const input = 'rounded border border-gray-300 px-2 py-1 text-sm';
  const entity = params.get('entity') ?? '';
  const kinds = auditRecordKinds();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('adminPanel.audit.title')}</h1>
      <Form method="get" action={base} className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <label className="flex flex-col text-sm">
          {t('adminPanel.audit.entity')}
          <select name="entity" defaultValue={params.get('entity') ?? ''} className={`${input} max-w-56`}>
            <option value="">{t('adminPanel.audit.anyRecord')}</option>
            {kinds.map((kind) => (
              <option key={kind.entity} value={kind.entity}>
                {text(kind.label)}
              </option>
            ))}
            {entity && !kinds.some((kind) => kind.entity === entity) ? (
              <option value={entity}>{entity}</option>
            ) : null}
          </select>
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
