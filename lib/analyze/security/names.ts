// Identifier heuristics: which names hold secrets, which values are security-sensitive, which strings are placeholders.

/** Splits camelCase / snake_case / SCREAMING_CASE identifiers into lower-case words. */
export function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

const SECRET_WORDS = new Set([
  "password",
  "passwd",
  "pwd",
  "passphrase",
  "secret",
  "secrets",
  "apikey",
  "token",
  "credential",
  "credentials",
  "privatekey",
  "accesskey",
  "secretkey",
  "signingkey",
  "jwtsecret",
  "clientsecret",
]);
const SECRET_PAIRS = [
  ["api", "key"],
  ["private", "key"],
  ["access", "key"],
  ["secret", "key"],
  ["signing", "key"],
  ["encryption", "key"],
  ["client", "secret"],
  ["auth", "token"],
  ["access", "token"],
  ["db", "pass"],
  ["db", "password"],
];
/** Words that say the variable holds something *about* a secret rather than the secret itself. */
const META_WORDS = new Set([
  "param",
  "parameter",
  "field",
  "label",
  "message",
  "msg",
  "prompt",
  "regex",
  "pattern",
  "header",
  "prefix",
  "suffix",
  "name",
  "url",
  "uri",
  "endpoint",
  "path",
  "type",
  "length",
  "len",
  "min",
  "max",
  "size",
  "policy",
  "hint",
  "format",
  "column",
  "col",
  "attribute",
  "attr",
  "property",
  "prop",
  "template",
  "placeholder",
  "error",
  "expiry",
  "expiration",
  "validity",
  "ttl",
  "seconds",
  "sec",
  "ms",
  "millis",
  "minutes",
  "count",
  "encoder",
  "reset",
  "validator",
  "input",
  "form",
  "key" /* e.g. PASSWORD_KEY = "app.password" (a lookup key) */,
  "file",
  "location",
  "env",
  "var",
  "variable",
  "config",
  "cookie",
  "query",
  "request",
  "response",
  "id",
  "store",
  "storage",
  "mode",
  "strategy",
  "service",
  "repository",
  "generator",
  "text",
  "title",
  "description",
  "desc",
  "placeholder",
  "changed",
  "required",
  "confirm",
  "confirmation",
  "old",
  "new",
  "hash",
  "hashed",
  "encoded",
  "encrypted",
  "matcher",
  "check",
  "valid",
  "invalid",
  "empty",
  "null",
  "uri",
  "scope",
  "scopes",
  "issuer",
  "audience",
  "claim",
  "claims",
  "algorithm",
  "alg",
  "bytes",
  "bits",
  "chars",
  "characters",
  "lifetime",
  "duration",
  "timeout",
  "filter",
  "handler",
  "provider",
  "manager",
]);

/** Does the identifier name a secret (password, API key, token...)? */
export function isSecretName(name: string): boolean {
  const ws = words(name);
  if (!ws.length) return false;
  const joined = ws.join("");
  let hit = ws.some((w) => SECRET_WORDS.has(w)) || SECRET_WORDS.has(joined);
  if (!hit) {
    for (const [a, b] of SECRET_PAIRS) {
      const i = ws.indexOf(a);
      if (i >= 0 && ws[i + 1] === b) hit = true;
    }
  }
  if (!hit) return false;
  // "key" is only meta when the secret word is not itself the pair "api key"/"secret key"...
  const meta = ws.filter((w) => META_WORDS.has(w));
  if (meta.length === 0) return true;
  if (meta.every((w) => w === "key") && /(api|private|access|secret|signing|encryption)key$/.test(joined)) return true;
  return false;
}

