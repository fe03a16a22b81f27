import { z } from 'zod';
import { paged, writeResult } from './common.ts';
import { endpoint } from './endpoint.ts';
import { FEATURES } from './features.ts';

/*
 * Tag management (spec §2 Admin → tags): usage counts, and merging one tag into another. Renaming,
 * adding and deleting an unused tag are the resource layer's calls (/api/tags/update/:id…).
 */

const TAG_EDITORS = { kinds: ['admin'], feature: FEATURES.tags } as const;

export const tagUsageSchema = z.object({
  id: z.number().int(),
  tag_name: z.string(),
  tag_name_bn: z.string(),
  slug: z.string(),
  /** How many products carry it. */
  used_by: z.number().int(),
  updated_at: z.string(),
});
export type TagUsage = z.infer<typeof tagUsageSchema>;

export const TAG_USAGE_PAGE = 25;

export const listTagUsage = endpoint({
  method: 'GET',
  path: '/api/tags/usage',
  summary: 'Tags with how many products carry each, by name; searched (q), only unused ones (unused)',
  tags: ['tags'],
  access: TAG_EDITORS,
  query: z.object({
    q: z.string().trim().max(100).optional(),
    unused: z.enum(['true', 'false']).optional(),
    page: z.coerce.number().int('validation.notInteger').min(1).default(1),
  }),
  response: paged(tagUsageSchema),
});

export const mergeTagsBody = z.object({
  from_id: z.number().int('validation.notInteger').positive('validation.required'),
  into_id: z.number().int('validation.notInteger').positive('validation.required'),
});

export const mergeTags = endpoint({
  method: 'POST',
  path: '/api/tags/merge',
  summary:
    'Merge tag from_id into into_id: its products carry into_id instead (no duplicates), then from_id is deleted; one transaction',
  tags: ['tags'],
  access: TAG_EDITORS,
  body: mergeTagsBody,
  response: writeResult(z.object({ into_id: z.number().int(), moved: z.number().int() })),
});
