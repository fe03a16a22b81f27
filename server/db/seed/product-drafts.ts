import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import {
  productPhotos,
  productPriceInfos,
  productPriceTypes,
  products,
  productVersions,
} from '#server/modules/catalog/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';

/*
 * Issue 12's demo: the demo seller's products in every review state, so its product list and the
 * admin's products-pre queue are not empty on a fresh start: a draft, one waiting for review, one
 * rejected with a reason, and a waiting change to an approved product.
 */

const DRAFTS = [
  {
    slug: 'demo-draft-chinigura-rice',
    title: 'Chinigura Aromatic Rice 2 kg (draft)',
    titleBn: 'চিনিগুড়া সুগন্ধি চাল ২ কেজি (খসড়া)',
    status: 'draft' as const,
    approval: 'pending' as const,
    submitted: false,
    reason: null,
  },
  {
    slug: 'demo-pending-mustard-oil',
    title: 'Cold-pressed Mustard Oil 1 L',
    titleBn: 'ঘানি ভাঙা সরিষার তেল ১ লিটার',
    status: 'active' as const,
    approval: 'pending' as const,
    submitted: true,
    reason: null,
  },
  {
    slug: 'demo-rejected-honey',
    title: 'BEST HONEY EVER!!!',
    titleBn: 'সেরা মধু!!!',
    status: 'active' as const,
    approval: 'rejected' as const,
    submitted: true,
    reason: 'Please write the title without capitals and exclamation marks, and add a photo of the label.',
  },
];

export async function insertProductDrafts(tx: Tx, companySlug: string, now: Date): Promise<number> {
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.slug, companySlug));
  if (!company) return 0;
  const [model] = await tx
    .select()
    .from(products)
    .where(and(eq(products.company_id, company.id), eq(products.approval, 'approved')))
    .orderBy(asc(products.id))
    .limit(1);
  if (!model) return 0;
  const [photo] = await tx
    .select()
    .from(productPhotos)
    .where(eq(productPhotos.product_id, model.id))
    .limit(1);
  const types = await tx.select().from(productPriceTypes).orderBy(asc(productPriceTypes.id)).limit(2);
  let count = 0;
  for (const [index, draft] of DRAFTS.entries()) {
    const [row] = await tx
      .insert(products)
      .values({
        company_id: company.id,
        category_id: model.category_id,
        product_title: draft.title,
        product_title_bn: draft.titleBn,
        slug: draft.slug,
        description: 'A demo product in the review workflow.',
        description_bn: 'পর্যালোচনা প্রক্রিয়ার একটি নমুনা পণ্য।',
        status: draft.status,
        approval: draft.approval,
        rejection_reason: draft.reason,
        submitted_at: draft.submitted ? new Date(now.getTime() - (index + 1) * 3_600_000) : null,
      })
      .returning({ id: products.id });
    if (!row) continue;
    await tx.insert(productPriceInfos).values(
      types.map((type, position) => ({
        product_id: row.id,
        price_type_id: type.id,
        price: (250 + index * 50) * 100 * (position + 1),
        min_qty: 1,
        max_qty: 10,
        stock: 20,
        sort_order: position,
      })),
    );
    if (photo)
      await tx
        .insert(productPhotos)
        .values({ product_id: row.id, path: photo.path, width: photo.width, height: photo.height });
    count++;
  }
  // A change to an approved product, waiting for review: the storefront still shows the old title.
  await tx.insert(productVersions).values({
    product_id: model.id,
    state: 'pending',
    changes: {
      info: {
        product_title: `${model.product_title} (new pack)`,
        product_title_bn: `${model.product_title_bn} (নতুন প্যাক)`,
        slug: model.slug,
        category_id: model.category_id,
        description: model.description,
        description_bn: model.description_bn,
        gender: model.gender,
      },
    },
    before: { info: { product_title: model.product_title, product_title_bn: model.product_title_bn } },
    submitted_at: new Date(now.getTime() - 30 * 60_000),
  });
  return count;
}
