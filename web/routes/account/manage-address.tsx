import { useCallback } from 'react';
import { data, useFetcher, useLocation, useNavigate } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import {
  ADDRESS_LIMIT,
  type Address,
  type AddressInput,
  deleteAddress,
  listAddresses,
  storeAddress,
  updateAddress,
} from '#lib/contracts/addresses.ts';
import { listRegions } from '#lib/contracts/geo.ts';
import { translate } from '#lib/i18n/translate.ts';
import { DeleteForm } from '../../components/account/delete-form.tsx';
import { FormMessage } from '../../components/account/field.tsx';
import { addressBodyOf } from '../../components/checkout/address-body.ts';
import { AddressLabel, DefaultBadges, useAddressLine } from '../../components/checkout/address-card.tsx';
import { type AddressActionData, AddressForm } from '../../components/checkout/address-form.tsx';
import { type DataColumn, DataTable } from '../../components/data-table.tsx';
import { Link } from '../../components/link.tsx';
import { buttonClass } from '../../components/styles.ts';
import { apiOf } from '../../lib/context.ts';
import { formErrorsOf, formValues } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/manage-address';

/** Bangladesh has 8 divisions: one page holds them all. */
const REGION_PAGE = 100;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const api = apiOf(context);
  const [addresses, regions] = await Promise.all([
    api.call(listAddresses),
    api.call(listRegions, { params: { limit: REGION_PAGE }, query: { page: 1 } }),
  ]);
  const edit = url.searchParams.get('edit');
  const editing =
    edit === 'new' ? 'new' : (addresses.data.find((item) => String(item.id) === edit)?.id ?? null);
  return {
    addresses: addresses.data,
    regions: regions.data,
    editing,
    locale: localeFromCookieHeader(request.headers.get('cookie')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'account.menu.manageAddress') },
];

/** An existing address as the form's body, with one default switched on. */
function withDefault(address: Address, which: 'shipping' | 'billing'): AddressInput {
  return {
    label: address.label,
    full_name: address.full_name,
    phone: address.phone,
    region_id: address.region.id,
    city_id: address.city.id,
    area_id: address.area.id,
    address_line: address.address_line,
    latitude: address.latitude,
    longitude: address.longitude,
    is_default_shipping: which === 'shipping' || address.is_default_shipping,
    is_default_billing: which === 'billing' || address.is_default_billing,
  };
}

/** Saves, deletes or makes an address a default; used by this page and by the checkout's form. */
export async function action({ request, context }: Route.ActionArgs) {
  const api = apiOf(context);
  const values = formValues(await request.formData());
  const id = Number(values.id);
  try {
    if (values.intent === 'delete') {
      await api.call(deleteAddress, { params: { id } });
      return { deleted: id } satisfies AddressActionData;
    }
    if (values.intent === 'default-shipping' || values.intent === 'default-billing') {
      const { data: addresses } = await api.call(listAddresses);
      const address = addresses.find((item) => item.id === id);
      if (!address) throw data('Not Found', { status: 404 });
      const body = withDefault(address, values.intent === 'default-shipping' ? 'shipping' : 'billing');
      const answer = await api.call(updateAddress, { params: { id }, body });
      return { saved: answer.data } satisfies AddressActionData;
    }
    const body = addressBodyOf(values);
    const answer = id
      ? await api.call(updateAddress, { params: { id }, body })
      : await api.call(storeAddress, { body });
    return { saved: answer.data } satisfies AddressActionData;
  } catch (error) {
    return data({ errors: formErrorsOf(error) } satisfies AddressActionData, {
      status: error instanceof ApiError ? error.status : 500,
    });
  }
}

