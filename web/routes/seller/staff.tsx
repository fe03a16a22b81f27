import { data, useFetcher, useRouteLoaderData } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import {
  changeStaffRole,
  INVITED_ROLES,
  type Invitation,
  type InvitedRole,
  inviteStaff,
  listStaff,
  removeStaffMember,
  resendInvitation,
  revokeInvitation,
  type StaffMember,
} from '#lib/contracts/seller-staff.ts';
import { translate } from '#lib/i18n/translate.ts';
import { Field, FormMessage } from '../../components/account/field.tsx';
import { buttonClass } from '../../components/styles.ts';
import { apiOf } from '../../lib/context.ts';
import { type FormErrors, formErrorsOf, formMessageOf, formValues } from '../../lib/form-errors.ts';
import { localeFromCookieHeader, useI18n } from '../../lib/i18n.tsx';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/staff';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { data: team } = await apiOf(context).call(listStaff);
  return { ...team, locale: localeFromCookieHeader(request.headers.get('cookie')) };
}

type StaffActionData = {
  intent?: string;
  msg?: string;
  errors?: FormErrors;
  values?: Record<string, string>;
};

const isInvitedRole = (value: string | undefined): value is InvitedRole =>
  INVITED_ROLES.includes(value as InvitedRole);

/** Every change of the page: one intent per form (invite, resend, revoke, role, remove). */
export async function action({ request, context }: Route.ActionArgs) {
  const api = apiOf(context);
  const values = formValues(await request.formData());
  const id = Number(values.id);
  const needsId = values.intent !== 'invite';
  if (needsId && (!Number.isInteger(id) || id <= 0)) throw data('Bad Request', { status: 400 });
  try {
    let msg: string;
    switch (values.intent) {
      case 'invite':
        msg = (
          await api.call(inviteStaff, {
            body: { email: values.email ?? '', role: (values.role ?? '') as InvitedRole },
          })
        ).msg;
        break;
      case 'resend':
        msg = (await api.call(resendInvitation, { params: { id } })).msg;
        break;
      case 'revoke':
        msg = (await api.call(revokeInvitation, { params: { id } })).msg;
        break;
      case 'role':
        if (!isInvitedRole(values.role)) throw data('Bad Request', { status: 400 });
        msg = (await api.call(changeStaffRole, { params: { id }, body: { role: values.role } })).msg;
        break;
      case 'remove':
        msg = (await api.call(removeStaffMember, { params: { id } })).msg;
        break;
      default:
        throw data('Bad Request', { status: 400 });
    }
    return { intent: values.intent, msg } satisfies StaffActionData;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ intent: values.intent, errors: formErrorsOf(error), values } satisfies StaffActionData, {
      status: error.status,
    });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translate(loaderData?.locale ?? 'en', 'sellerStaff.title') },
  { name: 'robots', content: 'noindex' },
];

/** The fetcher key of removals and withdrawals, whose card goes with what it showed. */
const GONE = 'seller-staff-gone';

/** As tall as RoleSelect (min-h-10), so a member's role and its buttons line up. */
const smallButton =
  'min-h-10 rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:border-brand-600 disabled:opacity-60';

function RoleSelect({ id, name, defaultValue }: { id: string; name: string; defaultValue?: string }) {
  const { t } = useI18n();
  return (
    <select
      id={id}
      name={name}
      defaultValue={defaultValue ?? 'orders'}
      className="min-h-10 w-full rounded-md border border-gray-300 px-3 py-2 text-base sm:w-auto"
    >
      {INVITED_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`sellerStaff.role.${role}`)}
        </option>
      ))}
    </select>
  );
}

function InviteForm() {
  const { t } = useI18n();
  const fetcher = useFetcher<StaffActionData>();
  const answer = fetcher.data?.intent === 'invite' ? fetcher.data : undefined;
  const sent = answer?.msg && fetcher.state === 'idle';
  return (
    <fetcher.Form
      method="post"
      key={sent ? answer.msg : 'invite'}
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4"
      aria-labelledby="invite-title"
    >
      <h2 id="invite-title" className="font-semibold">
        {t('sellerStaff.inviteTitle')}
      </h2>
      <input type="hidden" name="intent" value="invite" />
      <Field
        name="email"
        type="email"
        label={t('sellerStaff.email')}
        autoComplete="off"
        required
        maxLength={254}
        defaultValue={answer?.errors ? answer.values?.email : undefined}
        error={answer?.errors?.fields?.email}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="invite-role" className="text-sm font-medium text-gray-800">
          {t('sellerStaff.role')}
        </label>
        <RoleSelect id="invite-role" name="role" defaultValue={answer?.values?.role} />
        <ul className="text-xs text-gray-600">
          {INVITED_ROLES.map((role) => (
            <li key={role}>
              <strong>{t(`sellerStaff.role.${role}`)}</strong>: {t(`sellerStaff.roleHint.${role}`)}
            </li>
          ))}
        </ul>
      </div>
      <FormMessage message={formMessageOf(answer?.errors)} />
      {sent ? <FormMessage tone="success" message={answer.msg} /> : null}
      <button type="submit" disabled={fetcher.state !== 'idle'} className={`${buttonClass} self-start`}>
        {t('sellerStaff.invite')}
      </button>
    </fetcher.Form>
  );
}

