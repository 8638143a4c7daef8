// Small pure helpers of the interpreter (summary substitution, path roots, allow-list regexes).
import type { ClassDecl, Expr, Unit } from "../../flow";
import { concatVals, unionLabels, valSig, type Label, type Val } from "../val";
import type { Summary } from "./state";
import type { RuleId } from "../catalog";

export function rndOnly(v: Val): Label[] | undefined {
  const r = v.t?.filter((l) => l.k === "rnd");
  return r && r.length ? r : undefined;
}

/** `+`: numeric addition of two known numbers, otherwise string concatenation. */
export function plus(l: Val, r: Val): Val {
  if (l.c && r.c && typeof l.c.v === "number" && typeof r.c.v === "number")
    return { c: { v: l.c.v + r.c.v }, type: "number", hc: true };
  return concatVals(l, r);
}

export function substitute(ret: Val, argFor: (i: number) => Val | undefined): Val {
  if (!ret.t) return ret;
  const out: Val = { ...ret };
  let t: Label[] | undefined;
  for (const l of ret.t) {
    if (l.k === "param") {
      const a = argFor(l.i);
      if (!a) continue;
      t = unionLabels(t, a.t);
      if (a.html) out.html = true;
      if (a.how && !out.how) out.how = a.how;
      if (a.pchk) out.pchk = true;
      // what the method guarantees (an escaper's rules) and what the argument already was safe for
      if (a.okFor) out.okFor = ret.okFor ? [...new Set([...ret.okFor, ...a.okFor])] : a.okFor;
    } else t = unionLabels(t, [l]);
  }
  if (t) out.t = t;
  else out.t = undefined;
  return out;
}

export function fieldKey(c: ClassDecl, name: string): string {
  return `${c.startOff}:${name}`;
}

export function summarySig(s: Summary): string {
  return `${valSig(s.ret)}:${s.effects.map((e) => `${e.i}@${e.spec.rule}@${e.spec.loc.off}@${e.how ?? ""}`).join(",")}:${s.fieldEffects.map((f) => `${f.i}>${f.name}`).join(",")}`;
}

export function topClass(c: ClassDecl): ClassDecl {
  let x = c;
  while (x.outer) x = x.outer;
  return x;
}

/** Root variable of a path expression, through normalising calls: base.resolve(x).normalize() → base? no: p.normalize() → p. */
export const CANONICALIZE = new Set(["normalize", "toRealPath", "getCanonicalPath", "getCanonicalFile"]);
export function isCanonicalized(e: Expr): boolean {
  for (let x: Expr | null = e; x && x.k === "call"; x = x.target) if (CANONICALIZE.has(x.name)) return true;
  return false;
}

export function pathRoot(e: Expr): string | null {
  let x = e;
  const through = new Set([
    "normalize",
    "toAbsolutePath",
    "toRealPath",
    "getCanonicalPath",
    "getCanonicalFile",
    "getAbsolutePath",
    "getAbsoluteFile",
    "toFile",
    "toPath",
    "toString",
    "toURI",
    "toUri",
    "getPath",
    "getParent",
    "getParentFile",
  ]);
  while (x.k === "call" && x.target && through.has(x.name)) x = x.target;
  return x.k === "name" ? x.name : null;
}

/** A regex used as an allow-list: anchored character classes without wildcards or path separators. */
export function isAllowListRegex(re: string): boolean {
  if (!re) return false;
  let inClass = false;
  for (let i = 0; i < re.length; i++) {
    const ch = re[i];
    if (ch === "\\") {
      const n = re[i + 1];
      if (n === "S" || n === "W" || n === "D") return false;
      i++;
      continue;
    }
    if (ch === "[") inClass = true;
    else if (ch === "]") inClass = false;
    else if (!inClass && ch === ".") return false;
    else if (
      inClass &&
      (ch === "/" || ch === "<" || ch === "'" || ch === '"' || ch === ";" || ch === "&" || ch === "|")
    )
      return false;
    else if (inClass && ch === "^" && re[i - 1] === "[") return false; // negated class
  }
  return true;
}

/** Characters an escaper must replace for the text to be harmless in a sink. */
const SPECIAL_CHARS: [string, RuleId][] = [
  ["\\*()\0", "SEC-LDAP-INJECTION"],
  ['<>&"', "SEC-XSS"],
  ["'", "SEC-SQL-INJECTION"],
  ["'\"", "SEC-XPATH-INJECTION"],
  [";&|`$\n", "SEC-COMMAND-INJECTION"],
  ["\r\n", "SEC-LOG-INJECTION"],
  ["\r\n", "SEC-RESPONSE-SPLITTING"],
  // a name without separators stays one component of the directory it is resolved against
  ["/\\", "SEC-PATH-TRAVERSAL"],
];

