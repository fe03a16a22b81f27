/** Spec §3: images are served from the public media path plus the file's storage key. */
export const MEDIA_PATH = '/media/';

/** Widths the media route will produce (server/modules/media/routes.ts keeps the same list). */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1200, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The URL of a stored file, optionally as a WebP no wider than `width`. */
export function mediaUrl(key: string, width?: ImageWidth): string {
  const path = MEDIA_PATH + key.split('/').map(encodeURIComponent).join('/');
  return width && !key.endsWith('.svg') ? `${path}?w=${width}` : path;
}

/** A srcset offering the given widths of a stored image. */
export function mediaSrcSet(key: string, widths: readonly ImageWidth[]): string | undefined {
  if (key.endsWith('.svg')) return undefined;
  return widths.map((width) => `${mediaUrl(key, width)} ${width}w`).join(', ');
}
