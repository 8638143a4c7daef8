// The narrow interface through which the interpreter reads the library specification (spec.ts): one Map hit by
// method name, then the few entries for that name are matched against the receiver and the argument count.
import { baseType } from "../../flow";
import type { RuleId } from "../catalog";
import type { Val } from "../val";
import { CLASSES, ENTRIES } from "./spec";
import type { ClassSpec, EngineSet, ModelName, SanitizerEntry, SpecEntry } from "./spec-types";

interface ClassIndex {
  spec: ClassSpec;
  /** The class's own name and its aliases. */
  names: ReadonlySet<string>;
}

const CLASS_INDEX = new Map<string, ClassIndex>();
for (const c of CLASSES) CLASS_INDEX.set(c.name, { spec: c, names: new Set([c.name, ...(c.aliases ?? [])]) });

/** Library entries by method name, in spec order (engine-default entries are not library models). */
const BY_METHOD = new Map<string, SpecEntry[]>();
const SANITIZERS = new Map<string, SanitizerEntry[]>();
const ENGINE_SETS = new Map<EngineSet, Set<string>>();
for (const e of ENTRIES) {
  for (const m of e.m) {
    if (e.engine) {
      let s = ENGINE_SETS.get(e.engine);
      if (!s) ENGINE_SETS.set(e.engine, (s = new Set()));
      s.add(m);
      continue;
    }
    const list = BY_METHOD.get(m);
    if (list) list.push(e);
    else BY_METHOD.set(m, [e]);
    if (e.kind === "sanitizer") {
      const sl = SANITIZERS.get(m);
      if (sl) sl.push(e);
      else SANITIZERS.set(m, [e]);
    }
  }
}

/** The receiver `tv` is an instance of the spec class `name` (by fact, declared type, or variable name). */
export function isInstance(name: string, tv: Val | null | undefined): boolean {
  const ci = CLASS_INDEX.get(name);
  if (!ci || !tv) return false;
  const c = ci.spec;
  if (tv.cls) return !!c.staticField && c.staticField.test(tv.cls);
  if (c.kind && tv.kinds?.includes(c.kind)) return true;
  if (tv.type) return ci.names.has(baseType(tv.type));
  return !!c.untyped && !!tv.nm && c.untyped.test(tv.nm);
}

function receiverMatches(e: SpecEntry, tv: Val | null, staticCls: string | undefined): boolean {
  if (e.on === "*") return true;
  if (e.static) return !!staticCls && !!CLASS_INDEX.get(e.on)?.names.has(staticCls);
  return isInstance(e.on, tv);
}

/**
 * The library's meaning of `receiver.method(args)`: the first entry for `method` whose receiver class, static-ness
 * and argument count match, or undefined (the interpreter's default applies). `staticCls` is the class of a static
 * call (`Paths.get` → "Paths"), `tv` the receiver value of an instance call.
 */
export function lookup(
  tv: Val | null,
  staticCls: string | undefined,
  method: string,
  arity: number,
): SpecEntry | undefined {
  const list = BY_METHOD.get(method);
  if (!list) return undefined;
  for (const e of list) {
    if (e.arity && !e.arity.includes(arity)) continue;
    if (e.minArgs !== undefined && arity < e.minArgs) continue;
    if (receiverMatches(e, tv, staticCls)) return e;
  }
  return undefined;
}

/** The library's meaning of `new Type(args)` (entries with the method name "new" on a class naming `type`). */
export function lookupNew(type: string, arity: number): SpecEntry | undefined {
  const list = BY_METHOD.get("new");
  if (!list) return undefined;
  for (const e of list) {
    if (e.arity && !e.arity.includes(arity)) continue;
    if (e.minArgs !== undefined && arity < e.minArgs) continue;
    if (CLASS_INDEX.get(e.on)?.names.has(type)) return e;
  }
  return undefined;
}

/**
 * The rules an encoder's output is safe for, by class when the call names one in the table, else by method name
 * (`ESAPI.encoder().encodeForHTML`): undefined when the table does not know the encoder.
 */
export function sanitizerEntry(staticCls: string | undefined, method: string): SanitizerEntry | undefined {
  const list = SANITIZERS.get(method);
  if (!list) return undefined;
  if (staticCls) for (const e of list) if (CLASS_INDEX.get(e.on)?.names.has(staticCls)) return e;
  return list[0];
}

export function sanitizerRules(staticCls: string | undefined, method: string): readonly RuleId[] | "all" | undefined {
  return sanitizerEntry(staticCls, method)?.rules;
}

/** Method names the interpreter's default call evaluation treats one way (identity, argument propagators...). */
export function engineNames(set: EngineSet): ReadonlySet<string> {
  return ENGINE_SETS.get(set) ?? new Set();
}

/** Method names of the entries decided by one model (e.g. the file operations on a File/Path instance). */
export function namesOfModel(model: ModelName): ReadonlySet<string> {
  const out = new Set<string>();
  for (const e of ENTRIES) if (e.model === model) for (const m of e.m) out.add(m);
  return out;
}

/** The facts (Val.kinds) a value of a declared type has: HttpServletRequest → ["request"]. */
const TYPE_KINDS = new Map<string, string[]>();
for (const c of CLASSES)
  if (c.kind && ["request", "response", "session", "weakRng"].includes(c.kind))
    for (const n of [c.name, ...(c.aliases ?? [])]) TYPE_KINDS.set(n, [c.kind]);
export function kindsOfType(simpleType: string): string[] | undefined {
  const k = TYPE_KINDS.get(simpleType);
  return k ? [...k] : undefined;
}
