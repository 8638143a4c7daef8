// Best practices and class design: @Override, try-with-resources (finder in ./resources.ts), final/local fields, raw types,
// switch defaults, encapsulation, parameter lists, nesting, utility classes, loose coupling.
import type { IToken } from "java-parser";
import { code, fence } from "../markdown";
import { simpleTypeName, stripTypeArgs } from "../cst";
import { hasAnnotation, isSpringClass, type ClassInfo, type MethodInfo } from "../model";
import { isLombokOrPersistent, type Hit, type Q, type QualityRule } from "../rules/token-index";
import { isNestedRecord } from "../rules/operand-types";
import { tryWithResources } from "./resources";

/** Methods (name/arity) that well-known JDK supertypes declare. */
const JDK_SUPER: Record<string, Array<[string, number]>> = {
  Comparable: [["compareTo", 1]],
  Comparator: [["compare", 2]],
  Runnable: [["run", 0]],
  Thread: [["run", 0]],
  Callable: [["call", 0]],
  AutoCloseable: [["close", 0]],
  Closeable: [["close", 0]],
  Iterable: [["iterator", 0]],
  Iterator: [
    ["hasNext", 0],
    ["next", 0],
  ],
  Supplier: [["get", 0]],
  Consumer: [["accept", 1]],
  Function: [["apply", 1]],
  Predicate: [["test", 1]],
  ActionListener: [["actionPerformed", 1]],
};

/** Simple names of a class's supertypes, computed once per class (several methods of a class ask). */
function superNames(cache: Map<ClassInfo, string[]>, c: ClassInfo): string[] {
  let names = cache.get(c);
  if (!names) cache.set(c, (names = c.superTypes.map((t) => simpleTypeName(stripTypeArgs(t)))));
  return names;
}

function overridden(
  byName: Map<string, ClassInfo>,
  supers: Map<ClassInfo, string[]>,
  c: ClassInfo,
  m: MethodInfo,
): string | undefined {
  const n = m.params.length;
  if (m.name === "equals" && n === 1 && m.params[0].typeBase === "Object") return "Object";
  if ((m.name === "hashCode" || m.name === "toString" || m.name === "finalize") && n === 0) return "Object";
  if (m.name === "clone" && n === 0) return "Object";
  if (!c.superTypes.length) return undefined; // nothing to walk: no set or stack to build
  const seen = new Set<string>();
  const stack = [...superNames(supers, c)];
  while (stack.length) {
    const s = stack.pop()!;
    if (seen.has(s)) continue;
    seen.add(s);
    const jdk = JDK_SUPER[s];
    if (jdk?.some(([name, arity]) => name === m.name && arity === n)) return s;
    const decl = byName.get(s);
    if (!decl) continue;
    if (
      decl.methods.some(
        (o) =>
          o.kind === "method" &&
          o.name === m.name &&
          o.params.length === n &&
          !o.modifiers.includes("private") &&
          !o.modifiers.includes("static"),
      )
    )
      return s;
    for (const t of superNames(supers, decl)) stack.push(t);
  }
  return undefined;
}

function missingOverride(q: Q): Hit[] {
  const out: Hit[] = [];
  // Named classes of the unit by simple name, built once (not per method: that was quadratic in the file size).
  const byName = new Map<string, ClassInfo>();
  for (const x of q.d.model.classes) if (x.kind !== "anonymous") byName.set(x.name, x);
  const supers = new Map<ClassInfo, string[]>();
  for (const c of q.d.model.classes) {
    if (c.kind === "annotation") continue;
    for (const m of c.methods) {
      if (m.kind !== "method" || m.modifiers.includes("static") || m.modifiers.includes("private")) continue;
      if (hasAnnotation(m, "Override")) continue;
      const from = overridden(byName, supers, c, m);
      if (!from) continue;
      out.push({
        i: q.at(m.nameToken),
        message: `${code(m.name + "()")} overrides a method of ${code(from)} but is not marked \`@Override\``,
      });
    }
  }
  return out;
}

