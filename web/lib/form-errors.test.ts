import { describe, expect, it } from 'vitest';
import { formMessageOf } from './form-errors.ts';

const taken = { en: 'This e-mail address is already registered.', bn: 'এই ই-মেইল ঠিকানা আগেই নিবন্ধিত।' };

describe('formMessageOf', () => {
  it('leaves out the form’s message when a field already says the same', () => {
    expect(formMessageOf({ message: taken, fields: { email: taken } })).toBeUndefined();
  });

  it('keeps a message no field says', () => {
    const wrong = { en: 'Wrong password.', bn: 'ভুল পাসওয়ার্ড।' };
    expect(formMessageOf({ message: wrong, fields: { email: taken } })).toEqual(wrong);
    expect(formMessageOf({ message: wrong })).toEqual(wrong);
  });

  it('has nothing to say without errors', () => {
    expect(formMessageOf(undefined)).toBeUndefined();
    expect(formMessageOf({ fields: { email: taken } })).toBeUndefined();
  });
});
