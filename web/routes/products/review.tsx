import { data, Form } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import type { BilingualText } from '#lib/contracts/common.ts';
import {
  approveProduct,
  bulkApproveProducts,
  listReviewQueue,
  rejectProduct,
} from '#lib/contracts/product-editor.ts';
import { translate } from '#lib/i18n/translate.ts';
import { StepChanges } from '../../components/products/review-changes.tsx';
import { reviewNames } from '../../components/products/review-names.server.ts';
import { buttonClass } from '../../components/styles.ts';
import { apiOf } from '../../lib/context.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/review';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const api = apiOf(context);
  const queue = await api.call(listReviewQueue, { query: { page, limit: 20 } });
  return {
    ...queue,
    names: await reviewNames(
      api,
      queue.data.flatMap((item) => item.changes),
    ),
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'productEditor.queue') },
];

export async function action({ request, context }: Route.ActionArgs) {
  const api = apiOf(context);
  const form = await request.formData();
  const intent = form.get('intent');
  try {
    if (intent === 'bulk') {
      const ids = form
        .getAll('ids')
        .map(Number)
        .filter((id) => id > 0);
      const answer = await api.call(bulkApproveProducts, { body: { product_ids: ids } });
      return { message: { en: answer.msg, bn: answer.msg } };
    }
    const id = Number(form.get('id'));
    const answer =
      intent === 'reject'
        ? await api.call(rejectProduct, {
            params: { id },
            body: { reason: String(form.get('reason') ?? '') },
          })
        : await api.call(approveProduct, { params: { id } });
    return { message: { en: answer.msg, bn: answer.msg } };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ message: error.body.message as BilingualText }, { status: error.status });
  }
}

/** products-pre: what waits for review, with before and after, approve, reject with a reason, bulk approve. */
export default function ReviewQueue({ loaderData, actionData }: Route.ComponentProps) {
  const { t, pick, date, locale } = useI18n();
  const { data: items, names } = loaderData;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('productEditor.queue')}</h1>
      {actionData?.message ? (
        <p role="status" className="rounded bg-gray-50 p-2 text-sm">
          {actionData.message[locale]}
        </p>
      ) : null}
      {items.length === 0 ? <p className="text-gray-600">{t('productEditor.queueEmpty')}</p> : null}
      <Form method="post" id="bulk-approve">
        <input type="hidden" name="intent" value="bulk" />
        {items.length > 0 ? (
          <button type="submit" className={buttonClass}>
            {t('productEditor.approveSelected')}
          </button>
        ) : null}
      </Form>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li
            key={item.product_id}
            className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3"
            data-testid="review-item"
          >
            <div className="flex items-start gap-2">
              <input
                type="checkbox"
                name="ids"
                value={item.product_id}
                form="bulk-approve"
                aria-label={pick(item, 'product_title')}
              />
              <div className="flex flex-col">
                <strong>{pick(item, 'product_title')}</strong>
                <span className="text-xs text-gray-600">
                  {t(item.kind === 'new' ? 'productEditor.new' : 'productEditor.change')} ·{' '}
                  {pick(item, 'company_name')}
                  {item.submitted_at ? ` · ${date(item.submitted_at, true)}` : ''}
                </span>
              </div>
            </div>
            <details open={item.kind === 'change'}>
              <summary className="cursor-pointer text-sm">
                {t('productEditor.before')} / {t('productEditor.after')}
              </summary>
              <div className="mt-2 flex flex-col gap-3">
                {item.changes.map((change) => (
                  <StepChanges
                    key={change.step}
                    step={change.step}
                    before={change.before}
                    after={change.after}
                    names={names}
                  />
                ))}
              </div>
            </details>
            <div className="flex flex-wrap items-end gap-2">
              <Form method="post">
                <input type="hidden" name="intent" value="approve" />
                <input type="hidden" name="id" value={item.product_id} />
                <button type="submit" className={buttonClass} data-testid="approve">
                  {t('productEditor.approve')}
                </button>
              </Form>
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="reject" />
                <input type="hidden" name="id" value={item.product_id} />
                <label className="flex flex-col text-sm">
                  {t('productEditor.rejectReason')}
                  <input name="reason" required minLength={3} className="rounded border px-2 py-1" />
                </label>
                <button type="submit" className="rounded border border-red-700 px-3 py-2 text-red-700">
                  {t('productEditor.reject')}
                </button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
