import { useState } from 'react';
import type { Address } from '#lib/contracts/addresses.ts';
import type { Region } from '#lib/contracts/geo.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { AddressForm } from '../address-form.tsx';
import { AddressChoice, Step, type StepProps } from './step.tsx';

/** Where the address form posts (the manage-address page's action). */
const ADDRESS_ACTION = '/user/manage-address';

/** Shipping: one of the customer's addresses, or a new one added here (the first is added at once). */
export function ShippingStep({
  id,
  number,
  addresses,
  regions,
  value,
  onChange,
}: StepProps<number | null> & { addresses: Address[]; regions: Region[]; onChange: (id: number) => void }) {
  const { t } = useI18n();
  const [isAdding, setAdding] = useState(addresses.length === 0);
  const onSaved = (address: Address) => {
    onChange(address.id);
    setAdding(false);
  };
  return (
    <Step id={id} number={number} title={t('checkout.shipping')}>
      {addresses.length > 0 ? (
        <AddressChoice
          name="shipping_address"
          legend={t('checkout.shipping')}
          addresses={addresses}
          value={value}
          onChange={onChange}
        />
      ) : (
        <p className="text-sm text-gray-700">{t('checkout.noAddress')}</p>
      )}
      {isAdding ? (
        <div className="rounded-md border border-gray-200 p-3">
          <h3 className="mb-3 font-semibold">{t('address.newTitle')}</h3>
          <AddressForm
            action={ADDRESS_ACTION}
            regions={regions}
            isFirst={addresses.length === 0}
            onSaved={onSaved}
            {...(addresses.length > 0 ? { onCancel: () => setAdding(false) } : {})}
          />
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setAdding(true)}
          className="self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('address.add')}
        </button>
      )}
    </Step>
  );
}

/** Billing: the shipping address unless the customer picks another. */
export function BillingStep({
  id,
  number,
  addresses,
  isSame,
  onSameChange,
  value,
  onChange,
}: StepProps<number | null> & {
  addresses: Address[];
  isSame: boolean;
  onSameChange: (isSame: boolean) => void;
  onChange: (id: number) => void;
}) {
  const { t } = useI18n();
  return (
    <Step id={id} number={number} title={t('checkout.billing')}>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={isSame} onChange={(event) => onSameChange(event.target.checked)} />
        {t('checkout.billingSame')}
      </label>
      {!isSame ? (
        <AddressChoice
          name="billing_address"
          legend={t('checkout.billing')}
          addresses={addresses}
          value={value}
          onChange={onChange}
        />
      ) : null}
    </Step>
  );
}
