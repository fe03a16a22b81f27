import { type FormEvent, useState } from 'react';
import { data, useFetcher } from 'react-router';
import { currentSession, type PartnerInfo, VEHICLE_TYPES } from '#lib/contracts/auth.ts';
import { profileUpdate, profileUpdateBody } from '#lib/contracts/users.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { translate } from '#lib/i18n/translate.ts';
import { GENDERS } from '#lib/reference-data.ts';
import { Avatar } from '../../components/account/avatar.tsx';
import { Field, FormMessage } from '../../components/account/field.tsx';
import { buttonClass } from '../../components/styles.ts';
import { apiOf } from '../../lib/context.ts';
import {
  clientErrors,
  type FormErrors,
  formErrorsOf,
  formMessageOf,
  formValues,
} from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/manage-account';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { data: user } = await apiOf(context).call(currentSession);
  if (!user) throw data('Not Found', { status: 404 });
  return { user, locale: localeFromCookieHeader(request.headers.get('cookie')) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'account.profile.title') },
];

/** The body profile-update takes, from the form: only the fields this person's type has. */
function bodyOf(values: Record<string, string>, partner: PartnerInfo) {
  return {
    name: values.name ?? '',
    ...(partner?.kind === 'customer' || partner?.kind === 'delivery' ? { phone: values.phone ?? '' } : {}),
    ...(partner?.kind === 'customer'
      ? { gender: Number(values.gender), date_of_birth: values.date_of_birth ?? '' }
      : {}),
    ...(partner?.kind === 'delivery' && values.vehicle_type
      ? { vehicle_type: values.vehicle_type as (typeof VEHICLE_TYPES)[number] }
      : {}),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const api = apiOf(context);
  const values = formValues(await request.formData());
  const { data: user } = await api.call(currentSession);
  try {
    await api.call(profileUpdate, { body: bodyOf(values, user?.partner_info ?? null) });
    return { saved: true, errors: undefined as FormErrors | undefined };
  } catch (error) {
    return data({ saved: false, errors: formErrorsOf(error) }, { status: 400 });
  }
}

/** Manage Account: the avatar, sign-in ids, and the profile the person may change. */
export default function ManageAccount({ loaderData }: Route.ComponentProps) {
  const { t, date, digits } = useI18n();
  const fetcher = useFetcher<typeof action>();
  const [clientSide, setClientSide] = useState<FormErrors | null>(null);
  const { user_info: info, partner_info: partner } = loaderData.user;
  const errors = clientSide ?? fetcher.data?.errors;
  const phone = partner?.kind === 'customer' || partner?.kind === 'delivery' ? partner.phone : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const problems = clientErrors(
      profileUpdateBody,
      bodyOf(formValues(new FormData(event.currentTarget)), partner),
    );
    setClientSide(problems);
    if (problems) event.preventDefault();
  };

  const verifiedNote = (at: string | null) => (
    <span className={`ml-2 text-xs ${at ? 'text-brand-700' : 'text-gray-500'}`}>
      ({at ? t('account.verified') : t('account.notVerified')})
    </span>
  );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-xl font-semibold">{t('account.profile.title')}</h1>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={info.name} avatar={info.avatar} initials={info.initials} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-gray-600">{t('account.field.userType')}</dt>
          <dd>{t(`account.userType.${info.user_type}` as MessageKey)}</dd>
          {info.email ? (
            <>
              <dt className="text-gray-600">{t('auth.field.email')}</dt>
              <dd>
                {info.email}
                {verifiedNote(info.email_verified_at)}
              </dd>
            </>
          ) : null}
          {info.mobile ? (
            <>
              <dt className="text-gray-600">{t('auth.field.mobile')}</dt>
              <dd>
                {digits(info.mobile)}
                {verifiedNote(info.mobile_verified_at)}
              </dd>
            </>
          ) : null}
          {partner?.kind === 'seller' ? (
            <>
              <dt className="text-gray-600">{t('account.field.store')}</dt>
              <dd>{partner.company_name}</dd>
            </>
          ) : null}
          <dt className="text-gray-600">{t('account.field.memberSince')}</dt>
          <dd>{date(info.created_at)}</dd>
        </dl>
      </div>

      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="flex max-w-lg flex-col gap-4">
        <h2 className="text-lg font-semibold">{t('account.profile.details')}</h2>
        {fetcher.data?.saved && fetcher.state === 'idle' ? (
          <FormMessage tone="success" message={t('account.profile.saved')} />
        ) : null}
        <FormMessage message={formMessageOf(errors)} />
        <Field
          name="name"
          label={t('auth.field.name')}
          autoComplete="name"
          defaultValue={info.name}
          error={errors?.fields?.name}
        />
        {partner?.kind === 'customer' || partner?.kind === 'delivery' ? (
          <Field
            name="phone"
            type="tel"
            label={t('account.field.phone')}
            autoComplete="tel"
            defaultValue={phone ?? ''}
            error={errors?.fields?.phone}
          />
        ) : null}
        {partner?.kind === 'customer' ? (
          <>
            <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
              {t('account.field.gender')}
              <select
                name="gender"
                defaultValue={partner.gender}
                className="rounded-md border border-gray-300 px-3 py-2 text-base"
              >
                {GENDERS.map((gender) => (
                  <option key={gender.id} value={gender.id}>
                    {loaderData.locale === 'bn' ? gender.title_bn : gender.title}
                  </option>
                ))}
              </select>
            </label>
            <Field
              name="date_of_birth"
              type="date"
              label={t('account.field.dateOfBirth')}
              defaultValue={partner.date_of_birth ?? ''}
              error={errors?.fields?.date_of_birth}
            />
          </>
        ) : null}
        {partner?.kind === 'delivery' ? (
          <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
            {t('account.field.vehicle')}
            <select
              name="vehicle_type"
              defaultValue={partner.vehicle_type}
              className="rounded-md border border-gray-300 px-3 py-2 text-base"
            >
              {VEHICLE_TYPES.map((vehicle) => (
                <option key={vehicle} value={vehicle}>
                  {t(`account.vehicle.${vehicle}` as MessageKey)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="submit" className={`${buttonClass} self-start`} disabled={fetcher.state !== 'idle'}>
          {t('account.profile.save')}
        </button>
      </fetcher.Form>
    </div>
  );
}