/** For each private instance field of a class: where it is written, split by constructor or not. */
function fieldWrites(q: Q, c: ClassInfo, name: string, decl = -1): { ctor: number; other: number; uses: number[] } {
  const [from, to] = q.range(c.start, c.end);
  let ctor = 0;
  let other = 0;
  const uses: number[] = [];
  for (const k of q.ids.get(name) ?? []) {
    if (k < from || k >= to || k === decl) continue;
    const p = q.img(k - 1);
    if (p === "." && q.img(k - 2) !== "this" && q.isWrite(k)) {
      other++; // another object's field
      continue;
    }
    if (p === "." && q.img(k - 2) !== "this") continue;
    const owner = q.method(k);
    if (p !== "." && owner && (owner.params.some((x) => x.name === name) || owner.locals.some((x) => x.name === name)))
      continue; // a parameter or local hides the field
    uses.push(k);
    if (!q.isWrite(k)) continue;
    const m = q.method(k);
    const inCtor = m?.kind === "constructor" && m.cls === c && !q.loopAt(k) && q.cls(k) === c;
    if (inCtor) ctor++;
    else if (m || q.cls(k) !== c) other++;
    else ctor++; // instance initializer
  }
  return { ctor, other, uses };
}

function couldBeFinal(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const c of q.d.model.classes) {
    if (c.kind !== "class" && c.kind !== "enum") continue;
    if (
      isLombokOrPersistent(c) ||
      (isSpringClass(c) && c.annotations.some((a) => a.name === "ConfigurationProperties"))
    )
      continue;
    const ctors = c.methods.filter((m) => m.kind === "constructor");
    for (const f of c.fields) {
      if (
        !f.modifiers.includes("private") ||
        f.modifiers.includes("final") ||
        f.modifiers.includes("static") ||
        f.modifiers.includes("volatile")
      )
        continue;
      if (f.annotations.length) continue;
      for (const v of f.vars) {
        const w = fieldWrites(q, c, v.name, q.at(v.token));
        if (w.other) continue;
        const assigned = v.init ? w.ctor === 0 : w.ctor > 0 && w.ctor <= Math.max(1, ctors.length) && ctors.length <= 1;
        if (!assigned) continue;
        if (!w.uses.length && !v.init) continue;
        out.push({
          i: q.at(v.token),
          message: `the field ${code(v.name)} is never changed after construction and could be \`final\``,
        });
      }
    }
  }
  return out;
}

function couldBeLocal(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const c of q.d.model.classes) {
    if (c.kind !== "class" || isLombokOrPersistent(c)) continue;
    for (const f of c.fields) {
      if (!f.modifiers.includes("private") || f.modifiers.includes("static") || f.annotations.length) continue;
      for (const v of f.vars) {
        if (v.init) continue;
        const { uses } = fieldWrites(q, c, v.name);
        const decl = q.at(v.token);
        const rest = uses.filter((k) => k !== decl);
        if (rest.length < 2) continue;
        const m = q.method(rest[0]);
        if (!m || m.kind !== "method" || rest.some((k) => q.method(k) !== m)) continue;
        const body = q.body(m);
        if (!body) continue;
        const first = rest[0];
        const start = q.img(first - 1) === "." ? first - 2 : first;
        // the first use overwrites the field, as a statement directly in the method body
        if (!q.isWrite(first, true) || !q.stmtStart(start) || (q.img(start - 1) !== "{" && q.img(start - 1) !== ";"))
          continue;
        let depth = 0;
        for (let k = body[0]; k < start; k++) {
          const s = q.img(k);
          if (s === "{") depth++;
          else if (s === "}") depth--;
        }
        if (depth !== 0) continue;
        out.push({
          i: decl,
          message: `the field ${code(v.name)} is only used inside ${code(m.name + "()")} and always set there first: it could be a local variable`,
        });
      }
    }
  }
  return out;
}

const GENERIC = new Set([
  "List",
  "ArrayList",
  "LinkedList",
  "Map",
  "HashMap",
  "TreeMap",
  "LinkedHashMap",
  "Set",
  "HashSet",
  "TreeSet",
  "LinkedHashSet",
  "Collection",
  "Iterator",
  "Queue",
  "Deque",
  "ArrayDeque",
  "PriorityQueue",
  "Optional",
  "Comparable",
]);

