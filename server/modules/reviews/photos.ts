import { randomBytes } from 'node:crypto';
import { REVIEW_PHOTO_MAX_BYTES } from '#lib/contracts/reviews.ts';
import { bilingual } from '#lib/i18n/translate.ts';
import { mediaUrl } from '#lib/media.ts';
import type { Actor } from '#server/access/actor.ts';
import { requireCustomer } from '#server/access/permissions.ts';
import { AppError, invalidFields } from '#server/errors.ts';
import type { Storage } from '#server/storage/storage.ts';

type PhotoType = 'jpg' | 'png' | 'webp';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The photo's kind from its first bytes, never from its name; null when not JPEG, PNG or WebP. */
export function sniffPhotoType(bytes: Buffer): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

/**
 * Keeps one review photo under `reviews/<customer id>/` (public, served by /media/ in the site's
 * widths): at most 5 MB (413), JPEG, PNG or WebP by its bytes (415). The review then names it.
 */
export async function uploadReviewPhoto(
  storage: Storage,
  actor: Actor,
  file: Buffer | null,
): Promise<{ key: string; url: string }> {
  requireCustomer(actor);
  if (!file || file.length === 0) {
    throw invalidFields([{ path: 'file', code: 'required', message: bilingual('reviews.photoMissing') }]);
  }
  if (file.length > REVIEW_PHOTO_MAX_BYTES) {
    throw new AppError('payload_too_large', 'payload_too_large', 'reviews.photoTooLarge', {
      params: { size: REVIEW_PHOTO_MAX_BYTES / (1024 * 1024) },
    });
  }
  const type = sniffPhotoType(file);
  if (!type) throw new AppError('unsupported_media_type', 'unsupported_file_type', 'reviews.photoType');
  const key = `reviews/${actor.userId}/${randomBytes(12).toString('hex')}.${type}`;
  await storage.put(key, file);
  return { key, url: mediaUrl(key) };
}

/** The customer's own uploaded photos only: every key under their folder and stored (400 otherwise). */
export async function checkOwnPhotos(storage: Storage, userId: number, keys: string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  for (const [index, key] of unique.entries()) {
    if (!key.startsWith(`reviews/${userId}/`) || !(await storage.exists(key))) {
      throw invalidFields([
        { path: `photos.${index}`, code: 'unknown_photo', message: bilingual('reviews.photoUnknown') },
      ]);
    }
  }
  return unique;
}
