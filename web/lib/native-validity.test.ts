// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.tsx';
import { validityMessage } from './native-validity.ts';

function input(attributes: Record<string, string>, value = ''): HTMLInputElement {
  const field = document.createElement('input');
  for (const [name, content] of Object.entries(attributes)) field.setAttribute(name, content);
  field.value = value;
  document.body.append(field);
  return field;
}

describe('validityMessage', () => {
  const bn = createI18n('bn');
  const en = createI18n('en');

  it('names the refusal in the page language, bounds in its digits', () => {
    expect(validityMessage(input({ required: '' }), bn)).toBe('এই ঘরটি পূরণ করা আবশ্যক।');
    expect(validityMessage(input({ type: 'email' }, 'no-at-sign'), en)).toBe('Enter a valid e-mail address.');
    expect(validityMessage(input({ type: 'number', min: '10' }, '5'), bn)).toBe('অন্তত ১০ হতে হবে।');
    expect(validityMessage(input({ type: 'number', max: '1500' }, '2000'), en)).toBe(
      'Must be at most 1,500.',
    );
  });

  it('asks to choose for an unanswered radio group or select', () => {
    const radio = input({ type: 'radio', name: 'stars', required: '' });
    expect(validityMessage(radio, en)).toBe('Choose one of the offered options.');
    const select = document.createElement('select');
    select.required = true;
    const empty = document.createElement('option');
    empty.value = '';
    select.append(empty);
    document.body.append(select);
    expect(validityMessage(select, bn)).toBe('দেওয়া বিকল্পগুলোর একটি বাছাই করুন।');
  });

  it('has nothing to say of a valid field', () => {
    expect(validityMessage(input({ required: '' }, 'filled'), bn)).toBeNull();
  });
});
