import { type FormEvent, useEffect, useRef, useState } from 'react';
import { data, useFetcher } from 'react-router';
import { PASSWORD_MIN } from '#lib/contracts/auth.ts';
import { changePassword, changePasswordBody } from '#lib/contracts/users.ts';
import { bilingual } from '#lib/i18n/translate.ts';
import { buttonClass, Field, FormMessage } from '../../components/account/field.tsx';
import { apiOf } from '../../lib/context.ts';
import { clientErrors, type FormErrors, formErrorsOf, formValues } from '../../lib/form-errors.ts';
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
    return { saved: true, errors: undefined as FormErrors | undefined };
  } catch (error) {
    return data({ saved: false, errors: formErrorsOf(error) }, { status: 400 });
  }
}

/** Change Password: the current one, then the new one twice; other devices are signed out. */
export default function ChangePassword() {
  const { t } = useI18n();
  const fetcher = useFetcher<typeof action>();
  const form = useRef<HTMLFormElement>(null);
  const [clientSide, setClientSide] = useState<FormErrors | null>(null);
  const errors = clientSide ?? fetcher.data?.errors;
  const saved = fetcher.state === 'idle' && fetcher.data?.saved;

  useEffect(() => {
    if (saved) form.current?.reset();
  }, [saved]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = formValues(new FormData(event.currentTarget));
    let problems = clientErrors(changePasswordBody, values);
    if (!problems && values.password !== values.confirm_password) {
      problems = { fields: { confirm_password: bilingual('validation.passwordsDiffer') } };
    }
    setClientSide(problems);
    if (problems) event.preventDefault();
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('account.password.title')}</h1>
      {saved ? <FormMessage tone="success" message={t('account.password.saved')} /> : null}
      <FormMessage message={errors?.message} />
      <fetcher.Form
        ref={form}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="flex max-w-md flex-col gap-4"
      >
        <Field
          name="current_password"
          type="password"
          label={t('auth.field.currentPassword')}
          autoComplete="current-password"
          error={errors?.fields?.current_password}
        />
        <Field
          name="password"
          type="password"
          label={t('auth.field.newPassword')}
          autoComplete="new-password"
          hint={t('auth.passwordHint', { min: PASSWORD_MIN })}
          error={errors?.fields?.password}
        />
        <Field
          name="confirm_password"
          type="password"
          label={t('auth.field.confirmPassword')}
          autoComplete="new-password"
          error={errors?.fields?.confirm_password}
        />
        <button type="submit" className={`${buttonClass} self-start`} disabled={fetcher.state !== 'idle'}>
          {t('account.password.save')}
        </button>
      </fetcher.Form>
    </div>
  );
}
