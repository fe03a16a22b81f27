import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { COMPANY_DOCUMENT_MAX_BYTES, type COMPANY_DOCUMENT_TYPES } from '#lib/contracts/seller-desk.ts';
import type { Actor } from '#server/access/actor.ts';
import { requireSignedIn } from '#server/access/permissions.ts';
import { transaction } from '#server/db/after-commit.ts';
import type { Db } from '#server/db/client.ts';
import { AppError, notFound } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/api.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { DOCUMENT_EXTENSIONS, sniffDocumentType } from '#server/storage/file-kind.ts';
import type { Storage } from '#server/storage/storage.ts';
import { mayOpenCompanyDocument, ownCompanyOf } from './policy.ts';

/*
 * The shop's trade licence or NID document: uploaded by its seller while applying, kept under
 * `private/company-documents/{company}/` (never served by /media), and opened only by the
 * company's own seller users and admins with the companies feature. The upload only stores the
 * file; the application's `document` names it when the seller sends the application.
 */

export type CompanyDocumentType = (typeof COMPANY_DOCUMENT_TYPES)[number];

const EXTENSIONS: Record<CompanyDocumentType, string> = DOCUMENT_EXTENSIONS;

/** Where this company's documents are kept. */
export const documentFolderOf = (companyId: number) => `private/company-documents/${companyId}/`;

/** Whether a key is one of this company's uploaded documents (and nothing else's). */
export function isOwnDocumentKey(companyId: number, key: string): boolean {
  const folder = documentFolderOf(companyId);
  return key.startsWith(folder) && /^[0-9a-f]{24}\.(jpg|png|webp|pdf)$/.test(key.slice(folder.length));
}

function typeOfKey(key: string): CompanyDocumentType | null {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const found = Object.entries(EXTENSIONS).find(([, value]) => value === extension);
  return found ? (found[0] as CompanyDocumentType) : null;
}

/**
 * Keeps the seller's uploaded document: the kind is sniffed from the bytes (JPEG, PNG, WebP or
 * PDF, else 415), at most COMPANY_DOCUMENT_MAX_BYTES (413). Answers the key to send with the
 * application. A pending, rejected or blocked shop may upload (it is how it applies).
 */
export async function storeCompanyDocument(
  storage: Storage,
  actor: Actor,
  file: Buffer,
): Promise<{ document: string; content_type: CompanyDocumentType; size: number }> {
  const companyId = ownCompanyOf(actor, 'shop', true);
  if (file.length > COMPANY_DOCUMENT_MAX_BYTES) {
    throw new AppError('payload_too_large', 'payload_too_large', 'sellerDesk.documentTooLarge', {
      params: { size: COMPANY_DOCUMENT_MAX_BYTES / (1024 * 1024) },
    });
  }
  const contentType = sniffDocumentType(file);
  if (!contentType) {
    throw new AppError('unsupported_media_type', 'unsupported_file_type', 'sellerDesk.documentType');
  }
  const key = `${documentFolderOf(companyId)}${randomBytes(12).toString('hex')}.${EXTENSIONS[contentType]}`;
  await storage.put(key, file);
  return { document: key, content_type: contentType, size: file.length };
}

/**
 * The company's document for its own seller users and admins with the companies feature: 401
 * for nobody signed in, 403 for customers, delivery persons and admins without the feature, 404
 * for another shop's seller (as if it did not exist). An admin's reading is audited.
 */
export async function openCompanyDocument(
  db: Db,
  storage: Storage,
  actor: Actor,
  companyId: number,
): Promise<{ stream: Readable; size: number; contentType: CompanyDocumentType; filename: string }> {
  requireSignedIn(actor);
  if (!mayOpenCompanyDocument(actor, companyId)) throw notFound('document_not_found');
  const [row] = await db
    .select({ document: companies.document })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  const key = row?.document;
  const contentType = key ? typeOfKey(key) : null;
  if (!key || !contentType || !key.startsWith(documentFolderOf(companyId))) {
    throw notFound('document_not_found');
  }
  const file = await storage.read(key);
  if (!file) throw notFound('document_not_found');
  if (actor.kind === 'admin') {
    await transaction(db, (tx) =>
      recordAudit(tx, {
        actor,
        action: 'view_document',
        entity: 'companies',
        entityId: companyId,
        note: key,
      }),
    );
  }
  return {
    stream: file.stream,
    size: file.size,
    contentType,
    filename: `company-${companyId}-document.${EXTENSIONS[contentType]}`,
  };
}
