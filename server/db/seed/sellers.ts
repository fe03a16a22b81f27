import type { Tx } from '#server/db/client.ts';
import { companies } from '#server/modules/sellers/schema.ts';
import { companyBannerKey, companyLogoKey } from './demo-plan.ts';
import { byKey, idOf } from './keys.ts';
import { COMPANIES } from './sellers-data.ts';

/** The demo shops (data/sellers.json), active, with their pickup points in Dhaka. */
export async function insertCompanies(
  tx: Tx,
  dhakaAreaIds: Map<string, number>,
): Promise<Map<string, number>> {
  return byKey(
    await tx
      .insert(companies)
      .values(
        COMPANIES.map((company) => ({
          company_name: company.name,
          company_name_bn: company.nameBn,
          slug: company.slug,
          description: company.description,
          description_bn: company.descriptionBn,
          logo: companyLogoKey(company.slug),
          banner: companyBannerKey(company.slug),
          phone: company.phone,
          email: company.email,
          address: company.address,
          status: 'active' as const,
          approved_at: new Date('2026-01-15T10:00:00+06:00'),
          owner_name: company.owner,
          pickup_area_id: idOf(dhakaAreaIds, company.pickup.area, 'Dhaka area'),
          pickup_latitude: company.pickup.latitude,
          pickup_longitude: company.pickup.longitude,
          rating_sum: company.ratingSum,
          rating_count: company.ratingCount,
        })),
      )
      .returning({ id: companies.id, key: companies.slug }),
  );
}
