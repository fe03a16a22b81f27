/**
 * Where a redirect may send someone: only a path on this site. Every redirect whose target
 * comes from a request (`redirectTo` after signing in, the language switch, …) goes through
 * `safeRedirectPath`, in pages and in the API alike.
 *
 * Browsers forgive a lot when they read a `Location`: they drop tabs and newlines, read `\` as
 * `/`, and `//host` or `/\host` as another site. So a target is refused when it, or any of its
 * percent-decoded or compatibility-normalised (NFKC) forms:
 * - is not a string starting with a single `/` (absolute URLs, `javascript:`, relative paths);
 * - has a control character (C0, DEL, C1), a backslash, or Unicode white space or format
 *   characters (bidi marks, zero-width spaces) anywhere;
 * - starts with `//` once those are read the way a browser reads them;
 * - is longer than 2,048 characters;
 * and the result, resolved against a dummy origin, must stay on that origin. What is returned
 * is the resolved path, query and fragment, percent-encoded, so it is always a valid header.
 */

const MAX_LENGTH = 2048;
const DUMMY_ORIGIN = 'https://haat.invalid';

/**
 * Control characters, backslash, and Unicode white space other than the plain space (which the
 * URL parser encodes) and format characters (bidi controls, zero-width characters, BOM).
 */
const FORBIDDEN = /[\p{Cc}\\\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\p{Cf}]/u;

/** Decodes every well-formed run of %XX escapes; a stray `%` (as in `100%`) stays as it is. */
function decodeLeniently(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** The value and its percent-decoded forms, decoded again until nothing changes (a few rounds). */
function decodedForms(value: string): string[] {
  const forms = [value];
  let current = value;
  for (let round = 0; round < 4; round++) {
    const next = decodeLeniently(current);
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

function isLocalForm(form: string): boolean {
  const normalised = form.normalize('NFKC');
  for (const text of [form, normalised]) {
    if (FORBIDDEN.test(text)) return false;
    if (!text.startsWith('/') || text.startsWith('//')) return false;
  }
  return true;
}

/** A same-origin path for a redirect, or `fallback` when `value` could lead anywhere else. */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  if (!decodedForms(value).every(isLocalForm)) return fallback;
  let url: URL;
  try {
    url = new URL(value, DUMMY_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== DUMMY_ORIGIN) return fallback;
  const path = url.pathname + url.search + url.hash;
  return path.startsWith('/') && !path.startsWith('//') ? path : fallback;
}
