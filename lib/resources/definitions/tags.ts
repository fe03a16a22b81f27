import { FEATURES } from '../../contracts/features.ts';
import { defineResource, slugField, textField } from '../define.ts';

/** Product tags (spec §7 tags): what "recommended for you" and search match on. */
export const tagsResource = defineResource({
  name: 'tags',
  path: 'tags',
  feature: FEATURES.tags,
  table: 'tags',
  title: { en: 'Tags', bn: 'ট্যাগ' },
  singular: { en: 'Tag', bn: 'ট্যাগ' },
  titleField: 'tag_name',
  titleFieldBn: 'tag_name_bn',
  fields: [
    textField('tag_name', { en: 'Name (English)', bn: 'নাম (ইংরেজি)' }, 60),
    textField('tag_name_bn', { en: 'Name (Bengali)', bn: 'নাম (বাংলা)' }, 60),
    slugField('tag_name'),
  ],
  defaultSort: 'tag_name',
  sellerLookup: true,
  storefront: true,
  usedBy: [
    {
      table: 'product_tags',
      column: 'tag_id',
      reason: { en: 'products still carry this tag.', bn: 'পণ্যে এখনো এই ট্যাগ আছে।' },
    },
  ],
});
