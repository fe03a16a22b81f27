import { staticPageDetail } from '#lib/contracts/content.ts';
import { canonicalUrl, seoMeta, summarise } from '../../components/store/seo.ts';
import { staticPageHref } from '../../components/store/store-links.ts';
import { publicPageHeaders } from '../../lib/cache-headers.ts';
import { useI18n } from '../../lib/i18n.tsx';
import type { Route } from './+types/static-page';
import { orNotFound, storeRequest } from './store-request.server.ts';

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const { api, locale, publicUrl } = storeRequest(request, context);
  // The footer routes carry no slug parameter: their path is the slug.
  const slug = params.slug ?? url.pathname.replace(/^\/+|\/+$/g, '');
  const { data: page } = await orNotFound(api.call(staticPageDetail, { params: { slug } }));
  const bn = locale === 'bn';
  const body = bn && page.body_bn.trim() ? page.body_bn : page.body;
  return {
    page,
    seo: {
      title: bn && page.title_bn ? page.title_bn : page.title,
      description: summarise(textOfHtml(body)),
      canonical: canonicalUrl(publicUrl, new URL(staticPageHref(page.slug), url)),
      type: 'article' as const,
      locale,
    },
  };
}

/** The same for every visitor: kept by the page cache and shared caches when anonymous. */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The words of a page's HTML, for its description. */
function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A static page: its title and body. The body is HTML the server sanitised with an allow-list
 * when an administrator saved it (server/modules/content/sanitize-html.ts), so it is drawn as is.
 */
export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { t, pick, date } = useI18n();
  return (
    <article className="mx-auto max-w-3xl py-6">
      <h1 className="mb-1 text-2xl font-bold text-gray-900 sm:text-3xl">{pick(page, 'title')}</h1>
      <p className="mb-6 text-sm text-gray-500">{t('page.lastUpdated', { date: date(page.updated_at) })}</p>
      <div
        className="rich-text space-y-3 leading-relaxed text-gray-800"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (allow-list) when saved
        dangerouslySetInnerHTML={{ __html: pick(page, 'body') }}
      />
    </article>
  );
}
