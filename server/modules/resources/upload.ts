import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { bilingual } from '#lib/i18n/translate.ts';
import { mediaUrl } from '#lib/media.ts';
import type { Resource } from '#lib/resources/define.ts';
import type { Actor } from '#server/access/actor.ts';
import { invalidFields } from '#server/errors.ts';
import type { Storage } from '#server/storage/storage.ts';
import { requireResourceAdmin } from './policy.ts';

const FORMATS: Record<string, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

/**
 * Keeps an uploaded image of an image field (an icon, a logo) under `resources/{name}/` and
 * answers its storage key, which the form then saves in the field. The kind is read from the
 * bytes, never from the file's name.
 */
export async function uploadImage(
  storage: Storage,
  actor: Actor,
  resource: Resource,
  file: Buffer | null,
): Promise<{ key: string; url: string }> {
  requireResourceAdmin(actor, resource);
  const problem = (key: 'validation.required' | 'validation.invalidFormat') => {
    throw invalidFields([{ path: 'file', code: key.split('.')[1] ?? 'invalid', message: bilingual(key) }]);
  };
  if (!file || file.length === 0) return problem('validation.required');
  const format = await sharp(file)
    .metadata()
    .then((meta) => meta.format)
    .catch(() => undefined);
  const extension = format ? FORMATS[format] : undefined;
  if (!extension) return problem('validation.invalidFormat');
  const key = `resources/${resource.name}/${randomBytes(9).toString('base64url')}.${extension}`;
  await storage.put(key, file);
  return { key, url: mediaUrl(key) };
}
