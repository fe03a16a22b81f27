import type { SIZE_TYPES } from '#server/modules/catalog/schema.ts';
import type { Glyph } from './artwork.ts';

/** A demo category. `glyph` draws its icon and is the default picture of its products. */
export interface CategorySeed {
  slug: string;
  name: string;
  nameBn: string;
  parent?: string;
  showOnBody?: boolean;
  glyph: Glyph;
  hue: number;
  /** The seller who sells most of it (a company slug). */
  seller: string;
  returnDays: number;
  returnPolicy: string;
  returnPolicyBn: string;
  /** A closing paragraph every product description in the category shares. */
  note: string;
  noteBn: string;
}

const FOOD_RETURNS = {
  returnDays: 3,
  returnPolicy:
    'Unopened packs can be returned within 3 days of delivery. Opened food cannot be returned unless it arrived damaged or past its date.',
  returnPolicyBn:
    'ডেলিভারির ৩ দিনের মধ্যে না খোলা প্যাকেট ফেরত দেওয়া যাবে। খোলা খাদ্যপণ্য ফেরত নেওয়া হয় না, তবে ক্ষতিগ্রস্ত বা মেয়াদোত্তীর্ণ অবস্থায় পৌঁছালে বদলে দেওয়া হবে।',
};
const FRESH_RETURNS = {
  returnDays: 0,
  returnPolicy:
    'Please check fresh food when it arrives. If anything is spoiled, hand it back to the delivery person and we will refund or replace it.',
  returnPolicyBn:
    'তাজা পণ্য হাতে পাওয়ার সময়ই দেখে নিন। কিছু নষ্ট থাকলে ডেলিভারি কর্মীকে ফেরত দিন, আমরা টাকা ফেরত দেব বা বদলে দেব।',
};
const FASHION_RETURNS = {
  returnDays: 7,
  returnPolicy:
    'Unworn items with their tags can be exchanged or returned within 7 days. Sarees and three-pieces must be returned unstitched.',
  returnPolicyBn:
    'ট্যাগসহ অব্যবহৃত পণ্য ৭ দিনের মধ্যে বদল বা ফেরত দেওয়া যাবে। শাড়ি ও থ্রি-পিস সেলাই না করা অবস্থায় ফেরত দিতে হবে।',
};
const ELECTRONICS_RETURNS = {
  returnDays: 7,
  returnPolicy:
    'A product that is faulty on arrival is replaced within 7 days. After that the warranty applies; keep the box and the invoice.',
  returnPolicyBn:
    'ত্রুটিপূর্ণ অবস্থায় পৌঁছালে ৭ দিনের মধ্যে পণ্য বদলে দেওয়া হবে। এরপর ওয়ারেন্টি প্রযোজ্য; বাক্স ও ইনভয়েস রেখে দিন।',
};
const HOUSEHOLD_RETURNS = {
  returnDays: 7,
  returnPolicy: 'Unused items in their original packaging can be returned within 7 days of delivery.',
  returnPolicyBn: 'মূল প্যাকেটে থাকা অব্যবহৃত পণ্য ডেলিভারির ৭ দিনের মধ্যে ফেরত দেওয়া যাবে।',
};

