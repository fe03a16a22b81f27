import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './plain-text.tsx';
import { warrantyLabel } from './warranty.ts';

describe('plain-text bodies', () => {
  it('splits paragraphs at blank lines and keeps markup as text', () => {
    expect(paragraphsOf('First line\nsame paragraph\r\n\r\n  <b>Second</b>  \n \n\n')).toEqual([
      'First line\nsame paragraph',
      '<b>Second</b>',
    ]);
    expect(paragraphsOf('   ')).toEqual([]);
  });
});

describe('warranty in words (spec §9)', () => {
  it('names the type, the time and the calendar unit', () => {
    expect(warrantyLabel({ warranty_type: 2, warranty_time: 2, warranty_calendar: 4 }, 'en')).toBe(
      'Brand Warranty: 2 Year(s)',
    );
    expect(warrantyLabel({ warranty_type: 3, warranty_time: 6, warranty_calendar: 3 }, 'bn')).toBe(
      'বিক্রেতার ওয়ারেন্টি: ৬ মাস',
    );
  });
  it('says life time and no warranty plainly', () => {
    expect(warrantyLabel({ warranty_type: 4, warranty_time: 0, warranty_calendar: 1 }, 'en')).toBe(
      'International Manufacturer Warranty: life time',
    );
    expect(warrantyLabel({ warranty_type: 1, warranty_time: 3, warranty_calendar: 3 }, 'en')).toBe(
      'No warranty',
    );
  });
});
