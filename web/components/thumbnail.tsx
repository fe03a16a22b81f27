import { MediaPicture } from './media-picture.tsx';

/**
 * A small decorative picture beside a name (cart lines, order lines, seller cards): the 160 px
 * AVIF or WebP, lazy, with its box size set so nothing shifts. `className` gives the size and shape.
 * Without an image it draws an empty box when `placeholder` is set, else nothing.
 */
export function Thumbnail({
  image,
  size,
  className,
  placeholder = false,
}: {
  image: string | null | undefined;
  size: number;
  className: string;
  placeholder?: boolean;
}) {
  if (!image)
    return placeholder ? <span aria-hidden="true" className={`shrink-0 bg-gray-100 ${className}`} /> : null;
  return (
    <MediaPicture
      imageKey={image}
      widths={[160]}
      sizes={`${size}px`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className={`shrink-0 bg-gray-100 object-cover ${className}`}
    />
  );
}
