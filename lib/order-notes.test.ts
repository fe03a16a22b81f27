import { describe, expect, it } from 'vitest';
import { translate } from './i18n/translate.ts';
import { noteText, systemNoteKey } from './order-notes.ts';

describe('reasons and notes the marketplace writes itself', () => {
  const bn = (key: Parameters<typeof translate>[1]) => translate('bn', key);
  const en = (key: Parameters<typeof translate>[1]) => translate('en', key);

  it('read in the reader’s language, whether stored as the key or as the older English text', () => {
    expect(noteText('background.unpaidOrderExpired', bn)).toBe('সময়মতো পরিশোধ করা হয়নি');
    expect(noteText('Not paid in time', bn)).toBe('সময়মতো পরিশোধ করা হয়নি');
    expect(noteText('background.unpaidOrderExpired', en)).toBe('Not paid in time');
  });

  it('leave a person’s own words as written, and never take an unrelated key or an inherited name', () => {
    expect(noteText('Out of stock, sorry', bn)).toBe('Out of stock, sorry');
    expect(systemNoteKey('orders.cancel')).toBeNull();
    expect(systemNoteKey('toString')).toBeNull();
  });
});
