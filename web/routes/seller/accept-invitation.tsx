import { data, Form, redirect, useNavigation } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import type { BilingualText } from '#lib/contracts/common.ts';
import { acceptInvitation, type InvitationPreview, previewInvitation } from '#lib/contracts/seller-staff.ts';
import { translate } from '#lib/i18n/translate.ts';
import { Field, FormMessage } from '../../components/account/field.tsx';
import { buttonClass } from '../../components/styles.ts';
import { apiOf } from '../../lib/context.ts';
import { type FormErrors, formErrorsOf, formMessageOf, formValues } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/accept-invitation';

/** What the link is for, or why it cannot be used (used, withdrawn, expired, unknown). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? '';
  const locale = localeFromCookieHeader(request.headers.get('cookie'));
  try {
    const { data: invitation } = await apiOf(context).call(previewInvitation, { body: { token } });
    return { token, invitation, problem: null, locale };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    // A link cut short or changed in the mail says the same as a used or expired one.
    const problem: BilingualText = {
      en: translate('en', 'sellerStaff.invitationInvalid'),
      bn: translate('bn', 'sellerStaff.invitationInvalid'),
    };
    return { token, invitation: null as InvitationPreview | null, problem, locale };
  }
}

type AcceptData = { errors?: FormErrors; name?: string };

/** Makes the account and signs in (the API sets the session cookie); then the seller dashboard. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  try {
    await apiOf(context).call(acceptInvitation, {
      body: { token: values.token ?? '', name: values.name ?? '', password: values.password ?? '' },
    });
  } catch (error) {
    return data({ errors: formErrorsOf(error), name: values.name } satisfies AcceptData, {
      status: error instanceof ApiError ? error.status : 500,
    });
  }
  return redirect('/seller-dashboard');
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: translate(loaderData?.locale ?? 'en', 'sellerStaff.accept.title', {
      shop: {
        en: loaderData?.invitation?.company_name ?? 'Haat',
        bn: loaderData?.invitation?.company_name_bn ?? 'হাট',
      },
    }),
  },
  { name: 'robots', content: 'noindex' },
];

function Invalid({ message }: { message: BilingualText | undefined }) {
  const { t } = useI18n();
  return (
    <div className="mx-auto flex max-w-md flex-col gap-3 rounded-lg border border-gray-200 bg-white p-6">
      <h1 className="text-xl font-semibold">{t('sellerStaff.accept.invalidTitle')}</h1>
      <FormMessage message={message} />
    </div>
  );
}

/**
 * /seller-dashboard/accept-invitation?token=…: the invitee chooses a name and password; the
 * account is made in the shop with the invited role, and they land on the dashboard signed in.
 */
export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { t, pick } = useI18n();
  const navigation = useNavigation();
  const { token, invitation, problem } = loaderData;
  if (!invitation) return <Invalid message={problem ?? undefined} />;
  const errors = actionData?.errors;
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <h1 className="text-xl font-semibold">
        {t('sellerStaff.accept.title', { shop: pick(invitation, 'company_name') })}
      </h1>
      <p className="break-words text-sm text-gray-700">
        {t('sellerStaff.accept.intro', {
          role: t(`sellerStaff.role.${invitation.role}`),
          email: invitation.email,
        })}
      </p>
      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="token" value={token} />
        <Field
          name="name"
          label={t('sellerStaff.accept.name')}
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={actionData?.name}
          error={errors?.fields?.name}
        />
        <Field
          name="password"
          type="password"
          label={t('sellerStaff.accept.password')}
          autoComplete="new-password"
          required
          minLength={8}
          error={errors?.fields?.password}
        />
        <FormMessage message={formMessageOf(errors)} />
        <button type="submit" disabled={navigation.state !== 'idle'} className={buttonClass}>
          {t('sellerStaff.accept.submit')}
        </button>
      </Form>
    </div>
  );
}
