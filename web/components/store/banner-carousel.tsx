import { useCallback, useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import type { Banner } from '#lib/contracts/content.ts';
import { type ImageWidth, mediaSrcSet, mediaUrl } from '#lib/media.ts';
import { useDevice } from '../../lib/device.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons.tsx';

/** Spec §9: phones autoplay every 2500 ms with a 15 px gap; desktops do not autoplay. */
export const MOBILE_AUTOPLAY_MS = 2500;
export const MOBILE_GAP_PX = 15;

/** The slide after (or before) `index`: the carousel loops. */
export function wrapIndex(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count;
}

/**
 * A banner picture filling its box. Below 1024 px (and in the narrow side column) the 2:1 mobile
 * image fits the box best; the carousel on wider screens gets the desktop image. Only the first
 * banner of the page is fetched eagerly and first.
 */
function BannerPicture({
  banner,
  priority,
  sizes,
  mobileOnly = false,
}: {
  banner: Banner;
  priority: boolean;
  sizes: string;
  mobileOnly?: boolean;
}) {
  const { pick } = useI18n();
  if (priority && !mobileOnly) {
    // The first banner is the home page's largest paint (LCP). React preloads a lone <img> itself
    // but not one inside <picture>: preload each source in the <head>, for its screens, at high
    // priority, so it does not wait behind scripts and icons.
    // The AVIF the <picture> below picks (every browser that preloads by type takes AVIF).
    preload(mediaUrl(banner.mobile_banner_image, 480, 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: mediaSrcSet(banner.mobile_banner_image, [480, 800], 'avif'),
      imageSizes: sizes,
      media: '(max-width: 1023px)',
      fetchPriority: 'high',
    });
    preload(mediaUrl(banner.desktop_banner_image, 1200, 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: mediaSrcSet(banner.desktop_banner_image, [800, 1200, 1600], 'avif'),
      imageSizes: sizes,
      media: '(min-width: 1024px)',
      fetchPriority: 'high',
    });
  }
  const img = (key: string, widths: ImageWidth[], width: number, height: number) => (
    <img
      src={mediaUrl(key, widths[1] ?? widths[0])}
      srcSet={mediaSrcSet(key, widths)}
      sizes={sizes}
      width={width}
      height={height}
      alt={pick(banner, 'banner_title')}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      draggable={false}
      className="h-full w-full rounded-lg bg-gray-100 object-cover"
    />
  );
  // AVIF first for browsers that take it, then WebP; on desktops the wide image.
  const avif = (key: string, widths: ImageWidth[]) => (
    <source type="image/avif" srcSet={mediaSrcSet(key, widths, 'avif')} sizes={sizes} />
  );
  const image = mobileOnly ? (
    <picture className="contents">
      {avif(banner.mobile_banner_image, [320, 480, 800])}
      {img(banner.mobile_banner_image, [320, 480, 800], 800, 400)}
    </picture>
  ) : (
    <picture className="contents">
      <source
        media="(max-width: 1023px)"
        type="image/avif"
        srcSet={mediaSrcSet(banner.mobile_banner_image, [480, 800], 'avif')}
        sizes={sizes}
        width={800}
        height={400}
      />
      <source
        media="(max-width: 1023px)"
        srcSet={mediaSrcSet(banner.mobile_banner_image, [480, 800])}
        sizes={sizes}
        width={800}
        height={400}
      />
      {avif(banner.desktop_banner_image, [800, 1200, 1600])}
      {img(banner.desktop_banner_image, [800, 1200, 1600], 1600, 500)}
    </picture>
  );
  // Spec §2: a banner links to its promotional_link when it has one.
  return banner.promotional_link ? (
    <a href={banner.promotional_link} className="block h-full rounded-lg">
      {image}
    </a>
  ) : (
    image
  );
}

/**
 * The type-1 banners in a looping carousel (spec §2, §9). It fills its box: 2:1 on phones, the
 * height of the category list beside it from 768 px. Phones autoplay (not for reduced motion;
 * paused while pointed at or focused, and stopped by its pause button); desktops never do.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const device = useDevice();
  const { t, number } = useI18n();
  const [index, setIndex] = useState(0);
  // Paused while pointed at or focused (for a moment), or for good by the pause button (WCAG 2.2.2).
  const [paused, setPaused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  useEffect(() => {
    setReducedMotion(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
  }, []);
  const track = useRef<HTMLDivElement>(null);
  const count = banners.length;
  const autoplays = device === 'mobile' && count > 1 && !reducedMotion;
  const gap = device === 'mobile' ? MOBILE_GAP_PX : 0;

  const show = useCallback(
    (next: number) => {
      const target = wrapIndex(next, count);
      setIndex(target);
      const slide = track.current?.children[target] as HTMLElement | undefined;
      if (slide && track.current) track.current.scrollTo({ left: slide.offsetLeft, behavior: 'smooth' });
    },
    [count],
  );

  useEffect(() => {
    if (!autoplays || paused || stopped) return;
    const timer = setInterval(() => show(index + 1), MOBILE_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [autoplays, index, paused, stopped, show]);

  // A swipe moves the track itself: follow it so the dots and the next autoplay step agree.
  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const current = Math.round(element.scrollLeft / (element.clientWidth + gap));
    if (current !== index && current >= 0 && current < count) setIndex(current);
  };

  if (count === 0) return <div className="aspect-[2/1] rounded-lg bg-gray-100 md:aspect-auto md:h-full" />;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      className="relative aspect-[2/1] md:aspect-auto md:h-full md:min-h-64"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        ref={track}
        onScroll={onScroll}
        className="absolute inset-0 flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
        style={{ gap }}
      >
        {banners.map((banner, position) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names slides with role=group
          <div
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { index: number(position + 1), count: number(count) })}
            aria-hidden={position === index ? undefined : true}
            inert={position === index ? undefined : true}
            className="h-full w-full shrink-0 snap-start"
          >
            <BannerPicture
              banner={banner}
              priority={position === 0}
              sizes="(max-width: 767px) 100vw, (max-width: 1023px) 65vw, (max-width: 1279px) 55vw, 704px"
            />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => show(index - 1)}
            aria-label={t('carousel.previous')}
            className="absolute left-2 top-1/2 hidden -translate-y-1/2 rounded-full bg-white/85 p-1.5 text-gray-800 shadow hover:bg-white md:block"
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            onClick={() => show(index + 1)}
            aria-label={t('carousel.next')}
            className="absolute right-2 top-1/2 hidden -translate-y-1/2 rounded-full bg-white/85 p-1.5 text-gray-800 shadow hover:bg-white md:block"
          >
            <ChevronRightIcon />
          </button>
          {autoplays ? (
            <button
              type="button"
              onClick={() => setStopped((current) => !current)}
              aria-label={t(stopped ? 'carousel.play' : 'carousel.pause')}
              className="absolute bottom-1.5 left-1.5 z-10 inline-flex h-7 w-7 items-center justify-center rounded-full bg-black/40 text-xs text-white"
            >
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            </button>
          ) : null}
          <div className="absolute bottom-1 left-0 right-0 flex justify-center">
            {banners.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                onClick={() => show(position)}
                aria-label={t('carousel.goTo', { index: number(position + 1) })}
                aria-current={position === index ? 'true' : undefined}
                className="group inline-flex h-6 min-w-6 items-center justify-center px-1"
              >
                <span
                  className={`block h-2 rounded-full shadow ${position === index ? 'w-5 bg-white' : 'w-2 bg-white/60 group-hover:bg-white/90'}`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

/** The type-2 banners beside the carousel: stacked on wide screens, side by side below it on narrower ones. */
export function SideBanners({ banners }: { banners: Banner[] }) {
  const { t } = useI18n();
  if (banners.length === 0) return null;
  return (
    <section aria-label={t('home.sideBanners')} className="relative lg:h-full">
      <ul className="grid grid-cols-2 gap-3 lg:absolute lg:inset-0 lg:grid-cols-1 lg:grid-rows-2">
        {banners.slice(0, 2).map((banner) => (
          <li key={banner.id} className="aspect-[2/1] md:aspect-[3/1] lg:aspect-auto lg:min-h-0">
            <BannerPicture
              banner={banner}
              priority={false}
              sizes="(max-width: 1023px) 50vw, 272px"
              mobileOnly
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
