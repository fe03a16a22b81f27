/** Spec §3: images are served from the public media path plus the file's storage key. */
export const MEDIA_PATH = '/media/';

/** Widths the media route will produce (server/modules/media/routes.ts keeps the same list). */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1200, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The formats the media route makes a narrower copy in: AVIF where the browser takes it, else WebP. */
export type ImageFormat = 'webp' | 'avif';

/**
 * The URL of a stored file, optionally as a WebP (or AVIF) no wider than `width`. Stored keys are
 * never written twice (uploads get new random names), so every such URL may be cached for good.
 */
export function mediaUrl(key: string, width?: ImageWidth, format: ImageFormat = 'webp'): string {
  const path = MEDIA_PATH + key.split('/').map(encodeURIComponent).join('/');
  if (!width || key.endsWith('.svg')) return path;
  return format === 'avif' ? `${path}?w=${width}&f=avif` : `${path}?w=${width}`;
}

/** A srcset offering the given widths of a stored image (in WebP, or AVIF). */
export function mediaSrcSet(
  key: string,
  widths: readonly ImageWidth[],
  format: ImageFormat = 'webp',
): string | undefined {
  if (key.endsWith('.svg')) return undefined;
  return widths.map((width) => `${mediaUrl(key, width, format)} ${width}w`).join(', ');
}
