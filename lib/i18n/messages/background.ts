import { defineMessages } from '../define.ts';

/** The job runner's admin calls and the realtime event stream (decision 0012). */
export const background = defineMessages({
  en: {
    'background.jobNotFound': 'There is no such job.',
    'background.jobNotRetryable': 'Only a failed job can be retried.',
    'background.jobAlreadyPending': 'A job with the same key is already waiting to run.',
    'background.jobRetried': 'The job will run again shortly.',
    'background.badLastEventId': 'Last-Event-ID must be the id of an event: a whole number.',
    'background.unpaidOrderExpired': 'Not paid in time',
  },
  bn: {
    'background.jobNotFound': 'এমন কোনো কাজ নেই।',
    'background.jobNotRetryable': 'শুধু ব্যর্থ কাজই আবার চালানো যায়।',
    'background.jobAlreadyPending': 'একই চাবির একটি কাজ ইতিমধ্যে চলার অপেক্ষায় আছে।',
    'background.jobRetried': 'কাজটি শিগগির আবার চলবে।',
    'background.badLastEventId': 'Last-Event-ID অবশ্যই একটি ইভেন্টের আইডি হতে হবে: একটি পূর্ণসংখ্যা।',
    'background.unpaidOrderExpired': 'সময়মতো পরিশোধ করা হয়নি',
  },
});
