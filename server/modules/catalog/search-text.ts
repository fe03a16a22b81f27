/** A name in both languages, as the catalog stores brands, categories and tags. */
export interface BilingualName {
  name: string;
  nameBn: string;
}

export interface ProductSearchTextInput {
  title: string;
  titleBn: string;
  brand?: BilingualName | null;
  category?: BilingualName | null;
  /** The category's parent, so a saree is found by "fashion" too. */
  parentCategory?: BilingualName | null;
  tags?: BilingualName[];
}

const BENGALI_ZERO = 0x09e6;
// Zero-width joiner and non-joiner: Bengali typists use them inconsistently (র‍্যাব, র্যাব).
const JOINERS = /[\u200c\u200d]/g;
const APOSTROPHES = /['’‘`]/g;
const BENGALI_DIGITS = /[০-৯]/g;
// Keep letters, combining marks (Bengali vowel signs and virama are marks) and digits.
const WORD_SEPARATORS = /[^\p{L}\p{M}\p{N}]+/u;

/**
 * The words of `text` as the catalog search compares them: Unicode NFC (so য় typed as one code
 * point or as য + nukta is the same word), lower case, Bengali digits as ASCII digits, no
 * zero-width joiners, apostrophes dropped ("men's" → "mens"), split on anything that is not a
 * letter, mark or digit. Normalise a search query with this too, so both sides agree.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(JOINERS, '')
    .replace(APOSTROPHES, '')
    .replace(BENGALI_DIGITS, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO))
    .split(WORD_SEPARATORS)
    .filter((word) => word.length > 0);
}

/**
 * The text a product is found by: its titles, brand, category (and its parent) and tag names in
 * English and Bengali, as lower-case words joined by single spaces, each word once (first occurrence
 * kept). `products.search_text` holds it; the tsvector and trigram indexes are built from it.
 */
export function productSearchText(input: ProductSearchTextInput): string {
  const parts = [input.title, input.titleBn];
  for (const name of [input.brand, input.category, input.parentCategory, ...(input.tags ?? [])]) {
    if (name) parts.push(name.name, name.nameBn);
  }
  const words = new Set<string>();
  for (const part of parts) for (const word of searchWords(part)) words.add(word);
  return [...words].join(' ');
}
