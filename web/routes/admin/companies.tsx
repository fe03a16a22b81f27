import { useEffect, useState } from 'react';
import { data, Form, useFetcher, useSearchParams } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import {
  COMPANY_STATUSES,
  type CompanyAction,
  type CompanyReview,
  listCompanyReviews,
  reviewCompany,
  updateCommission,
} from '#lib/contracts/admin-panel.ts';
import { toLatinDigits } from '#lib/digits.ts';
import { bilingual, translate } from '#lib/i18n/translate.ts';
import { FormMessage } from '../../components/account/field.tsx';
import { NumberInput } from '../../components/forms/number-field.tsx';
import { Link } from '../../components/link.tsx';
import { apiOf, requestContext } from '../../lib/context.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import { validQuery } from '../../lib/valid-query.ts';
import type { Route } from './+types/companies';

const PER_PAGE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query: Record<string, string> = {};
  for (const name of ['status', 'q', 'page', 'id']) {
    const value = url.searchParams.get(name);
    if (value) query[name] = value;
  }
  const list = await apiOf(context).call(listCompanyReviews, {
    params: { limit: PER_PAGE },
    query: validQuery(listCompanyReviews.query, query),
  } as never);
  return {
    list,
    adminPath: context.get(requestContext).adminPath,
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'adminPanel.companies.title') },
];

type ActionData = { saved?: CompanyReview; msg?: string; errors?: ReturnType<typeof formErrorsOf> };

/** Approve / reject / block / unblock, or the commission rate. */
export async function action({ request, context }: Route.ActionArgs) {
  const api = apiOf(context);
  const form = await request.formData();
  const id = Number(form.get('id'));
  const version = String(form.get('version') ?? '') || undefined;
  try {
    if (form.get('intent') === 'commission') {
      const typed = toLatinDigits(String(form.get('commission') ?? ''))
        .replace(',', '.')
        .trim();
      const percent = Number(typed);
      // An emptied field is not a rate of 0 %: say so instead of saving it.
      if (typed === '' || !Number.isFinite(percent)) {
        const message = bilingual('validation.required');
        return data(
          {
            errors: { message, fields: { commission_bp: message }, code: 'validation_failed' },
          } satisfies ActionData,
          { status: 422 },
        );
      }
      const answer = await api.call(updateCommission, {
        params: { id },
        body: { commission_bp: Math.round(percent * 100), ...(version ? { version } : {}) },
      });
      return { saved: answer.data, msg: answer.msg } satisfies ActionData;
    }
    const reason = String(form.get('reason') ?? '').trim();
    const answer = await api.call(reviewCompany, {
      params: { id },
      body: {
        action: String(form.get('intent')) as CompanyAction,
        ...(reason ? { reason } : {}),
        ...(version ? { version } : {}),
      },
    });
    return { saved: answer.data, msg: answer.msg } satisfies ActionData;
  } catch (error) {
    return data({ errors: formErrorsOf(error) } satisfies ActionData, {
      status: error instanceof ApiError ? error.status : 500,
    });
  }
}

const STATUS_STYLE: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  active: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  suspended: 'bg-gray-200 text-gray-900',
};

