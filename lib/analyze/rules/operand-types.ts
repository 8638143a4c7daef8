// The declared type of a short operand chain around an operator: `total`, `this.total`, `other.created`,
// `balances.get(a)` (a Map's value type), `items.get(0)`, `a.getAmount()` (a getter of a class declared here),
// `prices[i]`. Used by the equality rules; undefined whenever the chain cannot be typed from the unit alone.
import { simpleTypeName } from "../cst";
import type { ClassInfo, MethodInfo, ParamInfo } from "../model";
import { VALUE_TYPES, type Q } from "./token-index";

/** Static methods of value types that return that type: `valueOf`, `of`, `now`, `parse`, `ofEpochMilli`, … */
const STATIC_FACTORY = /^(valueOf|of\w*|now|parse|from)$/;

/** Top-level type arguments of a compact type text: `Map<String,List<Long>>` → ["String", "List<Long>"]. */
export function typeArgs(type: string): string[] {
  const open = type.indexOf("<");
  if (open < 0 || !type.endsWith(">")) return [];
  const out: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let k = open + 1; k < type.length - 1; k++) {
    const c = type[k];
    if (c === "<") depth++;
    else if (c === ">") depth--;
    else if (c === "," && depth === 0) {
      out.push(type.slice(start, k).trim());
      start = k + 1;
    }
  }
  out.push(type.slice(start, type.length - 1).trim());
  return out;
}

const MAP_TYPES = /^(Map|HashMap|TreeMap|LinkedHashMap|SortedMap|NavigableMap|ConcurrentHashMap|ConcurrentMap)$/;
const LIST_TYPES = /^(List|ArrayList|LinkedList|Deque|ArrayDeque|Queue|Stack|Vector|CopyOnWriteArrayList)$/;
const ELEMENT_GETTERS = /^(get|getFirst|getLast|peek|poll|pop|remove|element|first|last)$/;

/**
 * A record declared inside a class body (`record Point(int x, int y) {}`) reaches the model as a method named `Point`
 * returning `record` (the grammar tries a method first). True for such a "method".
 */
export const isNestedRecord = (m: MethodInfo) => m.kind === "method" && m.returnType === "record";

/** Names of the records of the unit, nested ones included, with their components. */
export function recordComponents(classes: ClassInfo[], methods: MethodInfo[]): Map<string, ParamInfo[]> {
  const out = new Map<string, ParamInfo[]>();
  for (const c of classes) if (c.kind === "record") out.set(c.name, c.recordComponents);
  for (const m of methods) if (isNestedRecord(m)) out.set(m.name, m.params);
  return out;
}

/** The type of member `name` (a field, record component or no-argument method) of the class declared here. */
function memberType(classes: ClassInfo[], owner: string, name: string, call: boolean): string | undefined {
  const cls = classes.find((c) => c.name === owner);
  if (!cls) {
    // a nested record (see isNestedRecord): its components are the "method's" parameters
    const rec = call ? classes.flatMap((c) => c.methods).find((m) => m.name === owner && isNestedRecord(m)) : undefined;
    return rec?.params.find((p) => p.name === name)?.type;
  }
  if (call) {
    const m = cls.methods.find((x) => x.name === name && x.kind === "method" && !x.params.length);
    if (m) return m.returnType;
    const rc = cls.recordComponents.find((r) => r.name === name);
    return rc?.type;
  }
  for (const f of cls.fields) if (f.vars.some((v) => v.name === name)) return f.type;
  return undefined;
}

/** First token index of the operand chain ending at token `end`, or -1 when it is not a plain chain. */
export function chainStart(q: Q, end: number): number {
  let k = end;
  for (;;) {
    const s = q.img(k);
    if (s === ")" || s === "]") {
      const open = q.pair[k];
      if (open < 0) return -1;
      k = open - 1;
      if (s === ")" && !q.isIdent(k)) return -1; // a parenthesized expression or a cast: not a chain
      continue;
    }
    if (!q.isIdent(k) && s !== "this") return -1;
    if (q.img(k - 1) === ".") {
      k -= 2;
      continue;
    }
    return k;
  }
}

/** Last token index of the operand chain starting at token `start`, or -1. */
export function chainEnd(q: Q, start: number): number {
  if (!q.isIdent(start) && q.img(start) !== "this") return -1;
  let k = start;
  for (;;) {
    const n = q.img(k + 1);
    if (n === "(" || n === "[") {
      if (q.pair[k + 1] < 0) return -1;
      k = q.pair[k + 1];
    } else if (n === "." && q.isIdent(k + 2)) k += 2;
    else return k;
  }
}

/** Compact declared type of the chain [from, to], or undefined. */
export function chainType(q: Q, from: number, to: number): string | undefined {
  const classes = q.d.model.classes;
  let type: string | undefined;
  let k = from;
  if (q.img(k) === "this") {
    type = q.cls(k)?.name;
  } else if (VALUE_TYPES.has(q.img(k)) && q.img(k + 1) === "." && !q.typeAt(k)) {
    // `BigDecimal.ZERO`, `Integer.valueOf(n)`, `LocalDate.now()`, `LocalDate.of(…)`: the value type itself
    const member = q.img(k + 2);
    const call = q.img(k + 3) === "(";
    if (call ? !STATIC_FACTORY.test(member) : !/^[A-Z][A-Z0-9_]*$/.test(member)) return undefined;
    type = q.img(k);
    k = call ? q.pair[k + 3] : k + 2;
    if (k < 0) return undefined;
  } else {
    if (q.img(k + 1) === "(") {
      const own = q.cls(k);
      type = own ? memberType(classes, own.name, q.img(k), true) : undefined;
      k = q.pair[k + 1];
    } else type = q.typeAt(k);
  }
  while (type && k < to) {
    const s = q.img(k + 1);
    if (s === "[") {
      if (!type.endsWith("[]")) return undefined;
      type = type.slice(0, -2);
      k = q.pair[k + 1];
      continue;
    }
    if (s !== ".") return undefined;
    const name = q.img(k + 2);
    const call = q.img(k + 3) === "(";
    const base = simpleTypeName(type);
    const args = typeArgs(type);
    if (call && name === "get" && MAP_TYPES.test(base) && args.length === 2) type = args[1];
    else if (call && ELEMENT_GETTERS.test(name) && LIST_TYPES.test(base) && args.length === 1) type = args[0];
    else if (call && name === "orElse" && base === "Optional" && args.length === 1) type = args[0];
    else if (call && name === "getKey" && /^(Entry|Map\.Entry)$/.test(base)) type = typeArgs(type)[0];
    else if (call && name === "getValue" && /^(Entry|Map\.Entry)$/.test(base)) type = typeArgs(type)[1];
    else type = memberType(classes, base, name, call);
    k = call ? q.pair[k + 3] : k + 2;
    if (k < 0) return undefined;
  }
  return k === to ? type : undefined;
}
