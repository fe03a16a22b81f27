import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DELIVERY_ASSIGNMENT_DEFAULTS, DELIVERY_SETTINGS_KEY } from '#lib/contracts/content.ts';
import type { Tx } from '#server/db/client.ts';
import { siteSettings } from '#server/modules/content/schema.ts';

/**
 * The assignment's knobs, in the basic configuration (site_settings key `delivery_assignment`);
 * each one falls back to its default when absent or invalid.
 */
export { DELIVERY_SETTINGS_KEY };

export const DEFAULT_DELIVERY_SETTINGS = {
  /**
   * The first search radius around the pickup point and the wider one (metres), how long a
   * delivery person has to answer an offer (seconds), and how many orders they may carry at once
   * (not delivered yet): the four an administrator edits in the basic configuration.
   */
  ...DELIVERY_ASSIGNMENT_DEFAULTS,
  /** Positions older than this do not count (the person's phone stopped reporting). */
  position_fresh_minutes: 15,
  /** Wrong delivery codes allowed before an admin must confirm. */
  max_code_attempts: 5,
  /** How long after being flagged the search runs again. */
  retry_seconds: 60,
};
export type DeliverySettings = typeof DEFAULT_DELIVERY_SETTINGS;

const settingsSchema = z.object({
  radius_m: z.number().int().min(100).max(100_000).optional(),
  wider_radius_m: z.number().int().min(100).max(200_000).optional(),
  offer_seconds: z.number().int().min(5).max(3_600).optional(),
  max_active_orders: z.number().int().min(1).max(50).optional(),
  position_fresh_minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .optional(),
  max_code_attempts: z.number().int().min(1).max(20).optional(),
  retry_seconds: z.number().int().min(5).max(3_600).optional(),
});

export async function deliverySettings(db: Tx): Promise<DeliverySettings> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, DELIVERY_SETTINGS_KEY))
    .limit(1);
  const parsed = settingsSchema.safeParse(row?.value);
  if (!parsed.success) return DEFAULT_DELIVERY_SETTINGS;
  const given = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
  return { ...DEFAULT_DELIVERY_SETTINGS, ...given };
}
