import type { ReactNode } from 'react';
import { Form, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root.tsx';

/** The form field the sign-out action reads the CSRF token from. */
export const SIGN_OUT_CSRF_FIELD = 'csrf';

/**
 * Sign-out: a form post to /logout carrying the CSRF token, which the action sends on to the
 * API's sign-out call (a link or form on another site cannot know it).
 */
export function SignOutForm({ children }: { children: ReactNode }) {
  const csrf = useRouteLoaderData<typeof rootLoader>('root')?.csrf ?? '';
  return (
    <Form method="post" action="/logout">
      <input type="hidden" name={SIGN_OUT_CSRF_FIELD} value={csrf} />
      {children}
    </Form>
  );
}
