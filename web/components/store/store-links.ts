/** Addresses of the storefront's pages, in one place so pages, the sitemap and links agree. */

export const productHref = (slug: string) => `/products/${encodeURIComponent(slug)}`;

export const shopHref = (slug: string) => `/shop/${encodeURIComponent(slug)}`;

/** Spec §2: category items of the home page link to a search in that category. */
export const categorySearchHref = (slug: string) => `/search?category=${encodeURIComponent(slug)}`;

/** /{slug} for page 1 (spec §2: page 1 has no page in its address), /{slug}/{page} after it; `search` is kept. */
export function categoryPageHref(slug: string, page = 1, search = ''): string {
  const path = page > 1 ? `/${encodeURIComponent(slug)}/${page}` : `/${encodeURIComponent(slug)}`;
  return `${path}${search}`;
}

/** Spec §2's footer pages live at their own short address; other static pages under /static-page/{slug}. */
export const FOOTER_PAGES = ['about-us', 'terms-and-conditions', 'privacy-policy'] as const;

export function staticPageHref(slug: string): string {
  return (FOOTER_PAGES as readonly string[]).includes(slug)
    ? `/${slug}`
    : `/static-page/${encodeURIComponent(slug)}`;
}
