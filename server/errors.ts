import type { FieldError } from '#lib/contracts/common.ts';
import type { MessageKey, MessageParams } from '#lib/i18n/messages.ts';

/** The kinds of failure, each answered with one HTTP status. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof ERROR_STATUS;

export interface AppErrorOptions {
  params?: MessageParams;
  fields?: FieldError[];
  headers?: Record<string, string>;
  cause?: unknown;
  /** Extra machine-readable facts for the client (e.g. the current price of a changed item). */
  details?: Record<string, unknown>;
}

/**
 * The one error type services throw. `code` is stable for clients; `messageKey` names the
 * human message, which the error handler sends in English and Bengali.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly options: AppErrorOptions = {},
  ) {
    super(`${code} (${messageKey})`, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.status = ERROR_STATUS[kind];
  }
}

export const notFound = (
  code = 'not_found',
  key: MessageKey = 'errors.notFound',
  options?: AppErrorOptions,
) => new AppError('not_found', code, key, options);
export const forbidden = (
  code = 'forbidden',
  key: MessageKey = 'errors.forbidden',
  options?: AppErrorOptions,
) => new AppError('forbidden', code, key, options);
export const unauthorized = (
  code = 'unauthorized',
  key: MessageKey = 'errors.unauthorized',
  options?: AppErrorOptions,
) => new AppError('unauthorized', code, key, options);
export const conflict = (code: string, key: MessageKey = 'errors.conflict', options?: AppErrorOptions) =>
  new AppError('conflict', code, key, options);
export const badRequest = (code: string, key: MessageKey = 'errors.badRequest', options?: AppErrorOptions) =>
  new AppError('bad_request', code, key, options);
/** A request that is well-formed but breaks a field's rule the schema could not express. */
export const invalidFields = (fields: FieldError[]) =>
  new AppError('bad_request', 'validation_failed', 'errors.validation', { fields });
