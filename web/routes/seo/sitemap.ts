import { sitemapEntries } from '#lib/contracts/catalog.ts';
import {
  categoryPageHref,
  productHref,
  shopHref,
  staticPageHref,
} from '../../components/store/store-links.ts';
import { apiOf, requestContext } from '../../lib/context.ts';
import type { Route } from './+types/sitemap';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);

/** One <url> of the sitemap: the absolute address and, when known, the day it last changed. */
export function sitemapUrl(publicUrl: string, path: string, updatedAt?: string): string {
  const location = escapeXml(new URL(path, publicUrl).toString());
  const day = updatedAt ? new Date(updatedAt) : null;
  const lastmod =
    day && !Number.isNaN(day.getTime()) ? `<lastmod>${day.toISOString().slice(0, 10)}</lastmod>` : '';
  return `<url><loc>${location}</loc>${lastmod}</url>`;
}

/** /sitemap.xml: the home page, the category list, and every product, category, shop and static page. */
export async function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(requestContext);
  const entries = await apiOf(context).call(sitemapEntries);
  const urls = [
    sitemapUrl(publicUrl, '/'),
    sitemapUrl(publicUrl, '/categories'),
    sitemapUrl(publicUrl, '/products'),
    ...entries.categories.map((entry) =>
      sitemapUrl(publicUrl, categoryPageHref(entry.slug), entry.updated_at),
    ),
    ...entries.products.map((entry) => sitemapUrl(publicUrl, productHref(entry.slug), entry.updated_at)),
    ...entries.companies.map((entry) => sitemapUrl(publicUrl, shopHref(entry.slug), entry.updated_at)),
    ...entries.pages.map((entry) => sitemapUrl(publicUrl, staticPageHref(entry.slug), entry.updated_at)),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
