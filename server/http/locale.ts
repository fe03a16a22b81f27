import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, type Locale, preferredLocale } from '#lib/i18n/define.ts';

/** The language of the person asking, for the short messages (`msg`) of write answers. */
export function requestLocale(request: FastifyRequest): Locale {
  const acceptLanguage = request.headers['accept-language'];
  return preferredLocale(
    request.cookies?.[LOCALE_COOKIE],
    typeof acceptLanguage === 'string' ? acceptLanguage : undefined,
  );
}
