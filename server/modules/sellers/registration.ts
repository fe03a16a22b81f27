import { eq, or, sql } from 'drizzle-orm';
import type { PartnerInfo } from '#lib/contracts/auth.ts';
import { slugify } from '#lib/slug.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { companies } from './schema.ts';

/** A store name is taken when another company has it (in any letter case) or its slug. */
export async function isStoreNameTaken(db: Tx, storeName: string): Promise<boolean> {
  const name = storeName.trim();
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(or(sql`lower(${companies.company_name}) = lower(${name})`, eq(companies.slug, slugify(name))))
    .limit(1);
  return rows.length > 0;
}

/** A new seller's company, pending until the marketplace approves it. */
export async function createPendingCompany(
  tx: Tx,
  input: { storeName: string; email: string | null; phone: string | null },
): Promise<number> {
  const name = input.storeName.trim();
  const [row] = await tx
    .insert(companies)
    .values({
      company_name: name,
      // The seller fills in the Bengali name later in the shop settings.
      company_name_bn: name,
      slug: slugify(name),
      email: input.email,
      phone: input.phone,
      status: 'pending',
    })
    .returning({ id: companies.id });
  return row!.id;
}

/** A seller user's partner_info: their company. */
export async function sellerPartnerOf(db: Db, companyId: number): Promise<PartnerInfo> {
  const [row] = await db
    .select({
      id: companies.id,
      company_name: companies.company_name,
      company_name_bn: companies.company_name_bn,
      slug: companies.slug,
      status: companies.status,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ? { kind: 'seller', ...row } : null;
}
