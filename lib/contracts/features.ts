/**
 * Admin features (spec §2's admin sections, §6's roles). A role's role_accesses hold these ids;
 * every admin call checks its feature in the service layer. The admin user roles feature is 50
 * (spec §6). `path` is the section's page under the admin path.
 */
export const ADMIN_MENU_GROUPS = [
  { id: 'collection-types', title: 'Collection Types', title_bn: 'সংগ্রহের ধরন' },
  { id: 'components', title: 'Components', title_bn: 'উপাদান' },
  { id: 'data-information', title: 'Data Information', title_bn: 'তথ্য ভান্ডার' },
  { id: 'frontend-setting', title: 'Frontend Setting', title_bn: 'ফ্রন্টএন্ড সেটিং' },
  { id: 'generals', title: 'Generals', title_bn: 'সাধারণ' },
] as const;

export type AdminMenuGroup = (typeof ADMIN_MENU_GROUPS)[number]['id'];

export interface AdminFeature {
  id: number;
  path: string;
  group: AdminMenuGroup;
  title: string;
  title_bn: string;
}

export const ADMIN_FEATURES = [
  { id: 1, path: '', group: 'generals', title: 'Dashboard', title_bn: 'ড্যাশবোর্ড' },
  { id: 10, path: 'categories', group: 'collection-types', title: 'Categories', title_bn: 'ক্যাটাগরি' },
  { id: 11, path: 'products', group: 'collection-types', title: 'Products', title_bn: 'পণ্য' },
  {
    id: 12,
    path: 'products-pre',
    group: 'collection-types',
    title: 'Products awaiting approval',
    title_bn: 'অনুমোদনের অপেক্ষায় পণ্য',
  },
  { id: 13, path: 'brand-management', group: 'collection-types', title: 'Brands', title_bn: 'ব্র্যান্ড' },
  { id: 14, path: 'tags', group: 'collection-types', title: 'Tags', title_bn: 'ট্যাগ' },
  {
    id: 15,
    path: 'tag-management',
    group: 'collection-types',
    title: 'Tag management',
    title_bn: 'ট্যাগ ব্যবস্থাপনা',
  },
  { id: 16, path: 'product-types', group: 'components', title: 'Product types', title_bn: 'পণ্যের ধরন' },
  {
    id: 17,
    path: 'product-info-types',
    group: 'components',
    title: 'Product info types',
    title_bn: 'পণ্য তথ্যের ধরন',
  },
  {
    id: 18,
    path: 'product-type-info-names',
    group: 'components',
    title: 'Product type info names',
    title_bn: 'পণ্যের ধরনের তথ্যের নাম',
  },
  {
    id: 19,
    path: 'product-price-types',
    group: 'components',
    title: 'Product price types',
    title_bn: 'পণ্যের দামের ধরন',
  },
  { id: 20, path: 'product-color-infos', group: 'components', title: 'Colours', title_bn: 'রং' },
  { id: 21, path: 'product-size-infos', group: 'components', title: 'Sizes', title_bn: 'মাপ' },
  { id: 22, path: 'media-galleries', group: 'components', title: 'Media gallery', title_bn: 'মিডিয়া গ্যালারি' },
  { id: 23, path: 'reviews', group: 'collection-types', title: 'Reviews', title_bn: 'রিভিউ' },
  { id: 30, path: 'companies', group: 'data-information', title: 'Sellers', title_bn: 'বিক্রেতা' },
  { id: 31, path: 'customer-infos', group: 'data-information', title: 'Customers', title_bn: 'ক্রেতা' },
  {
    id: 32,
    path: 'delivery-persons',
    group: 'data-information',
    title: 'Delivery persons',
    title_bn: 'ডেলিভারি কর্মী',
  },
  { id: 33, path: 'order-infos', group: 'data-information', title: 'Orders', title_bn: 'অর্ডার' },
  { id: 34, path: 'regions', group: 'data-information', title: 'Regions', title_bn: 'বিভাগ' },
  { id: 35, path: 'cities', group: 'data-information', title: 'Cities', title_bn: 'জেলা' },
  { id: 36, path: 'areas', group: 'data-information', title: 'Areas', title_bn: 'এলাকা' },
  { id: 37, path: 'payments', group: 'data-information', title: 'Payments', title_bn: 'পেমেন্ট' },
  { id: 40, path: 'header', group: 'frontend-setting', title: 'Header', title_bn: 'হেডার' },
  { id: 41, path: 'footer', group: 'frontend-setting', title: 'Footer', title_bn: 'ফুটার' },
  {
    id: 42,
    path: 'promotional-banners',
    group: 'frontend-setting',
    title: 'Promotional banners',
    title_bn: 'প্রচারণা ব্যানার',
  },
  { id: 43, path: 'static-pages', group: 'frontend-setting', title: 'Static pages', title_bn: 'স্থির পাতা' },
  {
    id: 44,
    path: 'basic-configuration',
    group: 'frontend-setting',
    title: 'Basic configuration',
    title_bn: 'মৌলিক কনফিগারেশন',
  },
  { id: 50, path: 'admin-user-roles', group: 'generals', title: 'Admin user roles', title_bn: 'অ্যাডমিন ভূমিকা' },
  { id: 51, path: 'admin-users', group: 'generals', title: 'Users', title_bn: 'ব্যবহারকারী' },
  { id: 52, path: 'api-clients', group: 'generals', title: 'API clients', title_bn: 'এপিআই ক্লায়েন্ট' },
  {
    id: 53,
    path: 'background-jobs',
    group: 'generals',
    title: 'Background jobs',
    title_bn: 'পটভূমির কাজ',
  },
  { id: 54, path: 'audit-log', group: 'generals', title: 'Audit log', title_bn: 'নিরীক্ষা লগ' },
] as const satisfies ReadonlyArray<AdminFeature>;

/** Feature ids by name, for the service layer's checks: `requireFeature(actor, FEATURES.adminUserRoles)`. */
export const FEATURES = {
  dashboard: 1,
  categories: 10,
  products: 11,
  productsPre: 12,
  brands: 13,
  tags: 14,
  tagManagement: 15,
  productTypes: 16,
  productInfoTypes: 17,
  productTypeInfoNames: 18,
  productPriceTypes: 19,
  productColors: 20,
  productSizes: 21,
  mediaGalleries: 22,
  reviews: 23,
  companies: 30,
  customers: 31,
  deliveryPersons: 32,
  orders: 33,
  regions: 34,
  cities: 35,
  areas: 36,
  payments: 37,
  header: 40,
  footer: 41,
  promotionalBanners: 42,
  staticPages: 43,
  basicConfiguration: 44,
  adminUserRoles: 50,
  adminUsers: 51,
  apiClients: 52,
  backgroundJobs: 53,
  auditLog: 54,
} as const satisfies Record<string, (typeof ADMIN_FEATURES)[number]['id']>;

export type FeatureId = (typeof ADMIN_FEATURES)[number]['id'];

export const FEATURE_IDS: ReadonlySet<number> = new Set(ADMIN_FEATURES.map((feature) => feature.id));

export function isFeatureId(value: number): value is FeatureId {
  return FEATURE_IDS.has(value);
}
