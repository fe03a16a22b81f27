import { type FormEvent, useState } from 'react';
import { data, Form, redirect, useActionData, useNavigation, useSearchParams } from 'react-router';
import { CODE_TTL_MINUTES, forgotPassword, resetPassword, resetPasswordBody } from '#lib/contracts/auth.ts';
import { bilingual } from '#lib/i18n/translate.ts';
import { Field, FormMessage } from '../../components/account/field.tsx';
import { buttonClass } from '../../components/styles.ts';
import { apiOf } from '../../lib/context.ts';
import { clientErrors, type FormErrors, formErrorsOf, formValues } from '../../lib/form-errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { titleMeta } from '../../lib/meta.ts';
import type { Route } from './+types/forgot-password';

export const meta = titleMeta('auth.forgot.title', { noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  const api = apiOf(context);
  const values = formValues(await request.formData());
  const login = values.login ?? '';
  try {
    if (values.intent === 'reset') {
      await api.call(resetPassword, {
        body: { login, code: values.code ?? '', password: values.password ?? '' },
      });
      return redirect('/login?reset=1');
    }
    await api.call(forgotPassword, { body: { login } });
    return redirect(`/forgot-password?${new URLSearchParams({ login, step: 'reset' })}`);
  } catch (error) {
    return data({ errors: formErrorsOf(error) }, { status: 400 });
  }
}

/** Password reset by code (beyond the spec): ask for a code, then set a new password with it. */
export default function ForgotPasswordPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [clientSide, setClientSide] = useState<FormErrors | null>(null);
  const isReset = params.get('step') === 'reset';
  const login = params.get('login') ?? '';
  const errors = clientSide ?? result?.errors;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!isReset) return;
    const values = formValues(new FormData(event.currentTarget));
    let problems = clientErrors(resetPasswordBody, values);
    if (!problems && values.password !== values.confirm_password) {
      problems = {
        fields: { confirm_password: bilingual('validation.passwordsDiffer') },
      };
    }
    setClientSide(problems);
    if (problems) event.preventDefault();
  };

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 py-8">
      <div className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-semibold">{t('auth.forgot.title')}</h1>
        <p className="text-gray-700">{isReset ? t('auth.reset.intro') : t('auth.forgot.intro')}</p>
        {isReset ? (
          <FormMessage tone="success" message={t('auth.codeSent', { minutes: CODE_TTL_MINUTES })} />
        ) : null}
        <FormMessage message={errors?.message} />
        <Form
          method="post"
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          key={isReset ? 'reset' : 'ask'}
        >
          <input type="hidden" name="intent" value={isReset ? 'reset' : 'ask'} />
          <Field
            name="login"
            label={t('auth.field.login')}
            autoComplete="username"
            defaultValue={login}
            required
            error={errors?.fields?.login}
          />
          {isReset ? (
            <>
              <Field
                name="code"
                label={t('auth.field.code')}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
                error={errors?.fields?.code}
              />
              <Field
                name="password"
                type="password"
                label={t('auth.field.newPassword')}
                autoComplete="new-password"
                hint={t('auth.passwordHint', { min: 8 })}
                error={errors?.fields?.password}
              />
              <Field
                name="confirm_password"
                type="password"
                label={t('auth.field.confirmPassword')}
                autoComplete="new-password"
                error={errors?.fields?.confirm_password}
              />
            </>
          ) : null}
          <button type="submit" className={buttonClass} disabled={navigation.state !== 'idle'}>
            {isReset ? t('auth.reset.submit') : t('auth.forgot.submit')}
          </button>
        </Form>
      </div>
    </div>
  );
}
