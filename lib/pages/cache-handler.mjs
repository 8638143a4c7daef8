/* global TextEncoder, crypto, btoa -- Web APIs, present in Node 20 and the edge runtime */
// The ISR cache of `next start` (next.config.mjs › cacheHandler): an in-memory LRU of rendered pages that also gives
// each cached page its own Content-Security-Policy. A cached page is the same HTML for every visitor, so it cannot
// carry a per-request nonce; instead the SHA-256 of each of its inline scripts (the framework's flight data) is
// computed once, when the page is rendered into the cache, and stored as the entry's CSP header, which Next sends
// with every response served from the entry (including the first one: Next awaits set() and then sends the same
// entry). Nothing here ever allows 'unsafe-inline' scripts.
//
// Why memory and not Next's default file cache: entries prerendered by `next build` are never served. The build has
// no database of its own (the embedded PGlite folder is opened by one process at a time, and a fresh clone has none),
// so listing pages are rendered fresh on their first request and then revalidated in the background every
// `revalidate` seconds (stale-while-revalidate). Memory is bounded (MAX_ENTRIES pages of about 40–150 KB: HTML plus flight data).
//
// On Vercel (minimal mode) the platform caches pages itself and never calls this handler; see README › Caching.
// Web Crypto rather than node:crypto: Next also bundles the handler into its edge runtime (the middleware's).
import { hashCsp, inlineScripts } from "./csp.mjs";

// ~140 real pages today; unknown slugs are cached as 404s too, so the bound also caps what a crawler can fill.
const MAX_ENTRIES = 500;
const TAGS_HEADER = "x-next-cache-tags";
const CSP_HEADER = "content-security-policy";

/** @type {Map<string, { value: any, lastModified: number, tags: string[] }>} */
const entries = new Map();

const encoder = new TextEncoder();

async function sha256Base64(text) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  let binary = "";
  for (const b of digest) binary += String.fromCharCode(b);
  return btoa(binary);
}

async function withCsp(value) {
  if (!value || value.kind !== "APP_PAGE" || typeof value.html !== "string") return;
  const hashes = await Promise.all(inlineScripts(value.html).map(sha256Base64));
  // Mutate the entry's own header object: Next sends the first response from this very object after set().
  value.headers ??= {};
  value.headers[CSP_HEADER] = hashCsp(hashes);
}

export default class PageCacheHandler {
  constructor() {}

  async get(key) {
    const hit = entries.get(key);
    if (!hit) return null;
    entries.delete(key); // LRU: move to the end
    entries.set(key, hit);
    return { value: hit.value, lastModified: hit.lastModified };
  }

  async set(key, data, ctx) {
    if (!data) {
      entries.delete(key);
      return;
    }
    await withCsp(data);
    const header = data.headers?.[TAGS_HEADER];
    const tags = [...(ctx?.tags ?? []), ...(typeof header === "string" ? header.split(",") : [])];
    entries.delete(key);
    entries.set(key, { value: data, lastModified: Date.now(), tags });
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value);
  }

  async revalidateTag(tags) {
    const list = new Set(typeof tags === "string" ? [tags] : tags);
    for (const [key, e] of entries) if (e.tags.some((t) => list.has(t))) entries.delete(key);
  }

  resetRequestCache() {}
}
