import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PRESCRIPTION_FILE_PATH,
  PRESCRIPTION_MAX_BYTES,
  type Prescription,
  type prescriptionFields,
} from '#lib/contracts/prescriptions.ts';
import type { Actor } from '#server/access/actor.ts';
import { requireCustomer, requireSignedIn } from '#server/access/permissions.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { AppError, conflict, notFound } from '#server/errors.ts';
import { DOCUMENT_EXTENSIONS, sniffDocumentType } from '#server/storage/file-kind.ts';
import type { Storage } from '#server/storage/storage.ts';
import { mayOpen } from './policy.ts';
import { orderPrescriptions, prescriptions } from './schema.ts';

/*
 * Customers' prescriptions: uploaded files kept privately through the storage driver, opened
 * only by the owner, a seller with a part in an order the prescription is attached to, and
 * admins with the orders feature. Anyone else gets 404, as if it did not exist.
 */

type PrescriptionRow = typeof prescriptions.$inferSelect;
type ContentType = PrescriptionRow['content_type'];

const EXTENSIONS: Record<ContentType, string> = DOCUMENT_EXTENSIONS;

/** The file's kind from its first bytes; null when not accepted. */
export const sniffPrescriptionType = (bytes: Buffer): ContentType | null => sniffDocumentType(bytes);

function toPrescription(row: PrescriptionRow): Prescription {
  return {
    id: row.id,
    title: row.title,
    patient_name: row.patient_name,
    patient_age: row.patient_age,
    patient_gender: row.patient_gender,
    content_type: row.content_type,
    size: row.size,
    file_url: PRESCRIPTION_FILE_PATH.replace(':id', String(row.id)),
    created_at: row.created_at.toISOString(),
  };
}

/** The customer's prescriptions, newest first. */
export async function listPrescriptions(db: Db, actor: Actor): Promise<Prescription[]> {
  requireCustomer(actor);
  const rows = await db
    .select()
    .from(prescriptions)
    .where(eq(prescriptions.user_id, actor.userId))
    .orderBy(desc(prescriptions.created_at), desc(prescriptions.id));
  return rows.map(toPrescription);
}

/**
 * Keeps an uploaded prescription: the kind is sniffed from the bytes (JPEG, PNG, WebP or PDF,
 * else 415), at most PRESCRIPTION_MAX_BYTES (413), stored under `private/prescriptions/`.
 */
export async function storePrescription(
  db: Db,
  storage: Storage,
  actor: Actor,
  fields: z.output<typeof prescriptionFields>,
  file: Buffer,
): Promise<Prescription> {
  requireCustomer(actor);
  if (file.length > PRESCRIPTION_MAX_BYTES) {
    throw new AppError('payload_too_large', 'payload_too_large', 'ordersApi.prescriptionTooLarge', {
      params: { size: PRESCRIPTION_MAX_BYTES / (1024 * 1024) },
    });
  }
  const contentType = sniffPrescriptionType(file);
  if (!contentType) {
    throw new AppError(
      'unsupported_media_type',
      'unsupported_file_type',
      'ordersApi.prescriptionTypeUnsupported',
    );
  }
  const key = `private/prescriptions/${actor.userId}/${randomBytes(12).toString('hex')}.${EXTENSIONS[contentType]}`;
  await storage.put(key, file);
  try {
    const [row] = await db
      .insert(prescriptions)
      .values({
        user_id: actor.userId,
        title: fields.title,
        patient_name: fields.patient_name,
        patient_age: fields.patient_age,
        patient_gender: fields.patient_gender,
        content_type: contentType,
        size: file.length,
        storage_key: key,
      })
      .returning();
    return toPrescription(row!);
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/** Removes one of the customer's own prescriptions and its file; one attached to an order stays (409). */
export async function deletePrescription(
  db: Db,
  storage: Storage,
  actor: Actor,
  id: number,
): Promise<{ id: number }> {
  requireCustomer(actor);
  const key = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ storage_key: prescriptions.storage_key })
      .from(prescriptions)
      .where(and(eq(prescriptions.id, id), eq(prescriptions.user_id, actor.userId)))
      .for('update');
    if (!row) throw notFound('prescription_not_found');
    const [attached] = await tx
      .select({ order_id: orderPrescriptions.order_id })
      .from(orderPrescriptions)
      .where(eq(orderPrescriptions.prescription_id, id))
      .limit(1);
    if (attached) throw conflict('prescription_attached', 'ordersApi.prescriptionAttached');
    await tx.delete(prescriptions).where(eq(prescriptions.id, id));
    return row.storage_key;
  });
  await storage.delete(key);
  return { id };
}

/** Which of these prescriptions are the customer's own. */
export async function ownPrescriptionIds(db: Tx, userId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: prescriptions.id })
    .from(prescriptions)
    .where(and(eq(prescriptions.user_id, userId), inArray(prescriptions.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Attaches prescriptions (already checked to be the customer's) to an order. */
export async function attachPrescriptions(tx: Tx, orderId: number, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await tx
    .insert(orderPrescriptions)
    .values(unique.map((prescription_id) => ({ order_id: orderId, prescription_id })));
}

/** The prescriptions attached to each of these orders. */
export async function prescriptionIdsOfOrders(db: Tx, orderIds: number[]): Promise<Map<number, number[]>> {
  const byOrder = new Map<number, number[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderPrescriptions)
    .where(inArray(orderPrescriptions.order_id, orderIds))
    .orderBy(orderPrescriptions.prescription_id);
  for (const row of rows)
    byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row.prescription_id]);
  return byOrder;
}

/**
 * The prescription's file for its owner, a seller with a part in an order it is attached to, or
 * an admin with the orders feature; 404 for anyone else (and 401 for nobody signed in).
 */
export async function openPrescriptionFile(
  db: Db,
  storage: Storage,
  actor: Actor,
  id: number,
): Promise<{ stream: Readable; size: number; contentType: ContentType; filename: string }> {
  requireSignedIn(actor);
  const [row] = await db.select().from(prescriptions).where(eq(prescriptions.id, id)).limit(1);
  if (!row || !(await mayOpen(db, actor, row))) throw notFound('prescription_not_found');
  const file = await storage.read(row.storage_key);
  if (!file) throw notFound('prescription_not_found');
  return {
    stream: file.stream,
    size: file.size,
    contentType: row.content_type,
    filename: `prescription-${row.id}.${EXTENSIONS[row.content_type]}`,
  };
}