/** Values that are obviously not real secrets (documented decision: placeholders and demo markers are skipped). */
export function isPlaceholderSecret(v: string): boolean {
  const s = v.trim();
  if (s.length < 4) return true; // empty, "", "x", "***"
  if (/^\$\{[^}]*\}$/.test(s) || /^#\{[^}]*\}$/.test(s) || /^%\w+%$/.test(s) || /^\{\{.*\}\}$/.test(s)) return true; // ${db.password}, #{...}, %ENV%, {{x}}
  if (/^<[^>]+>$/.test(s)) return true; // <your-password>
  if (/^[*xX.\-_#]+$/.test(s)) return true; // ****, xxxx
  const low = s.toLowerCase();
  if (
    /^(change[-_ ]?me|change[-_ ]?it|changeit|todo|tbd|fixme|dummy|placeholder|example|sample|none|null|undefined|redacted|secret|password|your[-_ ]?\w+|replace[-_ ]?\w*|insert[-_ ]?\w*|enter[-_ ]?\w*|test|testing)$/.test(
      low,
    )
  )
    return true;
  if (/\s/.test(s) && s.split(/\s+/).length >= 3) return true; // a sentence: a message, not a credential
  if (/^(bearer|basic)\s*$/i.test(s)) return true;
  if (/^(https?|jdbc|ldap|file):/i.test(s)) return true; // URLs are not secrets (credentials in URLs are found by the URL rule)
  if (/^[a-z]+(\.[a-z0-9_-]+)+$/i.test(s) && !/\d{3,}/.test(s)) return true; // property keys like app.jwt.secret
  if (/^[A-Z][A-Z0-9_]+$/.test(s) && s.includes("_")) return true; // env var names like DB_PASSWORD
  return false;
}

/** Names of values that must be unpredictable: tokens, passwords, session ids, OTPs, salts, keys, nonces, reset codes. */
const SECURITY_VALUE_WORDS = new Set([
  "token",
  "password",
  "passwd",
  "pwd",
  "secret",
  "session",
  "sessionid",
  "sid",
  "otp",
  "totp",
  "salt",
  "key",
  "nonce",
  "iv",
  "csrf",
  "xsrf",
  "apikey",
  "pin",
  "passcode",
  "captcha",
  "verifier",
  "challenge",
  "seed",
  "credential",
  "credentials",
  "signature",
]);
const CODE_CONTEXT = new Set([
  "verification",
  "verify",
  "reset",
  "confirm",
  "confirmation",
  "activation",
  "activate",
  "auth",
  "authentication",
  "login",
  "otp",
  "sms",
  "email",
  "invite",
  "invitation",
  "security",
  "access",
  "recovery",
  "mfa",
  "twofactor",
  "2fa",
  "one",
  "magic",
  "unlock",
  "pairing",
]);
/** Words that mark games, simulations, UI or test data: random there is fine. */
const NON_SECURITY_WORDS = new Set([
  "game",
  "games",
  "dice",
  "die",
  "roll",
  "rolls",
  "guess",
  "guessing",
  "number",
  "num",
  "target",
  "answer",
  "score",
  "shuffle",
  "card",
  "cards",
  "deck",
  "lottery",
  "quiz",
  "play",
  "player",
  "simulation",
  "simulate",
  "simulator",
  "color",
  "colour",
  "delay",
  "jitter",
  "sleep",
  "backoff",
  "sample",
  "index",
  "idx",
  "position",
  "pos",
  "x",
  "y",
  "speed",
  "damage",
  "level",
  "temperature",
  "chance",
  "probability",
  "weight",
  "mock",
  "fake",
  "test",
  "demo",
  "status",
  "exit",
  "http",
  "error",
  "zip",
  "postal",
  "country",
  "area",
  "keyboard",
  "keys",
  "monkey",
  "hockey",
  "turkey",
  "donkey",
]);

export function isSecurityValueName(name: string): boolean {
  const ws = words(name);
  if (!ws.length) return false;
  if (ws.some((w) => NON_SECURITY_WORDS.has(w))) return false;
  if (ws.some((w) => SECURITY_VALUE_WORDS.has(w))) return true;
  const joined = ws.join("");
  if (/(token|password|secret|sessionid|otp|salt|nonce|apikey)/.test(joined)) return true;
  if (ws.includes("code")) return ws.length === 1 || ws.some((w) => CODE_CONTEXT.has(w));
  return false;
}

const contextCache = new Map<string, boolean>();

/** A context (class or method name) that is clearly a game/simulation/test. */
export function isNonSecurityContext(name: string): boolean {
  let r = contextCache.get(name);
  if (r === undefined) {
    r = words(name).some((w) => NON_SECURITY_WORDS.has(w) || w === "tests");
    if (contextCache.size < 5000) contextCache.set(name, r);
  }
  return r;
}

export function mentionsPassword(name: string): boolean {
  const ws = words(name);
  return ws.some((w) => w === "password" || w === "passwd" || w === "pwd" || w === "passphrase" || w === "pass");
}

/** Words of a method or class name that make a digest a cache key, not a security use (ETag, cache key, shard). */
const CACHE_KEY_WORDS = new Set([
  "etag",
  "etags",
  "cache",
  "caching",
  "dedup",
  "dedupe",
  "deduplicate",
  "shard",
  "bucket",
]);

/** A digest computed in `etagFor()` / `CacheKeyBuilder`: a fingerprint of public content, not a protection. */
export function isCacheKeyContext(...names: (string | undefined)[]): boolean {
  return names.some((n) => !!n && words(n).some((w) => CACHE_KEY_WORDS.has(w)));
}
