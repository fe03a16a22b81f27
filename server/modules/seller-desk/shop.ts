import { and, eq, ne, or, sql } from 'drizzle-orm';
import { fieldErrorsFromIssues } from '#lib/contracts/issues.ts';
import type { ShopAccount, ShopSettings } from '#lib/contracts/seller-desk.ts';
import { slugify } from '#lib/slug.ts';
import type { Actor } from '#server/access/actor.ts';
import { invalidateCatalogCache } from '#server/cache/read-cache.ts';
import { afterCommit, transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/errors.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { mayResubmit, ownCompanyOf } from './policy.ts';

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
  pickup_latitude: companies.pickup_latitude,
  pickup_longitude: companies.pickup_longitude,
  opening_hours: companies.opening_hours,
  on_holiday: companies.on_holiday,
  logo: companies.logo,
  banner: companies.banner,
};

async function accountOf(db: Tx, companyId: number): Promise<ShopAccount> {
  const [row] = await db.select(accountColumns).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) throw notFound('company_not_found');
  return row;
}

/** The signed-in seller's shop, whatever its status (a pending or rejected seller reads why). */
export async function shopAccount(db: Db, actor: Actor): Promise<ShopAccount> {
  return accountOf(db, ownCompanyOf(actor, 'any', true));
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

/**
 * A rejected (or still pending) shop corrects its application and sends it again: it is pending
 * once more, its old reason cleared. An active or blocked shop cannot (409).
 */
export async function resubmitApplication(
  db: Db,
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
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: companies.status })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!current) throw notFound('company_not_found');
    if (!mayResubmit(current.status)) throw conflict('not_resubmittable', 'sellerDesk.notResubmittable');
    await refuseTakenName(tx, companyId, [input.company_name, input.company_name_bn]);
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
    return accountOf(tx, companyId);
  });
}

/** The shop's settings; the storefront's caches are cleared after commit so its page shows them at once. */
export async function updateShopSettings(db: Db, actor: Actor, input: ShopSettings): Promise<ShopAccount> {
  const companyId = ownCompanyOf(actor, 'shop');
  return transaction(db, async (tx) => {
    await refuseTakenName(tx, companyId, [input.company_name, input.company_name_bn]);
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
