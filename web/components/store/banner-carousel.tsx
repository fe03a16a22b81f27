import { useCallback, useEffect, useRef, useState } from 'react';
import type { Banner } from '#lib/contracts/content.ts';
import { mediaSrcSet, mediaUrl } from '#lib/media.ts';
import { useDevice } from '../../lib/device.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons.tsx';

/** Spec §9: phones autoplay every 2500 ms with a 15 px gap; desktops do not autoplay. */
export const MOBILE_AUTOPLAY_MS = 2500;
export const MOBILE_GAP_PX = 15;

function BannerImage({ banner, priority }: { banner: Banner; priority: boolean }) {
  const { pick } = useI18n();
  const title = pick(banner, 'banner_title');
  const image = (
    <picture>
      <source
        media="(max-width: 767px)"
        srcSet={mediaSrcSet(banner.mobile_banner_image, [480, 800])}
        sizes="100vw"
      />
      <img
        src={mediaUrl(banner.desktop_banner_image, 1200)}
        srcSet={mediaSrcSet(banner.desktop_banner_image, [800, 1200, 1600])}
        sizes="(max-width: 1024px) 100vw, 66vw"
        width={1600}
        height={500}
        alt={title}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className="aspect-[8/5] h-full w-full rounded-lg object-cover md:aspect-[16/5]"
      />
    </picture>
  );
  return banner.promotional_link ? (
    <a href={banner.promotional_link} className="block">
      {image}
    </a>
  ) : (
    image
  );
}

/** The type-1 banners in a looping carousel. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const device = useDevice();
  const { t, number } = useI18n();
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const count = banners.length;

  const show = useCallback(
    (next: number) => {
      // The carousel loops: after the last comes the first.
      const wrapped = ((next % count) + count) % count;
      setIndex(wrapped);
      const slide = track.current?.children[wrapped] as HTMLElement | undefined;
      if (slide && track.current) track.current.scrollTo({ left: slide.offsetLeft, behavior: 'smooth' });
    },
    [count],
  );

  useEffect(() => {
    if (device !== 'mobile' || count < 2) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => show(index + 1), MOBILE_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [device, count, index, show]);

  if (count === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label={t('home.banners')} className="relative">
      <div
        ref={track}
        className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth [scrollbar-width:none]"
        style={{ gap: device === 'mobile' ? MOBILE_GAP_PX : 0 }}
      >
        {banners.map((banner, position) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names slides with role=group
          <div
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${number(position + 1)} / ${number(count)}`}
            className="w-full shrink-0 snap-start"
          >
            <BannerImage banner={banner} priority={position === 0} />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => show(index - 1)}
            aria-label="‹"
            className="absolute left-2 top-1/2 hidden -translate-y-1/2 rounded-full bg-white/80 p-1.5 shadow md:block"
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            onClick={() => show(index + 1)}
            aria-label="›"
            className="absolute right-2 top-1/2 hidden -translate-y-1/2 rounded-full bg-white/80 p-1.5 shadow md:block"
          >
            <ChevronRightIcon />
          </button>
          <div className="absolute bottom-2 left-0 right-0 flex justify-center gap-1.5">
            {banners.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                onClick={() => show(position)}
                aria-label={`${number(position + 1)} / ${number(count)}`}
                aria-current={position === index}
                className={`h-2 w-2 rounded-full ${position === index ? 'bg-white' : 'bg-white/50'}`}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

/** The type-2 banners beside the carousel. */
export function SideBanners({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
      {banners.slice(0, 2).map((banner) => (
        <BannerImage key={banner.id} banner={banner} priority={false} />
      ))}
    </div>
  );
}