/** Ten top-level categories and two sub-categories (Sarees under Fashion, Mobile Phones under Electronics). */
export const CATEGORIES: CategorySeed[] = [
  {
    slug: 'groceries',
    name: 'Groceries',
    nameBn: 'মুদি বাজার',
    showOnBody: true,
    glyph: 'sack',
    hue: 32,
    seller: 'dhaka-daily-bazar',
    ...FOOD_RETURNS,
    note: 'Sourced from trusted suppliers and packed in our Dhaka warehouse. Delivered inside Dhaka within 24 hours.',
    noteBn: 'বিশ্বস্ত সরবরাহকারীর কাছ থেকে সংগ্রহ করে ঢাকার গুদামে প্যাক করা। ঢাকার ভেতরে ২৪ ঘণ্টার মধ্যে ডেলিভারি।',
  },
  {
    slug: 'fresh-produce',
    name: 'Fresh Produce',
    nameBn: 'তাজা বাজার',
    showOnBody: true,
    glyph: 'fruit',
    hue: 110,
    seller: 'dhaka-daily-bazar',
    ...FRESH_RETURNS,
    note: 'Bought fresh at Karwan Bazar every morning and kept cool until it reaches you.',
    noteBn: 'প্রতিদিন সকালে কারওয়ান বাজার থেকে তাজা কিনে আপনার কাছে পৌঁছানো পর্যন্ত ঠান্ডা রাখা হয়।',
  },
  {
    slug: 'fashion',
    name: 'Fashion',
    nameBn: 'ফ্যাশন',
    showOnBody: true,
    glyph: 'shirt',
    hue: 330,
    seller: 'rangdhanu-fashion',
    ...FASHION_RETURNS,
    note: 'Colours on screen may differ slightly from the actual product.',
    noteBn: 'স্ক্রিনের কারণে ছবির রং আসল পণ্যের চেয়ে সামান্য ভিন্ন হতে পারে।',
  },
  {
    slug: 'sarees',
    name: 'Sarees',
    nameBn: 'শাড়ি',
    parent: 'fashion',
    glyph: 'saree',
    hue: 345,
    seller: 'rangdhanu-fashion',
    ...FASHION_RETURNS,
    note: 'Handwoven: small irregularities in the weave are the mark of a handloom, not a fault.',
    noteBn: 'হাতে বোনা: বুননের ছোটখাটো অসমতা তাঁতের বৈশিষ্ট্য, ত্রুটি নয়।',
  },
  {
    slug: 'electronics',
    name: 'Electronics',
    nameBn: 'ইলেকট্রনিক্স',
    showOnBody: true,
    glyph: 'screen',
    hue: 215,
    seller: 'projukti-mart',
    ...ELECTRONICS_RETURNS,
    note: '100% original product with the official warranty card and invoice.',
    noteBn: 'অফিসিয়াল ওয়ারেন্টি কার্ড ও ইনভয়েসসহ শতভাগ আসল পণ্য।',
  },
  {
    slug: 'mobile-phones',
    name: 'Mobile Phones',
    nameBn: 'মোবাইল ফোন',
    parent: 'electronics',
    glyph: 'smartphone',
    hue: 250,
    seller: 'projukti-mart',
    ...ELECTRONICS_RETURNS,
    note: 'Official phone with BTRC registration; the IMEI can be checked before delivery.',
    noteBn: 'বিটিআরসি নিবন্ধিত অফিসিয়াল ফোন; ডেলিভারির আগে আইএমইআই যাচাই করা যায়।',
  },
  {
    slug: 'home-kitchen',
    name: 'Home & Kitchen',
    nameBn: 'ঘর ও রান্নাঘর',
    glyph: 'cooker',
    hue: 18,
    seller: 'projukti-mart',
    ...HOUSEHOLD_RETURNS,
    note: 'Packed with care so it reaches you without a scratch.',
    noteBn: 'যত্ন করে প্যাক করা, যাতে অক্ষত অবস্থায় আপনার হাতে পৌঁছায়।',
  },
  {
    slug: 'health-medicine',
    name: 'Health & Medicine',
    nameBn: 'স্বাস্থ্য ও ওষুধ',
    glyph: 'tablets',
    hue: 170,
    seller: 'arogya-health',
    returnDays: 0,
    returnPolicy:
      'For everyone’s safety, medicines cannot be returned once delivered. A wrong or damaged item is replaced at once.',
    returnPolicyBn:
      'সবার নিরাপত্তার জন্য ডেলিভারির পর ওষুধ ফেরত নেওয়া হয় না। ভুল বা ক্ষতিগ্রস্ত পণ্য সঙ্গে সঙ্গে বদলে দেওয়া হবে।',
    note: 'Supplied by licensed distributors and stored as the maker directs. Read the leaflet and follow your doctor’s advice.',
    noteBn:
      'লাইসেন্সপ্রাপ্ত পরিবেশকের কাছ থেকে সংগ্রহ করা এবং প্রস্তুতকারকের নির্দেশনা অনুযায়ী সংরক্ষিত। নির্দেশিকা পড়ুন ও চিকিৎসকের পরামর্শ মেনে চলুন।',
  },
  {
    slug: 'beauty',
    name: 'Beauty & Personal Care',
    nameBn: 'সৌন্দর্য ও ব্যক্তিগত যত্ন',
    glyph: 'tube',
    hue: 300,
    seller: 'arogya-health',
    returnDays: 3,
    returnPolicy:
      'Sealed items can be returned within 3 days. Opened cosmetics cannot be returned, for hygiene reasons.',
    returnPolicyBn: 'সিল করা পণ্য ৩ দিনের মধ্যে ফেরত দেওয়া যাবে। স্বাস্থ্যবিধির কারণে খোলা প্রসাধনী ফেরত নেওয়া হয় না।',
    note: 'Authentic product; please check the expiry date printed on the pack.',
    noteBn: 'আসল পণ্য; প্যাকেটে ছাপা মেয়াদ দেখে নিন।',
  },
  {
    slug: 'baby-kids',
    name: 'Baby & Kids',
    nameBn: 'শিশু ও ছোটদের',
    glyph: 'feeder',
    hue: 50,
    seller: 'arogya-health',
    ...HOUSEHOLD_RETURNS,
    note: 'Chosen with care for little ones, from safe and non-toxic materials.',
    noteBn: 'ছোটদের জন্য যত্ন করে বাছাই করা, নিরাপদ ও বিষমুক্ত উপকরণে তৈরি।',
  },
  {
    slug: 'books-stationery',
    name: 'Books & Stationery',
    nameBn: 'বই ও স্টেশনারি',
    glyph: 'book',
    hue: 0,
    seller: 'dhaka-daily-bazar',
    returnDays: 7,
    returnPolicy: 'An item with a printing, binding or manufacturing fault is replaced within 7 days.',
    returnPolicyBn: 'ছাপা, বাঁধাই বা তৈরিতে ত্রুটি থাকলে ৭ দিনের মধ্যে পণ্য বদলে দেওয়া হবে।',
    note: 'Original print and genuine products from the publisher or maker.',
    noteBn: 'প্রকাশক বা প্রস্তুতকারকের আসল ছাপা ও আসল পণ্য।',
  },
  {
    slug: 'sports-fitness',
    name: 'Sports & Fitness',
    nameBn: 'খেলাধুলা ও ফিটনেস',
    glyph: 'football',
    hue: 140,
    seller: 'projukti-mart',
    ...HOUSEHOLD_RETURNS,
    note: 'Made for both practice and match play.',
    noteBn: 'অনুশীলন ও ম্যাচ দুটির জন্যই উপযোগী।',
  },
];

