import { defineMessages } from '../define.ts';

/** The seller dashboard (issue 13): its API answers and its pages. */
export const sellerDesk = defineMessages({
  en: {
    'sellerDesk.companyNotActive':
      'Your shop is not approved yet (or is blocked). Open your seller dashboard to see why.',
    'sellerDesk.notResubmittable': 'Only a pending or rejected application can be corrected and sent again.',
    'sellerDesk.resubmitted': 'Your application was sent again. The marketplace will review it.',
    'sellerDesk.settingsSaved': 'Your shop settings were saved.',
    'sellerDesk.payoutRecorded': 'The payout was recorded.',
  },
  bn: {
    'sellerDesk.companyNotActive':
      'আপনার দোকান এখনো অনুমোদিত হয়নি (অথবা বন্ধ করা হয়েছে)। কারণ জানতে বিক্রেতা ড্যাশবোর্ড খুলুন।',
    'sellerDesk.notResubmittable': 'শুধু অপেক্ষমাণ বা প্রত্যাখ্যাত আবেদন সংশোধন করে আবার পাঠানো যায়।',
    'sellerDesk.resubmitted': 'আপনার আবেদন আবার পাঠানো হয়েছে। মার্কেটপ্লেস এটি পর্যালোচনা করবে।',
    'sellerDesk.settingsSaved': 'আপনার দোকানের সেটিং সংরক্ষণ করা হয়েছে।',
    'sellerDesk.payoutRecorded': 'পরিশোধটি লিপিবদ্ধ করা হয়েছে।',
  },
});
