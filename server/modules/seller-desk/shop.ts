import { and, eq, ne, or, sql } from 'drizzle-orm';
import { fieldErrorsFromIssues } from '#lib/contracts/issues.ts';
import { companyDocumentUrl, type ShopAccount, type ShopSettings } from '#lib/contracts/seller-desk.ts';
import { slugify } from '#lib/slug.ts';
import type { Actor } from '#server/access/actor.ts';
import { invalidateCatalogCache } from '#server/cache/read-cache.ts';
import { afterCommit, transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { conflict, invalidFields, notFound } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/api.ts';
import { areas, cities } from '#server/modules/geo/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import type { Storage } from '#server/storage/storage.ts';
import { isOwnDocumentKey } from './company-document.ts';
import { mayResubmit, maySeeShopPapers, ownCompanyOf } from './policy.ts';

/*
 * The shop's own record: the application (status and why, corrected and sent again while it is
 * rejected or pending) and the settings (names, description, contact, pickup point, opening
 * hours, holiday mode, logo, banner), which the storefront shows at once.
 */

const accountColumns = {
  id: companies.id,
  slug: companies.slug,
  company_name: companies.company_name,
  company_name_bn: companies.company_name_bn,
  description: companies.description,
  description_bn: companies.description_bn,
  status: companies.status,
  status_reason: companies.status_reason,
  commission_bp: companies.commission_bp,
  owner_name: companies.owner_name,
  trade_licence_no: companies.trade_licence_no,
  nid_no: companies.nid_no,
  document: companies.document,
  phone: companies.phone,
  email: companies.email,
  address: companies.address,
  pickup_area_id: companies.pickup_area_id,
  pickup_city_id: areas.city_id,
  pickup_region_id: cities.region_id,
  pickup_latitude: companies.pickup_latitude,
  pickup_longitude: companies.pickup_longitude,
  opening_hours: companies.opening_hours,
  on_holiday: companies.on_holiday,
  logo: companies.logo,
  banner: companies.banner,
};

async function accountOf(db: Tx, companyId: number): Promise<ShopAccount> {
  const [row] = await db
    .select(accountColumns)
    .from(companies)
    .leftJoin(areas, eq(areas.id, companies.pickup_area_id))
    .leftJoin(cities, eq(cities.id, areas.city_id))
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) throw notFound('company_not_found');
  return { ...row, document_url: row.document ? companyDocumentUrl(row.id) : null };
}

/** The signed-in seller's shop, whatever its status (a pending or rejected seller reads why). */
export async function shopAccount(db: Db, actor: Actor): Promise<ShopAccount> {
  const account = await accountOf(db, ownCompanyOf(actor, 'any', true));
  if (actor.kind === 'seller' && maySeeShopPapers(actor)) return account;
  // An orders or products member of the team reads the shop, not the owner's identity papers.
  return { ...account, trade_licence_no: null, nid_no: null, document: null, document_url: null };
}

/** 409 'Store name already exist.' when another company has this name (any letter case) or its slug. */
async function refuseTakenName(tx: Tx, companyId: number, names: string[]): Promise<void> {
  const clauses = names.flatMap((name) => [
    sql`lower(${companies.company_name}) = lower(${name})`,
    sql`lower(${companies.company_name_bn}) = lower(${name})`,
  ]);
  const [taken] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(ne(companies.id, companyId), or(...clauses, eq(companies.slug, slugify(names[0]!)))))
    .limit(1);
  if (taken) {
    throw conflict('already_exists', 'auth.duplicate.store', {
      fields: fieldErrorsFromIssues([
        { code: 'custom', path: ['company_name'], message: 'auth.duplicate.store' },
      ]),
    });
  }
}

/** The document named must be one this company uploaded and still kept (400 on `document` otherwise). */
async function refuseForeignDocument(storage: Storage, companyId: number, key: string): Promise<void> {
  if (isOwnDocumentKey(companyId, key) && (await storage.exists(key))) return;
  throw invalidFields(
    fieldErrorsFromIssues([{ code: 'custom', path: ['document'], message: 'sellerDesk.documentUnknown' }]),
  );
}

/** A pickup area that exists (400 on `pickup_area_id` otherwise). */
async function refuseUnknownArea(tx: Tx, areaId: number): Promise<void> {
  const [found] = await tx.select({ id: areas.id }).from(areas).where(eq(areas.id, areaId)).limit(1);
  if (found) return;
  throw invalidFields(
    fieldErrorsFromIssues([
      { code: 'custom', path: ['pickup_area_id'], message: 'validation.invalidOption' },
    ]),
  );
}

