import { type FormEvent, useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { loginBody, PASSWORD_MIN, registerBody } from '#lib/contracts/auth.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { clientErrors, type FormErrors, formMessageOf, formValues } from '../../lib/form-errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { clearStoredUser } from '../../lib/startup.ts';
import { Link } from '../link.tsx';
import { buttonClass, linkClass } from '../styles.ts';
import { Field, FormMessage } from './field.tsx';

export type AuthMode = 'signIn' | 'signUp';

/** What the sign-in/sign-up actions answer when they do not redirect. */
export interface AuthActionData {
  errors?: FormErrors;
  values?: Record<string, string>;
}

interface AuthFormProps {
  mode: AuthMode;
  /** The route whose action handles the form. */
  action: string;
  /** Where to go after signing in; the person's own dashboard when absent. */
  redirectTo?: string | undefined;
  /** Which sign-in: the shop's (customers, delivery persons, sellers), the seller dashboard's, the admin's. */
  area?: 'site' | 'seller' | 'admin';
  /** Switch modes in place (the dialog); without it the switch is a link to the other page. */
  onModeChange?: (mode: AuthMode) => void;
  /** A heading id inside a dialog, so it is labelled by the form's title. */
  titleId?: string;
}

function toBody(mode: AuthMode, values: Record<string, string>, area: AuthFormProps['area']) {
  if (mode === 'signIn') {
    return {
      login: values.login ?? '',
      password: values.password ?? '',
      ...(area === 'seller' ? { user_type: USER_TYPES.seller } : {}),
    };
  }
  return {
    user_type: Number(values.user_type ?? USER_TYPES.customer),
    name: values.name ?? '',
    email: values.email ?? '',
    mobile: values.mobile ?? '',
    password: values.password ?? '',
    store_name: values.store_name ?? '',
  };
}

/**
 * Spec's authForm: sign in, or create an account (customer by e-mail or mobile, or seller with a
 * store name). The fields are checked with the API's own contract before sending; the server's
 * answers (wrong password, unverified, blocked, duplicates) show in the page's language.
 */
export function AuthForm({ mode, action, redirectTo, area = 'site', onModeChange, titleId }: AuthFormProps) {
  const { t } = useI18n();
  const fetcher = useFetcher<AuthActionData>();
  const [clientSide, setClientSide] = useState<FormErrors | null>(null);
  const [userType, setUserType] = useState<number>(USER_TYPES.customer);
  const formId = useId();
  const serverErrors = fetcher.data?.errors;
  const errors = clientSide ?? serverErrors;
  const values = fetcher.data?.values ?? {};
  const isBusy = fetcher.state !== 'idle';

  useEffect(() => {
    // Spec §8: a failed sign-in resets the user data kept in the browser.
    if (serverErrors && mode === 'signIn') clearStoredUser();
  }, [serverErrors, mode]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const body = toBody(mode, formValues(new FormData(event.currentTarget)), area);
    const problems = clientErrors(mode === 'signIn' ? loginBody : registerBody, body);
    setClientSide(problems);
    if (problems) event.preventDefault();
  };

  const title = mode === 'signIn' ? t('auth.signIn.title') : t('auth.signUp.title');
  const other: AuthMode = mode === 'signIn' ? 'signUp' : 'signIn';
  const query = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : '';
  const switchLabel = mode === 'signIn' ? t('auth.toSignUp') : t('auth.toSignIn');

  return (
    <div className="flex flex-col gap-4">
      <h1 id={titleId} className="text-2xl font-semibold">
        {area === 'seller' ? t('seller.login.title') : area === 'admin' ? t('admin.login.title') : title}
      </h1>
      {area === 'seller' ? <p className="text-gray-600">{t('seller.login.intro')}</p> : null}
      <fetcher.Form
        method="post"
        action={action}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-labelledby={titleId}
        key={`${formId}-${mode}`}
      >
        <input type="hidden" name="intent" value={mode} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <FormMessage message={formMessageOf(errors)} />
        {mode === 'signIn' ? (
          <>
            <Field
              name="login"
              label={t('auth.field.login')}
              autoComplete="username"
              inputMode="email"
              required
              defaultValue={values.login}
              error={errors?.fields?.login}
            />
            <Field
              name="password"
              type="password"
              label={t('auth.field.password')}
              autoComplete="current-password"
              required
              error={errors?.fields?.password}
            />
          </>
        ) : (
          <>
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium text-gray-800">{t('auth.field.accountType')}</legend>
              <div className="flex flex-wrap gap-4">
                {[
                  { value: USER_TYPES.customer, label: t('auth.accountType.customer') },
                  { value: USER_TYPES.seller, label: t('auth.accountType.seller') },
                ].map((option) => (
                  <label key={option.value} className="inline-flex items-center gap-2">
                    <input
                      type="radio"
                      name="user_type"
                      value={option.value}
                      checked={userType === option.value}
                      onChange={() => setUserType(option.value)}
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>
            <Field
              name="name"
              label={t('auth.field.name')}
              autoComplete="name"
              required
              defaultValue={values.name}
              error={errors?.fields?.name}
            />
            {userType === USER_TYPES.seller ? (
              <Field
                name="store_name"
                label={t('auth.field.storeName')}
                autoComplete="organization"
                required
                defaultValue={values.store_name}
                error={errors?.fields?.store_name}
              />
            ) : null}
            <Field
              name="email"
              type="email"
              label={t('auth.field.email')}
              autoComplete="email"
              hint={t('auth.emailOrMobileHint')}
              defaultValue={values.email}
              error={errors?.fields?.email}
            />
            <Field
              name="mobile"
              type="tel"
              label={t('auth.field.mobile')}
              autoComplete="tel"
              defaultValue={values.mobile}
              error={errors?.fields?.mobile}
            />
            <Field
              name="password"
              type="password"
              label={t('auth.field.password')}
              autoComplete="new-password"
              hint={t('auth.passwordHint', { min: PASSWORD_MIN })}
              required
              minLength={PASSWORD_MIN}
              error={errors?.fields?.password}
            />
          </>
        )}
        <button type="submit" className={buttonClass} disabled={isBusy}>
          {mode === 'signIn' ? t('auth.signIn.submit') : t('auth.signUp.submit')}
        </button>
      </fetcher.Form>
      <div className="flex flex-col gap-2 text-sm">
        {mode === 'signIn' ? (
          <Link to={`/forgot-password${query}`} className={linkClass}>
            {t('auth.forgotLink')}
          </Link>
        ) : null}
        {area === 'site' ? (
          onModeChange ? (
            <button type="button" className={`${linkClass} self-start`} onClick={() => onModeChange(other)}>
              {switchLabel}
            </button>
          ) : (
            <Link to={`${other === 'signUp' ? '/register' : '/login'}${query}`} className={linkClass}>
              {switchLabel}
            </Link>
          )
        ) : null}
      </div>
    </div>
  );
}
