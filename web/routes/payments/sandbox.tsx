import { data, Form, redirect, useNavigation } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import { completeSandboxPayment, paymentDetail } from '#lib/contracts/orders.ts';
import { translate } from '#lib/i18n/translate.ts';
import { FormMessage } from '../../components/account/field.tsx';
import { Link } from '../../components/link.tsx';
import { apiOf } from '../../lib/context.ts';
import { formErrorsOf, formValues } from '../../lib/form-errors.ts';
import { middlewareNamed } from '../../lib/guards.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/sandbox';

/** Where the shopper lands after paying: the order, open in My orders. */
export function orderPage(orderNumber: string): string {
  return `/user/my-orders?order=${encodeURIComponent(orderNumber)}`;
}

export const middleware: Route.MiddlewareFunction[] = [...middlewareNamed('auth_access')];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  try {
    const { data: payment } = await apiOf(context).call(paymentDetail, { params: { id: params.id } });
    return { payment, locale: localeFromCookieHeader(request.headers.get('cookie')) };
  } catch (error) {
    if (error instanceof ApiError && [400, 403, 404].includes(error.status))
      throw data('Not Found', { status: 404, statusText: 'Not Found' });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'payment.title') },
  { name: 'robots', content: 'noindex' },
];

/** The gateway's decision, then back to the order (paid, or cancelled with its stock returned). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const outcome = values.outcome === 'approve' ? 'approve' : 'decline';
  try {
    const answer = await apiOf(context).call(completeSandboxPayment, {
      params: { id: params.id },
      body: { outcome },
    });
    return redirect(orderPage(answer.data.order_number));
  } catch (error) {
    return data({ errors: formErrorsOf(error) }, { status: error instanceof ApiError ? error.status : 500 });
  }
}

/**
 * The local sandbox payment gateway: our stand-in for bKash, Nagad or SSLCommerz, reached
 * through the same payment-provider step a real gateway will use. It approves or declines.
 */
export default function SandboxPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { t, money, locale, digits } = useI18n();
  const { payment } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <div className="mx-auto flex max-w-md flex-col gap-5 py-8">
      <div className="flex flex-col gap-1">
        <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">
          {t('payment.sandboxBadge')}
        </p>
        <h1 className="text-2xl font-semibold">{t('payment.title')}</h1>
        <p className="text-sm text-gray-600">{t('payment.sandboxNote')}</p>
      </div>
      <dl className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4">
        <div className="flex justify-between gap-4">
          <dt className="text-gray-600">{t('payment.order')}</dt>
          <dd className="font-medium">{digits(payment.order_number)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-lg">
          <dt className="text-gray-600">{t('payment.amount')}</dt>
          <dd className="font-bold">{money(payment.amount)}</dd>
        </div>
      </dl>
      {actionData?.errors ? <FormMessage message={actionData.errors.message?.[locale]} /> : null}
      {payment.status === 'pending' ? (
        <Form method="post" className="flex flex-col gap-3 sm:flex-row">
          <button
            type="submit"
            name="outcome"
            value="approve"
            disabled={busy}
            className="flex-1 rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {t('payment.approve')}
          </button>
          <button
            type="submit"
            name="outcome"
            value="decline"
            disabled={busy}
            className="flex-1 rounded-md border border-red-300 bg-white px-4 py-3 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
          >
            {t('payment.decline')}
          </button>
        </Form>
      ) : (
        <div className="flex flex-col gap-3">
          <FormMessage
            tone={payment.status === 'paid' ? 'success' : 'notice'}
            message={payment.status === 'paid' ? t('payment.alreadyPaid') : t('payment.alreadyDeclined')}
          />
          <Link
            to={orderPage(payment.order_number)}
            className="text-brand-700 underline-offset-2 hover:underline"
          >
            {t('payment.toOrder')}
          </Link>
        </div>
      )}
    </div>
  );
}
