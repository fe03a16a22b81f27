import type { PaymentMethod } from '#lib/contracts/orders.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { Step, type StepProps } from './step.tsx';

/** Each payment method of the order contract, as the shopper reads it. */
const PAYMENT_TEXT: Record<PaymentMethod, { label: MessageKey; hint: MessageKey }> = {
  cod: { label: 'checkout.payment.cod', hint: 'checkout.payment.codHint' },
  sandbox: { label: 'checkout.payment.digital', hint: 'checkout.payment.digitalHint' },
};

/** Payment type: one of the methods this server offers (the sandbox only where it is on). */
export function PaymentStep({
  id,
  number,
  methods,
  value,
  onChange,
}: StepProps<PaymentMethod> & { methods: readonly PaymentMethod[] }) {
  const { t } = useI18n();
  return (
    <Step id={id} number={number} title={t('checkout.paymentType')}>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t('checkout.paymentType')}</legend>
        {methods.map((method) => (
          <label
            key={method}
            className="flex cursor-pointer gap-3 rounded-md border border-gray-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="payment_method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="mt-1"
            />
            <span className="flex flex-col">
              <span className="font-medium">{t(PAYMENT_TEXT[method].label)}</span>
              <span className="text-sm text-gray-600">{t(PAYMENT_TEXT[method].hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </Step>
  );
}
