import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FEATURES } from '#lib/contracts/features.ts';
import { listTagUsage, mergeTags, TAG_USAGE_PAGE, type TagUsage } from '#lib/contracts/tags.ts';
import { bilingual } from '#lib/i18n/translate.ts';
import { pageMeta } from '#lib/pagination.ts';
import type { Actor } from '#server/access/actor.ts';
import { requireFeature } from '#server/access/permissions.ts';
import { invalidateCatalogCache } from '#server/cache/read-cache.ts';
import { afterCommit, transaction } from '#server/db/after-commit.ts';
import type { Db } from '#server/db/client.ts';
import type { AppDeps } from '#server/deps.ts';
import { invalidFields, notFound } from '#server/errors.ts';
import { written } from '#server/http/answer.ts';
import { route } from '#server/http/route.ts';
import { recordAudit } from '#server/modules/audit/api.ts';
import { productTags, tags } from './schema.ts';
import { refreshSearchText } from './search-index.ts';

/*
 * Tag management (spec §2 Admin → tags, feature 14): the tags with how many products carry each,
 * and merging a duplicate tag into another. Counts are grouped over product_tags for one page of
 * tags only (product_tags_tag_idx), never a count over the whole table.
 */

export async function tagUsage(
  db: Db,
  actor: Actor,
  query: { q?: string | undefined; unused?: 'true' | 'false' | undefined; page: number },
): Promise<{ data: TagUsage[]; meta: ReturnType<typeof pageMeta> }> {
  requireFeature(actor, FEATURES.tags);
  const where: SQL[] = [];
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    where.push(
      or(ilike(tags.tag_name, pattern), ilike(tags.tag_name_bn, pattern), ilike(tags.slug, pattern))!,
    );
  }
  if (query.unused === 'true')
    where.push(sql`not exists (select 1 from ${productTags} where ${productTags.tag_id} = ${tags.id})`);
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: tags.id,
        tag_name: tags.tag_name,
        tag_name_bn: tags.tag_name_bn,
        slug: tags.slug,
        updated_at: tags.updated_at,
      })
      .from(tags)
      .where(condition)
      .orderBy(asc(tags.tag_name), asc(tags.id))
      .limit(TAG_USAGE_PAGE)
      .offset((query.page - 1) * TAG_USAGE_PAGE),
    db.select({ total: count() }).from(tags).where(condition),
  ]);
  const ids = rows.map((row) => row.id);
  const counts = ids.length
    ? await db
        .select({ tag_id: productTags.tag_id, used_by: count() })
        .from(productTags)
        .where(inArray(productTags.tag_id, ids))
        .groupBy(productTags.tag_id)
    : [];
  const usedBy = new Map(counts.map((row) => [row.tag_id, Number(row.used_by)]));
  return {
    data: rows.map((row) => ({
      ...row,
      used_by: usedBy.get(row.id) ?? 0,
      updated_at: row.updated_at.toISOString(),
    })),
    meta: pageMeta(query.page, TAG_USAGE_PAGE, Number(total?.total ?? 0)),
  };
}

/**
 * Merges tag `fromId` into `intoId` in one transaction: every product carrying `fromId` carries
 * `intoId` instead (a product that had both keeps one link), `fromId` is deleted, the products'
 * search text is refreshed and, after the commit, the catalog cache forgets what it read.
 */
export async function mergeTag(
  db: Db,
  actor: Actor,
  fromId: number,
  intoId: number,
): Promise<{ into_id: number; moved: number }> {
  requireFeature(actor, FEATURES.tags);
  const admin = actor;
  if (fromId === intoId) {
    throw invalidFields([{ path: 'into_id', code: 'same_tag', message: bilingual('tags.mergeSame') }]);
  }
  return transaction(db, async (tx) => {
    const found = await tx
      .select()
      .from(tags)
      .where(inArray(tags.id, [fromId, intoId]))
      .orderBy(asc(tags.id))
      .for('update');
    const from = found.find((tag) => tag.id === fromId);
    const into = found.find((tag) => tag.id === intoId);
    if (!from || !into) throw notFound('tag_not_found', 'tags.notFound');
    const carried = await tx
      .select({ product_id: productTags.product_id })
      .from(productTags)
      .where(eq(productTags.tag_id, fromId));
    const productIds = carried.map((row) => row.product_id);
    if (productIds.length > 0) {
      await tx.execute(sql`insert into ${productTags} (product_id, tag_id)
        select ${productTags.product_id}, ${intoId} from ${productTags} where ${productTags.tag_id} = ${fromId}
        on conflict do nothing`);
    }
    // The tag's own links go with it (on delete cascade).
    await tx.delete(tags).where(eq(tags.id, fromId));
    await refreshSearchText(tx, productIds);
    await recordAudit(tx, {
      actor: admin,
      action: 'merge',
      entity: 'tags',
      entityId: intoId,
      before: { from, into },
      after: { into_id: intoId, moved_products: productIds.length },
      note: `${from.tag_name} → ${into.tag_name}`,
    });
    afterCommit(tx, invalidateCatalogCache);
    return { into_id: intoId, moved: productIds.length };
  });
}

export async function tagAdminRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  route(app, listTagUsage, async (request) => tagUsage(db, request.actor, request.query));
  route(app, mergeTags, async (request) => {
    const { from_id, into_id } = request.body;
    return written(request, await mergeTag(db, request.actor, from_id, into_id), 'tags.merged');
  });
}
