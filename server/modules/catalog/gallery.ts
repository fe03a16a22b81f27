import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { FEATURES } from '#lib/contracts/features.ts';
import {
  deleteMedia,
  listMedia,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  MEDIA_MIN_SIDE,
  MEDIA_STORED_MAX_SIDE,
  type MediaFile,
  storeMedia,
} from '#lib/contracts/media-galleries.ts';
import { pageMeta } from '#lib/pagination.ts';
import type { Actor } from '#server/access/actor.ts';
import { hasFeature, requireSellerScope, requireSignedIn } from '#server/access/permissions.ts';
import type { Db } from '#server/db/client.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError, conflict, forbidden, notFound } from '#server/errors.ts';
import { written } from '#server/http/answer.ts';
import { route } from '#server/http/route.ts';
import { mediaFiles } from '#server/modules/media/schema.ts';
import type { Storage } from '#server/storage/storage.ts';
import { productPhotos } from './schema.ts';

/*
 * Media galleries (issue 12): images for product photos. A seller sees and changes only its own
 * shop's; admins (feature 22) all, and their own uploads (company null) every seller may reuse.
 * Uploads are decoded by sharp (the type is what the bytes are, not what the name says), limited
 * in size and pixels, turned upright, shrunk to the largest srcset width and stored as WebP,
 * which drops EXIF and every other metadata; /media?w= makes the smaller widths on demand.
 */

function mediaScope(actor: Actor): { companyId: number | null } {
  requireSignedIn(actor);
  if (actor.kind === 'seller') {
    requireSellerScope(actor, 'products');
    return { companyId: actor.companyId };
  }
  if (actor.kind === 'admin' && hasFeature(actor, FEATURES.mediaGalleries)) return { companyId: null };
  throw forbidden();
}

// Qualified by hand: in a one-table select Drizzle writes columns bare, and `"path" = "path"`
// inside the sub-select would compare product_photos.path with itself (every photo counted).
const usedBy = sql<number>`(select count(*)::int from ${productPhotos} where ${productPhotos}.${sql.identifier(productPhotos.path.name)} = ${mediaFiles}.${sql.identifier(mediaFiles.path.name)})`;

export async function listGallery(
  db: Db,
  actor: Actor,
  query: { q?: string; unused?: boolean; company_id?: number; page: number; limit: number },
) {
  const scope = mediaScope(actor);
  const where: SQL[] = [];
  if (scope.companyId !== null) where.push(eq(mediaFiles.company_id, scope.companyId));
  else if (query.company_id !== undefined)
    where.push(or(eq(mediaFiles.company_id, query.company_id), isNull(mediaFiles.company_id)) as SQL);
  if (query.q) where.push(ilike(mediaFiles.file_name, `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`));
  if (query.unused) where.push(sql`${usedBy} = 0`);
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: mediaFiles.id,
        company_id: mediaFiles.company_id,
        path: mediaFiles.path,
        file_name: mediaFiles.file_name,
        width: mediaFiles.width,
        height: mediaFiles.height,
        bytes: mediaFiles.bytes,
        used_by: usedBy,
        created_at: mediaFiles.created_at,
      })
      .from(mediaFiles)
      .where(condition)
      .orderBy(desc(mediaFiles.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(mediaFiles).where(condition),
  ]);
  return {
    data: rows.map(
      (row): MediaFile => ({
        ...row,
        used_by: Number(row.used_by),
        created_at: row.created_at.toISOString(),
      }),
    ),
    meta: pageMeta(query.page, query.limit, total?.total ?? 0),
  };
}

const notImage = () => new AppError('unsupported_media_type', 'not_an_image', 'products.mediaNotImage');

/** Checks and stores one uploaded image; answers its gallery row. */
export async function storeImage(
  db: Db,
  storage: Storage,
  actor: Actor,
  bytes: Buffer,
  fileName: string,
): Promise<MediaFile> {
  const scope = mediaScope(actor);
  if (bytes.length > MEDIA_MAX_BYTES)
    throw new AppError('payload_too_large', 'payload_too_large', 'products.mediaTooLarge', {
      params: { size: MEDIA_MAX_BYTES / 1024 / 1024 },
    });
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw notImage();
  }
  if (!['jpeg', 'png', 'webp'].includes(metadata.format ?? '')) throw notImage();
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width * height > MEDIA_MAX_PIXELS)
    throw new AppError('payload_too_large', 'too_many_pixels', 'products.mediaTooManyPixels', {
      params: { pixels: MEDIA_MAX_PIXELS / 1_000_000 },
    });
  if (width < MEDIA_MIN_SIDE || height < MEDIA_MIN_SIDE)
    throw new AppError('unprocessable', 'image_too_small', 'products.mediaTooSmall', {
      params: { min: MEDIA_MIN_SIDE },
    });
  let output: { data: Buffer; info: { width: number; height: number } };
  try {
    output = await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS })
      .rotate()
      .resize({
        width: MEDIA_STORED_MAX_SIDE,
        height: MEDIA_STORED_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw notImage();
  }
  const path = `gallery/${scope.companyId ?? 'admin'}/${randomUUID()}.webp`;
  await storage.put(path, output.data);
  const name = fileName.replace(/[^\p{L}\p{N} ._-]/gu, '').slice(0, 120) || 'image';
  const [row] = await db
    .insert(mediaFiles)
    .values({
      company_id: scope.companyId,
      path,
      file_name: name,
      width: output.info.width,
      height: output.info.height,
      bytes: output.data.length,
      uploaded_by_user_id: actor.kind === 'anonymous' ? null : actor.userId,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return { ...row, used_by: 0, created_at: row.created_at.toISOString() };
}

export async function deleteImage(db: Db, storage: Storage, actor: Actor, id: number) {
  const scope = mediaScope(actor);
  const [row] = await db
    .select({ id: mediaFiles.id, path: mediaFiles.path, used: usedBy })
    .from(mediaFiles)
    .where(
      scope.companyId === null
        ? eq(mediaFiles.id, id)
        : and(eq(mediaFiles.id, id), eq(mediaFiles.company_id, scope.companyId)),
    );
  if (!row) throw notFound('media_not_found', 'errors.notFound');
  if (Number(row.used) > 0) throw conflict('media_in_use', 'products.mediaInUse');
  await db.delete(mediaFiles).where(eq(mediaFiles.id, id));
  await storage.delete(row.path);
  return { id };
}

async function readFile(request: FastifyRequest): Promise<{ bytes: Buffer; name: string } | null> {
  if (!request.isMultipart())
    throw new AppError('unsupported_media_type', 'unsupported_media_type', 'errors.unsupportedMediaType');
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file')
        return { bytes: await part.toBuffer(), name: part.filename };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('payload_too_large', 'payload_too_large', 'products.mediaTooLarge', {
        params: { size: MEDIA_MAX_BYTES / 1024 / 1024 },
      });
    throw error;
  }
  return null;
}

export async function galleryRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, storage } = deps;
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    route(scope, listMedia, async (request) => listGallery(db, request.actor, request.query));
    route(scope, storeMedia, async (request) => {
      mediaScope(request.actor);
      const file = await readFile(request as unknown as FastifyRequest);
      if (!file || file.bytes.length === 0)
        throw new AppError('bad_request', 'file_missing', 'products.mediaMissing');
      return written(
        request,
        await storeImage(db, storage, request.actor, file.bytes, file.name),
        'products.mediaSaved',
      );
    });
    route(scope, deleteMedia, async (request) =>
      written(
        request,
        await deleteImage(db, storage, request.actor, request.params.id),
        'products.mediaDeleted',
      ),
    );
  });
}
