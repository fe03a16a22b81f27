import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '#lib/contracts/catalog.ts';
import { canonicalUrl, decimalTaka, productJsonLd, seoMeta, summarise } from './seo.ts';
import { categoryPageHref, staticPageHref } from './store-links.ts';

const product = {
  id: 7,
  product_title: 'Miniket Rice',
  product_title_bn: 'মিনিকেট চাল',
  slug: 'miniket-rice',
  description: 'Polished grains.',
  description_bn: 'মসৃণ দানা।',
  company_info: {
    id: 2,
    company_name: 'Dhaka Daily Bazar',
    company_name_bn: 'ঢাকা ডেইলি বাজার',
    slug: 'ddb',
    logo: null,
    rating: 4.6,
    rating_count: 3,
  },
  brand: { id: 1, brand_name: 'Pran', brand_name_bn: 'প্রাণ', slug: 'pran' },
  category: { id: 1, category_name: 'Groceries', category_name_bn: 'মুদি বাজার', slug: 'groceries' },
  product_price_infos: [
    {
      id: 1,
      price: 7_800,
      discount_price: null,
      min_qty: 1,
      max_qty: 20,
      stock: 50,
      product_price_type_data: { id: 1, type_title: '1 kg', type_title_bn: '১ কেজি' },
    },
    {
      id: 2,
      price: 38_000,
      discount_price: 37_050,
      min_qty: 1,
      max_qty: 5,
      stock: 0,
      product_price_type_data: { id: 2, type_title: '5 kg', type_title_bn: '৫ কেজি' },
    },
  ],
  product_photo_infos: [
    { id: 1, product_photo_data: { content: 'products/rice-1.webp', width: 800, height: 800 }, alt: '' },
  ],
} as unknown as ProductDetail;

describe('SEO of storefront pages', () => {
  it('gives one canonical address per page, keeping only the parameters that change it', () => {
    const url = new URL(
      'http://internal:3000/search?sort=price_asc&q=rice&view=list&page=2&category=a&category=b',
    );
    expect(canonicalUrl('https://haat.com.bd', url, ['q', 'category', 'page'])).toBe(
      'https://haat.com.bd/search?q=rice&category=a&category=b&page=2',
    );
    expect(canonicalUrl('https://haat.com.bd', new URL('http://x/products/rice?utm=1'))).toBe(
      'https://haat.com.bd/products/rice',
    );
  });

  it('writes poisha as schema.org prices in taka', () => {
    expect(decimalTaka(7_800)).toBe('78.00');
    expect(decimalTaka(37_050)).toBe('370.50');
    expect(decimalTaka(5)).toBe('0.05');
  });

  it('describes a product with one offer per price type, at the price charged', () => {
    const ld = productJsonLd(product, {
      canonical: 'https://haat.com.bd/products/miniket-rice',
      publicUrl: 'https://haat.com.bd',
      locale: 'bn',
    });
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'মিনিকেট চাল',
      brand: { '@type': 'Brand', name: 'প্রাণ' },
      image: ['https://haat.com.bd/media/products/rice-1.webp?w=1200'],
    });
    expect(ld.offers).toEqual([
      expect.objectContaining({
        price: '78.00',
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
      }),
      expect.objectContaining({ price: '370.50', availability: 'https://schema.org/OutOfStock' }),
    ]);
  });

  it('titles pages with the domain, and shortens long descriptions at a word', () => {
    const meta = seoMeta({
      title: 'Miniket Rice',
      description: 'd',
      canonical: 'https://haat.com.bd/x',
      locale: 'en',
    });
    expect(meta).toContainEqual({ title: 'Miniket Rice | haat.com.bd' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://haat.com.bd/x' });
    const long = summarise('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('puts page 1 of a category and the footer pages at their short addresses', () => {
    expect(categoryPageHref('groceries', 1, '?sort=newest')).toBe('/groceries?sort=newest');
    expect(categoryPageHref('groceries', 3)).toBe('/groceries/3');
    expect(staticPageHref('about-us')).toBe('/about-us');
    expect(staticPageHref('delivery-info')).toBe('/static-page/delivery-info');
  });
});
