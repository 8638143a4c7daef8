// Abstract values of the taint analysis: taint labels + constant folding + a few facts about the object.
import type { Loc } from "../flow";
import type { RuleId } from "./catalog";

export type SrcKind = "web" | "console" | "args" | "network";

export type Label =
  /** Untrusted input (a source), with a learner-readable description, e.g. "Request parameter `name`". */
  | { k: "src"; desc: string; line: number; kind: SrcKind }
  /** Symbolic marker: "whatever the caller passed as parameter i" (method summaries). */
  | { k: "param"; i: number }
  /** Output of a predictable random generator. */
  | { k: "rnd"; desc: string; loc: Loc }
  /** A variable that is used but not declared anywhere in the code (a snippet's input of unknown origin). */
  | { k: "free"; name: string };

/** Flags of a servlet Cookie created in the analysed code. */
export interface CookieFact {
  secure: boolean;
  httpOnly: boolean;
  deleted?: boolean;
  loc: Loc;
  name: string;
}

/** Known contents of a local collection or string builder (see containers.ts). */
export interface Box {
  kind: "map" | "list" | "text";
  /** map: values under known constant keys. */
  entries?: ReadonlyMap<string, Val>;
  /** map: values stored under unknown keys; list: every element when positions are unknown. */
  rest?: Val;
  /** map: contents loaded from outside (Properties.load, putAll of an unknown map): unknown keys may exist. */
  external?: boolean;
  /** list: elements in order, when exactly known. */
  items?: readonly Val[];
  /** text: the string built so far. */
  text?: Val;
}

export type ConstV = string | number | boolean | null;

export interface Pend {
  /** Key of the pending path construction (location), see Engine.pend. */
  key: string;
}

export interface Val {
  t?: Label[];
  /** Known constant value. */
  c?: { v: ConstV };
  /** Known constant prefix of a string built by concatenation. */
  prefix?: string;
  /** Contains HTML markup from a literal. */
  html?: boolean;
  /** How a tainted string was built (for messages): "string concatenation", "String.format"... */
  how?: string;
  /** Simple type name, when known. */
  type?: string;
  /** Object facts: "respWriter", "session", "weakRng", "request", "response", "laissez"... */
  kinds?: string[];
  /** Elements of an inline array/list (command lines). */
  elems?: Val[];
  /** Passed a path-containment check (startsWith after normalize, contains("..") rejected). */
  pchk?: boolean;
  /** Pending path constructions (reported unless the path is checked before use). */
  pend?: string[];
  /** Built only from literals (hard-coded). */
  hc?: boolean;
  /** Hard-coded secret already reported at its declaration. */
  hcDone?: boolean;
  /** ObjectInputStream with a filter set. */
  filtered?: boolean;
  /** This expression names a class (static access). */
  cls?: string;
  /** Variable name the value was read from (receiver heuristics for undeclared names). */
  nm?: string;
  /** Class literal type (Object.class → "Object"). */
  clsLit?: string;
  /** An all-zero array created with `new byte[n]`. */
  zeroArr?: boolean;
  /** Passed a validation/authentication check (`if (auth.authenticate(user, pw))`); enough for the session rule. */
  validated?: boolean;
  /** Known contents of a local collection or string builder (containers.ts). */
  box?: Box;
  /**
   * Known not to start with "//" (with prefix "/": a path on this site). After a literal prefix ("redirect:" + x):
   * the text after the literal does not.
   */
  noPR?: boolean;
  /** Encoded for these sinks only (an HTML-escaped string is still untrusted in SQL). */
  okFor?: readonly RuleId[];
  /** Characters a chain of replace() calls removed from the text (see engine/helpers.ts removedChars). */
  rep?: string;
  /** A Cookie object and its flags. */
  ck?: CookieFact;
}

export const CLEAN: Val = Object.freeze({}) as Val;

// Values are never changed with `delete`: it turns the object into a dictionary, and every later spread copy of it
// (`{ ...v, nm }`, the most common operation on values) then costs about ten times more. A property set to
// undefined reads the same everywhere: no code lists a value's keys or tests them with `in`.

const MAX_SRC = 3;
const MAX_RND = 2;

