import { z } from 'zod';
import { idParam, paged, writeResult } from './common.ts';
import { endpoint } from './endpoint.ts';
import { FEATURES } from './features.ts';

/** Sellers (their own shop's media) and admins with the media galleries feature (all of it). */
export const MEDIA_EDITORS = {
  kinds: ['seller', 'admin'],
  feature: FEATURES.mediaGalleries,
  sellerScope: 'products',
} as const;

/** Upload limits: the file's size, its pixels, its smallest side. */
export const MEDIA_MAX_BYTES = 8 * 1024 * 1024;
export const MEDIA_MAX_PIXELS = 40_000_000;
export const MEDIA_MIN_SIDE = 200;
/** Stored images are no wider or higher than this (the storefront's largest srcset width). */
export const MEDIA_STORED_MAX_SIDE = 1600;

export const mediaFileSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int().nullable(),
  path: z.string(),
  file_name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  /** How many products use it as a photo; only unused media can be deleted. */
  used_by: z.number().int(),
  created_at: z.string(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

export const listMedia = endpoint({
  method: 'GET',
  path: '/api/media-galleries/manage',
  summary: 'The media gallery: a seller’s own uploads, an admin’s all; newest first',
  tags: ['media galleries'],
  query: z.object({
    q: z.string().trim().max(100).optional(),
    unused: z.coerce.boolean().optional(),
    /** Admins: one shop's media and the shared (admins') media, as that shop's product editor offers. Sellers: ignored. */
    company_id: z.coerce.number().int().positive().optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(24),
  }),
  response: paged(mediaFileSchema),
  access: MEDIA_EDITORS,
});

/** Multipart: one `file` field. */
export const storeMedia = endpoint({
  method: 'POST',
  path: '/api/media-galleries/store',
  summary: 'Upload an image: type sniffed, size and pixels limited, metadata (EXIF) stripped, kept as WebP',
  tags: ['media galleries'],
  response: writeResult(mediaFileSchema),
  status: 201,
  access: MEDIA_EDITORS,
});

export const deleteMedia = endpoint({
  method: 'DELETE',
  path: '/api/media-galleries/:id',
  summary: 'Delete an image no product uses',
  tags: ['media galleries'],
  params: idParam,
  response: writeResult(z.object({ id: z.number().int() })),
  access: MEDIA_EDITORS,
});