/** Generic interfaces a class implements (or a class it extends) that need their type argument. */
const RAW_SUPERTYPES = new Set([
  "Comparable",
  "Comparator",
  "Iterable",
  "Iterator",
  "Callable",
  "Supplier",
  "Consumer",
  "Function",
  "Predicate",
  "Collection",
  "List",
  "Set",
  "Map",
  "ArrayList",
  "HashMap",
  "HashSet",
  "AbstractList",
]);

function rawTypes(q: Q): Hit[] {
  const out: Hit[] = [];
  const declared = new Set(q.d.model.classes.map((c) => c.name));
  const seen = new Set<number>();
  const check = (type: string, tokenIdx: number) => {
    if (type.includes("<") || !GENERIC.has(type) || declared.has(type) || seen.has(tokenIdx)) return;
    seen.add(tokenIdx);
    out.push({ i: tokenIdx, message: `${code(type)} is used as a raw type, without its element type` });
  };
  for (const c of q.d.model.classes) for (const f of c.fields) if (f.vars[0]) check(f.type, q.at(f.vars[0].token));
  for (const m of q.d.model.methods) {
    for (const p of m.params) check(p.type, q.at(p.token));
    for (const l of m.locals) check(l.type, q.at(l.token));
  }
  // `class Version implements Comparable`: a raw generic supertype
  for (const c of q.d.model.classes)
    for (const t of c.superTypes) {
      if (t.includes("<") || !RAW_SUPERTYPES.has(t) || declared.has(t) || !c.nameToken) continue;
      const from = q.at(c.nameToken);
      const k = (q.ids.get(t) ?? []).find((x) => x > from && !seen.has(x));
      if (k !== undefined && q.img(k + 1) !== "<") check(t, k);
    }
  for (const i of q.all("new"))
    if (
      GENERIC.has(q.img(i + 1)) &&
      q.img(i + 2) === "(" &&
      !declared.has(q.img(i + 1)) &&
      !out.some((h) => h.i >= i - 4 && h.i < i)
    )
      check(q.img(i + 1), i + 1);
  return out;
}

function switchWithoutDefault(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const i of q.all("switch")) {
    if (q.img(i + 1) !== "(" || !q.stmtStart(i)) continue;
    const open = q.pair[i + 1] + 1;
    const close = q.pair[open];
    if (q.img(open) !== "{" || close < 0) continue;
    let hasDefault = false;
    let arrow = false;
    let literalLabels = true;
    for (let k = open + 1; k < close; k++) {
      const s = q.img(k);
      if (s === "{" || s === "(") {
        k = q.pair[k] < 0 ? close : q.pair[k];
        continue;
      }
      if (s === "default") hasDefault = true;
      if (s === "->") arrow = true;
      if (s === "case" && !/Literal$/.test(q.kind(k + 1)) && q.img(k + 1) !== "-") literalLabels = false;
    }
    if (!hasDefault && !arrow && literalLabels)
      out.push({ i, message: `this \`switch\` has no \`default\` case: values not listed are silently ignored` });
  }
  return out;
}

function publicFields(q: Q, statics: boolean): Hit[] {
  const out: Hit[] = [];
  for (const c of q.d.model.classes) {
    if (c.kind !== "class" && c.kind !== "enum") continue;
    for (const f of c.fields) {
      if (!f.modifiers.includes("public") || f.modifiers.includes("final") || !f.vars[0]) continue;
      if (f.modifiers.includes("static") !== statics) continue;
      out.push({
        i: q.at(f.vars[0].token),
        message: statics
          ? `${code(f.vars[0].name)} is a public static field that any code can change`
          : `the field ${code(f.vars[0].name)} is public: any code can change it`,
      });
    }
  }
  return out;
}

function longParameterList(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const m of q.d.model.methods)
    if (m.params.length > 7 && !hasAnnotation(m, "JsonCreator") && !isNestedRecord(m))
      out.push({ i: q.at(m.nameToken), message: `${code(m.name + "()")} takes ${m.params.length} parameters` });
  return out;
}

