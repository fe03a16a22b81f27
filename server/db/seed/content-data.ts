import type { Glyph } from './artwork.ts';

export interface BannerSeed {
  /** Names the banner's image files; not stored in the table. */
  key: string;
  title: string;
  titleBn: string;
  link: string;
  displayType: 1 | 2;
  /** Days from seeding when a scheduled banner starts and ends; absent means always shown. */
  schedule?: { startsInDays: number; endsInDays: number };
  glyphs: Glyph[];
  hue: number;
}

/**
 * Home page banners: display_type 1 in the big carousel, 2 in the side slots. One scheduled
 * banner is running now, one starts in a month (not shown yet).
 */
export const BANNERS: BannerSeed[] = [
  {
    key: 'eid-fashion-festival',
    title: 'Eid Fashion Festival: up to 30% off panjabis and sarees',
    titleBn: 'ঈদ ফ্যাশন উৎসব: পাঞ্জাবি ও শাড়িতে ৩০% পর্যন্ত ছাড়',
    link: '/search?category=fashion',
    displayType: 1,
    glyphs: ['panjabi', 'saree', 'shoe'],
    hue: 330,
  },
  {
    key: 'fresh-every-morning',
    title: 'Fresh from Karwan Bazar every morning',
    titleBn: 'প্রতিদিন সকালে কারওয়ান বাজার থেকে তাজা',
    link: '/search?category=fresh-produce',
    displayType: 1,
    glyphs: ['fish', 'fruit', 'eggs'],
    hue: 120,
  },
  {
    key: 'smart-tv-offer',
    title: 'Walton 32-inch Smart TV at ৳19,990',
    titleBn: 'ওয়ালটন ৩২ ইঞ্চি স্মার্ট টিভি মাত্র ৳১৯,৯৯০',
    link: '/products/walton-32-inch-smart-led-tv',
    displayType: 1,
    glyphs: ['screen', 'fan', 'smartphone'],
    hue: 220,
  },
  {
    key: 'monthly-bazar',
    title: 'Monthly bazar delivered: 5% off rice, oil and dal this month',
    titleBn: 'মাসের বাজার ঘরে বসেই: এই মাসে চাল, তেল ও ডালে ৫% ছাড়',
    link: '/search?category=groceries',
    displayType: 1,
    schedule: { startsInDays: -7, endsInDays: 30 },
    glyphs: ['sack', 'bottle', 'packet'],
    hue: 35,
  },
  {
    key: 'health-at-your-door',
    title: 'Medicines and health care at your door',
    titleBn: 'ওষুধ ও স্বাস্থ্যসেবা পণ্য আপনার দরজায়',
    link: '/search?category=health-medicine',
    displayType: 2,
    glyphs: ['tablets', 'bp-monitor'],
    hue: 170,
  },
  {
    key: 'back-to-school',
    title: 'Back to school: khata, pens and bags',
    titleBn: 'স্কুলের প্রস্তুতি: খাতা, কলম আর ব্যাগ',
    link: '/search?category=books-stationery',
    displayType: 2,
    glyphs: ['notebook', 'backpack'],
    hue: 260,
  },
  {
    key: 'jamdani-spotlight',
    title: 'Dhakai Jamdani, handwoven in Rupganj',
    titleBn: 'রূপগঞ্জের তাঁতে বোনা ঢাকাই জামদানি',
    link: '/products/dhakai-jamdani-saree',
    displayType: 2,
    glyphs: ['saree', 'quilt'],
    hue: 10,
  },
  {
    key: 'pohela-boishakh',
    title: 'Pohela Boishakh collection: coming soon',
    titleBn: 'পহেলা বৈশাখ কালেকশন: শিগগিরই আসছে',
    link: '/products/pohela-boishakh-red-white-saree',
    displayType: 2,
    schedule: { startsInDays: 30, endsInDays: 45 },
    glyphs: ['saree', 'rickshaw'],
    hue: 0,
  },
];

export interface StaticPageSeed {
  slug: string;
  title: string;
  titleBn: string;
  /** Paragraphs; stored as HTML paragraphs (the static page editor's format). */
  body: string[];
  bodyBn: string[];
  /** Spec §9 display-on places: 1 Top Header, 2 Header Navigation, 3 Footer. */
  displayOn: number[];
}

