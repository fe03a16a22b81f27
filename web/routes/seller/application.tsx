import { data, Form, redirect, useRouteLoaderData } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import { resubmitApplication } from '#lib/contracts/seller-desk.ts';
import { translate } from '#lib/i18n/translate.ts';
import { buttonClass, Field, FormMessage } from '../../components/account/field.tsx';
import { apiOf } from '../../lib/context.ts';
import { type FormErrors, formErrorsOf, formMessageOf, formValues } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/application';
import type { loader as guardLoader } from './guard.tsx';

export async function loader({ request }: Route.LoaderArgs) {
  return { locale: localeFromCookieHeader(request.headers.get('cookie')) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'sellerDesk.app.title') },
];

/** Sends the corrected application again. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  try {
    await apiOf(context).call(resubmitApplication, {
      body: {
        company_name: values.company_name ?? '',
        company_name_bn: values.company_name_bn ?? '',
        owner_name: values.owner_name ?? '',
        trade_licence_no: values.trade_licence_no ?? '',
        nid_no: values.nid_no ?? '',
        phone: values.phone ?? '',
        address: values.address ?? '',
      },
    });
  } catch (error) {
    return data(
      { errors: formErrorsOf(error) as FormErrors },
      { status: error instanceof ApiError ? error.status : 500 },
    );
  }
  throw redirect('/seller-dashboard/application?sent=1');
}

/** Where the shop's application stands, why it was rejected, and the form to correct it. */
export default function Application({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const account = useRouteLoaderData<typeof guardLoader>('routes/seller/guard')?.account;
  if (!account) return null;
  const errors = actionData?.errors;
  const status = account.status;
  const mayEdit = status === 'pending' || status === 'rejected';
  const sent = typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('sent');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('sellerDesk.app.title')}</h1>
      <div
        role="status"
        className={`rounded-lg border p-4 ${status === 'active' ? 'border-brand-200 bg-brand-50' : status === 'pending' ? 'border-amber-200 bg-amber-50' : 'border-red-200 bg-red-50'}`}
      >
        <p className="font-semibold" data-testid="application-status">
          {status === 'active' ? t('seller.companyStatus.active') : t(`sellerDesk.app.${status}`)}
        </p>
        {account.status_reason && status !== 'active' && status !== 'pending' ? (
          <p className="mt-1">{t('sellerDesk.app.reason', { reason: account.status_reason })}</p>
        ) : null}
      </div>
      {sent ? <FormMessage tone="success" message={t('sellerDesk.resubmitted')} /> : null}
      {mayEdit ? (
        <Form method="post" className="grid gap-3 sm:grid-cols-2">
          <FormMessage message={formMessageOf(errors)} />
          <Field
            name="company_name"
            label={t('sellerDesk.field.companyName')}
            defaultValue={account.company_name}
            required
            error={errors?.fields?.company_name}
          />
          <Field
            name="company_name_bn"
            label={t('sellerDesk.field.companyNameBn')}
            defaultValue={account.company_name_bn}
            required
            error={errors?.fields?.company_name_bn}
          />
          <Field
            name="owner_name"
            label={t('sellerDesk.field.ownerName')}
            defaultValue={account.owner_name ?? ''}
            required
            error={errors?.fields?.owner_name}
          />
          <Field
            name="phone"
            label={t('sellerDesk.field.phone')}
            defaultValue={account.phone ?? ''}
            inputMode="tel"
            error={errors?.fields?.phone}
          />
          <Field
            name="trade_licence_no"
            label={t('sellerDesk.field.tradeLicence')}
            defaultValue={account.trade_licence_no ?? ''}
            error={errors?.fields?.trade_licence_no}
          />
          <Field
            name="nid_no"
            label={t('sellerDesk.field.nid')}
            defaultValue={account.nid_no ?? ''}
            inputMode="numeric"
            error={errors?.fields?.nid_no}
          />
          <Field
            name="address"
            label={t('sellerDesk.field.address')}
            defaultValue={account.address ?? ''}
            className="sm:col-span-2"
            error={errors?.fields?.address}
          />
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClass}>
              {status === 'rejected' ? t('sellerDesk.app.resubmit') : t('sellerDesk.app.update')}
            </button>
          </div>
        </Form>
      ) : null}
    </div>
  );
}