export interface BrandSeed {
  slug: string;
  name: string;
  nameBn: string;
  glyph: Glyph;
  hue: number;
}

/** Local Bangladeshi brands, a few international ones, and two house brands. */
export const BRANDS: BrandSeed[] = [
  { slug: 'pran', name: 'Pran', nameBn: 'প্রাণ', glyph: 'bottle', hue: 100 },
  { slug: 'aci', name: 'ACI', nameBn: 'এসিআই', glyph: 'packet', hue: 210 },
  { slug: 'radhuni', name: 'Radhuni', nameBn: 'রাঁধুনী', glyph: 'chilli', hue: 5 },
  { slug: 'square', name: 'Square', nameBn: 'স্কয়ার', glyph: 'capsules', hue: 200 },
  { slug: 'teer', name: 'Teer', nameBn: 'তীর', glyph: 'bottle', hue: 45 },
  { slug: 'fresh', name: 'Fresh', nameBn: 'ফ্রেশ', glyph: 'sack', hue: 195 },
  { slug: 'ispahani', name: 'Ispahani', nameBn: 'ইস্পাহানী', glyph: 'leaves', hue: 130 },
  { slug: 'aarong-dairy', name: 'Aarong Dairy', nameBn: 'আড়ং ডেইরি', glyph: 'jar', hue: 25 },
  { slug: 'walton', name: 'Walton', nameBn: 'ওয়ালটন', glyph: 'screen', hue: 220 },
  { slug: 'symphony', name: 'Symphony', nameBn: 'সিম্ফনি', glyph: 'keypad-phone', hue: 275 },
  { slug: 'samsung', name: 'Samsung', nameBn: 'স্যামসাং', glyph: 'smartphone', hue: 230 },
  { slug: 'xiaomi', name: 'Xiaomi', nameBn: 'শাওমি', glyph: 'power-bank', hue: 25 },
  { slug: 'tp-link', name: 'TP-Link', nameBn: 'টিপি-লিংক', glyph: 'router', hue: 185 },
  { slug: 'miyako', name: 'Miyako', nameBn: 'মিয়াকো', glyph: 'kettle', hue: 0 },
  { slug: 'kiam', name: 'Kiam', nameBn: 'কিয়াম', glyph: 'pan', hue: 15 },
  { slug: 'rfl', name: 'RFL', nameBn: 'আরএফএল', glyph: 'container', hue: 355 },
  { slug: 'super-star', name: 'Super Star', nameBn: 'সুপার স্টার', glyph: 'bulb', hue: 50 },
  { slug: 'apex', name: 'Apex', nameBn: 'এপেক্স', glyph: 'shoe', hue: 20 },
  { slug: 'bata', name: 'Bata', nameBn: 'বাটা', glyph: 'shoe', hue: 0 },
  { slug: 'meril', name: 'Meril', nameBn: 'মেরিল', glyph: 'jar', hue: 320 },
  { slug: 'parachute', name: 'Parachute', nameBn: 'প্যারাসুট', glyph: 'bottle', hue: 150 },
  { slug: 'keya', name: 'Keya', nameBn: 'কেয়া', glyph: 'tube', hue: 90 },
  { slug: 'beximco', name: 'Beximco Pharma', nameBn: 'বেক্সিমকো ফার্মা', glyph: 'tablets', hue: 240 },
  { slug: 'smc', name: 'SMC', nameBn: 'এসএমসি', glyph: 'packet', hue: 30 },
  { slug: 'omron', name: 'Omron', nameBn: 'ওমরন', glyph: 'bp-monitor', hue: 210 },
  { slug: 'pigeon', name: 'Pigeon', nameBn: 'পিজন', glyph: 'feeder', hue: 190 },
  { slug: 'matador', name: 'Matador', nameBn: 'ম্যাটাডোর', glyph: 'pencils', hue: 220 },
  { slug: 'bashundhara', name: 'Bashundhara', nameBn: 'বসুন্ধরা', glyph: 'notebook', hue: 160 },
  { slug: 'nakshi-ghor', name: 'Nakshi Ghor', nameBn: 'নকশী ঘর', glyph: 'quilt', hue: 12 },
  { slug: 'haat-basics', name: 'Haat Basics', nameBn: 'হাট বেসিকস', glyph: 'tote', hue: 28 },
];

