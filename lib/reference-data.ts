/**
 * The spec's fixed lists (§3, §4, §6, §9), each item with its English and Bengali text. The
 * API's basic configuration serves them; screens use them through the same ids.
 */
export interface Labelled<Id extends number | string = number> {
  id: Id;
  title: string;
  title_bn: string;
}

/** Spec §6: user types. 4 is a seller's user, who belongs to a company. */
export const USER_TYPES = { admin: 1, delivery: 2, customer: 3, seller: 4 } as const;
export type UserType = (typeof USER_TYPES)[keyof typeof USER_TYPES];

/** Spec §4: order statuses 1–6. */
export const ORDER_STATUSES: Labelled[] = [
  { id: 1, title: 'Looking for nearby delivery person', title_bn: 'কাছাকাছি ডেলিভারি কর্মী খোঁজা হচ্ছে' },
  { id: 2, title: 'Delivery person going to place the order', title_bn: 'ডেলিভারি কর্মী অর্ডার আনতে যাচ্ছেন' },
  { id: 3, title: 'Being prepared', title_bn: 'প্রস্তুত করা হচ্ছে' },
  { id: 4, title: 'Being packed', title_bn: 'প্যাক করা হচ্ছে' },
  { id: 5, title: 'Delivery time', title_bn: 'ডেলিভারির সময়' },
  { id: 6, title: 'Delivered', title_bn: 'ডেলিভারি সম্পন্ন' },
];

/** Spec §4: order timeline steps 1–6. */
export const ORDER_TIMELINE: Labelled[] = [
  { id: 1, title: 'Getting your order', title_bn: 'আপনার অর্ডার গ্রহণ করা হচ্ছে' },
  { id: 2, title: 'Delivery person given responsibility', title_bn: 'ডেলিভারি কর্মীকে দায়িত্ব দেওয়া হয়েছে' },
  { id: 3, title: 'Order placed', title_bn: 'অর্ডার দেওয়া হয়েছে' },
  { id: 4, title: 'Order ready', title_bn: 'অর্ডার প্রস্তুত' },
  { id: 5, title: 'On the way', title_bn: 'পথে আছে' },
  { id: 6, title: 'Delivered', title_bn: 'ডেলিভারি সম্পন্ন' },
];

/** Spec §4: the label of a just-submitted order. */
export const ORDER_INIT_STATUS_LABEL = { title: 'Order Submitted', title_bn: 'অর্ডার জমা হয়েছে' } as const;

/** Spec §9: genders. */
export const GENDERS: Labelled[] = [
  { id: 1, title: 'Male', title_bn: 'পুরুষ' },
  { id: 2, title: 'Female', title_bn: 'নারী' },
  { id: 3, title: 'Common', title_bn: 'সবার জন্য' },
  { id: 4, title: 'Not Mentioned', title_bn: 'উল্লেখ নেই' },
];

/** Spec §9: where a static page is linked. */
export const DISPLAY_ON: Labelled[] = [
  { id: 1, title: 'Top Header', title_bn: 'উপরের হেডার' },
  { id: 2, title: 'Header Navigation', title_bn: 'হেডার নেভিগেশন' },
  { id: 3, title: 'Footer', title_bn: 'ফুটার' },
];

/** Spec §9: warranty types; the default is Month(s) with time 3. */
export const WARRANTY_TYPES: Labelled[] = [
  { id: 1, title: 'No Warranty', title_bn: 'ওয়ারেন্টি নেই' },
  { id: 2, title: 'Brand Warranty', title_bn: 'ব্র্যান্ড ওয়ারেন্টি' },
  { id: 3, title: 'Seller Warranty', title_bn: 'বিক্রেতার ওয়ারেন্টি' },
  { id: 4, title: 'International Manufacturer Warranty', title_bn: 'আন্তর্জাতিক প্রস্তুতকারকের ওয়ারেন্টি' },
];

/** Spec §9: warranty calendar units. */
export const WARRANTY_CALENDARS: Labelled[] = [
  { id: 1, title: 'Life Time', title_bn: 'আজীবন' },
  { id: 2, title: 'Day(s)', title_bn: 'দিন' },
  { id: 3, title: 'Month(s)', title_bn: 'মাস' },
  { id: 4, title: 'Year(s)', title_bn: 'বছর' },
];
export const DEFAULT_WARRANTY = { warranty_calendar: 3, warranty_time: 3 } as const;

/** Spec §9: size types. */
export const SIZE_TYPES = ['EU', 'UK', 'US', 'Int', 'Waist', 'Suit Only', 'Full Look', 'Other'] as const;

/** Spec §9: shipping address labels. */
export const SHIPPING_LABELS: Labelled<string>[] = [
  { id: 'home', title: 'Home', title_bn: 'বাসা' },
  { id: 'office', title: 'Office', title_bn: 'অফিস' },
];

/** Spec §3: banner display types. */
export const BANNER_TYPES: Labelled[] = [
  { id: 1, title: 'Body', title_bn: 'মূল অংশ' },
  { id: 2, title: 'Popup', title_bn: 'পপআপ' },
];

/** Spec §9: VAT 0 and the default delivery fee of ৳20 (in poisha). */
export const DEFAULT_VAT_PERCENT = 0;
export const DEFAULT_DELIVERY_FEE = 2000;