function CompanyCard({ company }: { company: CompanyReview }) {
  const { t, number, digits, date, locale } = useI18n();
  const fetcher = useFetcher<ActionData>();
  const [reason, setReason] = useState('');
  const saved = fetcher.data?.saved;
  // What this card saved, until the list brings the record as new or newer (another admin's change).
  const shown = saved?.id === company.id && saved.updated_at > company.updated_at ? saved : company;
  // A decision made: its reason is not offered for the next one.
  useEffect(() => {
    if (saved) setReason('');
  }, [saved]);
  const bn = locale === 'bn';
  const actions: CompanyAction[] =
    shown.status === 'pending'
      ? ['approve', 'reject', 'block']
      : shown.status === 'rejected'
        ? ['approve']
        : shown.status === 'active'
          ? ['block']
          : ['unblock'];
  const needsReason = actions.some((item) => item === 'reject' || item === 'block');
  const errors = fetcher.data?.errors;
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4"
      data-company={shown.slug}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex items-center gap-3">
          {shown.logo_url ? (
            <img src={shown.logo_url} alt="" width={48} height={48} className="rounded" />
          ) : null}
          <div>
            <h2 className="font-semibold">{bn ? shown.company_name_bn : shown.company_name}</h2>
            <p className="text-sm text-gray-600">{date(shown.created_at)}</p>
          </div>
        </div>
        <span
          className={`rounded px-2 py-0.5 text-sm ${STATUS_STYLE[shown.status]}`}
          data-testid="company-status"
        >
          {t(`adminPanel.companies.status.${shown.status}`)}
        </span>
      </div>
      {shown.status_reason ? <p className="text-sm text-red-800">{shown.status_reason}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-600">{t('adminPanel.companies.owner')}</dt>
        <dd>{shown.owner_name ?? '—'}</dd>
        <dt className="text-gray-600">{t('adminPanel.companies.contact')}</dt>
        <dd className="break-all">
          {[shown.phone && digits(shown.phone), shown.email].filter(Boolean).join(' · ') || '—'}
        </dd>
        <dt className="text-gray-600">{t('adminPanel.companies.licence')}</dt>
        <dd>{shown.trade_licence_no ?? '—'}</dd>
        <dt className="text-gray-600">{t('adminPanel.companies.nid')}</dt>
        <dd>{shown.nid_no ? digits(shown.nid_no) : '—'}</dd>
        <dt className="text-gray-600">{t('adminPanel.companies.document')}</dt>
        <dd>
          {shown.document_url ? (
            <a
              href={shown.document_url}
              target="_blank"
              rel="noopener"
              className="text-brand-700 hover:underline"
            >
              {t('adminPanel.companies.openDocument')}
            </a>
          ) : (
            '—'
          )}
        </dd>
        <dt className="text-gray-600">{t('adminPanel.companies.pickup')}</dt>
        <dd>{(bn ? shown.pickup_area_bn : shown.pickup_area) ?? '—'}</dd>
        <dt className="text-gray-600">{t('adminPanel.companies.pin')}</dt>
        <dd className="break-all">
          {shown.pickup_latitude != null && shown.pickup_longitude != null ? (
            <a
              href={`https://www.openstreetmap.org/?mlat=${shown.pickup_latitude}&mlon=${shown.pickup_longitude}#map=17/${shown.pickup_latitude}/${shown.pickup_longitude}`}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 hover:underline"
            >
              {`${number(shown.pickup_latitude)}, ${number(shown.pickup_longitude)}`} ·{' '}
              {t('adminPanel.companies.openMap')}
            </a>
          ) : (
            '—'
          )}
        </dd>
        <dt className="text-gray-600">{t('adminPanel.companies.hours')}</dt>
        <dd>{shown.opening_hours ?? '—'}</dd>
        <dt className="text-gray-600">{t('adminPanel.companies.products')}</dt>
        <dd>{number(shown.product_count)}</dd>
      </dl>
      <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="id" value={shown.id} />
        <input type="hidden" name="version" value={shown.updated_at} />
        {needsReason ? (
          // At least 12rem wide: on a phone it takes a line of its own above the buttons (it was squeezed to a sliver beside them).
          <label className="flex min-w-48 flex-1 flex-col text-sm">
            {t('adminPanel.companies.reason')}
            <input
              name="reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={500}
              className="rounded border border-gray-300 px-2 py-1"
            />
          </label>
        ) : null}
        {actions.map((item) => (
          <button
            key={item}
            type="submit"
            name="intent"
            value={item}
            disabled={fetcher.state !== 'idle'}
            className={
              item === 'approve' || item === 'unblock'
                ? 'rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white'
                : 'rounded border border-red-700 px-3 py-1.5 text-sm text-red-800'
            }
          >
            {t(`adminPanel.companies.${item}`)}
          </button>
        ))}
      </fetcher.Form>
      <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="id" value={shown.id} />
        <input type="hidden" name="version" value={shown.updated_at} />
        <input type="hidden" name="intent" value="commission" />
        <label className="flex flex-col text-sm">
          {t('adminPanel.companies.commission')}
          <NumberInput
            name="commission"
            required
            decimals={2}
            min={0}
            max={100}
            // Drawn again with the record's newest rate once it changes.
            key={shown.updated_at}
            defaultValue={shown.commission_bp / 100}
            className="w-28 rounded border border-gray-300 px-2 py-1"
          />
        </label>
        <button type="submit" className="rounded border border-brand-600 px-3 py-1.5 text-sm text-brand-700">
          {t('adminPanel.save')}
        </button>
      </fetcher.Form>
      {fetcher.data?.msg ? (
        <p role="status" className="text-sm text-green-800">
          {fetcher.data.msg}
        </p>
      ) : null}
      {errors ? <FormMessage message={errors.fields?.reason ?? errors.message} /> : null}
    </li>
  );
}

/** Sellers (feature 30): the sign-up queue first, with documents, decisions and commission. */
export default function Companies({ loaderData }: Route.ComponentProps) {
  const { t, number } = useI18n();
  const [params] = useSearchParams();
  const { list, adminPath } = loaderData;
  const base = `${adminPath}/companies`;
  const page = list.meta.current_page;
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `${base}?${next}`;
  };
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('adminPanel.companies.title')}</h1>
      <Form method="get" action={base} className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          {t('adminPanel.orders.status')}
          <select
            name="status"
            defaultValue={params.get('status') ?? ''}
            className="rounded border border-gray-300 px-2 py-1"
          >
            <option value="">{t('adminPanel.any')}</option>
            {COMPANY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`adminPanel.companies.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-1 flex-col text-sm">
          {t('adminPanel.search')}
          <input
            name="q"
            type="search"
            defaultValue={params.get('q') ?? ''}
            placeholder={t('adminPanel.companies.searchPlaceholder')}
            className="rounded border border-gray-300 px-2 py-1"
          />
        </label>
        <button type="submit" className="rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white">
          {t('adminPanel.apply')}
        </button>
      </Form>
      {list.data.length === 0 ? <p className="text-gray-600">{t('adminPanel.nothing')}</p> : null}
      <ul className="grid gap-3 lg:grid-cols-2">
        {list.data.map((company) => (
          // Keyed by the seller only: a save reloads the list with a new updated_at, and a card drawn
          // anew would lose its fetcher, so the "saved" message.
          <CompanyCard key={company.id} company={company} />
        ))}
      </ul>
      <nav
        className="flex items-center justify-between text-sm"
        aria-label={t('adminPanel.pageN', { page: number(page) })}
      >
        {page > 1 ? (
          <Link to={hrefFor(page - 1)} className="text-brand-700 hover:underline">
            ← {t('adminPanel.previous')}
          </Link>
        ) : (
          <span />
        )}
        <span>{t('adminPanel.pageN', { page: number(page) })}</span>
        {list.meta.has_more ? (
          <Link to={hrefFor(page + 1)} className="text-brand-700 hover:underline">
            {t('adminPanel.next')} →
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </div>
  );
}
