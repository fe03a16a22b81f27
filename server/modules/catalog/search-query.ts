import { searchWords } from './search-text.ts';

/*
 * A shopper's search text as full-text queries, without the database: the words, and the
 * tsquery texts that match them. Pure, so the rules are unit-tested.
 */

/** Query words beyond this many are ignored: a search box is not a document. */
export const MAX_QUERY_WORDS = 8;
/** Words shorter than this are never corrected: too few letters to tell a typo from another word. */
export const MIN_CORRECTABLE_LENGTH = 3;

/**
 * One word of the query as it is matched: as the start of a word of the product's text
 * (`walt` finds "walton"), or, after a correction, as any of a few whole words.
 */
export type QueryTerm = { prefix: string } | { anyOf: string[] };

/** The words of a search text as the catalog compares them (see searchWords): unique, at most eight. */
export function queryWords(q: string | undefined): string[] {
  return [...new Set(searchWords(q ?? ''))].slice(0, MAX_QUERY_WORDS);
}

/** The query as typed: every word a word start. */
export function prefixTerms(words: string[]): QueryTerm[] {
  return words.map((word) => ({ prefix: word }));
}

/** A tsquery lexeme; searchWords() leaves only letters, marks and digits, quoting is belt and braces. */
function lexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

function alternatives(words: string[]): string {
  return words.length === 1 ? lexeme(words[0]!) : `(${words.map(lexeme).join(' | ')})`;
}

/** `'walton':* & ('rice' | 'price')` — what a product's text must contain to match. */
export function matchingTsquery(terms: QueryTerm[]): string {
  return terms
    .map((term) => ('prefix' in term ? `${lexeme(term.prefix)}:*` : alternatives(term.anyOf)))
    .join(' & ');
}

/** `'walton' & ('rice' | 'price')` — the same with whole words only, to rank whole-word matches first. */
export function wholeWordTsquery(terms: QueryTerm[]): string {
  return terms.map((term) => ('prefix' in term ? lexeme(term.prefix) : alternatives(term.anyOf))).join(' & ');
}

/** The words a title is checked for when ranking (the typed word, or its corrections). */
export function rankingWords(terms: QueryTerm[]): string[] {
  return terms.flatMap((term) => ('prefix' in term ? [term.prefix] : term.anyOf));
}

/** A word of the catalog's vocabulary and how alike it is to a typed word (0–1). */
export interface AlikeWord {
  word: string;
  similarity: number;
}

/** What the catalog knows about one typed word: whether some word starts with it, and alike words. */
export interface WordCandidates {
  word: string;
  isKnownPrefix: boolean;
  alike: AlikeWord[];
}

/** Alike words this much less alike than the best one are not offered ("smartfone": smartphone, not smart). */
export const CORRECTION_MARGIN = 0.03;

/** The best of the alike words: the most alike, and any nearly as alike. */
export function bestAlike(alike: AlikeWord[]): string[] {
  const best = Math.max(...alike.map((candidate) => candidate.similarity));
  return alike
    .filter((candidate) => candidate.similarity >= best - CORRECTION_MARGIN)
    .sort((a, b) => b.similarity - a.similarity || a.word.localeCompare(b.word))
    .map((candidate) => candidate.word);
}

/**
 * The corrected query, or null when correcting changes nothing: a word some catalog word starts
 * with stays as typed, an unknown word is replaced by its alike words, and an unknown word
 * with none is dropped (the rest of the query still finds something). Null too when no word is
 * left.
 */
export function correctedTerms(candidates: WordCandidates[]): QueryTerm[] | null {
  let changed = false;
  const terms: QueryTerm[] = [];
  for (const candidate of candidates) {
    if (candidate.isKnownPrefix) {
      terms.push({ prefix: candidate.word });
    } else {
      changed = true;
      if (candidate.alike.length > 0) terms.push({ anyOf: bestAlike(candidate.alike) });
    }
  }
  return changed && terms.length > 0 ? terms : null;
}
