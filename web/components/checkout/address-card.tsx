import type { Address } from '#lib/contracts/addresses.ts';
import { SHIPPING_LABELS } from '#lib/reference-data.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** Home or Office, in the page's language. */
export function AddressLabel({ label }: { label: Address['label'] }) {
  const { locale } = useI18n();
  const text = SHIPPING_LABELS.find((item) => item.id === label);
  return (
    <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold uppercase text-brand-800">
      {text ? (locale === 'bn' ? text.title_bn : text.title) : label}
    </span>
  );
}

/** "House 12, Road 5, Dhanmondi, Dhaka, Dhaka" in the page's language. */
export function useAddressLine() {
  const { pick } = useI18n();
  return (address: Pick<Address, 'address_line' | 'area' | 'city' | 'region'>) =>
    [
      address.address_line,
      pick(address.area, 'name'),
      pick(address.city, 'name'),
      pick(address.region, 'name'),
    ]
      .filter(Boolean)
      .join(', ');
}

/** Default shipping / default billing badges. */
export function DefaultBadges({ address }: { address: Address }) {
  const { t } = useI18n();
  return (
    <>
      {address.is_default_shipping ? (
        <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-700">
          {t('address.isDefaultShipping')}
        </span>
      ) : null}
      {address.is_default_billing ? (
        <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-700">
          {t('address.isDefaultBilling')}
        </span>
      ) : null}
    </>
  );
}

/** One address as a block of text: label, defaults, name, phone and where. */
export function AddressSummary({ address }: { address: Address }) {
  const { digits } = useI18n();
  const line = useAddressLine();
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      <div className="flex flex-wrap items-center gap-1.5">
        <AddressLabel label={address.label} />
        <DefaultBadges address={address} />
      </div>
      <p className="font-medium text-gray-900">
        {address.full_name} · <span dir="ltr">{digits(address.phone)}</span>
      </p>
      <p className="break-words text-gray-700">{line(address)}</p>
    </div>
  );
}