export interface ProductTypeSeed {
  slug: string;
  title: string;
  titleBn: string;
  requiresPrescription?: boolean;
}

export const PRODUCT_TYPES: ProductTypeSeed[] = [
  { slug: 'general', title: 'General', titleBn: 'সাধারণ পণ্য' },
  { slug: 'grocery', title: 'Grocery', titleBn: 'মুদি পণ্য' },
  { slug: 'fresh-food', title: 'Fresh Food', titleBn: 'তাজা খাবার' },
  { slug: 'clothing', title: 'Clothing', titleBn: 'পোশাক' },
  { slug: 'footwear', title: 'Footwear', titleBn: 'জুতা' },
  { slug: 'electronics', title: 'Electronics', titleBn: 'ইলেকট্রনিক্স' },
  { slug: 'medicine', title: 'Prescription Medicine', titleBn: 'প্রেসক্রিপশন ওষুধ', requiresPrescription: true },
  { slug: 'health-care', title: 'Health Care', titleBn: 'স্বাস্থ্যসেবা পণ্য' },
  { slug: 'cosmetics', title: 'Cosmetics', titleBn: 'প্রসাধনী' },
  { slug: 'book', title: 'Book', titleBn: 'বই' },
];

export const PRODUCT_INFO_TYPES = [
  { key: 'specification', title: 'Specification', titleBn: 'স্পেসিফিকেশন' },
  { key: 'package', title: 'Package', titleBn: 'প্যাকেজ' },
  { key: 'usage', title: 'Usage & Care', titleBn: 'ব্যবহার ও যত্ন' },
] as const;

type InfoTypeKey = (typeof PRODUCT_INFO_TYPES)[number]['key'];

/** The attribute names each product type carries, with the group they are shown in. */
export const PRODUCT_TYPE_INFO_NAMES: Record<
  string,
  Array<{ infoType: InfoTypeKey; name: string; nameBn: string }>
