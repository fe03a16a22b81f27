import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParam } from '#lib/contracts/common.ts';
import { fieldErrorsFromIssues } from '#lib/contracts/issues.ts';
import {
  COMPANY_DOCUMENT_MAX_BYTES,
  COMPANY_DOCUMENT_PATH,
  manageOrders,
  recordPayout,
  resubmitApplication,
  sellerBalances,
  sellerDashboard,
  sellerLedger,
  sellerOrderFacts,
  shopAccount,
  updateShopSettings,
  uploadCompanyDocument,
} from '#lib/contracts/seller-desk.ts';
import { bilingual } from '#lib/i18n/translate.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError, invalidFields } from '#server/errors.ts';
import { written } from '#server/http/answer.ts';
import { fileHeaders } from '#server/http/file-headers.ts';
import { route } from '#server/http/route.ts';
import * as documents from './company-document.ts';
import { sellerDashboard as dashboard } from './dashboard.ts';
import * as ledger from './ledger.ts';
import * as list from './manage-orders.ts';
import { ownCompanyOf, requireDocumentReader } from './policy.ts';
import * as shop from './shop.ts';

/** The one `file` part of a multipart upload (413 past the limit, 415 when not multipart). */
async function readFile(request: FastifyRequest): Promise<Buffer | null> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'unsupported_media_type', 'errors.unsupportedMediaType');
  }
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file' && file === null) file = bytes;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', 'payload_too_large', 'sellerDesk.documentTooLarge', {
        params: { size: COMPANY_DOCUMENT_MAX_BYTES / (1024 * 1024) },
      });
    }
    throw error;
  }
  return file;
}

/** The private trade licence or NID document: its upload (multipart, this scope only) and its file. */
async function companyDocumentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, storage } = deps;
  await app.register(multipart, {
    limits: { fileSize: COMPANY_DOCUMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1_000, parts: 6 },
  });

  route(app, uploadCompanyDocument, async (request, reply) => {
    // Who is asking, before their bytes are taken in.
    ownCompanyOf(request.actor, 'shop', true);
    const file = await readFile(request as unknown as FastifyRequest);
    if (!file || file.length === 0) {
      throw invalidFields([
        { path: 'file', code: 'required', message: bilingual('sellerDesk.documentMissing') },
      ]);
    }
    reply.code(201);
    return written(
      request,
      await documents.storeCompanyDocument(storage, request.actor, file),
      'sellerDesk.documentUploaded',
    );
  });

  app.get(
    COMPANY_DOCUMENT_PATH,
    {
      schema: {
        summary: 'A company’s trade licence or NID document, for its own sellers and admins (feature 30)',
        tags: ['seller'],
      },
    },
    async (request, reply) => {
      requireDocumentReader(request.actor);
      const params = idParam.safeParse(request.params);
      if (!params.success) throw invalidFields(fieldErrorsFromIssues(params.error.issues));
      const file = await documents.openCompanyDocument(db, storage, request.actor, params.data.id);
      if (request.actor.kind === 'admin') {
        request.log.info({ companyId: params.data.id }, 'admin opened a company document');
      }
      reply
        .type(file.contentType)
        .header('content-length', file.size)
        .headers(fileHeaders(file.contentType, file.filename));
      return reply.send(file.stream);
    },
  );
}

/** The seller dashboard's calls and the admin side of the sellers' money. */
export async function sellerDeskRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, storage } = deps;
  app.addHook('onSend', async (_request, reply) => {
    // Private: a shop's account, orders, money and its documents are nobody else's to cache.
    reply.header('cache-control', 'private, no-store');
  });
  await app.register(async (scope) => companyDocumentRoutes(scope, deps));

  route(app, shopAccount, async (request) => ({
    data: await shop.shopAccount(db, request.actor),
    staff_role: request.actor.kind === 'seller' ? request.actor.staffRole : 'owner',
  }));
  route(app, resubmitApplication, async (request) =>
    written(
      request,
      await shop.resubmitApplication(db, storage, request.actor, request.body),
      'sellerDesk.resubmitted',
    ),
  );
  route(app, updateShopSettings, async (request) =>
    written(
      request,
      await shop.updateShopSettings(db, request.actor, request.body),
      'sellerDesk.settingsSaved',
    ),
  );
  route(app, manageOrders, async (request) => list.manageOrders(db, request.actor, request.query));
  route(app, sellerOrderFacts, async (request) => ({
    data: await list.sellerOrderFacts(db, request.actor, request.params.id),
  }));
  route(app, sellerDashboard, async (request) => ({ data: await dashboard(db, request.actor) }));
  route(app, sellerLedger, async (request) => ledger.sellerLedger(db, request.actor, request.query));
  route(app, sellerBalances, async (request) => ledger.sellerBalances(db, request.actor, request.query));
  route(app, recordPayout, async (request, reply) => {
    reply.code(201);
    return written(
      request,
      await ledger.recordPayout(db, request.actor, request.body),
      'sellerDesk.payoutRecorded',
    );
  });
}
