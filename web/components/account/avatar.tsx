import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * The avatar service's picture (by e-mail hash, size 80, retro, rated g); the person's initials
 * when there is no e-mail or the service cannot be reached.
 */
export function Avatar({
  name,
  avatar,
  initials,
  size = 80,
}: {
  name: string;
  avatar: string | null | undefined;
  initials: string | undefined;
  size?: number;
}) {
  const { t } = useI18n();
  // Remembers which picture failed, so a new address is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc !== null && failedSrc === avatar;
  const image = useRef<HTMLImageElement>(null);
  // A server-drawn picture can fail before the page hydrates, when no React handler hears its
  // error event: a finished image with no pixels is a failed one.
  useEffect(() => {
    const drawn = image.current;
    if (avatar && drawn?.complete && drawn.naturalWidth === 0) setFailedSrc(avatar);
  }, [avatar]);
  const box = { width: size, height: size };
  if (!avatar || failed) {
    return (
      <span
        role="img"
        aria-label={t('account.avatarAlt', { name })}
        style={{ ...box, fontSize: Math.round(size * 0.38) }}
        className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
      >
        {initials || name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      ref={image}
      src={avatar}
      alt={t('account.avatarAlt', { name })}
      width={size}
      height={size}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(avatar)}
      // Until the page hydrates a failed picture stays: its alt text is not drawn over the page.
      className="shrink-0 overflow-hidden rounded-full bg-gray-100 text-transparent"
      style={box}
    />
  );
}