export function labelKey(l: Label): string {
  switch (l.k) {
    case "src":
      return `s:${l.desc}:${l.line}`;
    case "param":
      return `p:${l.i}`;
    case "rnd":
      return `r:${l.loc.off}`;
    case "free":
      return `f:${l.name}`;
  }
}

/** Same label (the same labelKey), compared without building the key strings. */
function sameLabel(x: Label, y: Label): boolean {
  switch (x.k) {
    case "src":
      return y.k === "src" && x.desc === y.desc && x.line === y.line;
    case "param":
      return y.k === "param" && x.i === y.i;
    case "rnd":
      return y.k === "rnd" && x.loc.off === y.loc.off;
    case "free":
      return y.k === "free" && x.name === y.name;
  }
}

function hasLabel(ls: readonly Label[], l: Label): boolean {
  for (const x of ls) if (sameLabel(x, l)) return true;
  return false;
}

export function unionLabels(a: Label[] | undefined, b: Label[] | undefined): Label[] | undefined {
  if (!a || !a.length) return b && b.length ? b : undefined;
  if (!b || !b.length) return a;
  if (a === b) return a;
  // label lists are short (at most MAX_SRC sources and MAX_RND generators): linear search, no key strings
  const out = a.slice();
  let src = 0;
  let rnd = 0;
  for (const l of out) {
    if (l.k === "src" || l.k === "free") src++;
    else if (l.k === "rnd") rnd++;
  }
  for (const l of b) {
    if (hasLabel(out, l)) continue;
    if (l.k === "src" || l.k === "free") {
      if (src >= MAX_SRC) continue;
      src++;
    } else if (l.k === "rnd") {
      if (rnd >= MAX_RND) continue;
      rnd++;
    }
    out.push(l);
  }
  return out;
}

export function isTainted(v: Val | undefined): boolean {
  return !!v?.t?.some((l) => l.k !== "rnd");
}

/** Carries real untrusted input or a caller's parameter (not just an undeclared name). */
export function isUntrusted(v: Val | undefined): boolean {
  return !!v?.t?.some((l) => l.k === "src" || l.k === "param");
}

export function hasSrc(v: Val | undefined): boolean {
  return !!v?.t?.some((l) => l.k === "src");
}

/** Carries output of a predictable random generator (rndLabels(v).length > 0, without the array). */
export function hasRnd(v: Val | undefined): boolean {
  const t = v?.t;
  if (!t) return false;
  for (const l of t) if (l.k === "rnd") return true;
  return false;
}

export function rndLabels(v: Val | undefined): Extract<Label, { k: "rnd" }>[] {
  return (v?.t?.filter((l) => l.k === "rnd") ?? []) as Extract<Label, { k: "rnd" }>[];
}

export function taintOnly(v: Val | undefined): Label[] | undefined {
  const t = v?.t?.filter((l) => l.k !== "rnd");
  return t && t.length ? t : undefined;
}

export function isConst(v: Val | undefined): boolean {
  return !!v && v.c !== undefined;
}

export function constStr(v: Val | undefined): string | undefined {
  if (!v || !v.c) return undefined;
  const x = v.c.v;
  return typeof x === "string" ? x : undefined;
}

export function constToString(x: ConstV): string {
  return x === null ? "null" : String(x);
}

function commonPrefix(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined || b === undefined) return undefined;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i ? a.slice(0, i) : undefined;
}

function unionStr(a: string[] | undefined, b: string[] | undefined): string[] | undefined {
  if (!a || !a.length) return b && b.length ? b : undefined;
  if (!b || !b.length || a === b) return a;
  const s = new Set(a);
  let changed = false;
  for (const x of b)
    if (!s.has(x)) {
      s.add(x);
      changed = true;
    }
  return changed ? [...s] : a;
}

