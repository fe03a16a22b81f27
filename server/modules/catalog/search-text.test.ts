import { describe, expect, it } from 'vitest';
import { productSearchText, searchWords } from './search-text.ts';

describe('searchWords', () => {
  it('lower-cases and splits on punctuation and spaces', () => {
    expect(searchWords('Walton 32-inch Smart LED TV')).toEqual([
      'walton',
      '32',
      'inch',
      'smart',
      'led',
      'tv',
    ]);
  });

  it('keeps Bengali vowel signs and virama inside words', () => {
    expect(searchWords('মিনিকেট চাল (৫ কেজি)')).toEqual(['মিনিকেট', 'চাল', '5', 'কেজি']);
    expect(searchWords('ব্রাহ্মণবাড়িয়া')).toEqual(['ব্রাহ্মণবাড়িয়া'.normalize('NFC')]);
  });

  it('treats the precomposed and decomposed forms of য় as the same word', () => {
    expect(searchWords('নোয়াখালী')).toEqual(searchWords('নোয\u09bcাখালী'));
  });

  it('drops apostrophes and zero-width joiners', () => {
    expect(searchWords("Men's Panjabi")).toEqual(['mens', 'panjabi']);
    expect(searchWords('র\u200d্যাক')).toEqual(searchWords('র্যাক'));
  });

  it('returns no words for blank text', () => {
    expect(searchWords('  — ')).toEqual([]);
  });
});

describe('productSearchText', () => {
  it('joins titles, brand, category and tags in both languages, each word once', () => {
    const text = productSearchText({
      title: 'Radhuni Turmeric Powder',
      titleBn: 'রাঁধুনী হলুদ গুঁড়া',
      brand: { name: 'Radhuni', nameBn: 'রাঁধুনী' },
      category: { name: 'Groceries', nameBn: 'মুদি বাজার' },
      tags: [
        { name: 'Spices', nameBn: 'মসলা' },
        { name: 'Made in Bangladesh', nameBn: 'দেশি পণ্য' },
      ],
    });
    expect(text).toBe(
      'radhuni turmeric powder রাঁধুনী হলুদ গুঁড়া groceries মুদি বাজার spices মসলা made in bangladesh দেশি পণ্য'.normalize(
        'NFC',
      ),
    );
  });

  it('includes the parent category, so a sub-category’s product is found by the parent’s name', () => {
    const text = productSearchText({
      title: 'Dhakai Jamdani Saree',
      titleBn: 'ঢাকাই জামদানি শাড়ি',
      category: { name: 'Sarees', nameBn: 'শাড়ি' },
      parentCategory: { name: 'Fashion', nameBn: 'ফ্যাশন' },
    });
    expect(text.split(' ')).toEqual(expect.arrayContaining(['sarees', 'fashion', 'ফ্যাশন']));
  });

  it('works without brand, category or tags', () => {
    expect(productSearchText({ title: 'Deshi Potato', titleBn: 'দেশি আলু', brand: null })).toBe(
      'deshi potato দেশি আলু',
    );
  });
});
