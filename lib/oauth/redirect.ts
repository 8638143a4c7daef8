// Redirect URI matching (OAuth 2.1 §2.3.1 / RFC 9700 §4.1.3): exact string comparison with the registered URIs,
// except that a loopback redirect URI (http on 127.0.0.1, [::1] or localhost) matches on any port (RFC 8252 §7.3),
// because native apps pick a free port at run time.
const LOOPBACK = new Set(["127.0.0.1", "[::1]", "localhost"]);

function loopbackKey(uri: string): string | null {
  if (!URL.canParse(uri)) return null;
  const u = new URL(uri);
  if (u.protocol !== "http:" || !LOOPBACK.has(u.hostname) || u.username || u.password || u.hash) return null;
  // Everything but the port must be identical: scheme, host, path and query as written.
  return uri.replace(/^(http:\/\/(?:127\.0\.0\.1|\[::1\]|localhost))(?::\d{1,5})?(?=[/?]|$)/i, "$1");
}

/** Whether `requested` is one of `registered`, exactly, or a loopback URI that differs from one only in its port. */
export function redirectUriMatches(requested: string, registered: readonly string[]): boolean {
  if (registered.includes(requested)) return true;
  const key = loopbackKey(requested);
  return key !== null && registered.some((r) => loopbackKey(r) === key);
}
