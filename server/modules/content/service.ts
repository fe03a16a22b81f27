import { and, asc, eq, gt, lte, or } from 'drizzle-orm';
import { BANNER_LIMIT, type Banner } from '#lib/contracts/content.ts';
import type { Db } from '#server/db/client.ts';
import { promotionalBanners } from './schema.ts';

/**
 * Banners to show at `now`: active, and either always shown or inside their schedule window;
 * at most BANNER_LIMIT of each display type, in the administrator's order.
 */
export async function listShowingBanners(db: Db, now: Date = new Date()): Promise<Banner[]> {
  const rows = await db
    .select({
      id: promotionalBanners.id,
      banner_title: promotionalBanners.banner_title,
      banner_title_bn: promotionalBanners.banner_title_bn,
      promotional_link: promotionalBanners.promotional_link,
      desktop_banner_image: promotionalBanners.desktop_banner_image,
      mobile_banner_image: promotionalBanners.mobile_banner_image,
      display_type: promotionalBanners.display_type,
    })
    .from(promotionalBanners)
    .where(
      and(
        eq(promotionalBanners.is_active, true),
        or(
          eq(promotionalBanners.schedule_type, 0),
          and(lte(promotionalBanners.starts_at, now), gt(promotionalBanners.ends_at, now)),
        ),
      ),
    )
    .orderBy(
      asc(promotionalBanners.display_type),
      asc(promotionalBanners.sort_order),
      asc(promotionalBanners.id),
    )
    .limit(100);
  const shown = new Map<number, number>();
  return rows.filter((banner) => {
    const count = (shown.get(banner.display_type) ?? 0) + 1;
    shown.set(banner.display_type, count);
    return count <= BANNER_LIMIT;
  });
}
