import { data, Form, Link, useRouteLoaderData } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import { listRegions } from '#lib/contracts/geo.ts';
import { updateShopSettings } from '#lib/contracts/seller-desk.ts';
import { translate } from '#lib/i18n/translate.ts';
import { Field, FormMessage } from '../../components/account/field.tsx';
import { GEO_PAGE } from '../../components/forms/geo-select.tsx';
import { ImageCropField } from '../../components/seller/image-crop-field.tsx';
import { PickupFields, pickupBodyOf } from '../../components/seller/pickup-fields.tsx';
import { buttonClass } from '../../components/styles.ts';
import { apiOf } from '../../lib/context.ts';
import { type FormErrors, formErrorsOf, formMessageOf, formValues } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/settings';
import type { loader as guardLoader } from './guard.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const regions = await apiOf(context).call(listRegions, { params: { limit: GEO_PAGE }, query: { page: 1 } });
  return { locale: localeFromCookieHeader(request.headers.get('cookie')), regions: regions.data };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'sellerDesk.menu.settings') },
];

/** Saves the shop's basic information, logo, banner and holiday mode. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  try {
    await apiOf(context).call(updateShopSettings, {
      body: {
        company_name: values.company_name ?? '',
        company_name_bn: values.company_name_bn ?? '',
        description: values.description ?? '',
        description_bn: values.description_bn ?? '',
        phone: values.phone ?? '',
        email: values.email ?? '',
        opening_hours: values.opening_hours ?? '',
        ...pickupBodyOf(values),
        on_holiday: values.on_holiday === 'on',
        logo: values.logo?.trim() || null,
        banner: values.banner?.trim() || null,
      },
    });
    return { saved: true as const };
  } catch (error) {
    return data(
      { errors: formErrorsOf(error) as FormErrors },
      { status: error instanceof ApiError ? error.status : 500 },
    );
  }
}

/** /seller-dashboard/settings: BasicInformation, LogoInformation and BannerInformation (spec §2). */
export default function Settings({ actionData, loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const account = useRouteLoaderData<typeof guardLoader>('routes/seller/guard')?.account;
  if (!account) return null;
  const errors = actionData && 'errors' in actionData ? actionData.errors : undefined;
  const area = 'rounded-md border border-gray-300 px-3 py-2';
  return (
    <Form method="post" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{t('sellerDesk.menu.settings')}</h1>
        <Link
          to={`/shop/${account.slug}`}
          className="text-sm text-brand-700 underline-offset-2 hover:underline"
        >
          {t('sellerDesk.settings.viewShop')}
        </Link>
      </div>
      {account.on_holiday ? (
        <FormMessage tone="success" message={t('sellerDesk.settings.holidayOn')} />
      ) : null}
      <section className="grid gap-3 sm:grid-cols-2" aria-labelledby="basic-information">
        <h2 id="basic-information" className="text-lg font-semibold sm:col-span-2">
          {t('sellerDesk.settings.basic')}
        </h2>
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
        <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
          {t('sellerDesk.field.description')}
          <textarea name="description" rows={3} defaultValue={account.description} className={area} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
          {t('sellerDesk.field.descriptionBn')}
          <textarea name="description_bn" rows={3} defaultValue={account.description_bn} className={area} />
        </label>
        <Field
          name="phone"
          label={t('sellerDesk.field.phone')}
          defaultValue={account.phone ?? ''}
          inputMode="tel"
          error={errors?.fields?.phone}
        />
        <Field
          name="email"
          label={t('sellerDesk.field.email')}
          type="email"
          defaultValue={account.email ?? ''}
          error={errors?.fields?.email}
        />
        <PickupFields account={account} regions={loaderData.regions} errors={errors} />
        <Field
          name="opening_hours"
          label={t('sellerDesk.field.openingHours')}
          defaultValue={account.opening_hours ?? ''}
          className="sm:col-span-2"
          error={errors?.fields?.opening_hours}
        />
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" name="on_holiday" defaultChecked={account.on_holiday} className="h-5 w-5" />
          {t('sellerDesk.field.onHoliday')}
        </label>
      </section>
      <section className="flex flex-col gap-2" aria-labelledby="logo-information">
        <h2 id="logo-information" className="text-lg font-semibold">
          {t('sellerDesk.settings.logo')}
        </h2>
        <ImageCropField
          name="logo"
          labelledBy="logo-information"
          initial={account.logo ?? ''}
          output={{ width: 512, height: 512 }}
        />
      </section>
      <section className="flex flex-col gap-2" aria-labelledby="banner-information">
        <h2 id="banner-information" className="text-lg font-semibold">
          {t('sellerDesk.settings.banner')}
        </h2>
        <ImageCropField
          name="banner"
          labelledBy="banner-information"
          initial={account.banner ?? ''}
          output={{ width: 1600, height: 400 }}
        />
      </section>
      {/* Beside the button the seller just pressed, at the foot of a long form on a phone. */}
      {actionData && 'saved' in actionData ? (
        <FormMessage tone="success" message={t('sellerDesk.settingsSaved')} />
      ) : null}
      <FormMessage message={formMessageOf(errors)} />
      <div>
        <button type="submit" className={buttonClass}>
          {t('sellerDesk.settings.save')}
        </button>
      </div>
    </Form>
  );
}
