import { data } from 'react-router';
import {
  type BasicConfigSettings,
  basicConfigSettings,
  basicConfigSettingsSchema,
  updateBasicConfig,
} from '#lib/contracts/content.ts';
import { FEATURES } from '#lib/contracts/features.ts';
import { translate } from '#lib/i18n/translate.ts';
import { ContractForm } from '../../components/forms/contract-form.tsx';
import type { FieldSpec } from '../../components/forms/schema-fields.ts';
import { requireAdminFeature } from '../../components/resources/access.server.ts';
import { apiOf } from '../../lib/context.ts';
import { formErrorsOf, formValues } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/basic-configuration';

const NUMBERS = [
  'vat',
  'delivery_fee_default',
  'radius_m',
  'wider_radius_m',
  'offer_seconds',
  'max_active_orders',
];

/** A number typed with Bengali or English digits; blank is left out (the schema says it is required). */
function numberOf(text: string | undefined): number | undefined {
  const plain = (text ?? '').trim().replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
  return plain === '' ? undefined : Number(plain);
}

/** The API's body from the form: numbers as numbers, the delivery fee typed in Tk sent in poisha. */
function bodyOf(values: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (!NUMBERS.includes(name)) body[name] = value;
    else {
      const number = numberOf(value);
      if (number === undefined) continue;
      body[name] = name === 'delivery_fee_default' ? Math.round(number * 100) : number;
    }
  }
  return body;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminFeature(context, FEATURES.basicConfiguration);
  const { data: settings } = await apiOf(context).call(basicConfigSettings);
  return { settings, locale: localeFromCookieHeader(request.headers.get('cookie')) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'access.config.title') },
];

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminFeature(context, FEATURES.basicConfiguration);
  const values = formValues(await request.formData());
  try {
    const answer = await apiOf(context).call(updateBasicConfig, {
      body: bodyOf(values) as BasicConfigSettings,
    });
    return { saved: answer.data, errors: undefined };
  } catch (error) {
    return data({ saved: undefined, errors: formErrorsOf(error) }, { status: 400 });
  }
}

const FIELDS: FieldSpec[] = [
  { name: 'site_name', label: 'access.config.siteName' },
  { name: 'site_name_bn', label: 'access.config.siteNameBn' },
  { name: 'tagline', label: 'access.config.tagline' },
  { name: 'tagline_bn', label: 'access.config.taglineBn' },
  { name: 'phone', label: 'access.config.phone', kind: 'tel', autoComplete: 'off' },
  { name: 'email', label: 'access.config.email', kind: 'email', autoComplete: 'off' },
  { name: 'address', label: 'access.config.address' },
  { name: 'address_bn', label: 'access.config.addressBn' },
  { name: 'vat', label: 'access.config.vat', inputMode: 'decimal' },
  { name: 'delivery_fee_default', label: 'access.config.deliveryFee', inputMode: 'decimal' },
  { name: 'radius_m', label: 'access.config.radius' },
  { name: 'wider_radius_m', label: 'access.config.widerRadius' },
  { name: 'offer_seconds', label: 'access.config.offerSeconds' },
  { name: 'max_active_orders', label: 'access.config.maxActive' },
];

/**
 * The basic configuration (feature 44): the site's name and tagline in both languages, contact,
 * VAT, the default delivery fee and the delivery assignment's radius, offer time and load. The
 * contract's schema checks it in the browser and again in the API; the storefront shows it on its
 * next page.
 */
export default function BasicConfiguration({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { settings } = loaderData;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(settings)) {
    values[name] = name === 'delivery_fee_default' ? String(Number(value) / 100) : String(value);
  }
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('access.config.title')}</h1>
      <ContractForm
        schema={basicConfigSettingsSchema}
        bodyOf={bodyOf}
        fields={FIELDS}
        values={values}
        columns={2}
        submitLabel="access.config.save"
        savedMessage="basicConfig.saved"
      />
    </div>
  );
}
