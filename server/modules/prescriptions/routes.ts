import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParam } from '#lib/contracts/common.ts';
import { fieldErrorsFromIssues } from '#lib/contracts/issues.ts';
import {
  deletePrescription,
  listPrescriptions,
  PRESCRIPTION_FILE_PATH,
  PRESCRIPTION_MAX_BYTES,
  prescriptionFields,
  storePrescription,
} from '#lib/contracts/prescriptions.ts';
import { parseInput } from '#lib/contracts/text.ts';
import { bilingual } from '#lib/i18n/translate.ts';
import { requireSignedIn } from '#server/access/permissions.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError, invalidFields } from '#server/errors.ts';
import { written } from '#server/http/answer.ts';
import { fileHeaders } from '#server/http/file-headers.ts';
import { route } from '#server/http/route.ts';
import { requireUploader } from './policy.ts';
import * as prescriptions from './service.ts';

/** The upload's text fields and its one file, read from the multipart body. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: Buffer | null }> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'unsupported_media_type', 'errors.unsupportedMediaType');
  }
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && file === null) file = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', 'payload_too_large', 'ordersApi.prescriptionTooLarge', {
        params: { size: PRESCRIPTION_MAX_BYTES / (1024 * 1024) },
      });
    }
    throw error;
  }
  return { fields, file };
}

/** The signed-in customer's prescriptions: multipart upload, list, delete, and the private file. */
export async function prescriptionsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, storage } = deps;
  // Only this scope parses multipart bodies: one file, no bigger than the limit, a few short fields.
  await app.register(multipart, {
    limits: { fileSize: PRESCRIPTION_MAX_BYTES, files: 1, fields: 10, fieldSize: 1_000, parts: 12 },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  route(app, listPrescriptions, async (request) => ({
    data: await prescriptions.listPrescriptions(db, request.actor),
  }));

  route(app, storePrescription, async (request) => {
    requireUploader(request.actor);
    const upload = await readUpload(request as unknown as FastifyRequest);
    const parsed = parseInput(prescriptionFields, upload.fields);
    const fieldErrors = parsed.success ? [] : fieldErrorsFromIssues(parsed.issues);
    if (!upload.file || upload.file.length === 0) {
      fieldErrors.push({
        path: 'file',
        code: 'required',
        message: bilingual('ordersApi.prescriptionFileMissing'),
      });
    }
    if (!parsed.success || fieldErrors.length > 0) throw invalidFields(fieldErrors);
    return written(
      request,
      await prescriptions.storePrescription(db, storage, request.actor, parsed.data, upload.file!),
      'ordersApi.prescriptionSaved',
    );
  });

  route(app, deletePrescription, async (request) =>
    written(
      request,
      await prescriptions.deletePrescription(db, storage, request.actor, request.params.id),
      'ordersApi.prescriptionDeleted',
    ),
  );

  app.get(
    PRESCRIPTION_FILE_PATH,
    {
      schema: {
        summary: 'The prescription file, for its owner, the order’s seller and admins',
        tags: ['prescriptions'],
      },
    },
    async (request, reply) => {
      // Who is asking, before what they ask for.
      requireSignedIn(request.actor);
      const params = idParam.safeParse(request.params);
      if (!params.success) throw invalidFields(fieldErrorsFromIssues(params.error.issues));
      const file = await prescriptions.openPrescriptionFile(db, storage, request.actor, params.data.id);
      reply
        .type(file.contentType)
        .header('content-length', file.size)
        .headers(fileHeaders(file.contentType, file.filename));
      return reply.send(file.stream);
    },
  );
}
