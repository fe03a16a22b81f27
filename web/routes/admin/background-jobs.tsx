import { data, Form, useFetcher, useSearchParams } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import { JOB_STATES, type Job, listJobs, retryJob } from '#lib/contracts/jobs.ts';
import { translate } from '#lib/i18n/translate.ts';
import { FormMessage } from '../../components/account/field.tsx';
import { type DataColumn, DataTable } from '../../components/data-table.tsx';
import { apiOf, requestContext } from '../../lib/context.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import { validQuery } from '../../lib/valid-query.ts';
import type { Route } from './+types/background-jobs';

const PER_PAGE = 20;

/** The jobs the server defines (defineJob names), each described in both languages. */
const KNOWN_JOBS = [
  'delivery.offer',
  'delivery.offer-timeout',
  'orders.announce-flagged',
  'orders.expire-unpaid',
  'orders.purge-idempotency-keys',
  'reviews.invite-delivered',
  'notifications.push',
  'events.purge',
  'jobs.purge-finished',
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Failed jobs are what an admin comes here for: the default filter.
  const state = url.searchParams.get('state') ?? 'failed';
  const query: Record<string, string> = { page: url.searchParams.get('page') ?? '1' };
  if (state !== 'all') query.state = state;
  const name = url.searchParams.get('name');
  if (name) query.name = name;
  const list = await apiOf(context).call(listJobs, {
    params: { limit: PER_PAGE },
    query: validQuery(listJobs.query, query),
  } as never);
  return {
    list,
    state,
    adminPath: context.get(requestContext).adminPath,
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'adminPanel.jobs.title') },
];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    const answer = await apiOf(context).call(retryJob, { params: { id: Number(form.get('id')) } });
    return { retried: answer.data.id, msg: answer.msg };
  } catch (error) {
    return data({ errors: formErrorsOf(error) }, { status: error instanceof ApiError ? error.status : 500 });
  }
}

function RetryButton({ job }: { job: Job }) {
  const { t } = useI18n();
  const fetcher = useFetcher<typeof action>();
  const answer = fetcher.data as
    | { msg?: string; errors?: { message: { en: string; bn: string } } }
    | undefined;
  if (job.state !== 'failed') return null;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={job.id} />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle' || Boolean(answer?.msg)}
        className="rounded border border-brand-600 px-2 py-1 text-sm text-brand-700 disabled:opacity-50"
      >
        {t('adminPanel.jobs.retry')}
      </button>
      {answer?.msg ? (
        <p role="status" className="text-sm text-green-800">
          {answer.msg}
        </p>
      ) : null}
      {answer?.errors ? <FormMessage message={answer.errors.message} /> : null}
    </fetcher.Form>
  );
}

/** Background jobs (feature 53): failed ones first by default, with their last error, and retry. */
export default function BackgroundJobs({ loaderData }: Route.ComponentProps) {
  const { t, number, date } = useI18n();
  const [params] = useSearchParams();
  const { list, state, adminPath } = loaderData;
  const base = `${adminPath}/background-jobs`;
  const columns: DataColumn<Job>[] = [
    {
      id: 'name',
      header: 'adminPanel.jobs.name',
      // What the job does in the page's language; its code under it, as the filter takes it.
      cell: (job) => (
        <span className="flex flex-col">
          {(KNOWN_JOBS as readonly string[]).includes(job.name) ? (
            <span className="font-medium">
              {t(`adminPanel.jobs.kind.${job.name as (typeof KNOWN_JOBS)[number]}`)}
            </span>
          ) : null}
          <span className="font-mono text-xs break-all text-gray-600" data-testid="job-code">
            {job.name}
          </span>
        </span>
      ),
    },
    { id: 'state', header: 'adminPanel.jobs.state', cell: (job) => t(`adminPanel.jobs.state.${job.state}`) },
    {
      id: 'attempts',
      header: 'adminPanel.jobs.attempts',
      align: 'end',
      cell: (job) => `${number(job.attempts)} / ${number(job.max_attempts)}`,
    },
    { id: 'run_at', header: 'adminPanel.jobs.runAt', cell: (job) => date(job.run_at, true) },
    {
      id: 'error',
      header: 'adminPanel.jobs.error',
      className: 'font-mono text-xs break-all',
      cell: (job) => job.last_error ?? '—',
    },
    { id: 'retry', header: 'adminPanel.jobs.retry', card: 'plain', cell: (job) => <RetryButton job={job} /> },
  ];
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('adminPanel.jobs.title')}</h1>
      <Form method="get" action={base} className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          {t('adminPanel.jobs.state')}
          <select name="state" defaultValue={state} className="rounded border border-gray-300 px-2 py-1">
            <option value="all">{t('adminPanel.any')}</option>
            {JOB_STATES.map((item) => (
              <option key={item} value={item}>
                {t(`adminPanel.jobs.state.${item}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          {t('adminPanel.jobs.name')}
          <input
            name="name"
            defaultValue={params.get('name') ?? ''}
            className="rounded border border-gray-300 px-2 py-1"
          />
        </label>
        <button type="submit" className="rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white">
          {t('adminPanel.apply')}
        </button>
      </Form>
      <DataTable
        caption={{ en: 'Background jobs', bn: 'পটভূমির কাজ' }}
        rows={list.data}
        columns={columns}
        rowKey={(job) => job.id}
        empty={<p className="text-gray-600">{t('adminPanel.nothing')}</p>}
        pagination={
          list.meta.last_page > 1
            ? {
                current: list.meta.current_page,
                last: list.meta.last_page,
                hrefFor: (page) => {
                  const next = new URLSearchParams(params);
                  next.set('page', String(page));
                  return `${base}?${next}`;
                },
              }
            : undefined
        }
      />
    </div>
  );
}
