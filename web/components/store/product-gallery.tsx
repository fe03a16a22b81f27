import { useState } from 'react';
import { preload } from 'react-dom';
import type { PhotoInfo } from '#lib/contracts/catalog.ts';
import { type ImageWidth, mediaSrcSet, mediaUrl } from '#lib/media.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { MediaPicture } from '../media-picture.tsx';

/**
 * A product's photos: the main photo large (fetched first: it is the page's largest image) and
 * the others as thumbnails that replace it.
 */
const MAIN_WIDTHS: readonly ImageWidth[] = [480, 640, 800, 1200];
const MAIN_SIZES = '(max-width: 767px) 100vw, (max-width: 1279px) 45vw, 560px';

export function ProductGallery({ photos, title }: { photos: PhotoInfo[]; title: string }) {
  const { t, number } = useI18n();
  const [selected, setSelected] = useState(0);
  const main = photos[selected] ?? photos[0];
  if (!main) return <div className="aspect-square w-full rounded-lg bg-gray-100" />;
  const { content, width, height } = main.product_photo_data;
  if (selected === 0 && !content.endsWith('.svg')) {
    // The page's largest paint: preloaded from the <head> at high priority (React does not
    // preload an <img> inside <picture>), so it starts before the page's code (decision 0033).
    preload(mediaUrl(content, 800, 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: mediaSrcSet(content, MAIN_WIDTHS, 'avif'),
      imageSizes: MAIN_SIZES,
      fetchPriority: 'high',
    });
  }
  return (
    <section aria-label={t('product.photos', { name: title })} className="flex flex-col gap-3">
      <MediaPicture
        key={content}
        imageKey={content}
        widths={MAIN_WIDTHS}
        fallbackWidth={800}
        sizes={MAIN_SIZES}
        width={width}
        height={height}
        alt={main.alt || title}
        loading="eager"
        fetchPriority={selected === 0 ? 'high' : 'auto'}
        className="aspect-square w-full rounded-lg border border-gray-200 bg-white object-contain"
      />
      {photos.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, index) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={t('product.showPhoto', { index: number(index + 1) })}
                aria-pressed={index === selected}
                className={`block rounded-md border-2 p-0.5 ${index === selected ? 'border-brand-600' : 'border-transparent hover:border-gray-300'}`}
              >
                <MediaPicture
                  imageKey={photo.product_photo_data.content}
                  widths={[160]}
                  sizes="64px"
                  width={64}
                  height={64}
                  alt=""
                  loading="lazy"
                  className="h-16 w-16 rounded object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
