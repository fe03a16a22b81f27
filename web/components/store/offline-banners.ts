import type { Banner } from '#lib/contracts/content.ts';

/** Spec §4: the banner list persists in browser storage, for when the network fails. */
export const BANNERS_STORAGE_KEY = 'haat_banners';

/** Keeps the last banner list the home page showed. */
export function keepBanners(banners: Banner[]): void {
  try {
    window.localStorage.setItem(BANNERS_STORAGE_KEY, JSON.stringify(banners));
  } catch {
    // storage full or blocked: there is simply no offline copy
  }
}

function isBanner(value: unknown): value is Banner {
  if (!value || typeof value !== 'object') return false;
  const banner = value as Record<string, unknown>;
  return (
    typeof banner.id === 'number' &&
    typeof banner.banner_title === 'string' &&
    typeof banner.desktop_banner_image === 'string' &&
    typeof banner.mobile_banner_image === 'string' &&
    typeof banner.display_type === 'number'
  );
}

/** The last banner list kept in this browser; empty when there is none or it is damaged. */
export function keptBanners(): Banner[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(BANNERS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isBanner) : [];
  } catch {
    return [];
  }
}