function deepNesting(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const m of q.d.model.methods) {
    const body = q.body(m);
    if (!body) continue;
    // the deepest control-flow block of the method (5 levels or more), reported at its first statement: where the
    // nesting is felt and where extracting a method or returning early starts
    let depth = 0;
    let deepest = 0;
    let at = -1;
    for (let k = body[0]; k < body[1]; k++) {
      const s = q.img(k);
      if (s === "{") {
        const kw = q.img(k - 1) === ")" ? q.img(q.pair[k - 1] - 1) : q.img(k - 1);
        depth++;
        if (depth >= 5 && depth > deepest && /^(if|for|while|switch|else|try|catch|do|finally)$/.test(kw)) {
          deepest = depth;
          at = q.img(k + 1) === "}" ? k : k + 1;
        }
      } else if (s === "}") depth--;
    }
    if (at >= 0) out.push({ i: at, message: `${code(m.name + "()")} nests blocks ${deepest} levels deep` });
  }
  return out;
}

function utilityClass(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const c of q.d.model.classes) {
    if (
      c.kind !== "class" ||
      c.parent ||
      c.modifiers.includes("abstract") ||
      c.superTypes.length ||
      c.annotations.length
    )
      continue;
    if (q.d.isWrapper(c) || isSpringClass(c)) continue;
    const methods = c.methods.filter((m) => m.kind === "method");
    // a declared constructor that is not private (`public MathUtils() {}`) is the same mistake, spelled out
    const ctors = c.methods.filter((m) => m.kind === "constructor");
    // two static methods or more, or a constants class (static fields only, two or more)
    const constants = !methods.length && c.fields.reduce((n, f) => n + f.vars.length, 0) >= 2;
    if ((methods.length < 2 && !constants) || c.methods.some((m) => m.isMain)) continue;
    if (ctors.some((m) => m.modifiers.includes("private") || m.params.length)) continue;
    if (!methods.every((m) => m.modifiers.includes("static"))) continue;
    if (!c.fields.every((f) => f.modifiers.includes("static"))) continue;
    out.push({
      i: c.nameToken ? q.at(c.nameToken) : 0,
      message: ctors.length
        ? `${code(c.name)} has only static members but a public constructor`
        : `${code(c.name)} has only static members but can still be instantiated`,
      fix: `Add a private constructor (and make the class \`final\`):\n\n${fence(`public final class ${c.name} {\n    private ${c.name}() {\n    }\n    // static methods …\n}`)}`,
    });
  }
  return out;
}

const CONCRETE: Record<string, string> = {
  ArrayList: "List",
  LinkedList: "List",
  HashMap: "Map",
  TreeMap: "Map",
  LinkedHashMap: "Map",
  HashSet: "Set",
  TreeSet: "Set",
  LinkedHashSet: "Set",
};

function looseCoupling(q: Q): Hit[] {
  const out: Hit[] = [];
  // Called for every field, parameter and return type: the token index and the description (Markdown) are only
  // worked out for a concrete collection type, which few declarations have.
  const hit = (type: string, token: IToken, describe: () => string) => {
    const base = simpleTypeName(type);
    if (!CONCRETE[base] || type.endsWith("]")) return;
    const i = q.at(token);
    if (i < 0) return;
    const what = describe();
    out.push({
      i,
      message: `${what} is declared as the implementation ${code(base)} instead of the interface ${code(CONCRETE[base])}`,
      fix: `Declare it as ${code(type.replace(base, CONCRETE[base]))}; keep ${code(`new ${base}<>()`)} only where the object is created.`,
    });
  };
  for (const c of q.d.model.classes)
    for (const f of c.fields) {
      const v = f.vars[0];
      if (v) hit(f.type, v.token, () => `the field ${code(v.name)}`);
    }
  for (const m of q.d.model.methods) {
    if (hasAnnotation(m, "Override")) continue;
    for (const p of m.params) hit(p.type, p.token, () => `the parameter ${code(p.name)}`);
    if (m.returnTypeToken) hit(m.returnType, m.returnTypeToken, () => `the return type of ${code(m.name + "()")}`);
  }
  return out;
}