> = {
  general: [
    { infoType: 'specification', name: 'Material', nameBn: 'উপাদান' },
    { infoType: 'specification', name: 'Dimensions', nameBn: 'মাপ' },
    { infoType: 'package', name: 'In the Box', nameBn: 'বাক্সে যা আছে' },
  ],
  grocery: [
    { infoType: 'specification', name: 'Origin', nameBn: 'উৎপত্তিস্থল' },
    { infoType: 'package', name: 'Shelf Life', nameBn: 'মেয়াদ' },
    { infoType: 'usage', name: 'Storage', nameBn: 'সংরক্ষণ' },
  ],
  'fresh-food': [
    { infoType: 'specification', name: 'Origin', nameBn: 'উৎপত্তিস্থল' },
    { infoType: 'usage', name: 'Storage', nameBn: 'সংরক্ষণ' },
  ],
  clothing: [
    { infoType: 'specification', name: 'Material', nameBn: 'উপাদান' },
    { infoType: 'specification', name: 'Fit', nameBn: 'ফিট' },
    { infoType: 'usage', name: 'Care', nameBn: 'যত্ন' },
  ],
  footwear: [
    { infoType: 'specification', name: 'Upper', nameBn: 'উপরের অংশ' },
    { infoType: 'specification', name: 'Sole', nameBn: 'সোল' },
  ],
  electronics: [
    { infoType: 'specification', name: 'Model', nameBn: 'মডেল' },
    { infoType: 'specification', name: 'Power', nameBn: 'পাওয়ার' },
    { infoType: 'package', name: 'In the Box', nameBn: 'বাক্সে যা আছে' },
  ],
  medicine: [
    { infoType: 'specification', name: 'Generic Name', nameBn: 'জেনেরিক নাম' },
    { infoType: 'specification', name: 'Strength', nameBn: 'মাত্রা' },
    { infoType: 'specification', name: 'Manufacturer', nameBn: 'প্রস্তুতকারক' },
  ],
  'health-care': [
    { infoType: 'specification', name: 'Generic Name', nameBn: 'জেনেরিক নাম' },
    { infoType: 'specification', name: 'Manufacturer', nameBn: 'প্রস্তুতকারক' },
    { infoType: 'usage', name: 'How to Use', nameBn: 'ব্যবহারবিধি' },
  ],
  cosmetics: [
    { infoType: 'specification', name: 'Skin Type', nameBn: 'ত্বকের ধরন' },
    { infoType: 'package', name: 'Volume', nameBn: 'পরিমাণ' },
  ],
  book: [
    { infoType: 'specification', name: 'Author', nameBn: 'লেখক' },
    { infoType: 'specification', name: 'Publisher', nameBn: 'প্রকাশক' },
    { infoType: 'specification', name: 'Pages', nameBn: 'পৃষ্ঠা' },
    { infoType: 'specification', name: 'Language', nameBn: 'ভাষা' },
  ],
};

export interface PriceTypeSeed {
  slug: string;
  title: string;
  titleBn: string;
  /** Order limits a product priced in this unit gets unless it says otherwise. */
  minQty: number;
  maxQty: number;
}

