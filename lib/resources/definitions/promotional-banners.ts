import { z } from 'zod';
import { FEATURES } from '../../contracts/features.ts';
import { BANNER_TYPES } from '../../reference-data.ts';
import {
  booleanField,
  dateTimeField,
  defineResource,
  imageField,
  integerField,
  selectField,
  textField,
} from '../define.ts';

/**
 * Spec §2/§3 promotional banners: title, link, desktop and mobile images (previewed), display
 * type (1 body carousel, 2 side banner / popup), schedule (0 always, 1 between a start and an end,
 * entered and shown in Asia/Dhaka time), order, active. Saving one empties the storefront's
 * caches, so the home page shows it on its next load (server/modules/resources/hooks.ts).
 */
export const promotionalBannersResource = defineResource({
  name: 'promotional-banners',
  path: 'promotional-banners',
  feature: FEATURES.promotionalBanners,
  table: 'promotional_banners',
  title: { en: 'Promotional banners', bn: 'প্রচারণা ব্যানার' },
  singular: { en: 'Banner', bn: 'ব্যানার' },
  titleField: 'banner_title',
  titleFieldBn: 'banner_title_bn',
  fields: [
    textField('banner_title', { en: 'Title (English)', bn: 'শিরোনাম (ইংরেজি)' }, 120),
    textField('banner_title_bn', { en: 'Title (Bengali)', bn: 'শিরোনাম (বাংলা)' }, 120, { column: false }),
    {
      ...textField('promotional_link', { en: 'Link', bn: 'লিংক' }, 500, {
        column: false,
        sortable: false,
        search: false,
        nullable: true,
        hint: {
          en: 'Where a click leads: a path on this site (/category/rice) or a full address.',
          bn: 'ক্লিক করলে যেখানে যাবে: এই সাইটের পথ (/category/rice) বা পূর্ণ ঠিকানা।',
        },
      }),
      schema: z
        .string()
        .trim()
        .max(500, 'validation.tooLong')
        .regex(/^(\/|https?:\/\/|$)/, 'validation.invalidFormat')
        .transform((value) => value || null)
        .nullable()
        .optional(),
    },
    imageField('desktop_banner_image', { en: 'Desktop image', bn: 'ডেস্কটপের ছবি' }, { column: true }),
    imageField('mobile_banner_image', { en: 'Mobile image', bn: 'মোবাইলের ছবি' }, { column: true }),
    selectField(
      'display_type',
      { en: 'Display type', bn: 'দেখানোর ধরন' },
      [
        {
          value: '1',
          label: {
            en: `1 · ${BANNER_TYPES[0]!.title} carousel`,
            bn: `১ · ${BANNER_TYPES[0]!.title_bn} ক্যারোসেল`,
          },
        },
        {
          value: '2',
          label: {
            en: `2 · Side banner / ${BANNER_TYPES[1]!.title}`,
            bn: `২ · পাশের ব্যানার / ${BANNER_TYPES[1]!.title_bn}`,
          },
        },
      ],
      { sortable: true },
    ),
    selectField('schedule_type', { en: 'Schedule', bn: 'সময়সূচি' }, [
      { value: '0', label: { en: 'Always', bn: 'সবসময়' } },
      { value: '1', label: { en: 'Between a start and an end', bn: 'শুরু ও শেষের মধ্যে' } },
    ]),
    dateTimeField('starts_at', { en: 'Starts (Dhaka time)', bn: 'শুরু (ঢাকার সময়)' }),
    dateTimeField('ends_at', { en: 'Ends (Dhaka time)', bn: 'শেষ (ঢাকার সময়)' }),
    integerField('sort_order', { en: 'Order', bn: 'ক্রম' }),
    booleanField('is_active', { en: 'Active', bn: 'চালু' }),
  ],
  defaultSort: 'sort_order',
  activeField: 'is_active',
  storefront: true,
});
