// Enum constants with constructor arguments: `CURRENT("AES/GCM/NoPadding")` and a constructor that stores its
// parameters in fields give each constant known field values (Algo.CURRENT.jca, Algo.CURRENT.getName()), from the
// flow view's list of the enum's constants (literal arguments only).
import type { ClassDecl, Expr, MethodDecl } from "../flow";
import type { Val } from "./val";

type Fields = Map<string, Val>;
const cache = new WeakMap<ClassDecl, Map<string, Fields>>();

/** Field values of each constant of an enum class (constant name → field → value); empty when unknown. */
export function enumConstantFields(cls: ClassDecl): Map<string, Fields> {
  let out = cache.get(cls);
  if (out) return out;
  out = new Map();
  cache.set(cls, out);
  for (const { name, args } of cls.enumConstants) {
    const ctor = cls.methods.find((m) => m.isCtor && m.params.length === args.length);
    out.set(name, ctor ? ctorFields(ctor, args.map(literal)) : new Map());
  }
  return out;
}

/** The single field a getter returns (`return name;` / `return this.name;`), if that is all it does. */
export function getterField(m: MethodDecl): string | undefined {
  const b = m.body;
  if (!b || b.length !== 1 || b[0].k !== "return" || !b[0].e || m.params.length) return undefined;
  const e = b[0].e;
  if (e.k === "name") return e.name;
  if (e.k === "field" && e.target.k === "this") return e.name;
  return undefined;
}

function ctorFields(ctor: MethodDecl, args: (Val | undefined)[]): Fields {
  const f: Fields = new Map();
  for (const st of ctor.body ?? []) {
    if (st.k !== "expr" || st.e.k !== "assign" || st.e.op !== "=") continue;
    const t = st.e.target;
    const field = t.k === "name" ? t.name : t.k === "field" && t.target.k === "this" ? t.name : undefined;
    if (!field) continue;
    const v = argValue(st.e.value, ctor, args);
    if (v) f.set(field, v);
  }
  return f;
}

function argValue(e: Expr, ctor: MethodDecl, args: (Val | undefined)[]): Val | undefined {
  if (e.k === "name") {
    const i = ctor.params.findIndex((p) => p.name === e.name);
    return i >= 0 ? args[i] : undefined;
  }
  if (e.k === "lit" && e.t === "str") return { c: { v: e.v as string }, hc: true, type: "String" };
  return undefined;
}

/**
 * The value of a constant's argument as the old text reader saw it: a string, a decimal integer (negated ones too)
 * or a boolean literal; anything else is unknown.
 */
function literal(e: Expr): Val | undefined {
  const negated = e.k === "un" && e.op === "-" && !e.postfix;
  const lit = negated ? e.e : e;
  if (lit.k !== "lit") return undefined;
  if (lit.t === "num" && Number.isInteger(lit.v))
    return { c: { v: negated ? -(lit.v as number) : (lit.v as number) }, hc: true, type: "number" };
  if (negated) return undefined;
  if (lit.t === "str" && !lit.text) return { c: { v: lit.v as string }, hc: true, type: "String" };
  if (lit.t === "bool") return { c: { v: lit.v as boolean }, hc: true, type: "boolean" };
  return undefined;
}

/** What an enum method returns for one constant when its body switches on `this` (case OLD: return "DES";). */
export function switchOnThis(m: MethodDecl, constName: string): Expr | undefined {
  const first = m.body?.[0];
  if (!first || m.params.length) return undefined;
  const sw = first.k === "switch" ? first : first.k === "return" && first.e?.k === "switch" ? first.e : undefined;
  if (!sw || sw.subject.k !== "this") return undefined;
  let i = sw.cases.findIndex((c) => c.labels.some((l) => l.k === "name" && l.name === constName));
  if (i < 0) i = sw.cases.findIndex((c) => c.isDefault);
  while (i >= 0 && i < sw.cases.length && !sw.cases[i].body.length) i++; // case A: case B: return ...
  const st = i >= 0 ? sw.cases[i]?.body[0] : undefined;
  const e = st && (st.k === "return" || st.k === "yield") ? st.e : st?.k === "expr" ? st.e : undefined;
  return e?.k === "lit" ? e : undefined;
}
