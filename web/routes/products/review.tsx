import { data, Form } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import type { BilingualText } from '#lib/contracts/common.ts';
import {
  approveProduct,
  bulkApproveProducts,
  listReviewQueue,
  rejectProduct,
} from '#lib/contracts/product-editor.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { translate } from '#lib/i18n/translate.ts';
import { buttonClass } from '../../components/styles.ts';
import { apiOf } from '../../lib/context.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/review';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const queue = await apiOf(context).call(listReviewQueue, { query: { page, limit: 20 } });
  return { ...queue, locale: localeFromCookieHeader(request.headers.get('cookie')) };
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

/** Shows a step's values compactly: prices in taka, everything else as short text. */
function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-gray-400">—</span>;
  return (
    // A long value scrolls in its box: reachable with the keyboard too (tab, then the arrow keys).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus (WCAG 2.1.1, axe's scrollable-region-focusable)
    <pre tabIndex={0} className="max-h-48 overflow-auto whitespace-pre-wrap break-words text-xs">
      {JSON.stringify(value, null, 1)}
    </pre>
  );
}

/** products-pre: what waits for review, with before and after, approve, reject with a reason, bulk approve. */
export default function ReviewQueue({ loaderData, actionData }: Route.ComponentProps) {
  const { t, pick, date, locale } = useI18n();
  const { data: items } = loaderData;
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
                  {item.company_name}
                  {item.submitted_at ? ` · ${date(item.submitted_at, true)}` : ''}
                </span>
              </div>
            </div>
            <details open={item.kind === 'change'}>
              <summary className="cursor-pointer text-sm">
                {t('productEditor.before')} / {t('productEditor.after')}
              </summary>
              <table className="w-full table-fixed text-left">
                <thead>
                  <tr className="text-xs">
                    <th className="w-20" />
                    <th>{t('productEditor.before')}</th>
                    <th>{t('productEditor.after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {item.changes.map((change) => (
                    <tr key={change.step} className="align-top">
                      <th className="text-xs">{t(`productEditor.step.${change.step}` as MessageKey)}</th>
                      <td className="bg-red-50">
                        <Value value={change.before} />
                      </td>
                      <td className="bg-green-50">
                        <Value value={change.after} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
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
