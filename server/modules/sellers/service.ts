import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CompanyInfo } from '#lib/contracts/catalog.ts';
import type { Db } from '#server/db/client.ts';
import { companies } from './schema.ts';

/*
 * Sellers' public side: what shoppers may learn about a shop. Only `active` companies are ever
 * shown; a pending or suspended shop does not exist for a shopper.
 */

/**
 * SQL that is true when the company whose id is `companyId` may sell to shoppers. The catalog's
 * visibility rule uses it, so "an active seller" is defined here, by the module owning the table.
 */
export function isActiveCompany(companyId: AnyPgColumn | SQL): SQL {
  // A shop on holiday keeps its page, but its products are hidden until it is back.
  return sql`exists (select 1 from ${companies} where ${companies.id} = ${companyId} and ${companies.status} = 'active' and not ${companies.on_holiday})`;
}

/** SQL for the ids of active companies with one of these slugs (a filter's subquery). */
export function activeCompanyIdsWithSlugs(slugs: string[]): SQL {
  return sql`(select ${companies.id} from ${companies} where ${companies.status} = 'active' and ${inArray(companies.slug, slugs)})`;
}

/** Average of 1–5 star ratings to one decimal, null before the first rating. */
export function averageRating(ratingSum: number, ratingCount: number): number | null {
  return ratingCount > 0 ? Math.round((ratingSum / ratingCount) * 10) / 10 : null;
}

const companyInfoColumns = {
  id: companies.id,
  company_name: companies.company_name,
  company_name_bn: companies.company_name_bn,
  slug: companies.slug,
  logo: companies.logo,
};

export interface CompanyCardInfo extends CompanyInfo {
  rating: number | null;
  rating_count: number;
}

/** Public card data of the given companies (any status: callers show only visible products), by id. */
export async function companyInfosById(db: Db, ids: number[]): Promise<Map<number, CompanyCardInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ ...companyInfoColumns, rating_sum: companies.rating_sum, rating_count: companies.rating_count })
    .from(companies)
    .where(inArray(companies.id, [...new Set(ids)]));
  return new Map(
    rows.map(({ rating_sum, ...row }) => [
      row.id,
      { ...row, rating: averageRating(rating_sum, row.rating_count) },
    ]),
  );
}

/** Card data of every active seller, by id. */
export async function activeCompanyInfos(db: Db): Promise<Map<number, CompanyCardInfo>> {
  const rows = await db
    .select({ ...companyInfoColumns, rating_sum: companies.rating_sum, rating_count: companies.rating_count })
    .from(companies)
    .where(eq(companies.status, 'active'));
  return new Map(
    rows.map(({ rating_sum, ...row }) => [
      row.id,
      { ...row, rating: averageRating(rating_sum, row.rating_count) },
    ]),
  );
}

/** Active sellers by name, as the shop filter and the sellers' list show them. */
export async function listActiveCompanies(db: Db): Promise<CompanyInfo[]> {
  return db
    .select(companyInfoColumns)
    .from(companies)
    .where(eq(companies.status, 'active'))
    .orderBy(asc(companies.company_name), asc(companies.id));
}

export interface PublicCompany extends CompanyCardInfo {
  description: string;
  description_bn: string;
  banner: string | null;
  address: string | null;
  created_at: string;
}

/** An active seller's public profile by slug; null for an unknown, pending or suspended shop. */
export async function findActiveCompanyBySlug(db: Db, slug: string): Promise<PublicCompany | null> {
  const [row] = await db
    .select({
      ...companyInfoColumns,
      description: companies.description,
      description_bn: companies.description_bn,
      banner: companies.banner,
      address: companies.address,
      rating_sum: companies.rating_sum,
      rating_count: companies.rating_count,
      created_at: companies.created_at,
    })
    .from(companies)
    .where(and(eq(companies.slug, slug), eq(companies.status, 'active')))
    .limit(1);
  if (!row) return null;
  const { rating_sum, created_at, ...rest } = row;
  return {
    ...rest,
    rating: averageRating(rating_sum, row.rating_count),
    created_at: created_at.toISOString(),
  };
}

/** Active sellers' shop slugs and last change, for the sitemap. */
export async function activeCompanySlugs(db: Db): Promise<Array<{ slug: string; updated_at: string }>> {
  const rows = await db
    .select({ slug: companies.slug, updated_at: companies.updated_at })
    .from(companies)
    .where(eq(companies.status, 'active'))
    .orderBy(asc(companies.id));
  return rows.map((row) => ({ slug: row.slug, updated_at: row.updated_at.toISOString() }));
}