/** Delete and make-default buttons of one address. */
function AddressActions({ address, base }: { address: Address; base: string }) {
  const { t } = useI18n();
  const fetcher = useFetcher<AddressActionData>();
  const busy = fetcher.state !== 'idle';
  const small =
    'text-sm font-medium text-brand-700 underline-offset-2 hover:underline disabled:text-gray-400';
  const named = `${address.full_name}, ${address.address_line}`;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Link
        to={`${base}?edit=${address.id}`}
        className={small}
        aria-label={t('address.editNamed', { name: named })}
      >
        {t('address.edit')}
      </Link>
      {!address.is_default_shipping ? (
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={address.id} />
          <button type="submit" name="intent" value="default-shipping" className={small} disabled={busy}>
            {t('address.makeDefaultShipping')}
          </button>
        </fetcher.Form>
      ) : null}
      {!address.is_default_billing ? (
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={address.id} />
          <button type="submit" name="intent" value="default-billing" className={small} disabled={busy}>
            {t('address.makeDefaultBilling')}
          </button>
        </fetcher.Form>
      ) : null}
      <DeleteForm
        fetcher={fetcher}
        id={address.id}
        confirmText={t('address.confirmDelete')}
        label={t('address.delete')}
        accessibleLabel={t('address.deleteNamed', { name: named })}
      />
      {fetcher.data?.errors ? <FormMessage message={fetcher.data.errors.message} /> : null}
    </div>
  );
}

/** Manage Address (spec §2: list, mobile list, form). */
export default function ManageAddress({ loaderData }: Route.ComponentProps) {
  const { t, pick, digits, number } = useI18n();
  const { addresses, regions, editing } = loaderData;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const line = useAddressLine();
  const backToList = useCallback(
    () => navigate(pathname, { preventScrollReset: true }),
    [navigate, pathname],
  );
  const isFull = addresses.length >= ADDRESS_LIMIT;
  const columns: DataColumn<Address>[] = [
    {
      id: 'label',
      header: 'address.field.label',
      cell: (address) => (
        <div className="flex flex-col items-start gap-1">
          <AddressLabel label={address.label} />
          <DefaultBadges address={address} />
        </div>
      ),
      card: (address) => (
        <div className="flex flex-wrap items-center gap-1.5">
          <AddressLabel label={address.label} />
          <DefaultBadges address={address} />
        </div>
      ),
    },
    {
      id: 'name',
      header: 'address.field.fullName',
      cell: (address) => (
        <>
          <p className="font-medium">{address.full_name}</p>
          <p dir="ltr" className="text-gray-600">
            {digits(address.phone)}
          </p>
        </>
      ),
      card: (address) => (
        <p className="font-medium">
          {address.full_name} · <span dir="ltr">{digits(address.phone)}</span>
        </p>
      ),
    },
    {
      id: 'where',
      header: 'address.where',
      className: 'break-words',
      cell: (address) => (
        <>
          {address.address_line}
          <br />
          <span className="text-gray-600">
            {[pick(address.area, 'name'), pick(address.city, 'name'), pick(address.region, 'name')].join(
              ', ',
            )}
          </span>
        </>
      ),
      card: (address) => <p className="text-gray-700">{line(address)}</p>,
    },
    {
      id: 'actions',
      header: 'address.actions',
      cell: (address) => <AddressActions address={address} base={pathname} />,
      card: 'plain',
    },
  ];

  if (editing !== null) {
    const address = editing === 'new' ? undefined : addresses.find((item) => item.id === editing);
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-xl font-semibold">{address ? t('address.editTitle') : t('address.newTitle')}</h1>
        <AddressForm
          key={address?.id ?? 'new'}
          action={pathname}
          address={address}
          regions={regions}
          isFirst={addresses.length === 0}
          onSaved={backToList}
          onCancel={backToList}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{t('account.menu.manageAddress')}</h1>
        {isFull ? (
          <p className="text-sm text-gray-600">
            {t('address.limitReached', { count: number(ADDRESS_LIMIT) })}
          </p>
        ) : (
          <Link to={`${pathname}?edit=new`} className={buttonClass}>
            {t('address.add')}
          </Link>
        )}
      </div>
      <DataTable
        caption="account.menu.manageAddress"
        rows={addresses}
        columns={columns}
        rowKey={(address) => address.id}
        empty={
          <div className="rounded-lg border border-dashed border-gray-300 px-4 py-10 text-center text-gray-600">
            {t('account.empty.addresses')}
          </div>
        }
      />
    </div>
  );
}