function MemberCard({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const { t } = useI18n();
  const fetcher = useFetcher<StaffActionData>();
  // The card goes with the member: the page shows how the removal went.
  const removal = useFetcher<StaffActionData>({ key: GONE });
  const roleId = `role-${member.id}`;
  const isOwner = member.role === 'owner';
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3"
      data-testid="staff-member"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="min-w-0 break-words font-medium">
          {member.name}
          {isSelf ? <span className="text-sm text-gray-600"> ({t('sellerStaff.you')})</span> : null}
        </p>
        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
          {t(`sellerStaff.role.${member.role}`)}
        </span>
      </div>
      <p className="break-all text-sm text-gray-600">{member.email}</p>
      {isOwner ? null : (
        <div className="flex flex-wrap items-end gap-2">
          <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="id" value={member.id} />
            <div className="flex flex-col gap-1">
              <label htmlFor={roleId} className="text-xs font-medium text-gray-700">
                {t('sellerStaff.role')}
              </label>
              <RoleSelect id={roleId} name="role" defaultValue={member.role} />
            </div>
            <button type="submit" disabled={fetcher.state !== 'idle'} className={smallButton}>
              {t('sellerStaff.changeRole')}
            </button>
          </fetcher.Form>
          <removal.Form
            method="post"
            onSubmit={(event) => {
              if (!window.confirm(t('sellerStaff.confirmRemove', { name: member.name })))
                event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={member.id} />
            <button
              type="submit"
              disabled={removal.state !== 'idle'}
              className={`${smallButton} text-red-700`}
              aria-label={`${t('sellerStaff.remove')}: ${member.name}`}
            >
              {t('sellerStaff.remove')}
            </button>
          </removal.Form>
        </div>
      )}
      <FormMessage message={formMessageOf(fetcher.data?.errors)} />
      {fetcher.data?.msg && fetcher.state === 'idle' ? (
        <FormMessage tone="success" message={fetcher.data.msg} />
      ) : null}
    </li>
  );
}

function InvitationCard({ invitation }: { invitation: Invitation }) {
  const { t, date } = useI18n();
  const fetcher = useFetcher<StaffActionData>();
  const removal = useFetcher<StaffActionData>({ key: GONE });
  const button = (intent: 'resend' | 'revoke', busy: boolean) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={invitation.id} />
      <button
        type="submit"
        disabled={busy}
        className={smallButton}
        aria-label={`${t(`sellerStaff.${intent}`)}: ${invitation.email}`}
      >
        {t(`sellerStaff.${intent}`)}
      </button>
    </>
  );
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3"
      data-testid="staff-invitation"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="min-w-0 break-all font-medium">{invitation.email}</p>
        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
          {t(`sellerStaff.role.${invitation.role}`)}
        </span>
      </div>
      <p className={`text-sm ${invitation.is_expired ? 'text-red-700' : 'text-gray-600'}`}>
        {invitation.is_expired
          ? t('sellerStaff.expired')
          : t('sellerStaff.expires', { date: date(invitation.expires_at) })}
        {invitation.invited_by ? ` · ${t('sellerStaff.invitedBy', { name: invitation.invited_by })}` : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <fetcher.Form method="post">{button('resend', fetcher.state !== 'idle')}</fetcher.Form>
        <removal.Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(t('sellerStaff.confirmRevoke', { email: invitation.email })))
              event.preventDefault();
          }}
        >
          {button('revoke', removal.state !== 'idle')}
        </removal.Form>
      </div>
      <FormMessage message={formMessageOf(fetcher.data?.errors)} />
      {fetcher.data?.msg && fetcher.state === 'idle' ? (
        <FormMessage tone="success" message={fetcher.data.msg} />
      ) : null}
    </li>
  );
}

/**
 * /seller-dashboard/staff (the owner only): the team with each member's role (changed or removed
 * here), the pending invitations (sent again or withdrawn), and the invite form.
 */
export default function SellerStaff({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { members, invitations } = loaderData;
  const viewerId = useRouteLoaderData<typeof rootLoader>('root')?.viewer?.id;
  const gone = useFetcher<StaffActionData>({ key: GONE });
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold">{t('sellerStaff.title')}</h1>
        <p className="text-sm text-gray-600">{t('sellerStaff.intro')}</p>
      </div>
      {gone.state === 'idle' && gone.data?.msg ? (
        <FormMessage tone="success" message={gone.data.msg} />
      ) : null}
      {gone.state === 'idle' ? <FormMessage message={formMessageOf(gone.data?.errors)} /> : null}
      <InviteForm />
      <section aria-labelledby="members-title" className="flex flex-col gap-2">
        <h2 id="members-title" className="font-semibold">
          {t('sellerStaff.members')}
        </h2>
        <ul className="flex flex-col gap-2">
          {members.map((member) => (
            <MemberCard key={member.id} member={member} isSelf={member.id === viewerId} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="invitations-title" className="flex flex-col gap-2">
        <h2 id="invitations-title" className="font-semibold">
          {t('sellerStaff.invitations')}
        </h2>
        {invitations.length === 0 ? (
          <p className="text-sm text-gray-600">{t('sellerStaff.noInvitations')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {invitations.map((invitation) => (
              <InvitationCard key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
