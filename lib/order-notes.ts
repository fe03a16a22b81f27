import type { MessageKey, MessageParams } from './i18n/messages.ts';

/**
 * Reasons and timeline notes the marketplace writes itself (an unpaid order cancelled by the
 * background job) are stored as their message key, so the seller, the customer and the admins
 * each read them in their own language. Rows written before that hold the English text, which
 * is recognised too. A person's own words (a seller's reason) are shown as they were written.
 */
const SYSTEM_NOTES: Record<string, MessageKey> = {
  'background.unpaidOrderExpired': 'background.unpaidOrderExpired',
  // The English text the job stored until the key was kept instead.
  'Not paid in time': 'background.unpaidOrderExpired',
};

/** The message key a stored reason or note stands for, or null when it is someone's own words. */
export function systemNoteKey(note: string): MessageKey | null {
  return Object.hasOwn(SYSTEM_NOTES, note) ? SYSTEM_NOTES[note]! : null;
}

/** A stored reason or note in the reader's language (`t` of the page or request). */
export function noteText(note: string, t: (key: MessageKey, params?: MessageParams) => string): string {
  const key = systemNoteKey(note);
  return key ? t(key) : note;
}
