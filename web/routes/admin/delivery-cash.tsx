import { useEffect, useRef } from 'react';
import { data, useFetcher } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import { type CashHolder, cashHolders, recordDeposit } from '#lib/contracts/delivery.ts';
import { FormMessage } from '../../components/account/field.tsx';
import { NumberInput } from '../../components/forms/number-field.tsx';
import { apiOf } from '../../lib/context.ts';
import { type FormErrors, formErrorsOf, formValues } from '../../lib/form-errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { titleMeta } from '../../lib/meta.ts';
import type { Route } from './+types/delivery-cash';

/*
 * Cash collected on delivery (issue 14, feature 32): who holds how much and for how many days,
 * their earnings, and recording a deposit. The admin menu's owner links it from the delivery
 * persons section.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { holders: (await apiOf(context).call(cashHolders)).data };
}

type DepositAnswer = { msg?: string; errors?: FormErrors };

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const id = Number(values.id);
  const amount = Math.round(Number(values.amount) * 100);
  if (!Number.isInteger(id) || id <= 0) throw data('Bad Request', { status: 400 });
  try {
    const answer = await apiOf(context).call(recordDeposit, {
      params: { id },
      body: { amount: Number.isFinite(amount) ? amount : 0, note: values.note ?? '' },
    });
    return { msg: answer.msg } satisfies DepositAnswer;
  } catch (error) {
    return data({ errors: formErrorsOf(error) } satisfies DepositAnswer, {
      status: error instanceof ApiError ? error.status : 500,
    });
  }
}

export const meta = titleMeta('cashAdmin.title', { noindex: true });

function DepositForm({ holder }: { holder: CashHolder }) {
  const { t } = useI18n();
  const fetcher = useFetcher<DepositAnswer>();
  const form = useRef<HTMLFormElement>(null);
  // A recorded deposit empties the amount, so a second tap cannot record the same cash twice.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.msg) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form ref={form} method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="id" value={holder.delivery_person_id} />
      <label className="flex flex-col text-xs">
        <span>{t('cashAdmin.amount')}</span>
        <NumberInput
          name="amount"
          decimals={2}
          min={0.01}
          required
          className="w-28 rounded-md border border-gray-300 px-2 py-1 text-sm"
        />
      </label>
      <button
        type="submit"
        disabled={fetcher.state !== 'idle' || holder.cash_in_hand <= 0}
        className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-60"
      >
        {t('cashAdmin.deposit')}
      </button>
      {fetcher.data?.errors ? <FormMessage message={fetcher.data.errors.message} /> : null}
      {fetcher.data?.msg && fetcher.state === 'idle' ? (
        <FormMessage tone="success" message={fetcher.data.msg} />
      ) : null}
    </fetcher.Form>
  );
}

export default function DeliveryCash({ loaderData }: Route.ComponentProps) {
  const { t, money, number, digits } = useI18n();
  const { holders } = loaderData;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('cashAdmin.title')}</h1>
      {holders.length === 0 ? (
        <p className="text-gray-600">{t('cashAdmin.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {holders.map((holder) => (
            <li
              key={holder.delivery_person_id}
              className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3 md:flex-row md:items-center md:justify-between"
            >
              <div className="flex flex-col text-sm">
                <strong>{holder.full_name}</strong>
                <a href={`tel:${holder.phone}`} className="text-brand-700">
                  {digits(holder.phone)}
                </a>
              </div>
              <dl className="grid grid-cols-3 gap-3 text-sm">
                <div>
                  <dt className="text-xs text-gray-600">{t('deliveryUi.cashInHand')}</dt>
                  <dd className="font-semibold">{money(holder.cash_in_hand)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-gray-600">{t('cashAdmin.days')}</dt>
                  <dd>{number(holder.days_outstanding)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-gray-600">{t('cashAdmin.earnings')}</dt>
                  <dd>{money(holder.earnings_total)}</dd>
                </div>
              </dl>
              <DepositForm holder={holder} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
