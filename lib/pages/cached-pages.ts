// Which pages are served from the page cache (ISR, `export const revalidate`): the same HTML for every visitor,
// with a CSP of script hashes. Every other page is dynamic and gets a per-request nonce from middleware.ts.
// A page in one list and not the other would be served without a working CSP, so tests/unit/pages.test.ts checks
// this pattern against every page's `revalidate` / `force-dynamic` export.
export const CACHED_PAGE = /^\/(?:courses(?:\/[^/]+){0,2}(?:\/exercises\/[^/]+)?|masters|docs\/api)?\/?$/;