export const PRICE_TYPES: PriceTypeSeed[] = [
  { slug: 'piece', title: 'Piece', titleBn: 'পিস', minQty: 1, maxQty: 10 },
  { slug: 'pair', title: 'Pair', titleBn: 'জোড়া', minQty: 1, maxQty: 5 },
  { slug: 'two-pairs', title: '2 Pairs', titleBn: '২ জোড়া', minQty: 1, maxQty: 3 },
  { slug: 'set', title: 'Set', titleBn: 'সেট', minQty: 1, maxQty: 5 },
  { slug: 'pack-of-2', title: 'Pack of 2', titleBn: '২টির প্যাক', minQty: 1, maxQty: 5 },
  { slug: 'pack-of-3', title: 'Pack of 3', titleBn: '৩টির প্যাক', minQty: 1, maxQty: 5 },
  { slug: 'hali', title: 'Hali (4 pcs)', titleBn: 'হালি (৪টি)', minQty: 1, maxQty: 10 },
  { slug: 'dozen', title: 'Dozen', titleBn: 'ডজন', minQty: 1, maxQty: 10 },
  { slug: 'tray-30', title: 'Tray (30 pcs)', titleBn: 'ট্রে (৩০টি)', minQty: 1, maxQty: 5 },
  { slug: 'bundle', title: 'Bundle', titleBn: 'আঁটি', minQty: 1, maxQty: 10 },
  { slug: 'packet', title: 'Packet', titleBn: 'প্যাকেট', minQty: 1, maxQty: 10 },
  { slug: 'box', title: 'Box', titleBn: 'বক্স', minQty: 1, maxQty: 5 },
  { slug: 'carton', title: 'Carton', titleBn: 'কার্টন', minQty: 1, maxQty: 3 },
  { slug: 'strip', title: 'Strip (10 tablets)', titleBn: 'পাতা (১০টি)', minQty: 1, maxQty: 10 },
  { slug: 'g-250', title: '250 g', titleBn: '২৫০ গ্রাম', minQty: 1, maxQty: 20 },
  { slug: 'g-500', title: '500 g', titleBn: '৫০০ গ্রাম', minQty: 1, maxQty: 20 },
  { slug: 'kg-1', title: '1 kg', titleBn: '১ কেজি', minQty: 1, maxQty: 20 },
  { slug: 'kg-2', title: '2 kg', titleBn: '২ কেজি', minQty: 1, maxQty: 10 },
  { slug: 'kg-5', title: '5 kg', titleBn: '৫ কেজি', minQty: 1, maxQty: 6 },
  { slug: 'kg-25', title: '25 kg sack', titleBn: '২৫ কেজির বস্তা', minQty: 1, maxQty: 4 },
  { slug: 'ml-100', title: '100 ml', titleBn: '১০০ মিলি', minQty: 1, maxQty: 10 },
  { slug: 'ml-200', title: '200 ml', titleBn: '২০০ মিলি', minQty: 1, maxQty: 10 },
  { slug: 'ml-250', title: '250 ml', titleBn: '২৫০ মিলি', minQty: 2, maxQty: 24 },
  { slug: 'ml-500', title: '500 ml', titleBn: '৫০০ মিলি', minQty: 1, maxQty: 12 },
  { slug: 'litre-1', title: '1 litre', titleBn: '১ লিটার', minQty: 1, maxQty: 12 },
  { slug: 'litre-2', title: '2 litres', titleBn: '২ লিটার', minQty: 1, maxQty: 6 },
  { slug: 'litre-5', title: '5 litres', titleBn: '৫ লিটার', minQty: 1, maxQty: 4 },
  { slug: 'paperback', title: 'Paperback', titleBn: 'পেপারব্যাক', minQty: 1, maxQty: 10 },
  { slug: 'hardcover', title: 'Hardcover', titleBn: 'হার্ডকভার', minQty: 1, maxQty: 10 },
  { slug: 'gift-wrapped', title: 'Gift-wrapped', titleBn: 'উপহার মোড়কে', minQty: 1, maxQty: 5 },
  { slug: 'with-installation', title: 'With installation', titleBn: 'ইনস্টলেশনসহ', minQty: 1, maxQty: 3 },
];

export const COLORS = [
  { name: 'Red', nameBn: 'লাল', code: '#d32f2f' },
  { name: 'Maroon', nameBn: 'মেরুন', code: '#7b1f2a' },
  { name: 'Pink', nameBn: 'গোলাপি', code: '#e91e63' },
  { name: 'Yellow', nameBn: 'হলুদ', code: '#f9a825' },
  { name: 'Green', nameBn: 'সবুজ', code: '#2e7d32' },
  { name: 'Blue', nameBn: 'নীল', code: '#1565c0' },
  { name: 'Navy', nameBn: 'নেভি ব্লু', code: '#1a237e' },
  { name: 'Black', nameBn: 'কালো', code: '#212121' },
  { name: 'White', nameBn: 'সাদা', code: '#ffffff' },
  { name: 'Off-white', nameBn: 'অফ-হোয়াইট', code: '#f5efe0' },
  { name: 'Grey', nameBn: 'ধূসর', code: '#9e9e9e' },
  { name: 'Brown', nameBn: 'বাদামি', code: '#6d4c41' },
] as const;

export type ColorName = (typeof COLORS)[number]['name'];

type SizeType = (typeof SIZE_TYPES)[number];

/** Sizes by spec §9's size types; a product names one as `Type:Name`, e.g. `Int:M` or `EU:42`. */
export const SIZES: Array<{ type: SizeType; names: string[] }> = [
  { type: 'Int', names: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] },
  { type: 'EU', names: ['36', '37', '38', '39', '40', '41', '42', '43', '44'] },
  { type: 'UK', names: ['5', '6', '7', '8', '9', '10'] },
  { type: 'US', names: ['6', '7', '8', '9', '10', '11'] },
  { type: 'Waist', names: ['28', '30', '32', '34', '36', '38'] },
  { type: 'Suit Only', names: ['38', '40', '42', '44'] },
  { type: 'Full Look', names: ['Free Size'] },
  { type: 'Other', names: ['0-3 months', '3-6 months', '6-12 months', '1-2 years'] },
];

