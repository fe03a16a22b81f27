import { type ReactNode, useEffect, useState } from 'react';
import { Form, useRouteLoaderData } from 'react-router';
import { csrfTokenFrom } from '#lib/api-client.ts';
import type { loader as rootLoader } from '../../root.tsx';

/** The form field the sign-out action reads the CSRF token from. */
export const SIGN_OUT_CSRF_FIELD = 'csrf';

/**
 * Sign-out: a form post to /logout carrying the CSRF token, which the action sends on to the
 * API's sign-out call (a link or form on another site cannot know it). A page rendered for this
 * request carries the token; a public page shared by every signed-in visitor cannot (decision
 * 0029), so there the browser reads it from its own CSRF cookie once the page has loaded.
 */
export function SignOutForm({ children }: { children: ReactNode }) {
  const rendered = useRouteLoaderData<typeof rootLoader>('root')?.csrf ?? '';
  const [fromCookie, setFromCookie] = useState('');
  useEffect(() => {
    if (!rendered) setFromCookie(csrfTokenFrom(document.cookie) ?? '');
  }, [rendered]);
  const csrf = rendered || fromCookie;
  return (
    <Form method="post" action="/logout">
      <input type="hidden" name={SIGN_OUT_CSRF_FIELD} value={csrf} />
      {children}
    </Form>
  );
}
