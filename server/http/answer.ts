import type { FastifyRequest } from 'fastify';
import type { MessageKey, MessageParams } from '#lib/i18n/messages.ts';
import { translate } from '#lib/i18n/translate.ts';
import { requestLocale } from './locale.ts';

/*
 * The answers of writes (spec §8): `{ status: true, data, msg }`, the short message in the
 * asker's language. Services return domain results; routes shape them with these.
 */

/** A write's answer with what was written: `{ status: true, data, msg }`. */
export function written<T>(
  request: FastifyRequest,
  data: T,
  key: MessageKey,
  params?: MessageParams,
): { status: true; data: T; msg: string } {
  return { status: true, data, msg: translate(requestLocale(request), key, params) };
}

/** A write's answer with nothing to show: `{ status: true, msg }`. */
export function done(
  request: FastifyRequest,
  key: MessageKey,
  params?: MessageParams,
): { status: true; msg: string } {
  return { status: true, msg: translate(requestLocale(request), key, params) };
}
