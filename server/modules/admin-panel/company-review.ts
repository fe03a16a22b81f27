import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { CompanyAction, CompanyReview, CompanyStatus } from '#lib/contracts/admin-panel.ts';
import { companyDocumentUrl } from '#lib/contracts/seller-desk.ts';
import { mediaUrl } from '#lib/media.ts';
import type { Actor } from '#server/access/actor.ts';
import { invalidateCatalogCache } from '#server/cache/read-cache.ts';
import { afterCommit, transaction } from '#server/db/after-commit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/api.ts';
import { products } from '#server/modules/catalog/schema.ts';
import { areas } from '#server/modules/geo/schema.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { requireCompaniesAdmin } from './policy.ts';

const columns = {
  company: companies,
  pickup_area: areas.name,
  pickup_area_bn: areas.name_bn,
  product_count:
    sql<number>`(select count(*) from ${products} where ${products.company_id} = ${companies.id})`.mapWith(
      Number,
    ),
};

type Row = {
  company: typeof companies.$inferSelect;
  pickup_area: string | null;
  pickup_area_bn: string | null;
  product_count: number;
};

function view({ company, pickup_area, pickup_area_bn, product_count }: Row): CompanyReview {
  return {
    id: company.id,
    company_name: company.company_name,
    company_name_bn: company.company_name_bn,
    slug: company.slug,
    status: company.status,
    status_reason: company.status_reason,
    commission_bp: company.commission_bp,
    owner_name: company.owner_name,
    phone: company.phone,
    email: company.email,
    address: company.address,
    trade_licence_no: company.trade_licence_no,
    nid_no: company.nid_no,
    // A document the seller uploaded is private: opened through its guarded route, never /media.
    document_url: !company.document
      ? null
      : company.document.startsWith('private/')
        ? companyDocumentUrl(company.id)
        : mediaUrl(company.document),
    logo_url: company.logo ? mediaUrl(company.logo, 160) : null,
    pickup_area,
    pickup_area_bn,
    pickup_latitude: company.pickup_latitude,
    pickup_longitude: company.pickup_longitude,
    opening_hours: company.opening_hours,
    approved_at: company.approved_at?.toISOString() ?? null,
    product_count,
    created_at: company.created_at.toISOString(),
    updated_at: company.updated_at.toISOString(),
  };
}

async function loadRow(db: Tx, id: number): Promise<Row | undefined> {
  const [row] = await db
    .select(columns)
    .from(companies)
    .leftJoin(areas, eq(areas.id, companies.pickup_area_id))
    .where(eq(companies.id, id));
  return row;
}

/**
 * The sellers (feature 30): the sign-up queue first (pending, oldest first, then the rest newest
 * first), by status and a name, e-mail or phone. Paged by one row more than a page.
 */
export async function listCompanyReviews(
  db: Db,
  actor: Actor,
  limit: number,
  query: {
    page: number;
    status?: CompanyStatus | undefined;
    q?: string | undefined;
    id?: number | undefined;
  },
): Promise<{ data: CompanyReview[]; meta: { current_page: number; per_page: number; has_more: boolean } }> {
  requireCompaniesAdmin(actor);
  const conditions: SQL[] = [];
  if (query.id) conditions.push(eq(companies.id, query.id));
  if (query.status) conditions.push(eq(companies.status, query.status));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(companies.company_name, pattern),
        ilike(companies.company_name_bn, pattern),
        ilike(companies.email, pattern),
        ilike(companies.phone, pattern),
      ) as SQL,
    );
  }
  const rows = await db
    .select(columns)
    .from(companies)
    .leftJoin(areas, eq(areas.id, companies.pickup_area_id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(
      sql`case when ${companies.status} = 'pending' then 0 else 1 end`,
      sql`case when ${companies.status} = 'pending' then ${companies.id} else -${companies.id} end`,
      asc(companies.id),
    )
    .limit(limit + 1)
    .offset((query.page - 1) * limit);
  return {
    data: rows.slice(0, limit).map(view),
    meta: { current_page: query.page, per_page: limit, has_more: rows.length > limit },
  };
}

/** Which statuses each action starts from, and where it leads. */
const TRANSITIONS: Record<CompanyAction, { from: CompanyStatus[]; to: CompanyStatus }> = {
  approve: { from: ['pending', 'rejected'], to: 'active' },
  reject: { from: ['pending'], to: 'rejected' },
  block: { from: ['active', 'pending'], to: 'suspended' },
  unblock: { from: ['suspended'], to: 'active' },
};

function checkVersion(row: Row, version: string | undefined): void {
  if (version && version !== row.company.updated_at.toISOString()) {
    throw conflict('stale_version', 'adminPanel.staleVersion');
  }
}

/**
 * Approves, rejects, blocks or unblocks a seller (feature 30), with the audit line in the same
 * transaction. Only an active seller's products reach shoppers (catalog visibility asks the
 * sellers module), so the catalog's read caches are cleared once the change commits.
 */
export async function reviewCompany(
  db: Db,
  actor: Actor,
  id: number,
  body: { action: CompanyAction; reason?: string | undefined; version?: string | undefined },
): Promise<CompanyReview> {
  requireCompaniesAdmin(actor);
  return transaction(db, async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).for('update');
    const before = await loadRow(tx, id);
    if (!before) throw notFound('company_not_found', 'adminPanel.companyNotFound');
    checkVersion(before, body.version);
    const transition = TRANSITIONS[body.action];
    if (!transition.from.includes(before.company.status)) {
      throw conflict('company_status_conflict', 'adminPanel.companyStatusConflict', {
        details: { status: before.company.status },
      });
    }
    const reason = body.action === 'reject' || body.action === 'block' ? (body.reason ?? null) : null;
    await tx
      .update(companies)
      .set({
        status: transition.to,
        status_reason: reason,
        ...(transition.to === 'active' && !before.company.approved_at ? { approved_at: sql`now()` } : {}),
        updated_at: sql`now()`,
      })
      .where(eq(companies.id, id));
    const after = (await loadRow(tx, id))!;
    await recordAudit(tx, {
      actor,
      action: body.action,
      entity: 'companies',
      entityId: id,
      before: { status: before.company.status, status_reason: before.company.status_reason },
      after: { status: after.company.status, status_reason: after.company.status_reason },
      note: reason,
    });
    afterCommit(tx, invalidateCatalogCache);
    return view(after);
  });
}

/** Sets a seller's commission rate in basis points (feature 30), audited. */
export async function updateCommission(
  db: Db,
  actor: Actor,
  id: number,
  body: { commission_bp: number; version?: string | undefined },
): Promise<CompanyReview> {
  requireCompaniesAdmin(actor);
  return transaction(db, async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).for('update');
    const before = await loadRow(tx, id);
    if (!before) throw notFound('company_not_found', 'adminPanel.companyNotFound');
    checkVersion(before, body.version);
    await tx
      .update(companies)
      .set({ commission_bp: body.commission_bp, updated_at: sql`now()` })
      .where(eq(companies.id, id));
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'companies',
      entityId: id,
      before: { commission_bp: before.company.commission_bp },
      after: { commission_bp: body.commission_bp },
      note: 'commission',
    });
    return view((await loadRow(tx, id))!);
  });
}
