/**
 * The startup's "token" step for a page that was restored without its cookies (spec §4): any
 * page response gives a first-time visitor the visitor and CSRF cookies, and this one is empty.
 */
export function loader() {
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
