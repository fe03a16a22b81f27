import { useState } from 'react';
import { data, Form, redirect, useNavigation, useRouteLoaderData } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import type { BilingualText } from '#lib/contracts/common.ts';
import { listRegions } from '#lib/contracts/geo.ts';
import {
  COMPANY_DOCUMENT_MAX_BYTES,
  COMPANY_DOCUMENT_TYPES,
  resubmitApplication,
  uploadCompanyDocument,
} from '#lib/contracts/seller-desk.ts';
import { formatNumber } from '#lib/i18n/format.ts';
import { translate } from '#lib/i18n/translate.ts';
import { Field, FormMessage } from '../../components/account/field.tsx';
import { GEO_PAGE } from '../../components/forms/geo-select.tsx';
import { PickupFields, pickupBodyOf } from '../../components/seller/pickup-fields.tsx';
import { buttonClass } from '../../components/styles.ts';
import { apiOf } from '../../lib/context.ts';
import { type FormErrors, formErrorsOf, formMessageOf, formValues } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/application';
import type { loader as guardLoader } from './guard.tsx';

const DOCUMENT_MB = COMPANY_DOCUMENT_MAX_BYTES / 1024 / 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  const regions = await apiOf(context).call(listRegions, { params: { limit: GEO_PAGE }, query: { page: 1 } });
  return { locale: localeFromCookieHeader(request.headers.get('cookie')), regions: regions.data };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'sellerDesk.app.title') },
];

/**
 * Sends the corrected application: a newly chosen document is uploaded first (it goes on to the
 * API as it came; the API sniffs and keeps it privately) and its key sent with the rest.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const api = apiOf(context);
  const form = await request.formData();
  const values = formValues(form);
  const file = form.get('file');
  let document: string | undefined;
  if (file instanceof File && file.size > 0) {
    try {
      const upload = new FormData();
      upload.append('file', file);
      // The upload is multipart, registered by hand on the server; its contract names no body schema.
      const answer = await api.call(uploadCompanyDocument, { body: upload } as never);
      document = answer.data.document;
    } catch (error) {
      // The upload's refusal (type, size) is said beside the file input.
      const errors: FormErrors = formErrorsOf(error);
      if (errors.message) errors.fields = { ...errors.fields, file: errors.fields?.file ?? errors.message };
      return data({ errors }, { status: error instanceof ApiError ? error.status : 500 });
    }
  }
  try {
    await api.call(resubmitApplication, {
      body: {
        company_name: values.company_name ?? '',
        company_name_bn: values.company_name_bn ?? '',
        owner_name: values.owner_name ?? '',
        trade_licence_no: values.trade_licence_no ?? '',
        nid_no: values.nid_no ?? '',
        phone: values.phone ?? '',
        ...(document ? { document } : {}),
        ...pickupBodyOf(values),
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

/** A chosen document that is too large or not an image or PDF, said at once (the server sniffs its bytes anyway). */
function documentProblem(file: File | undefined): BilingualText | null {
  if (!file) return null;
  const both = (key: 'sellerDesk.documentTooLarge' | 'sellerDesk.documentType') => ({
    en: translate('en', key, { size: formatNumber(DOCUMENT_MB, 'en') }),
    bn: translate('bn', key, { size: formatNumber(DOCUMENT_MB, 'bn') }),
  });
  if (file.size > COMPANY_DOCUMENT_MAX_BYTES) return both('sellerDesk.documentTooLarge');
  if (file.type && !(COMPANY_DOCUMENT_TYPES as readonly string[]).includes(file.type))
    return both('sellerDesk.documentType');
  return null;
}

/** Where the shop's application stands, why it was rejected, and the form to correct it. */
export default function Application({ actionData, loaderData }: Route.ComponentProps) {
  const { t, number } = useI18n();
  const navigation = useNavigation();
  const [fileProblem, setFileProblem] = useState<BilingualText | null>(null);
  const account = useRouteLoaderData<typeof guardLoader>('routes/seller/guard')?.account;
  if (!account) return null;
  const errors = actionData?.errors;
  const status = account.status;
  const mayEdit = status === 'pending' || status === 'rejected';
  const sent = typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('sent');
  const isBusy = navigation.state === 'submitting';
  const hasFieldErrors = Object.keys(errors?.fields ?? {}).length > 0;
  return (
    <div className="flex min-w-0 flex-col gap-4">
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
        <Form
          method="post"
          encType="multipart/form-data"
          className="grid min-w-0 gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            if (fileProblem) event.preventDefault();
          }}
        >
          <div className="sm:col-span-2">
            <FormMessage message={formMessageOf(errors)} />
            {hasFieldErrors ? <FormMessage message={t('sellerDesk.app.fixFields')} /> : null}
          </div>
          <fieldset className="grid min-w-0 gap-3 sm:col-span-2 sm:grid-cols-2">
            <legend className="mb-1 font-semibold">{t('sellerDesk.app.shopSection')}</legend>
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
          </fieldset>
          <fieldset className="grid min-w-0 gap-3 sm:col-span-2 sm:grid-cols-2">
            <legend className="mb-1 font-semibold">{t('sellerDesk.app.idSection')}</legend>
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
              name="file"
              type="file"
              accept={COMPANY_DOCUMENT_TYPES.join(',')}
              label={t('sellerDesk.field.document')}
              hint={t('sellerDesk.field.documentHint', { size: number(DOCUMENT_MB) })}
              className="min-w-0 sm:col-span-2"
              error={fileProblem ?? errors?.fields?.file ?? errors?.fields?.document}
              onChange={(event) => setFileProblem(documentProblem(event.currentTarget.files?.[0]))}
            >
              <p className="text-sm">
                {account.document_url ? (
                  <>
                    <a
                      href={account.document_url}
                      target="_blank"
                      rel="noopener"
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {t('sellerDesk.app.documentSent')}
                    </a>{' '}
                    <span className="text-gray-600">{t('sellerDesk.app.documentReplace')}</span>
                  </>
                ) : (
                  <span className="text-gray-600">{t('sellerDesk.app.noDocument')}</span>
                )}
              </p>
            </Field>
          </fieldset>
          <PickupFields account={account} regions={loaderData.regions} errors={errors} />
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClass} disabled={isBusy}>
              {status === 'rejected' ? t('sellerDesk.app.resubmit') : t('sellerDesk.app.update')}
            </button>
          </div>
        </Form>
      ) : null}
    </div>
  );
}