export const practiceRules: QualityRule[] = [
  {
    id: "QUA-MISSING-OVERRIDE",
    group: "best-practice",
    severity: "info",
    explanation:
      "`@Override` asks the compiler to check that the method really overrides something. Without it, a typo in the name or parameter type silently creates a new method (a classic: `equals(Person other)` instead of `equals(Object other)`).",
    fix: "Put `@Override` on the line above the method.",
    find: missingOverride,
  },
  {
    id: "QUA-TRY-WITH-RESOURCES",
    group: "best-practice",
    severity: "info",
    explanation:
      "Closing in `finally` by hand is long and easy to get wrong: if `close()` throws, it hides the original exception, and a second resource may stay open. try-with-resources closes everything in the right order and keeps both exceptions.",
    fix: "Declare the resource in `try (…)` and remove the `finally` block.",
    find: tryWithResources,
  },
  {
    id: "QUA-FIELD-COULD-BE-FINAL",
    group: "best-practice",
    severity: "info",
    explanation:
      "The field is set once (at its declaration or in the constructor) and never again. Declaring it `final` documents that, lets the compiler enforce it, and makes the object safer to share between threads.",
    fix: "Add `final` to the field declaration.",
    find: couldBeFinal,
  },
  {
    id: "QUA-FIELD-COULD-BE-LOCAL",
    group: "design",
    severity: "info",
    explanation:
      "A field is part of the object's state. This one is only used as scratch space inside one method, so it keeps a value around for no reason and makes the method unsafe to call from two threads.",
    fix: "Declare it as a local variable inside that method and remove the field.",
    find: couldBeLocal,
  },
  {
    id: "QUA-RAW-TYPE",
    group: "best-practice",
    severity: "warning",
    explanation:
      "Without a type argument the compiler no longer checks what goes into the collection: wrong elements are only discovered at runtime, as a `ClassCastException` far away from the mistake.",
    fix: "Add the element type, e.g. `List<String> names = new ArrayList<>();`.",
    find: rawTypes,
  },
  {
    id: "QUA-SWITCH-NO-DEFAULT",
    group: "best-practice",
    severity: "info",
    explanation:
      "When the value matches no `case`, the `switch` silently does nothing. A `default` makes the unexpected case visible.",
    fix: "Add a `default:` branch (for impossible values, throw an `IllegalArgumentException`).",
    find: switchWithoutDefault,
  },
  {
    id: "QUA-PUBLIC-FIELD",
    group: "design",
    severity: "info",
    explanation:
      "A public field lets any code change the object's state without checks, and you can never add validation later without breaking callers (encapsulation).",
    fix: "Make the field `private` and add a getter (and a setter only if really needed), or make it `final`.",
    find: (q) => publicFields(q, false),
  },
  {
    id: "QUA-PUBLIC-STATIC-MUTABLE",
    group: "design",
    severity: "warning",
    explanation:
      "A public static non-final field is global mutable state: any class can change it at any time, and concurrent changes are not thread-safe.",
    fix: "Make it `private static final` (a constant), or keep it private behind methods.",
    find: (q) => publicFields(q, true),
  },
  {
    id: "QUA-LONG-PARAMETER-LIST",
    group: "design",
    severity: "info",
    explanation:
      "With this many parameters, calls are hard to read and easy to get wrong (two `String`s swapped still compile).",
    fix: "Group related parameters into a small class or record (a parameter object), or use a builder.",
    find: longParameterList,
  },
  {
    id: "QUA-DEEP-NESTING",
    group: "design",
    severity: "info",
    explanation: "Deeply nested `if`/loop blocks are hard to follow and to test.",
    fix: "Return early for the special cases (guard clauses) and move inner blocks into well-named methods.",
    find: deepNesting,
  },
  {
    id: "QUA-UTILITY-CLASS",
    group: "design",
    severity: "info",
    explanation:
      "A class with only static members is a utility class; creating objects of it makes no sense, but the implicit public constructor allows it.",
    fix: "Add a private constructor.",
    find: utilityClass,
  },
  {
    id: "QUA-LOOSE-COUPLING",
    group: "best-practice",
    severity: "info",
    explanation:
      "Declaring fields, parameters and return types with the concrete class ties every caller to that implementation. With the interface type you can switch implementations without touching them.",
    fix: "Use the interface (`List`, `Map`, `Set`) as the declared type.",
    find: looseCoupling,
  },
];
