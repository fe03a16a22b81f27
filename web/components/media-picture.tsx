import type { ImgHTMLAttributes } from 'react';
import { type ImageWidth, mediaSrcSet, mediaUrl } from '#lib/media.ts';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'>;

/**
 * A stored image at the widths given, as AVIF for browsers that take it and WebP for the rest
 * (issue 16): `<picture>` with an AVIF source at every width before the `<img>`, which keeps
 * every attribute of the image (size, alt, loading, priority) and whose `src` is the WebP at
 * `fallbackWidth`. An SVG is drawn as it is.
 */
export function MediaPicture({
  imageKey,
  widths,
  sizes,
  fallbackWidth,
  ...img
}: ImgProps & {
  imageKey: string;
  widths: readonly ImageWidth[];
  sizes: string;
  fallbackWidth?: ImageWidth;
}) {
  const fallback = fallbackWidth ?? widths[Math.min(1, widths.length - 1)];
  if (imageKey.endsWith('.svg')) return <img {...img} alt={img.alt ?? ''} src={mediaUrl(imageKey)} />;
  // Browsers that take srcset but not AVIF are a few years old: they get the one WebP of `src`,
  // which keeps a page of cards small (issue 16: the home page's HTML within 60 KB).
  const image = <img {...img} alt={img.alt ?? ''} src={mediaUrl(imageKey, fallback)} />;
  return (
    // `contents`: the <img> stays the box a flex or grid layout sizes, as if there were no <picture>.
    <picture className="contents">
      <source type="image/avif" srcSet={mediaSrcSet(imageKey, widths, 'avif')} sizes={sizes} />
      {image}
    </picture>
  );
}
