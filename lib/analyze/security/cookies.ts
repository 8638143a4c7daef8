// Cookie flags (CWE-614 Secure, CWE-1004 HttpOnly). A `new Cookie(...)` value carries its flags through the value
// flow (setSecure/setHttpOnly with known arguments, dead branches, helpers that build the cookie); the finding is
// made where the cookie is added to the response. Set-Cookie headers are checked on their literal text.
import type { RawFinding } from "./catalog";
import type { Expr, Loc, MethodDecl } from "../flow";
import type { CookieFact } from "./val";

export function cookieFinding(
  emit: (f: RawFinding) => void,
  loc: Loc,
  name: string,
  secure: boolean,
  httpOnly: boolean,
  builder: boolean,
  ul: (l: number) => number,
) {
  if (secure && httpOnly) return;
  const missing = [!secure ? "Secure" : null, !httpOnly ? "HttpOnly" : null].filter(Boolean).join(" and ");
  const calls = builder
    ? [!secure ? ".secure(true)" : null, !httpOnly ? ".httpOnly(true)" : null].filter(Boolean).join(" and ")
    : [!secure ? "setSecure(true)" : null, !httpOnly ? "setHttpOnly(true)" : null].filter(Boolean).join(" and ");
  const how = builder ? `add ${calls} to the builder` : `call ${calls} before addCookie`;
  emit({
    rule: "SEC-INSECURE-COOKIE",
    line: loc.line,
    column: loc.col,
    cwe: secure ? 1004 : 614,
    message: `The cookie ${name} (line ${ul(loc.line)}) is sent without the ${missing} flag${!secure && !httpOnly ? "s" : ""} (${how}).`,
  });
  // both flags missing: the HttpOnly weakness (CWE-1004) is a finding of its own
  if (!secure && !httpOnly)
    emit({
      rule: "SEC-INSECURE-COOKIE",
      line: loc.line,
      column: loc.col,
      cwe: 1004,
      message: `The cookie ${name} (line ${ul(loc.line)}) is readable by scripts: it has no HttpOnly flag (${builder ? "add .httpOnly(true) to the builder" : "call setHttpOnly(true) before addCookie"}).`,
    });
}

/** Words of a cookie name that hold a display preference, not a session, identity or token. */
const PREFERENCE_WORDS = new Set([
  "theme",
  "lang",
  "language",
  "locale",
  "consent",
  "timezone",
  "tz",
  "currency",
  "font",
  "layout",
  "sidebar",
  "banner",
  "dismissed",
  "tour",
  "pref",
  "prefs",
  "preference",
  "preferences",
  "dark",
  "color",
  "colour",
]);
const CREDENTIAL_WORDS = /session|auth|token|login|sso|ticket|remember|jwt|sid|csrf|xsrf|key|secret|pass|user|id$/i;

/** A cookie named `ui_theme`, `lang`, `cookie_consent`: a preference, no account behind it (neither flag needed). */
export function isPreferenceCookie(name: string): boolean {
  const n = name.replace(/`/g, "");
  if (CREDENTIAL_WORDS.test(n)) return false;
  return n.split(/[^A-Za-z]+|(?<=[a-z])(?=[A-Z])/).some((w) => PREFERENCE_WORDS.has(w.toLowerCase()));
}

/** The flags after `cookie.setSecure(v)` / `setHttpOnly(v)` / `setMaxAge(v)`; an unknown argument counts as set. */
export function cookieSetter(ck: CookieFact, name: string, v: unknown): CookieFact {
  if (name === "setSecure") return { ...ck, secure: v !== false };
  if (name === "setHttpOnly") return { ...ck, httpOnly: v !== false };
  if (name === "setMaxAge" && v === 0) return { ...ck, deleted: true };
  return ck;
}

/** Whether a header value is written as text here ("sid=" + v + "; Path=/"), not produced by a cookie object. */
export function literalCookieText(e: Expr | undefined): boolean {
  if (!e) return false;
  if (e.k === "lit") return typeof e.v === "string" && e.v.includes("=");
  if (e.k === "bin") return literalCookieText(e.l) || literalCookieText(e.r);
  if (e.k === "call" && (e.name === "format" || e.name === "formatted" || e.name === "concat"))
    return e.args.some(literalCookieText) || (!!e.target && literalCookieText(e.target));
  return false;
}

/** Whether a literal piece of a header value says `re` (e.g. "; Secure"). */
export function literalMentions(e: Expr | undefined, re: RegExp): boolean {
  if (!e) return false;
  switch (e.k) {
    case "lit":
      return typeof e.v === "string" && re.test(e.v);
    case "bin":
      return literalMentions(e.l, re) || literalMentions(e.r, re);
    case "call":
      return (e.target ? literalMentions(e.target, re) : false) || e.args.some((a) => literalMentions(a, re));
    case "name":
    case "field":
      return /^[A-Z][A-Z0-9_]*$/.test(e.name); // a constant we do not see (COOKIE_FLAGS): do not guess
    default:
      return false;
  }
}

/** The flag setters a method applies to its Cookie parameter `i` in its top-level statements (harden(cookie)). */
export function cookieParamSetters(m: MethodDecl, i: number): [string, unknown][] {
  const p = m.params[i];
  if (!p || !/(^|\.)Cookie$/.test(p.type)) return [];
  const out: [string, unknown][] = [];
  for (const st of m.body ?? []) {
    if (st.k !== "expr" || st.e.k !== "call" || st.e.target?.k !== "name" || st.e.target.name !== p.name) continue;
    const a = st.e.args[0];
    if (/^set(Secure|HttpOnly|MaxAge)$/.test(st.e.name) && a) out.push([st.e.name, a.k === "lit" ? a.v : undefined]);
  }
  return out;
}