/**
 * A rejected (or still pending) shop corrects its application and sends it again: it is pending
 * once more, its old reason cleared, an audit line kept. An active or blocked shop cannot (409).
 * A replaced document's file is removed once the change commits.
 */
export async function resubmitApplication(
  db: Db,
  storage: Storage,
  actor: Actor,
  input: {
    company_name: string;
    company_name_bn: string;
    owner_name: string;
    trade_licence_no?: string | null | undefined;
    nid_no?: string | null | undefined;
    document?: string | null | undefined;
    phone?: string | null | undefined;
    address?: string | null | undefined;
    pickup_area_id?: number | null | undefined;
    pickup_latitude?: number | null | undefined;
    pickup_longitude?: number | null | undefined;
  },
): Promise<ShopAccount> {
  const companyId = ownCompanyOf(actor, 'shop', true);
  if (input.document) await refuseForeignDocument(storage, companyId, input.document);
  return transaction(db, async (tx) => {
    const [current] = await tx
      .select({
        status: companies.status,
        status_reason: companies.status_reason,
        document: companies.document,
        pickup_area_id: companies.pickup_area_id,
      })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!current) throw notFound('company_not_found');
    if (!mayResubmit(current.status)) throw conflict('not_resubmittable', 'sellerDesk.notResubmittable');
    await refuseTakenName(tx, companyId, [input.company_name, input.company_name_bn]);
    if (input.pickup_area_id) await refuseUnknownArea(tx, input.pickup_area_id);
    await tx
      .update(companies)
      .set({
        company_name: input.company_name,
        company_name_bn: input.company_name_bn,
        owner_name: input.owner_name,
        trade_licence_no: input.trade_licence_no ?? null,
        nid_no: input.nid_no ?? null,
        ...(input.document !== undefined ? { document: input.document } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.address !== undefined ? { address: input.address } : {}),
        ...(input.pickup_area_id !== undefined ? { pickup_area_id: input.pickup_area_id } : {}),
        ...(input.pickup_latitude !== undefined ? { pickup_latitude: input.pickup_latitude } : {}),
        ...(input.pickup_longitude !== undefined ? { pickup_longitude: input.pickup_longitude } : {}),
        status: 'pending',
        status_reason: null,
        updated_at: sql`now()`,
      })
      .where(eq(companies.id, companyId));
    const after = await accountOf(tx, companyId);
    await recordAudit(tx, {
      actor,
      action: 'resubmit',
      entity: 'companies',
      entityId: companyId,
      before: { status: current.status, status_reason: current.status_reason, document: current.document },
      after: { status: after.status, document: after.document, pickup_area_id: after.pickup_area_id },
    });
    const replaced = current.document;
    if (replaced && replaced !== after.document && isOwnDocumentKey(companyId, replaced)) {
      afterCommit(tx, () => storage.delete(replaced));
    }
    return after;
  });
}

/** The shop's settings; the storefront's caches are cleared after commit so its page shows them at once. */
export async function updateShopSettings(db: Db, actor: Actor, input: ShopSettings): Promise<ShopAccount> {
  const companyId = ownCompanyOf(actor, 'shop');
  return transaction(db, async (tx) => {
    await refuseTakenName(tx, companyId, [input.company_name, input.company_name_bn]);
    if (input.pickup_area_id) await refuseUnknownArea(tx, input.pickup_area_id);
    await tx
      .update(companies)
      .set({
        company_name: input.company_name,
        company_name_bn: input.company_name_bn,
        description: input.description ?? '',
        description_bn: input.description_bn ?? '',
        phone: input.phone ?? null,
        email: input.email ? input.email : null,
        address: input.address ?? null,
        ...(input.pickup_area_id !== undefined ? { pickup_area_id: input.pickup_area_id } : {}),
        ...(input.pickup_latitude !== undefined ? { pickup_latitude: input.pickup_latitude } : {}),
        ...(input.pickup_longitude !== undefined ? { pickup_longitude: input.pickup_longitude } : {}),
        opening_hours: input.opening_hours ?? null,
        on_holiday: input.on_holiday ?? false,
        ...(input.logo !== undefined ? { logo: input.logo } : {}),
        ...(input.banner !== undefined ? { banner: input.banner } : {}),
        updated_at: sql`now()`,
      })
      .where(eq(companies.id, companyId));
    afterCommit(tx, () => invalidateCatalogCache());
    return accountOf(tx, companyId);
  });
}