export const TAGS = [
  { slug: 'best-seller', name: 'Best Seller', nameBn: 'বেস্ট সেলার' },
  { slug: 'new-arrival', name: 'New Arrival', nameBn: 'নতুন এসেছে' },
  { slug: 'made-in-bangladesh', name: 'Made in Bangladesh', nameBn: 'দেশি পণ্য' },
  { slug: 'daily-essentials', name: 'Daily Essentials', nameBn: 'নিত্যপ্রয়োজনীয়' },
  { slug: 'organic', name: 'Organic', nameBn: 'অর্গানিক' },
  { slug: 'fresh', name: 'Fresh', nameBn: 'তাজা' },
  { slug: 'healthy', name: 'Healthy', nameBn: 'স্বাস্থ্যকর' },
  { slug: 'spices', name: 'Spices', nameBn: 'মসলা' },
  { slug: 'snacks', name: 'Snacks', nameBn: 'নাস্তা' },
  { slug: 'premium', name: 'Premium', nameBn: 'প্রিমিয়াম' },
  { slug: 'budget-pick', name: 'Budget Pick', nameBn: 'সাশ্রয়ী' },
  { slug: 'eid-collection', name: 'Eid Collection', nameBn: 'ঈদ কালেকশন' },
  { slug: 'boishakh-collection', name: 'Boishakh Collection', nameBn: 'বৈশাখী কালেকশন' },
  { slug: 'wedding', name: 'Wedding', nameBn: 'বিয়ের আয়োজন' },
  { slug: 'traditional', name: 'Traditional', nameBn: 'ঐতিহ্যবাহী' },
  { slug: 'handmade', name: 'Handmade', nameBn: 'হাতে তৈরি' },
  { slug: 'cotton', name: 'Cotton', nameBn: 'সুতি' },
  { slug: 'summer', name: 'Summer', nameBn: 'গ্রীষ্মকালীন' },
  { slug: 'winter-sports', name: 'Winter Sports', nameBn: 'শীতের খেলা' },
  { slug: 'gift-idea', name: 'Gift Idea', nameBn: 'উপহার' },
  { slug: 'kids-favourite', name: 'Kids’ Favourite', nameBn: 'ছোটদের প্রিয়' },
  { slug: 'back-to-school', name: 'Back to School', nameBn: 'স্কুলের প্রস্তুতি' },
  { slug: 'kitchen-essentials', name: 'Kitchen Essentials', nameBn: 'রান্নাঘরের প্রয়োজনীয়' },
  { slug: 'energy-saving', name: 'Energy Saving', nameBn: 'বিদ্যুৎ সাশ্রয়ী' },
  { slug: 'power-cut-ready', name: 'Power-cut Ready', nameBn: 'লোডশেডিংয়ের সঙ্গী' },
  { slug: 'wireless', name: 'Wireless', nameBn: 'ওয়্যারলেস' },
  { slug: 'smart-device', name: 'Smart Device', nameBn: 'স্মার্ট ডিভাইস' },
  { slug: 'imported', name: 'Imported', nameBn: 'আমদানি করা' },
  { slug: 'herbal', name: 'Herbal', nameBn: 'ভেষজ' },
  { slug: 'baby-care', name: 'Baby Care', nameBn: 'শিশুর যত্ন' },
  { slug: 'family-health', name: 'Family Health', nameBn: 'পরিবারের স্বাস্থ্য' },
  { slug: 'dengue-protection', name: 'Dengue Protection', nameBn: 'ডেঙ্গু প্রতিরোধ' },
  { slug: 'cricket', name: 'Cricket', nameBn: 'ক্রিকেট' },
  { slug: 'fitness', name: 'Fitness', nameBn: 'ফিটনেস' },
  { slug: 'bangla-classics', name: 'Bangla Classics', nameBn: 'বাংলা ক্লাসিক' },
  { slug: 'eco-friendly', name: 'Eco-friendly', nameBn: 'পরিবেশবান্ধব' },
] as const;

export type TagSlug = (typeof TAGS)[number]['slug'];