/** Join at a control-flow merge: taint if any path is tainted, constant only if all paths agree. */
export function join(a: Val | undefined, b: Val | undefined): Val {
  if (!a) return b ?? CLEAN;
  if (!b || a === b) return a;
  const out: Val = {};
  const t = unionLabels(a.t, b.t);
  if (t) out.t = t;
  if (a.c && b.c && a.c.v === b.c.v) out.c = a.c;
  const ap = a.c && typeof a.c.v === "string" ? a.c.v : a.prefix;
  const bp = b.c && typeof b.c.v === "string" ? b.c.v : b.prefix;
  const p = commonPrefix(ap, bp);
  if (p !== undefined && !out.c) out.prefix = p;
  if (a.html || b.html) out.html = true;
  const how = a.how ?? b.how;
  if (how) out.how = how;
  if (a.type && a.type === b.type) out.type = a.type;
  else if (a.type || b.type) out.type = a.type ?? b.type;
  const kinds = unionStr(a.kinds, b.kinds);
  if (kinds) out.kinds = kinds;
  if (a.elems && b.elems && a.elems === b.elems) out.elems = a.elems;
  const aT = isTainted(a);
  const bT = isTainted(b);
  if ((aT || bT) && (!aT || a.pchk) && (!bT || b.pchk)) out.pchk = true;
  const pend = unionStr(a.pend, b.pend);
  if (pend) out.pend = pend;
  if (a.hc && b.hc) out.hc = true;
  if (a.hcDone || b.hcDone) out.hcDone = true;
  if (a.filtered && b.filtered) out.filtered = true;
  if (a.validated && b.validated) out.validated = true;
  if (a.cls && a.cls === b.cls) out.cls = a.cls;
  if (a.nm && a.nm === b.nm) out.nm = a.nm;
  if (noPathRelative(a) && noPathRelative(b) && (a.noPR || b.noPR)) out.noPR = true;
  const ok = okForJoin(aT ? a : undefined, bT ? b : undefined);
  if (ok) out.okFor = ok;
  if (a.ck || b.ck) {
    const x = a.ck ?? b.ck!;
    const y = b.ck ?? x;
    out.ck = {
      ...x,
      secure: x.secure && y.secure,
      httpOnly: x.httpOnly && y.httpOnly,
      deleted: x.deleted && y.deleted,
    };
  }
  if (a.box && b.box) {
    const box = a.box === b.box ? a.box : joinBox(a.box, b.box);
    if (box) out.box = box;
  }
  return out;
}

/** Join of several values (constants survive when they all agree); CLEAN for none. */
export function joinAll(vs: readonly Val[]): Val {
  if (!vs.length) return CLEAN;
  let out = vs[0];
  for (let i = 1; i < vs.length; i++) out = join(out, vs[i]);
  return out;
}

/** Combine operands of a string-building operation (concat, format, append): taint and flags flow to the result. */
export function combine(parts: Val[], how: string | undefined): Val {
  const out: Val = { type: "String" };
  let t: Label[] | undefined;
  let allHc = parts.length > 0;
  let anyTainted = false;
  let allChk = true;
  let ok: readonly RuleId[] | undefined;
  let seenTainted = false;
  for (const p of parts) {
    if (isTainted(p)) {
      ok = seenTainted ? intersectRules(ok, p.okFor) : p.okFor;
      seenTainted = true;
    }
    t = unionLabels(t, p.t);
    if (p.html) out.html = true;
    if (!p.hc) allHc = false;
    if (isTainted(p)) {
      anyTainted = true;
      if (!p.pchk) allChk = false;
      if (p.how && !out.how) out.how = p.how;
    }
    if (p.hcDone) out.hcDone = true;
  }
  if (t) out.t = t;
  if (anyTainted && how) out.how = how;
  if (anyTainted && allChk) out.pchk = true;
  if (anyTainted && ok && ok.length) out.okFor = ok;
  if (allHc) out.hc = true;
  return out;
}

export function withLabels(v: Val, t: Label[] | undefined): Val {
  const out: Val = { ...v };
  if (t && t.length) out.t = t;
  else out.t = undefined;
  return out;
}

function intersectRules(a: readonly RuleId[] | undefined, b: readonly RuleId[] | undefined): RuleId[] | undefined {
  if (!a || !b) return undefined;
  const r = a.filter((x) => b.includes(x));
  return r.length ? r : undefined;
}

/** Rules both tainted sides are encoded for (the other side's when only one is tainted). */
function okForJoin(a: Val | undefined, b: Val | undefined): readonly RuleId[] | undefined {
  if (!a) return b?.okFor;
  if (!b) return a.okFor;
  return intersectRules(a.okFor, b.okFor);
}

