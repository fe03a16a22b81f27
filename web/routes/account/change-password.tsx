import { data } from 'react-router';
import { PASSWORD_MIN } from '#lib/contracts/auth.ts';
import { changePassword, changePasswordBody } from '#lib/contracts/users.ts';
import { bilingual } from '#lib/i18n/translate.ts';
import { ContractForm, type FormActionData } from '../../components/forms/contract-form.tsx';
import type { FieldSpec } from '../../components/forms/schema-fields.ts';
import { apiOf } from '../../lib/context.ts';
import { formErrorsOf, formValues } from '../../lib/form-errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { titleMeta } from '../../lib/meta.ts';
import type { Route } from './+types/change-password';

export const meta = titleMeta('account.password.title');

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  try {
    await apiOf(context).call(changePassword, {
      body: { current_password: values.current_password ?? '', password: values.password ?? '' },
    });
    return { saved: true } satisfies FormActionData<boolean>;
  } catch (error) {
    return data({ errors: formErrorsOf(error) } satisfies FormActionData<boolean>, { status: 400 });
  }
}

const FIELDS: FieldSpec[] = [
  {
    name: 'current_password',
    kind: 'password',
    label: 'auth.field.currentPassword',
    autoComplete: 'current-password',
  },
  {
    name: 'password',
    kind: 'password',
    label: 'auth.field.newPassword',
    autoComplete: 'new-password',
    hint: bilingual('auth.passwordHint', { min: PASSWORD_MIN }),
  },
  // Not sent: the browser checks that it repeats the new password.
  {
    name: 'confirm_password',
    kind: 'password',
    label: 'auth.field.confirmPassword',
    autoComplete: 'new-password',
  },
];

const confirmed = (values: Record<string, string>) =>
  values.password !== values.confirm_password
    ? { confirm_password: bilingual('validation.passwordsDiffer') }
    : null;

/** Change Password: the current one, then the new one twice; other devices are signed out. */
export default function ChangePassword() {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('account.password.title')}</h1>
      <ContractForm<boolean>
        schema={changePasswordBody}
        fields={FIELDS}
        check={confirmed}
        resetOnSave
        savedMessage="account.password.saved"
        submitLabel="account.password.save"
        className="max-w-md"
      />
    </div>
  );
}
