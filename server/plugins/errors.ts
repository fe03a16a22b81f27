import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, FieldError } from '#lib/contracts/common.ts';
import { fieldErrorsFromIssues, type IssueLike } from '#lib/contracts/issues.ts';
import type { MessageKey, MessageParams } from '#lib/i18n/messages.ts';
import { bilingual } from '#lib/i18n/translate.ts';
import { AppError } from '#server/errors.ts';

function body(
  request: FastifyRequest,
  code: string,
  key: MessageKey,
  params?: MessageParams,
  fields?: FieldError[],
): ErrorBody {
  return {
    code,
    message: bilingual(key, params),
    ...(fields?.length ? { fields } : {}),
    request_id: request.id,
  };
}

/** Fastify's own 4xx errors, by code, as our codes and messages. */
const FASTIFY_ERRORS: Record<string, { code: string; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', key: 'errors.unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', key: 'errors.badRequest' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', key: 'errors.badRequest' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', key: 'errors.badRequest' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', key: 'errors.payloadTooLarge' },
  FST_REQ_FILE_TOO_LARGE: { code: 'payload_too_large', key: 'errors.payloadTooLarge' },
  FST_ERR_CTP_INVALID_TYPE: { code: 'bad_request', key: 'errors.badRequest' },
};

/** PostgreSQL errors a client's request can cause; anything else is our fault (500). */
const DATABASE_ERRORS: Record<string, { status: number; code: string; key: MessageKey }> = {
  '23505': { status: 409, code: 'conflict', key: 'errors.conflict' },
  '23503': { status: 409, code: 'conflict', key: 'errors.conflict' },
  '22P02': { status: 400, code: 'bad_request', key: 'errors.badRequest' },
};

function databaseCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * One error handler for the whole API: AppError and validation errors become 4xx answers with
 * a stable code, a message in English and Bengali and field errors; everything else is logged
 * with the request id and answered 500 without internals.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
      // The visitor left before the answer began (a page streamed through compression, a form post
      // given up): Fastify destroys the answer's stream and reports its premature close here. No one
      // is left to answer, and nothing failed on our side.
      if (reply.raw.destroyed) {
        request.log.info({ code: 'code' in error ? error.code : undefined }, 'client closed the connection');
        return;
      }
      if (error instanceof AppError) {
        if (error.options.headers) reply.headers(error.options.headers);
        const answer = body(
          request,
          error.code,
          error.messageKey,
          error.options.params,
          error.options.fields,
        );
        return reply
          .code(error.status)
          .send(error.options.details ? { ...answer, details: error.options.details } : answer);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues: IssueLike[] = error.validation.map((item) => ({
          ...(item.params as object),
          code: item.keyword,
          path: item.instancePath.split('/').filter(Boolean),
          message: item.message ?? '',
        }));
        const fields = fieldErrorsFromIssues(issues);
        return reply
          .code(400)
          .send(body(request, 'validation_failed', 'errors.validation', undefined, fields));
      }
      const fastifyCode = 'code' in error ? FASTIFY_ERRORS[String(error.code)] : undefined;
      if (fastifyCode) {
        const status =
          error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
        return reply.code(status).send(body(request, fastifyCode.code, fastifyCode.key));
      }
      const dbError = DATABASE_ERRORS[databaseCode(error) ?? ''];
      if (dbError) {
        request.log.warn({ err: error }, 'database rejected a request');
        return reply.code(dbError.status).send(body(request, dbError.code, dbError.key));
      }
      const status = 'statusCode' in error ? error.statusCode : undefined;
      if (status === 429) {
        const seconds = Number(reply.getHeader('retry-after') ?? 60);
        return reply.code(429).send(body(request, 'rate_limited', 'errors.rateLimited', { seconds }));
      }
      if (status && status >= 400 && status < 500) {
        return reply
          .code(status)
          .send(
            body(
              request,
              status === 404 ? 'not_found' : 'bad_request',
              status === 404 ? 'errors.notFound' : 'errors.badRequest',
            ),
          );
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(body(request, 'internal', 'errors.internal'));
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? request.url;
      return reply
        .code(404)
        .send(body(request, 'route_not_found', 'errors.routeNotFound', { method: request.method, path }));
    });
  },
  { name: 'haat-errors' },
);

/**
 * The address with every path segment that cannot be percent-decoded (a cut-off escape such as
 * /%E0%A4%A) escaped once more, so it names a path the router can look up: a page nobody has.
 */
export function decodableUrl(url: string): string {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? '' : url.slice(cut);
  const segments = path.split('/').map((segment) => {
    try {
      decodeURIComponent(segment);
      return segment;
    } catch {
      return segment.replaceAll('%', '%25');
    }
  });
  return segments.join('/') + rest;
}

const isApiPath = (url: string) => /^\/api(?:[/?#]|$)/.test(url);

/** Headers of a page answered on behalf of another request; the length is recomputed on sending. */
const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/**
 * Fastify's own errors before routing (a malformed address, an over-long parameter). A page
 * address is answered with the shop's own page for it (the 404 page, inside the storefront's
 * frame, in the visitor's language); an API address with our JSON error body.
 */
export function frameworkErrorHandler(
  servesPages: boolean,
): NonNullable<FastifyServerOptions['frameworkErrors']> {
  return (error, request, frameworkReply) => {
    const reply = frameworkReply as unknown as FastifyReply;
    const url = request.raw.url ?? '/';
    if (
      servesPages &&
      error.code === 'FST_ERR_BAD_URL' &&
      !isApiPath(url) &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      void reply.server
        .inject({ method: request.method, url: decodableUrl(url), headers: request.headers })
        .then((page) => {
          for (const [name, value] of Object.entries(page.headers)) {
            if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value);
          }
          return reply.code(page.statusCode).send(page.rawPayload);
        })
        .catch((failure: unknown) => {
          request.log.error({ err: failure }, 'could not answer a malformed address with a page');
          return reply.code(400).send(body(request, 'bad_url', 'errors.badRequest'));
        });
      return;
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    return reply
      .code(status)
      .send(body(request, error.code === 'FST_ERR_BAD_URL' ? 'bad_url' : 'bad_request', 'errors.badRequest'));
  };
}
