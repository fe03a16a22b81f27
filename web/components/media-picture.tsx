import type { ImgHTMLAttributes } from 'react';
import { type ImageWidth, mediaSrcSet, mediaUrl } from '#lib/media.ts';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'>;

/**
 * A stored image at the widths given, as AVIF for browsers that take it and WebP for the rest
 * (issue 16): `<picture>` with an AVIF source before the `<img>`, which keeps every attribute of
 * the image (size, alt, loading, priority). `fallbackWidth` is the `<img>`'s own `src`. An SVG
 * is drawn as it is.
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
  const image = (
    <img
      {...img}
      alt={img.alt ?? ''}
      src={mediaUrl(imageKey, fallback)}
      srcSet={mediaSrcSet(imageKey, widths)}
      sizes={sizes}
    />
  );
  if (imageKey.endsWith('.svg')) return image;
  return (
    // `contents`: the <img> stays the box a flex or grid layout sizes, as if there were no <picture>.
    <picture className="contents">
      <source type="image/avif" srcSet={mediaSrcSet(imageKey, widths, 'avif')} sizes={sizes} />
      {image}
    </picture>
  );
}
