/** Spec §1: the page title is the product's domain name. */
export const SITE_DOMAIN = 'haat.com.bd';

/** Spec §9 defaults. */
export const DEFAULT_MAP_POINT = { latitude: 23.727929, longitude: 90.410545 } as const;
export const DEFAULT_THEME = 'multi-vendor-v1';