export const STATIC_PAGES: StaticPageSeed[] = [
  {
    slug: 'about-us',
    title: 'About Haat',
    titleBn: 'হাট সম্পর্কে',
    displayOn: [2, 3],
    body: [
      'Haat is an online marketplace made in Bangladesh. Like the weekly haat of a village, it brings many sellers to one place: grocers, weavers, pharmacies, electronics shops and bookshops, each with a shop of its own.',
      'You can shop in English or Bangla, pay when your order arrives, and follow it until it reaches your door. Our delivery partners cover Dhaka city today, and we are growing into other districts.',
      'Sellers get a simple dashboard to list products, set prices by the piece, dozen or kilogram, and manage orders. Every product is reviewed before it is shown.',
      'Haat is open-source software. Questions or ideas? Write to support@haat.com.bd or call +880 9612-345678.',
    ],
    bodyBn: [
      'হাট বাংলাদেশে তৈরি একটি অনলাইন মার্কেটপ্লেস। গ্রামের সাপ্তাহিক হাটের মতোই এখানে এক জায়গায় অনেক বিক্রেতা — মুদি দোকান, তাঁতি, ফার্মেসি, ইলেকট্রনিক্সের দোকান আর বইয়ের দোকান, প্রত্যেকের নিজস্ব দোকান।',
      'ইংরেজি বা বাংলায় কেনাকাটা করুন, অর্ডার হাতে পেয়ে টাকা দিন এবং দরজায় পৌঁছানো পর্যন্ত অর্ডারের খোঁজ রাখুন। আমাদের ডেলিভারি কর্মীরা এখন ঢাকা শহরে সেবা দিচ্ছেন, শিগগিরই অন্যান্য জেলাতেও।',
      'বিক্রেতারা সহজ ড্যাশবোর্ডে পণ্য যোগ করেন, পিস, ডজন বা কেজি হিসেবে দাম ঠিক করেন এবং অর্ডার সামলান। প্রতিটি পণ্য দেখানোর আগে যাচাই করা হয়।',
      'হাট একটি ওপেন-সোর্স সফটওয়্যার। প্রশ্ন বা পরামর্শ থাকলে লিখুন support@haat.com.bd ঠিকানায় অথবা কল করুন +880 9612-345678 নম্বরে।',
    ],
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms and Conditions',
    titleBn: 'শর্তাবলি',
    displayOn: [3],
    body: [
      'By using Haat you agree to these terms. Please read them carefully.',
      'Accounts. You are responsible for keeping your password safe and for everything done with your account. Tell us at once if you think someone else is using it.',
      'Orders and prices. Prices are shown in Taka (৳) and include VAT where it applies. An order is confirmed when the seller accepts it. If a price or the stock was shown wrongly, the seller may cancel the order, and any payment is refunded in full.',
      'Delivery. Delivery times are estimates. The delivery fee is shown at checkout before you place your order.',
      'Returns. Each product shows its own return policy. Medicines, opened food and opened personal care items cannot be returned unless they arrive damaged or wrong.',
      'Sellers. Each product is sold by the seller named on its page, who is responsible for it. Haat reviews products before they are shown but does not make them. Prescription medicines are sold only against a valid prescription from a registered physician.',
      'These terms are governed by the laws of Bangladesh. We may update them and will announce important changes on the site.',
    ],
    bodyBn: [
      'হাট ব্যবহার করে আপনি এই শর্তাবলিতে সম্মতি দিচ্ছেন। অনুগ্রহ করে মনোযোগ দিয়ে পড়ুন।',
      'অ্যাকাউন্ট। পাসওয়ার্ড নিরাপদে রাখা এবং আপনার অ্যাকাউন্ট দিয়ে করা সব কাজের দায়িত্ব আপনার। অন্য কেউ আপনার অ্যাকাউন্ট ব্যবহার করছে মনে হলে সঙ্গে সঙ্গে আমাদের জানান।',
      'অর্ডার ও দাম। দাম টাকায় (৳) দেখানো হয় এবং প্রযোজ্য ক্ষেত্রে ভ্যাটসহ। বিক্রেতা অর্ডার গ্রহণ করলে তা নিশ্চিত হয়। দাম বা মজুত ভুল দেখানো হলে বিক্রেতা অর্ডার বাতিল করতে পারেন, সেক্ষেত্রে পরিশোধিত টাকা পুরোটা ফেরত দেওয়া হবে।',
      'ডেলিভারি। ডেলিভারির সময় আনুমানিক। অর্ডার দেওয়ার আগে চেকআউটে ডেলিভারি চার্জ দেখানো হয়।',
      'ফেরত। প্রতিটি পণ্যের নিজস্ব ফেরত নীতি পণ্যের পাতায় দেখানো আছে। ওষুধ, খোলা খাবার ও খোলা ব্যক্তিগত যত্নের পণ্য ফেরত নেওয়া হয় না, যদি না সেগুলো ক্ষতিগ্রস্ত বা ভুল অবস্থায় পৌঁছায়।',
      'বিক্রেতা। প্রতিটি পণ্য বিক্রি করেন পণ্যের পাতায় উল্লিখিত বিক্রেতা, এবং পণ্যের দায়িত্ব তাঁর। হাট দেখানোর আগে পণ্য যাচাই করে, তবে পণ্য তৈরি করে না। নিবন্ধিত চিকিৎসকের বৈধ প্রেসক্রিপশন ছাড়া প্রেসক্রিপশন-ওষুধ বিক্রি করা হয় না।',
      'এই শর্তাবলি বাংলাদেশের আইন অনুযায়ী পরিচালিত। আমরা এগুলো হালনাগাদ করতে পারি এবং গুরুত্বপূর্ণ পরিবর্তন সাইটে জানিয়ে দেব।',
    ],
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    titleBn: 'গোপনীয়তা নীতি',
    displayOn: [3],
    body: [
      'This policy explains what personal information Haat collects and how it is used.',
      'What we collect. Your name, phone number, e-mail address, delivery addresses and order history. Delivery persons share their location while they are delivering an order.',
      'How we use it. To deliver your orders, to let sellers and delivery persons contact you about an order, to keep your account secure, and to improve the service. We never sell your personal information.',
      'Who sees it. A seller sees what is needed to fulfil your order; a delivery person sees your name, phone number and address for the orders given to them.',
      'Cookies. We use a cookie to keep you signed in, and your browser keeps your cart. We do not use advertising cookies.',
      'Your choices. You can update your profile and addresses at any time, and ask us to delete your account by writing to support@haat.com.bd.',
    ],
    bodyBn: [
      'হাট কোন ব্যক্তিগত তথ্য সংগ্রহ করে এবং কীভাবে তা ব্যবহার করে, এই নীতিতে তা ব্যাখ্যা করা হয়েছে।',
      'আমরা যা সংগ্রহ করি। আপনার নাম, ফোন নম্বর, ই-মেইল ঠিকানা, ডেলিভারির ঠিকানা ও অর্ডারের ইতিহাস। ডেলিভারি কর্মীরা অর্ডার পৌঁছে দেওয়ার সময় তাঁদের অবস্থান শেয়ার করেন।',
      'যেভাবে ব্যবহার করি। আপনার অর্ডার পৌঁছে দিতে, অর্ডারের বিষয়ে বিক্রেতা ও ডেলিভারি কর্মী যাতে আপনার সঙ্গে যোগাযোগ করতে পারেন, আপনার অ্যাকাউন্ট সুরক্ষিত রাখতে এবং সেবার মান বাড়াতে। আমরা কখনো আপনার ব্যক্তিগত তথ্য বিক্রি করি না।',
      'কারা দেখতে পান। বিক্রেতা শুধু অর্ডার পূরণের জন্য প্রয়োজনীয় তথ্য দেখেন; ডেলিভারি কর্মী তাঁকে দেওয়া অর্ডারের জন্য আপনার নাম, ফোন নম্বর ও ঠিকানা দেখেন।',
      'কুকি। আপনাকে সাইন-ইন অবস্থায় রাখতে আমরা একটি কুকি ব্যবহার করি, আর আপনার কার্ট থাকে আপনার ব্রাউজারে। আমরা বিজ্ঞাপনের কুকি ব্যবহার করি না।',
      'আপনার পছন্দ। যেকোনো সময় প্রোফাইল ও ঠিকানা হালনাগাদ করতে পারেন, আর support@haat.com.bd ঠিকানায় লিখে অ্যাকাউন্ট মুছে ফেলার অনুরোধ করতে পারেন।',
    ],
  },
  {
    slug: 'delivery-information',
    title: 'Delivery Information',
    titleBn: 'ডেলিভারি তথ্য',
    displayOn: [1, 3],
    body: [
      'Inside Dhaka city we deliver within 24 hours of your order, most orders the same day. Outside Dhaka, delivery takes 2 to 5 days.',
      'The standard delivery fee is ৳20 per order inside Dhaka. The exact fee is shown at checkout.',
      'You can pay in cash when your order arrives. Please check your items in front of the delivery person, especially fresh food.',
      'Follow your order on the My Orders page: placed, being prepared, on the way and delivered.',
    ],
    bodyBn: [
      'ঢাকা শহরের ভেতরে অর্ডারের ২৪ ঘণ্টার মধ্যে ডেলিভারি দেওয়া হয়, বেশিরভাগ অর্ডার একই দিনে। ঢাকার বাইরে ডেলিভারিতে ২ থেকে ৫ দিন লাগে।',
      'ঢাকার ভেতরে প্রতি অর্ডারে সাধারণ ডেলিভারি চার্জ ৳২০। সঠিক চার্জ চেকআউটে দেখানো হয়।',
      'অর্ডার হাতে পেয়ে নগদে টাকা দিতে পারেন। ডেলিভারি কর্মীর সামনেই পণ্য দেখে নিন, বিশেষ করে তাজা খাবার।',
      'আমার অর্ডার পাতায় অর্ডারের খোঁজ রাখুন: অর্ডার দেওয়া হয়েছে, প্রস্তুত হচ্ছে, পথে আছে এবং পৌঁছে গেছে।',
    ],
  },
  {
    slug: 'return-policy',
    title: 'Return Policy',
    titleBn: 'ফেরত নীতি',
    displayOn: [3],
    body: [
      'Most products can be returned within the number of days shown on the product page, in their original condition and packaging.',
      'To return an item, open My Orders, choose the order and contact the seller, or call our support line. A delivery person will collect the item.',
      'Refunds are paid to your original payment method, or in cash for cash-on-delivery orders, within 7 working days after the seller receives the item.',
      'Medicines, opened food and opened cosmetics cannot be returned unless they arrived damaged, expired or wrong.',
    ],
    bodyBn: [
      'বেশিরভাগ পণ্য পণ্যের পাতায় দেখানো দিনের মধ্যে, মূল অবস্থায় ও মূল প্যাকেটে ফেরত দেওয়া যায়।',
      'পণ্য ফেরত দিতে আমার অর্ডার পাতায় গিয়ে অর্ডারটি বেছে বিক্রেতার সঙ্গে যোগাযোগ করুন, অথবা আমাদের সাপোর্ট নম্বরে কল করুন। ডেলিভারি কর্মী এসে পণ্যটি নিয়ে যাবেন।',
      'বিক্রেতা পণ্য হাতে পাওয়ার ৭ কর্মদিবসের মধ্যে আপনার মূল পেমেন্ট মাধ্যমে, আর ক্যাশ অন ডেলিভারি অর্ডারে নগদে টাকা ফেরত দেওয়া হয়।',
      'ওষুধ, খোলা খাবার ও খোলা প্রসাধনী ফেরত নেওয়া হয় না, যদি না সেগুলো ক্ষতিগ্রস্ত, মেয়াদোত্তীর্ণ বা ভুল অবস্থায় পৌঁছায়।',
    ],
  },
];

