import type { Tx } from '#server/db/client.ts';
import { textToHtml } from '#server/modules/content/api.ts';
import { promotionalBanners, staticPages } from '#server/modules/content/schema.ts';
import { BANNERS, STATIC_PAGES } from './content-data.ts';
import type { DemoPlan } from './demo-plan.ts';
import type { SeedCounts } from './keys.ts';

/** The home page's banners (one scheduled to start later) and the static pages. */
export async function insertContent(
  tx: Tx,
  plan: DemoPlan,
  now: Date,
): Promise<Pick<SeedCounts, 'banners' | 'staticPages'>> {
  await tx.insert(promotionalBanners).values(
    BANNERS.map((banner, index) => {
      const planned = plan.banners[index]!;
      return {
        banner_title: banner.title,
        banner_title_bn: banner.titleBn,
        promotional_link: banner.link,
        desktop_banner_image: planned.desktop,
        mobile_banner_image: planned.mobile,
        display_type: banner.displayType,
        schedule_type: banner.schedule ? 1 : 0,
        starts_at: planned.startsAt,
        ends_at: planned.endsAt,
        sort_order: index + 1,
        created_at: now,
        updated_at: now,
      };
    }),
  );
  await tx.insert(staticPages).values(
    STATIC_PAGES.map((page, index) => ({
      title: page.title,
      title_bn: page.titleBn,
      slug: page.slug,
      body: textToHtml(page.body.join('\n\n')),
      body_bn: textToHtml(page.bodyBn.join('\n\n')),
      display_on: page.displayOn,
      sort_order: index + 1,
    })),
  );
  return { banners: BANNERS.length, staticPages: STATIC_PAGES.length };
}
