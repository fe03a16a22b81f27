import type { Glyph } from './artwork.ts';

export interface CompanySeed {
  slug: string;
  name: string;
  nameBn: string;
  description: string;
  descriptionBn: string;
  phone: string;
  email: string;
  address: string;
  /** The pickup point (in Dhaka) delivery persons come to, and its area's name. */
  pickup: { area: string; latitude: number; longitude: number };
  owner: string;
  ratingSum: number;
  ratingCount: number;
  /** Emblem of the generated logo and the glyphs across the generated shop banner. */
  glyph: Glyph;
  bannerGlyphs: Glyph[];
  hue: number;
}

/** The four demo shops, all active, all in Dhaka. The first is the demo seller's. */
export const COMPANIES: CompanySeed[] = [
  {
    slug: 'dhaka-daily-bazar',
    name: 'Dhaka Daily Bazar',
    nameBn: 'ঢাকা ডেইলি বাজার',
    description:
      'Groceries, fresh fish and vegetables from Karwan Bazar, and school supplies, delivered anywhere in Dhaka the same day.',
    descriptionBn: 'মুদি পণ্য, কারওয়ান বাজারের তাজা মাছ-সবজি আর স্কুলের জিনিসপত্র — একই দিনে ঢাকার যেকোনো জায়গায় ডেলিভারি।',
    phone: '+8801711223344',
    email: 'shop@dhakadailybazar.test',
    address: 'House 27, Road 7, Dhanmondi, Dhaka 1205',
    pickup: { area: 'Dhanmondi', latitude: 23.7461, longitude: 90.3742 },
    owner: 'Rafiqul Islam',
    ratingSum: 552,
    ratingCount: 120,
    glyph: 'sack',
    bannerGlyphs: ['sack', 'fish', 'fruit', 'notebook'],
    hue: 28,
  },
  {
    slug: 'rangdhanu-fashion',
    name: 'Rangdhanu Fashion House',
    nameBn: 'রংধনু ফ্যাশন হাউস',
    description:
      'Handloom sarees from Tangail and Dhaka, panjabis, three-pieces and everyday fashion, made with Bangladeshi weavers.',
    descriptionBn: 'টাঙ্গাইল ও ঢাকার তাঁতের শাড়ি, পাঞ্জাবি, থ্রি-পিস আর প্রতিদিনের ফ্যাশন — বাংলাদেশের তাঁতিদের হাতে তৈরি।',
    phone: '+8801819445566',
    email: 'hello@rangdhanu.test',
    address: 'Shop 312, Level 3, Bashundhara City, Panthapath, Dhaka 1215',
    pickup: { area: 'Tejgaon', latitude: 23.7509, longitude: 90.3906 },
    owner: 'Nusrat Jahan',
    ratingSum: 377,
    ratingCount: 86,
    glyph: 'saree',
    bannerGlyphs: ['saree', 'panjabi', 'kameez', 'shoe'],
    hue: 335,
  },
  {
    slug: 'projukti-mart',
    name: 'Projukti Mart',
    nameBn: 'প্রযুক্তি মার্ট',
    description:
      'Phones, TVs, fans and kitchen appliances with official warranty, plus sports gear. Installation service inside Dhaka.',
    descriptionBn:
      'অফিসিয়াল ওয়ারেন্টিসহ মোবাইল, টিভি, ফ্যান ও রান্নাঘরের যন্ত্রপাতি, সঙ্গে খেলাধুলার সরঞ্জাম। ঢাকার ভেতরে ইনস্টলেশন সেবা।',
    phone: '+8801912778899',
    email: 'sales@projuktimart.test',
    address: 'Shop 5-7, Level 4, Multiplan Center, New Elephant Road, Dhaka 1205',
    pickup: { area: 'Shahbagh', latitude: 23.7383, longitude: 90.3857 },
    owner: 'Tanvir Ahmed',
    ratingSum: 840,
    ratingCount: 200,
    glyph: 'smartphone',
    bannerGlyphs: ['screen', 'smartphone', 'fan', 'bat'],
    hue: 220,
  },
  {
    slug: 'arogya-health',
    name: 'Arogya Health Store',
    nameBn: 'আরোগ্য হেলথ স্টোর',
    description:
      'A licensed pharmacy with medicines, health devices, baby care and personal care. Prescription medicines are sold only against a valid prescription.',
    descriptionBn:
      'লাইসেন্সপ্রাপ্ত ফার্মেসি — ওষুধ, স্বাস্থ্য সরঞ্জাম, শিশুর যত্ন ও ব্যক্তিগত যত্নের পণ্য। বৈধ প্রেসক্রিপশন ছাড়া প্রেসক্রিপশন-ওষুধ বিক্রি করা হয় না।',
    phone: '+8801556112233',
    email: 'care@arogyahealth.test',
    address: 'House 45, Road 11, Block C, Banani, Dhaka 1213',
    pickup: { area: 'Banani', latitude: 23.7937, longitude: 90.4066 },
    owner: 'Farhana Akter',
    ratingSum: 310,
    ratingCount: 66,
    glyph: 'capsules',
    bannerGlyphs: ['tablets', 'bp-monitor', 'feeder', 'tube'],
    hue: 170,
  },
];
