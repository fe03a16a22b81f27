import type { MetaDescriptor } from 'react-router';
import type { ProductDetail } from '#lib/contracts/catalog.ts';
import type { Locale } from '#lib/i18n/define.ts';
import { mediaUrl } from '#lib/media.ts';
import type { Poisha } from '#lib/money.ts';
import { SITE_DOMAIN } from '#lib/site.ts';
import { priceView, stockState } from './pricing.ts';

/** What a page tells search engines and link previews; loaders fill it, `meta` renders it. */
export interface Seo {
  /** The page's own title; the site's domain is added after it. Null for the home page. */
  title: string | null;
  description: string;
  /** Absolute URL of the page's one address. */
  canonical: string;
  /** Absolute URL of the preview image. */
  image?: string;
  type?: 'website' | 'product' | 'article';
  locale: Locale;
  /** Structured data (schema.org) for this page. */
  jsonLd?: Record<string, unknown>;
}

/**
 * The page's absolute address on the public site, keeping only the query parameters that make it
 * a different page (e.g. `q`, `category`, `page`), in a fixed order so one page has one address.
 */
export function canonicalUrl(publicUrl: string, url: URL, keep: readonly string[] = []): string {
  const target = new URL(url.pathname, publicUrl);
  for (const name of keep)
    for (const value of url.searchParams.getAll(name)) target.searchParams.append(name, value);
  return target.toString();
}

/** An absolute URL of a stored image, for previews and structured data. */
export function absoluteMediaUrl(publicUrl: string, key: string): string {
  return new URL(mediaUrl(key, 1200), publicUrl).toString();
}

/** The first sentence-sized part of a text, for a meta description (about 160 characters). */
export function summarise(text: string, limit = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut}…`;
}

/** Title, description, canonical link, Open Graph and structured data of a page. */
export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [{ title: SITE_DOMAIN }];
  const title = seo.title ? `${seo.title} | ${SITE_DOMAIN}` : SITE_DOMAIN;
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:site_name', content: SITE_DOMAIN },
    { property: 'og:title', content: seo.title ?? SITE_DOMAIN },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:locale', content: seo.locale === 'bn' ? 'bn_BD' : 'en_US' },
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
  ];
  if (seo.image) meta.push({ property: 'og:image', content: seo.image });
  if (seo.jsonLd) meta.push({ 'script:ld+json': seo.jsonLd });
  return meta;
}

/** Poisha as schema.org wants a price: a decimal string in taka ("370.00"). */
export function decimalTaka(amount: Poisha): string {
  return `${Math.trunc(amount / 100)}.${String(Math.abs(amount % 100)).padStart(2, '0')}`;
}

/** schema.org Product with one Offer per price type, for rich results. */
export function productJsonLd(
  product: ProductDetail,
  { canonical, publicUrl, locale }: { canonical: string; publicUrl: string; locale: Locale },
): Record<string, unknown> {
  const bn = locale === 'bn';
  const text = (en: string, bengali: string) => (bn && bengali.trim() ? bengali : en);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: text(product.product_title, product.product_title_bn),
    description: summarise(text(product.description, product.description_bn), 5000),
    sku: String(product.id),
    url: canonical,
    image: product.product_photo_infos.map((photo) =>
      absoluteMediaUrl(publicUrl, photo.product_photo_data.content),
    ),
    category: text(product.category.category_name, product.category.category_name_bn),
    ...(product.brand
      ? { brand: { '@type': 'Brand', name: text(product.brand.brand_name, product.brand.brand_name_bn) } }
      : {}),
    offers: product.product_price_infos.map((info) => ({
      '@type': 'Offer',
      name: text(info.product_price_type_data.type_title, info.product_price_type_data.type_title_bn),
      price: decimalTaka(priceView(info).price),
      priceCurrency: 'BDT',
      availability:
        stockState(info).kind === 'out_of_stock'
          ? 'https://schema.org/OutOfStock'
          : 'https://schema.org/InStock',
      url: canonical,
      seller: {
        '@type': 'Organization',
        name: text(product.company_info.company_name, product.company_info.company_name_bn),
      },
    })),
  };
}
