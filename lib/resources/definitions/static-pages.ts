import { FEATURES } from '../../contracts/features.ts';
import {
  booleanField,
  defineResource,
  integerField,
  richTextField,
  slugField,
  textField,
} from '../define.ts';

/**
 * Spec §2/§3 static pages (about us, terms, privacy…): titles and bodies in English and Bengali,
 * written in a small rich-text editor (headings, bold, italic, lists, links) whose HTML the server
 * sanitises with an allow-list before storing (server/modules/content/sanitize-html.ts); the slug
 * is the page's address; the public page shows a change on its next load.
 */
export const staticPagesResource = defineResource({
  name: 'static-page-infos',
  path: 'static-pages',
  feature: FEATURES.staticPages,
  table: 'static_pages',
  title: { en: 'Static pages', bn: 'স্থির পাতা' },
  singular: { en: 'Page', bn: 'পাতা' },
  titleField: 'title',
  titleFieldBn: 'title_bn',
  fields: [
    textField('title', { en: 'Title (English)', bn: 'শিরোনাম (ইংরেজি)' }, 160),
    textField('title_bn', { en: 'Title (Bengali)', bn: 'শিরোনাম (বাংলা)' }, 160),
    slugField('title', {
      hint: {
        en: 'The page’s address (/static-page/slug). Left empty, it is made from the title.',
        bn: 'পাতার ঠিকানা (/static-page/slug)। খালি রাখলে শিরোনাম থেকে বানানো হবে।',
      },
    }),
    richTextField('body', { en: 'Body (English)', bn: 'বিষয়বস্তু (ইংরেজি)' }),
    richTextField('body_bn', { en: 'Body (Bengali)', bn: 'বিষয়বস্তু (বাংলা)' }),
    integerField('sort_order', { en: 'Order', bn: 'ক্রম' }),
    booleanField('is_active', { en: 'Active', bn: 'চালু' }),
  ],
  defaultSort: 'sort_order',
  activeField: 'is_active',
  storefront: true,
  // /api/static-page-infos/details/:slug is the public page.
  detailsPath: '/api/static-page-infos/record/:id',
});
