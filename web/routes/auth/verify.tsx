import { type FormEvent, useState } from 'react';
import { data, Form, redirect, useActionData, useNavigation, useSearchParams } from 'react-router';
import { CODE_TTL_MINUTES, sendVerificationCode, verifyAccount, verifyBody } from '#lib/contracts/auth.ts';
import { safeRedirectPath } from '#lib/safe-redirect.ts';
import { Field, FormMessage } from '../../components/account/field.tsx';
import { buttonClass, linkClass } from '../../components/styles.ts';
import { afterSignIn } from '../../lib/auth-actions.server.ts';
import { apiOf, requestContext } from '../../lib/context.ts';
import { clientErrors, type FormErrors, formErrorsOf, formValues } from '../../lib/form-errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { titleMeta } from '../../lib/meta.ts';
import type { Route } from './+types/verify';

export const meta = titleMeta('auth.verify.title', { noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  const api = apiOf(context);
  const values = formValues(await request.formData());
  const login = values.login ?? '';
  const redirectTo = values.redirectTo ? safeRedirectPath(values.redirectTo) : null;
  try {
    if (values.intent === 'resend') {
      const sent = await api.call(sendVerificationCode, { body: { login } });
      return { sent: sent.msg as string, errors: undefined as FormErrors | undefined };
    }
    const result = await api.call(verifyAccount, { body: { login, code: values.code ?? '' } });
    return redirect(afterSignIn(result, redirectTo, context.get(requestContext).adminPath));
  } catch (error) {
    const errors = formErrorsOf(error);
    // Already verified: signing in is what is left to do.
    if (errors.code === 'already_verified')
      return redirect(`/login?${new URLSearchParams({ redirectTo: redirectTo ?? '/' })}`);
    return data({ sent: undefined, errors }, { status: 400 });
  }
}

/** Verification by the one-time code that was sent at sign-up (or asked for again here). */
export default function VerifyPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [clientSide, setClientSide] = useState<FormErrors | null>(null);
  const login = params.get('login') ?? '';
  const redirectTo = params.get('redirectTo');
  const errors = clientSide ?? result?.errors;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === 'resend') return setClientSide(null);
    const values = formValues(new FormData(event.currentTarget));
    const problems = clientErrors(verifyBody, { login: values.login, code: values.code });
    setClientSide(problems);
    if (problems) event.preventDefault();
  };

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 py-8">
      <div className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-semibold">{t('auth.verify.title')}</h1>
        <p className="text-gray-700">
          {login ? t('auth.verify.intro', { destination: login }) : t('auth.verify.introUnknown')}
        </p>
        <FormMessage message={errors?.message} />
        {result?.sent ? (
          <FormMessage tone="success" message={t('auth.codeSent', { minutes: CODE_TTL_MINUTES })} />
        ) : null}
        <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <Field
            name="login"
            label={t('auth.field.login')}
            autoComplete="username"
            defaultValue={login}
            required
            error={errors?.fields?.login}
          />
          <Field
            name="code"
            label={t('auth.field.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            pattern="[0-9]{6}"
            error={errors?.fields?.code}
          />
          <button
            type="submit"
            name="intent"
            value="verify"
            className={buttonClass}
            disabled={navigation.state !== 'idle'}
          >
            {t('auth.verify.submit')}
          </button>
          <button
            type="submit"
            name="intent"
            value="resend"
            className={`${linkClass} self-start text-sm`}
            formNoValidate
          >
            {t('auth.verify.resend')}
          </button>
        </Form>
      </div>
    </div>
  );
}
