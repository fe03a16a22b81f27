import { asc, inArray, sql } from 'drizzle-orm';
import { LINK_SECTIONS, type LinkSection, type PageLink } from '#lib/contracts/content.ts';
import { bilingual } from '#lib/i18n/translate.ts';
import type { Actor } from '#server/access/actor.ts';
import { requireFeature } from '#server/access/permissions.ts';
import { invalidateCatalogCache } from '#server/cache/read-cache.ts';
import { afterCommit, transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { invalidFields } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/api.ts';
import { staticPages } from './schema.ts';
import { invalidateContentCache } from './service.ts';

/*
 * Header and footer links (spec §2, features 40 and 41): the static pages linked in each place
 * of spec §9's display-on list, in order. A page has one order: saving a place numbers its pages
 * 1, 2, 3… in the order given, so the other places keep their own relative order.
 */

const columns = {
  id: staticPages.id,
  title: staticPages.title,
  title_bn: staticPages.title_bn,
  slug: staticPages.slug,
  display_on: staticPages.display_on,
  sort_order: staticPages.sort_order,
  is_active: staticPages.is_active,
};

function readLinks(db: Db | Tx): Promise<PageLink[]> {
  return db.select(columns).from(staticPages).orderBy(asc(staticPages.sort_order), asc(staticPages.id));
}

export async function pageLinks(db: Db, actor: Actor, section: LinkSection): Promise<PageLink[]> {
  requireFeature(actor, LINK_SECTIONS[section].feature);
  return readLinks(db);
}

export async function savePageLinks(
  db: Db,
  actor: Actor,
  section: LinkSection,
  places: Record<string, number[]>,
): Promise<PageLink[]> {
  requireFeature(actor, LINK_SECTIONS[section].feature);
  const admin = actor;
  const allowed: readonly number[] = LINK_SECTIONS[section].places;
  const errors = Object.keys(places)
    .filter((place) => !allowed.includes(Number(place)))
    .map((place) => ({
      path: `places.${place}`,
      code: 'invalid_place',
      message: bilingual('validation.invalidFormat'),
    }));
  if (errors.length > 0) throw invalidFields(errors);
  return transaction(db, async (tx) => {
    const before = await tx.select(columns).from(staticPages).orderBy(asc(staticPages.id)).for('update');
    const known = new Set(before.map((page) => page.id));
    for (const [place, ids] of Object.entries(places)) {
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length > 0 || new Set(ids).size !== ids.length)
        throw invalidFields([
          { path: `places.${place}`, code: 'unknown_page', message: bilingual('resources.unknownRelation') },
        ]);
      const placeId = Number(place);
      // Off this place: every page not listed; on it: the listed ones, numbered in order.
      await tx
        .update(staticPages)
        .set({
          display_on: sql`array_remove(${staticPages.display_on}, ${placeId}::smallint)`,
          updated_at: sql`clock_timestamp()`,
        })
        .where(sql`${placeId}::smallint = any(${staticPages.display_on})`);
      for (const [index, id] of ids.entries()) {
        await tx
          .update(staticPages)
          .set({
            display_on: sql`array_append(array_remove(${staticPages.display_on}, ${placeId}::smallint), ${placeId}::smallint)`,
            sort_order: index + 1,
            updated_at: sql`clock_timestamp()`,
          })
          .where(inArray(staticPages.id, [id]));
      }
    }
    const after = await readLinks(tx);
    await recordAudit(tx, {
      actor: admin,
      action: 'update',
      entity: `${section}-links`,
      before: before.map(({ id, display_on, sort_order }) => ({ id, display_on, sort_order })),
      after: after.map(({ id, display_on, sort_order }) => ({ id, display_on, sort_order })),
    });
    afterCommit(tx, invalidateContentCache);
    // The storefront's pages are kept by the page cache, which the catalog cache empties.
    afterCommit(tx, invalidateCatalogCache);
    return after;
  });
}