/** The characters whose removal the sanitizer rules above look for. */
const SPECIAL = [...new Set(SPECIAL_CHARS.flatMap(([chars]) => [...chars]))];

/** A Java regex as a JavaScript one, for the constructs the two spell differently (\R, \p{Cntrl}...). */
function javaRegex(x: string): RegExp | undefined {
  const js = x
    .replace(/\\R/g, "(?:\\r\\n|[\\n\\r\\u2028\\u2029\\u000B\\u000C\\u0085])")
    .replace(/\[\\p\{(Cntrl|Cc|C)\}\]/g, "[\\x00-\\x1F\\x7F]")
    .replace(/\\p\{(Cntrl|Cc|C)\}/g, "\\x00-\\x1F\\x7F")
    .replace(/\\p\{(Space|javaWhitespace)\}/g, "\\s")
    .replace(/\\h/g, "[ \\t]")
    .replace(/\\v/g, "[\\n\\x0B\\f\\r]");
  try {
    return new RegExp(js, "g");
  } catch {
    return undefined;
  }
}

/** The sinks for which text without any of `gone` characters is harmless. */
export function coveredRules(gone: string): RuleId[] {
  return SPECIAL_CHARS.filter(([chars]) => [...chars].every((ch) => gone.includes(ch))).map(([, r]) => r);
}

/**
 * Characters that no longer occur after `replace(x, y)` (a one-character x that y does not contain, or only as its
 * escape prefix) or
 * `replaceAll("[<>\"]", y)` (a plain character class), for constant arguments.
 */
export function removedChars(name: string, args: readonly Val[]): string | undefined {
  const x = args[0]?.c?.v;
  const y = args[1]?.c?.v;
  if (typeof x !== "string" || typeof y !== "string") return undefined;
  // "&" → "&amp;", "\\" → "\\5c": the character stays only as the start of escape sequences
  if (name === "replace")
    return x.length === 1 && (!y.includes(x) || (y.length > 1 && y[0] === x && !y.slice(1).includes(x)))
      ? x
      : undefined;
  // replaceAll: which special characters no longer occur after the replacement, tried on a probe per character
  const re = javaRegex(x);
  if (!re || re.test("")) return undefined;
  let gone = "";
  for (const ch of SPECIAL) {
    re.lastIndex = 0;
    const out = `a${ch}b${ch}${ch}`.replace(re, y);
    if (!out.includes(ch)) gone += ch;
  }
  return gone || undefined;
}

/**
 * Records declared inside a class body, which the parser reads as a method named like a type returning `record`
 * (`public record Dto(long id, String name) {}`): their components, so that accessors are typed.
 */
export function nestedRecords(unit: Unit): ClassDecl[] {
  const out: ClassDecl[] = [];
  for (const m of unit.methods) {
    if (m.returnType !== "record" || !/^[A-Z]/.test(m.name)) continue;
    const fields = m.params.map((p) => ({
      name: p.name,
      type: p.type,
      modifiers: ["private", "final"],
      annotations: p.annotations,
      init: null,
      loc: p.loc,
    }));
    const words = new Set<string>();
    out.push({
      name: m.name,
      kind: "record",
      annotations: m.annotations,
      modifiers: m.modifiers,
      superclass: null,
      interfaces: [],
      fields,
      methods: [],
      inits: [],
      enumConstants: [],
      assigned: new Set(),
      outer: m.cls,
      loc: m.loc,
      startOff: m.loc.off,
      endOff: m.loc.off,
      words: () => words,
    });
  }
  return out;
}

/** Zero-argument calls that read a new value each time (never narrowed as an access path). */
const NOT_AN_ACCESSOR =
  /^(next|read|poll|pop|take|remove|receive|get(Next|Input|Line)|iterator|stream|build|create|open)/;

/**
 * The key under which a condition's narrowing of `args[0]` or `request.target()` / `dto.getName()` is kept in the
 * environment (an access path: a variable's element or accessor, read again unchanged after the check), or
 * undefined for other expressions.
 */
export function accessKey(e: Expr): string | undefined {
  if (e.k === "index" && e.target.k === "name" && e.index.k === "lit" && typeof e.index.v === "number")
    return `#${e.target.name}[${e.index.v}]`;
  if (e.k === "call" && !e.args.length && e.target?.k === "name" && !NOT_AN_ACCESSOR.test(e.name))
    return `#${e.target.name}.${e.name}()`;
  return undefined;
}
