import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { PRODUCT_STEPS, type ProductStep, type ReviewItem } from '#lib/contracts/product-editor.ts';
import { type PageMeta, pageMeta } from '#lib/pagination.ts';
import type { Actor } from '#server/access/actor.ts';
import { invalidateCatalogCache } from '#server/cache/read-cache.ts';
import { afterCommit, transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/api.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { applyStep, readLiveSteps } from './editor-steps.ts';
import { requireProductReviewer } from './policy.ts';
import { products, productVersions } from './schema.ts';
import { refreshSearchText } from './search-index.ts';

/*
 * products-pre (issue 12, decision 0017): sellers' new products and their changes to approved
 * products wait here. Approving makes the storefront, search index and read caches show the new
 * version at once; rejecting keeps the approved version and tells the seller why. Every decision
 * is audited.
 */

const NOTHING_PENDING = () => notFound('nothing_pending', 'products.noPendingChange');

/** New products sent for review and pending changes, oldest first, with before/after per step. */
export async function reviewQueue(
  db: Db,
  actor: Actor,
  page: number,
  limit: number,
): Promise<{ data: ReviewItem[]; meta: PageMeta }> {
  requireProductReviewer(actor);
  const queue = sql`(
    select ${products.id} as product_id, 'new' as kind, ${products.submitted_at} as submitted_at
      from ${products} where ${products.approval} = 'pending' and ${products.submitted_at} is not null
    union all
    select ${productVersions.product_id}, 'change', ${productVersions.submitted_at}
      from ${productVersions} where ${productVersions.state} = 'pending'
  )`;
  type Row = { product_id: number; kind: 'new' | 'change'; submitted_at: string | Date | null };
  const rows = (
    (await db.execute(
      sql`select product_id, kind, submitted_at from ${queue} as q order by submitted_at, product_id limit ${limit} offset ${(page - 1) * limit}`,
    )) as unknown as { rows: Row[] }
  ).rows;
  const [total] = (
    (await db.execute(sql`select count(*)::int as total from ${queue} as q`)) as unknown as {
      rows: { total: number }[];
    }
  ).rows;
  const data: ReviewItem[] = [];
  for (const row of rows) {
    const productId = Number(row.product_id);
    const [product] = await db
      .select({
        title: products.product_title,
        titleBn: products.product_title_bn,
        company: companies.company_name,
        companyBn: companies.company_name_bn,
      })
      .from(products)
      .innerJoin(companies, eq(companies.id, products.company_id))
      .where(eq(products.id, productId));
    if (!product) continue;
    const live = await readLiveSteps(db, productId);
    let changes: ReviewItem['changes'];
    if (row.kind === 'new') {
      changes = PRODUCT_STEPS.map((step) => ({ step, before: null, after: live[step] }));
    } else {
      const [version] = await db
        .select()
        .from(productVersions)
        .where(and(eq(productVersions.product_id, productId), eq(productVersions.state, 'pending')));
      const proposed = (version?.changes ?? {}) as Record<string, unknown>;
      changes = Object.entries(proposed).map(([step, after]) => ({
        step,
        before: live[step as ProductStep],
        after,
      }));
    }
    data.push({
      product_id: productId,
      kind: row.kind,
      product_title: product.title,
      product_title_bn: product.titleBn,
      company_name: product.company,
      company_name_bn: product.companyBn,
      submitted_at: row.submitted_at === null ? null : new Date(row.submitted_at).toISOString(),
      changes,
    });
  }
  return { data, meta: pageMeta(page, limit, Number(total?.total ?? 0)) };
}

async function approveIn(tx: Tx, actor: Actor, productId: number): Promise<void> {
  const [product] = await tx.select().from(products).where(eq(products.id, productId));
  if (!product) throw NOTHING_PENDING();
  const now = new Date();
  if (product.approval === 'pending' && product.submitted_at !== null) {
    await tx
      .update(products)
      .set({ approval: 'approved', rejection_reason: null, updated_at: now })
      .where(eq(products.id, productId));
    await recordAudit(tx, {
      actor,
      action: 'approve',
      entity: 'products',
      entityId: productId,
      before: { approval: 'pending' },
      after: { approval: 'approved' },
    });
  } else {
    const [version] = await tx
      .select()
      .from(productVersions)
      .where(and(eq(productVersions.product_id, productId), eq(productVersions.state, 'pending')));
    if (!version) throw NOTHING_PENDING();
    const changes = version.changes as Record<string, unknown>;
    const before = await readLiveSteps(tx, productId);
    for (const step of PRODUCT_STEPS) {
      if (!(step in changes) || step === 'price-stock') continue;
      await applyStep(
        tx,
        productId,
        product.company_id,
        step,
        changes[step],
        changes['price-stock'] as never,
      );
    }
    await tx
      .update(productVersions)
      .set({
        state: 'approved',
        decided_by_user_id: actor.kind === 'anonymous' ? null : actor.userId,
        decided_at: now,
        updated_at: now,
      })
      .where(eq(productVersions.id, version.id));
    await tx.update(products).set({ rejection_reason: null }).where(eq(products.id, productId));
    await recordAudit(tx, {
      actor,
      action: 'approve-change',
      entity: 'products',
      entityId: productId,
      before: Object.fromEntries(Object.keys(changes).map((step) => [step, before[step as ProductStep]])),
      after: changes,
    });
  }
  await refreshSearchText(tx, [productId]);
  afterCommit(tx, invalidateCatalogCache);
}

export async function approve(db: Db, actor: Actor, productId: number) {
  requireProductReviewer(actor);
  await transaction(db, (tx) => approveIn(tx, actor, productId));
  return { product_id: productId };
}

export async function bulkApprove(db: Db, actor: Actor, productIds: number[]) {
  requireProductReviewer(actor);
  const ids = [...new Set(productIds)];
  await transaction(db, async (tx) => {
    for (const id of ids) await approveIn(tx, actor, id);
  });
  return { approved: ids };
}

export async function reject(db: Db, actor: Actor, productId: number, reason: string) {
  requireProductReviewer(actor);
  await transaction(db, async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, productId));
    if (!product) throw NOTHING_PENDING();
    const now = new Date();
    if (product.approval === 'pending' && product.submitted_at !== null) {
      await tx
        .update(products)
        .set({ approval: 'rejected', rejection_reason: reason, updated_at: now })
        .where(eq(products.id, productId));
    } else {
      const [version] = await tx
        .select()
        .from(productVersions)
        .where(and(eq(productVersions.product_id, productId), eq(productVersions.state, 'pending')));
      if (!version) throw NOTHING_PENDING();
      await tx
        .update(productVersions)
        .set({
          state: 'rejected',
          reason,
          decided_by_user_id: actor.userId,
          decided_at: now,
          updated_at: now,
        })
        .where(eq(productVersions.id, version.id));
      await tx.update(products).set({ rejection_reason: reason }).where(eq(products.id, productId));
    }
    await recordAudit(tx, { actor, action: 'reject', entity: 'products', entityId: productId, note: reason });
  });
  return { product_id: productId };
}

/** How many items wait for review (for the admin's menu badge). */
export async function pendingCount(db: Db): Promise<number> {
  const [a] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.approval, 'pending'), isNotNull(products.submitted_at)));
  const [b] = await db
    .select({ n: count() })
    .from(productVersions)
    .where(inArray(productVersions.state, ['pending']));
  return (a?.n ?? 0) + (b?.n ?? 0);
}