/**
 * Site-wide settings, one `site_settings` row per key. Shapes:
 * - `site_basic_config`: { site_name, site_name_bn, domain, description,
 *   tagline: { en, bn }, phone, email, address: { en, bn },
 *   social_links: { facebook, instagram, youtube, linkedin } } — URLs, phone in E.164.
 * - `vat`: { percent } — VAT added to an order, in percent (spec §9: 0).
 * - `delivery_fee_default`: { poisha } — delivery fee per order in poisha (spec §9: ৳20 = 2000).
 * - `demo_data`: { version, seeded_at } — written by the seed; its presence means "already seeded".
 */
export const SITE_SETTINGS: Record<string, unknown> = {
  site_basic_config: {
    site_name: 'Haat',
    site_name_bn: 'হাট',
    domain: 'haat.com.bd',
    description: 'Multi-vendor shopping arena for eCommerce Business',
    tagline: {
      en: 'Everything from your neighbourhood haat, delivered',
      bn: 'পাড়ার হাটের সবকিছু, এখন আপনার দরজায়',
    },
    phone: '+8809612345678',
    email: 'support@haat.com.bd',
    address: {
      en: 'Level 5, 12 Kawran Bazar, Tejgaon, Dhaka 1215, Bangladesh',
      bn: 'লেভেল ৫, ১২ কারওয়ান বাজার, তেজগাঁও, ঢাকা ১২১৫, বাংলাদেশ',
    },
    social_links: {
      facebook: 'https://www.facebook.com/haat.com.bd',
      instagram: 'https://www.instagram.com/haat.com.bd',
      youtube: 'https://www.youtube.com/@haat-bd',
      linkedin: 'https://www.linkedin.com/company/haat-bd',
    },
  },
  vat: { percent: 0 },
  delivery_fee_default: { poisha: 2000 },
};