/** After an encoder for some sinks: still untrusted, but harmless for `rules`. */
export function sanitizedFor(v: Val, rules: readonly RuleId[]): Val {
  const out: Val = { ...v, okFor: v.okFor ? [...new Set([...v.okFor, ...rules])] : rules };
  out.html = undefined;
  out.pend = undefined;
  if (rules.includes("SEC-PATH-TRAVERSAL")) out.pchk = true; // a bare file name cannot leave its directory
  return out;
}

/** Remove untrusted-input taint (after a sanitizer); keeps constants and object facts. */
export function sanitized(v: Val): Val {
  const out: Val = { ...v };
  const keep = v.t?.filter((l) => l.k === "rnd");
  if (keep && keep.length) out.t = keep;
  else out.t = undefined;
  out.pend = undefined;
  out.how = undefined;
  return out;
}

export function valSig(v: Val | undefined | null): string {
  if (!v) return "-";
  const parts: string[] = [];
  if (v.t) parts.push(v.t.map(labelKey).sort().join(","));
  if (v.html) parts.push("h");
  if (v.how) parts.push(v.how);
  if (v.c) parts.push("c=" + String(v.c.v));
  if (v.prefix) parts.push("p=" + v.prefix);
  if (v.type) parts.push("T=" + v.type);
  if (v.kinds) parts.push("K=" + v.kinds.join(","));
  if (v.hc) parts.push("hc");
  return parts.join("|");
}

export function concatVals(l: Val, r: Val): Val {
  const v = combine([l, r], "string concatenation");
  if (l.c && r.c) {
    v.c = { v: constToString(l.c.v) + constToString(r.c.v) };
  } else if (l.c || l.prefix !== undefined) {
    const lp = l.c ? constToString(l.c.v) : (l.prefix as string);
    v.prefix = l.c ? lp + (r.c ? constToString(r.c.v) : (r.prefix ?? "")) : lp;
  }
  // "redirect:" + back where back cannot start with "//": the target after the literal is still a path on this site
  if (l.c && typeof l.c.v === "string" && r.noPR) v.noPR = true;
  return v;
}

/** Known not to start with "//" or "/\\": a flagged value, or a constant that does not. */
function noPathRelative(v: Val): boolean {
  if (v.noPR) return true;
  return !!v.c && typeof v.c.v === "string" && !/^\/[\/\\]/.test(v.c.v);
}

export function safeRedirectPrefix(p: string): boolean {
  if (/^\/[^\/\\]/.test(p)) return true; // "/profile/" + id: stays on this site
  if (/^https?:\/\/[^\/?#]+[\/?#]/i.test(p)) return true; // fixed host
  return false;
}

/** Contents after a merge: per key / position / text, or undefined when the shapes differ (contents unknown). */
function joinBox(a: Box, b: Box): Box | undefined {
  if (a.kind !== b.kind) return undefined;
  const rest = a.rest && b.rest ? join(a.rest, b.rest) : (a.rest ?? b.rest);
  if (a.kind === "map") {
    const ea = a.entries ?? new Map<string, Val>();
    const eb = b.entries ?? new Map<string, Val>();
    const entries = new Map<string, Val>();
    for (const k of new Set([...ea.keys(), ...eb.keys()])) {
      const x = ea.get(k);
      const y = eb.get(k);
      // a key set on one path only: its value there, or absent (null) on the other
      entries.set(k, x && y ? join(x, y) : join(x ?? NULL_VAL, y ?? NULL_VAL));
    }
    const out: Box = { kind: "map", entries };
    if (rest) out.rest = rest;
    if (a.external || b.external) out.external = true;
    return out;
  }
  if (a.kind === "list") {
    if (a.items && b.items && a.items.length === b.items.length)
      return { kind: "list", items: a.items.map((x, i) => join(x, b.items![i])), ...(rest ? { rest } : {}) };
    let all = rest;
    for (const x of [...(a.items ?? []), ...(b.items ?? [])]) all = all ? join(all, x) : x;
    return { kind: "list", rest: all ?? CLEAN };
  }
  return { kind: "text", text: join(a.text ?? CLEAN, b.text ?? CLEAN) };
}

const NULL_VAL: Val = Object.freeze({ c: { v: null } }) as Val;
