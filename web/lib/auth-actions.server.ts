import { data, type RouterContextProvider, redirect } from 'react-router';
import { ApiError } from '#lib/api-client.ts';
import { adminLogin, LOGIN_STATUS, type LoginResult, login, register } from '#lib/contracts/auth.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { safeRedirectPath } from '#lib/safe-redirect.ts';
import type { AuthActionData } from '../components/account/auth-form.tsx';
import { apiOf, requestContext } from './context.ts';
import { formErrorsOf, formValues } from './form-errors.ts';
import { dashboardPath } from './viewer.ts';

/** The verification page for an account, keeping where the person was going. */
export function verifyPath(loginId: string, redirectTo: string | null): string {
  const query = new URLSearchParams({ login: loginId });
  if (redirectTo) query.set('redirectTo', redirectTo);
  return `/verify?${query}`;
}

/** The sign-in pages themselves: never a place to come back to after signing in. */
const AUTH_PAGES = /^\/(login|register|verify|forgot-password)(?:[/?#]|$)/;

/** After signing in: where they were going (unless it was a sign-in page), else their own dashboard. */
export function afterSignIn(result: LoginResult, redirectTo: string | null, adminPath: string): string {
  return redirectTo && !AUTH_PAGES.test(redirectTo)
    ? redirectTo
    : dashboardPath(result.user_info.user_type, adminPath);
}

/** Values to put back in the form after a failed submit: never the password. */
function keptValues(values: Record<string, string>): Record<string, string> {
  const { password: _password, ...rest } = values;
  return rest;
}

/**
 * The action behind every sign-in and sign-up form (the shop's page and dialog, the seller
 * dashboard's and the admin's form). The API sets the session cookie; the bridge passes it on.
 * An unverified account (status 2) and a new sign-up go to the verification page.
 */
export async function handleAuthForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  area: 'site' | 'seller' | 'admin',
) {
  const api = apiOf(context);
  const { adminPath } = context.get(requestContext);
  const values = formValues(await request.formData());
  const redirectTo = values.redirectTo ? safeRedirectPath(values.redirectTo) : null;
  const failed = (error: unknown) =>
    data<AuthActionData>(
      { errors: formErrorsOf(error), values: keptValues(values) },
      { status: error instanceof ApiError ? error.status : 500 },
    );

  if (values.intent === 'signUp' && area === 'site') {
    try {
      await api.call(register, {
        body: {
          user_type: values.user_type === String(USER_TYPES.seller) ? USER_TYPES.seller : USER_TYPES.customer,
          name: values.name ?? '',
          email: values.email ?? '',
          mobile: values.mobile ?? '',
          password: values.password ?? '',
          store_name: values.store_name ?? '',
        },
      });
    } catch (error) {
      return failed(error);
    }
    return redirect(verifyPath(values.email || values.mobile || '', redirectTo));
  }

  const credentials = { login: values.login ?? '', password: values.password ?? '' };
  try {
    const result =
      area === 'admin'
        ? await api.call(adminLogin, { body: credentials })
        : await api.call(login, {
            body: { ...credentials, ...(area === 'seller' ? { user_type: USER_TYPES.seller } : {}) },
          });
    return redirect(afterSignIn(result, redirectTo, adminPath));
  } catch (error) {
    if (error instanceof ApiError && error.body.details?.status === LOGIN_STATUS.unverified) {
      return redirect(verifyPath(credentials.login, redirectTo));
    }
    return failed(error);
  }
}
