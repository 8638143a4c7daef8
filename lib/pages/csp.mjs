// The Content-Security-Policy of every page, in one place (JavaScript so that the ISR cache handler, which Node loads
// without bundling, can share it with the TypeScript middleware; types in csp.d.mts).
//
// Scripts never get 'unsafe-inline'. Two ways to allow the framework's own inline scripts:
// - dynamic pages (per visitor): a fresh nonce per request with 'strict-dynamic' (set by middleware.ts);
// - cached pages (the same HTML for everyone): the SHA-256 of each inline script of that exact HTML, computed once
//   when the page is rendered into the cache (lib/pages/cache-handler.mjs). External scripts load from 'self' only.
// No Node imports here: the middleware runs on the edge runtime.
const OTHER_DIRECTIVES = [
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/** @param {string} scriptSrc */
function policy(scriptSrc) {
  return ["default-src 'self'", `script-src ${scriptSrc}`, ...OTHER_DIRECTIVES].join("; ");
}

/** The policy of a dynamic page: a per-request nonce. */
export function nonceCsp(nonce, dev = false) {
  return policy(`'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`);
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The contents of every inline script (a <script> element without src) of an HTML document. */
export function inlineScripts(html) {
  const out = [];
  for (const m of html.matchAll(INLINE_SCRIPT)) if (!/\bsrc\s*=/i.test(m[1])) out.push(m[2]);
  return out;
}

/** The policy of a cached page: exactly the inline scripts whose SHA-256 (base64) is given. */
export function hashCsp(sha256Base64) {
  return policy(["'self'", ...new Set(sha256Base64.map((h) => `'sha256-${h}'`))].join(" "));
}
