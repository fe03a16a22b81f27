import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import { IMAGE_WIDTHS } from '#lib/media.ts';
import type { AppDeps } from '#server/deps.ts';
import { fileHeaders } from '#server/http/file-headers.ts';
import { isSafeKey } from '#server/storage/storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

const mediaQuery = z.object({ w: z.coerce.number().int().optional() });

/**
 * `/media/{key}` serves stored files; `?w=` gives a WebP no wider than w, made once with sharp
 * and kept beside the original. Private files (prescriptions) never live under this route.
 */
export async function mediaRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/media/*', async (request, reply) => {
    const key = decodeURIComponent((request.params as { '*': string })['*']);
    if (!isSafeKey(key) || key.startsWith('private/') || key.startsWith('_variants/'))
      return reply.callNotFound();
    const parsedQuery = mediaQuery.safeParse(request.query);
    const width = parsedQuery.success ? parsedQuery.data.w : undefined;
    const extension = key.split('.').pop()?.toLowerCase() ?? '';
    const contentType = CONTENT_TYPES[extension];
    if (!contentType) return reply.callNotFound();

    let servedKey = key;
    let servedType = contentType;
    if (width !== undefined && extension !== 'svg' && extension !== 'pdf') {
      // Only the site's own widths, so nobody can fill the disk with variants.
      if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return reply.callNotFound();
      servedKey = `_variants/w${width}/${key.replace(/\.[a-z]+$/i, '')}.webp`;
      servedType = 'image/webp';
      if (!(await deps.storage.exists(servedKey))) {
        const original = await deps.storage.read(key);
        if (!original) return reply.callNotFound();
        const variant = await original.stream
          .pipe(sharp().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }))
          .toBuffer();
        await deps.storage.put(servedKey, variant);
      }
    }
    const file = await deps.storage.read(servedKey);
    if (!file) return reply.callNotFound();
    const etag = `"${file.size.toString(16)}-${file.modified.getTime().toString(16)}"`;
    reply.header('cache-control', 'public, max-age=604800, stale-while-revalidate=86400');
    reply.header('etag', etag);
    reply.headers(fileHeaders(servedType, servedKey.split('/').pop() ?? 'file'));
    if (request.headers['if-none-match'] === etag) {
      file.stream.destroy();
      return reply.code(304).send();
    }
    reply.type(servedType).header('content-length', file.size);
    return reply.send(file.stream);
  });
}
