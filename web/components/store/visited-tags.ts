import { RECOMMENDED_TAGS_COOKIE, RECOMMENDED_TAGS_MAX } from '../../lib/contract-refs.ts';

/** The visited-tag history kept for a year, so recommendations survive between visits. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The tag ids in a Cookie header's visited-tag cookie, most recent first; junk is ignored. */
export function visitedTagsFromCookie(header: string | null | undefined): number[] {
  const match = new RegExp(`(?:^|;\\s*)${RECOMMENDED_TAGS_COOKIE}=([^;]*)`).exec(header ?? '');
  if (!match?.[1]) return [];
  const ids: number[] = [];
  for (const part of decodeURIComponent(match[1]).split('.')) {
    if (!/^\d{1,9}$/.test(part)) continue;
    const id = Number(part);
    if (id > 0 && !ids.includes(id)) ids.push(id);
    if (ids.length === RECOMMENDED_TAGS_MAX) break;
  }
  return ids;
}

/**
 * The history after visiting a product with `tagIds`: its tags move to the front (most recent
 * first, in the product's order), each id appears once, and the oldest fall off beyond the maximum.
 */
export function rememberVisitedTags(history: number[], tagIds: number[]): number[] {
  const visited = [...new Set(tagIds.filter((id) => Number.isSafeInteger(id) && id > 0))];
  const older = history.filter((id) => !visited.includes(id));
  return [...visited, ...older].slice(0, RECOMMENDED_TAGS_MAX);
}

/** The Set-Cookie / document.cookie text that stores the history (dot-separated ids). */
export function visitedTagsCookie(history: number[]): string {
  return `${RECOMMENDED_TAGS_COOKIE}=${history.join('.')}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** Adds a visited product's tags to the browser's history cookie. */
export function recordVisitedTags(tagIds: number[]): void {
  if (tagIds.length === 0) return;
  const next = rememberVisitedTags(visitedTagsFromCookie(document.cookie), tagIds);
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie the server reads on the next page
  document.cookie = visitedTagsCookie(next);
}
