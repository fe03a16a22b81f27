import { CSRF_HEADER_NAME, csrfTokenFrom } from '#lib/api-client.ts';
import { toLatinDigits } from '#lib/digits.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { requestContext } from '../../lib/context.ts';
import { onlyUserTypes, withReturn } from '../../lib/guards.ts';

/**
 * Pages of the product editor (issue 12), one implementation mounted under /seller-dashboard and
 * the admin path: `base` is where the area's product pages live.
 */
export function productsBase(pathname: string): string {
  const index = pathname.indexOf('/products');
  return index >= 0 ? pathname.slice(0, index) : pathname.replace(/\/media-galleries.*$/, '');
}

/** Sellers and admins; anyone else is sent to the seller sign-in (the admin guard covers the admin path). */
export const sellersAndAdmins = onlyUserTypes([USER_TYPES.seller, USER_TYPES.admin], ({ url, context }) =>
  url.pathname.startsWith(`${context.get(requestContext).adminPath}/`)
    ? withReturn(`${context.get(requestContext).adminPath}/login-form`, url)
    : withReturn('/seller-dashboard/login-form', url),
);

/**
 * Uploads one image to the media gallery from the browser. Like the cart mirror, this is a
 * write that does not go through a route action (decision 0011): a file is sent as it is, with
 * the CSRF header, straight to the API.
 */
export async function uploadImage(
  file: File,
): Promise<
  | { ok: true; data: { id: number; path: string; width: number; height: number } }
  | { ok: false; message: { en: string; bn: string } }
> {
  const form = new FormData();
  form.append('file', file);
  const token = csrfTokenFrom(document.cookie);
  const response = await fetch('/api/media-galleries/store', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: token ? { [CSRF_HEADER_NAME]: token } : {},
  });
  const body = await response.json().catch(() => null);
  if (!response.ok)
    return { ok: false, message: body?.message ?? { en: 'Upload failed.', bn: 'আপলোড ব্যর্থ হয়েছে।' } };
  return { ok: true, data: body.data };
}

export const taka = (poisha: number | null | undefined) => (poisha == null ? '' : String(poisha / 100));
export const poisha = (text: string): number | null => {
  const value = Number(toLatinDigits(text));
  return text.trim() === '' || !Number.isFinite(value) ? null : Math.round(value * 100);
};
/** A whole number typed in either language's digits (a stock, a quantity, days); null when it is not one. */
export const count = (text: string): number | null => {
  const value = Number(toLatinDigits(text));
  return text.trim() === '' || !Number.isInteger(value) ? null : value;
};
