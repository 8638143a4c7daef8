// Precise contents of local collections and string builders: maps and Properties with known keys, lists with known
// positions, StringBuilder/StringBuffer text. A local created with `new` gets a Box; calls on it update the box
// (through the variable) instead of tainting the whole object, so `map.get("safeKey")` after `map.put("other",
// tainted)` is clean and `list.get(1)` after `list.remove(0)` is the element that really sits there.
//
// Soundness: a box lives only in a local variable and is dropped as soon as the object escapes (passed to a call,
// aliased, stored in a field, merged with a different box at a join); the object's own taint (`t`, the union of
// everything ever stored) is always kept, so dropping a box falls back to the coarse "tainted container" answer.
import type { Expr } from "../flow";
import { CLEAN, combine, concatVals, join, unionLabels, type Box, type Label, type Val } from "./val";

export type { Box } from "./val";

/** The narrow view of the engine the container rules need. */
export interface VarStore {
  get(name: string): Val | undefined;
  set(name: string, v: Val): void;
}

const MAP_TYPES = new Set(["HashMap", "LinkedHashMap", "TreeMap", "Hashtable", "ConcurrentHashMap", "Properties"]);
const LIST_TYPES = new Set(["ArrayList", "LinkedList", "Vector", "CopyOnWriteArrayList"]);
const TEXT_TYPES = new Set(["StringBuilder", "StringBuffer"]);

/** The box of an immutable collection from a factory: Arrays.asList / List.of (positions), Map.of (constant keys). */
export function factoryBox(cls: string | undefined, name: string, args: Val[]): Box | undefined {
  if (args.some((a) => a.type?.endsWith("[]"))) return undefined; // Arrays.asList(array): contents unknown
  if ((cls === "Arrays" && name === "asList") || (cls === "List" && name === "of"))
    return { kind: "list", items: args };
  if (cls === "Map" && name === "of" && args.length % 2 === 0) {
    const entries = new Map<string, Val>();
    for (let i = 0; i < args.length; i += 2) {
      const k = args[i].c?.v;
      if (typeof k !== "string") return undefined;
      entries.set(k, args[i + 1]);
    }
    return { kind: "map", entries };
  }
  return undefined;
}

/** The box of a freshly constructed container, or undefined for other types. */
export function newBox(type: string, args: Val[]): Box | undefined {
  if (MAP_TYPES.has(type)) return args.length ? undefined : { kind: "map", entries: new Map() };
  if (LIST_TYPES.has(type)) {
    if (!args.length || args[0].type === "int" || args[0].type === "number") return { kind: "list", items: [] };
    return undefined;
  }
  if (TEXT_TYPES.has(type)) {
    const a = args[0];
    if (!a || a.type === "int" || a.type === "number" || (a.c && typeof a.c.v === "number"))
      return { kind: "text", text: { c: { v: "" }, type: "String", hc: true } };
    return { kind: "text", text: concatVals({ c: { v: "" }, type: "String" }, a) };
  }
  return undefined;
}

function boxLabels(b: Box): Label[] | undefined {
  let t: Label[] | undefined;
  if (b.entries) for (const v of b.entries.values()) t = unionLabels(t, v.t);
  if (b.items) for (const v of b.items) t = unionLabels(t, v.t);
  if (b.rest) t = unionLabels(t, b.rest.t);
  if (b.text) t = unionLabels(t, b.text.t);
  return t;
}

function withBox(cur: Val, box: Box): Val {
  const out: Val = { ...cur, box };
  const t = boxLabels(box);
  if (t) out.t = t;
  else out.t = undefined;
  const html =
    box.text?.html ||
    box.rest?.html ||
    box.items?.some((v) => v.html) ||
    (box.entries && [...box.entries.values()].some((v) => v.html));
  if (html) out.html = true;
  else out.html = undefined;
  return out;
}

function constKey(v: Val | undefined): string | undefined {
  if (!v?.c) return undefined;
  const x = v.c.v;
  return typeof x === "string" || typeof x === "number" || typeof x === "boolean" ? String(x) : undefined;
}

function joinAll(vs: Iterable<Val>, seed?: Val): Val {
  let out = seed;
  for (const v of vs) out = out ? join(out, v) : v;
  return out ?? CLEAN;
}

/** Root local variable of `sb`, `sb.append(a)`, `sb.append(a).append(b)`. */
function rootName(x: Expr | null): string | undefined {
  let r = x;
  while (r && r.k === "call" && r.target && (r.name === "append" || r.name === "insert")) r = r.target;
  return r && r.k === "name" ? r.name : undefined;
}

/**
 * Applies a call on a boxed local container. Returns the call's value, or undefined when the call is not a
 * container operation this module models (the engine then treats it as before, after dropping the box).
 */
export function containerCall(
  target: Expr | null,
  name: string,
  tv: Val,
  args: Val[],
  vars: VarStore,
): Val | undefined {
  const box = tv.box;
  const root = rootName(target);
  if (!box || !root) return undefined;
  const cur = vars.get(root);
  if (!cur || !cur.box) return undefined;
  const update = (b: Box): Val => {
    const nv = withBox(cur, b);
    vars.set(root, nv);
    return nv;
  };
  if (box.kind === "map") return mapCall(box, name, args, update);
  if (box.kind === "list") return listCall(box, name, args, update);
  return textCall(box, name, args, update);
}

function mapCall(box: Box, name: string, args: Val[], update: (b: Box) => Val): Val | undefined {
  const entries = box.entries ?? new Map<string, Val>();
  const k = constKey(args[0]);
  switch (name) {
    case "put":
    case "setProperty":
    case "putIfAbsent": {
      if (args.length !== 2) return undefined;
      const prev = k !== undefined ? entries.get(k) : undefined;
      if (k !== undefined && !(name === "putIfAbsent" && entries.has(k))) {
        const m = new Map(entries);
        m.set(k, args[1]);
        update({ ...box, entries: m });
      } else if (k === undefined) update({ ...box, rest: box.rest ? join(box.rest, args[1]) : args[1] });
      return prev ?? CLEAN;
    }
    case "get":
    case "getProperty":
    case "getOrDefault": {
      const dflt = args[1];
      let v: Val;
      if (k === undefined) v = joinAll(entries.values(), dflt);
      else if (entries.has(k)) v = entries.get(k)!;
      else if (dflt) v = dflt;
      else v = box.external ? { type: "String" } : { c: { v: null } };
      return box.rest ? join(v, box.rest) : v;
    }
    case "remove": {
      if (k === undefined) return undefined;
      const m = new Map(entries);
      const prev = m.get(k);
      m.delete(k);
      update({ ...box, entries: m });
      return prev ?? CLEAN;
    }
    case "containsKey":
    case "isEmpty":
      return { type: "boolean" };
    case "size":
      return { type: "int" };
    case "clear":
      update({ kind: "map", entries: new Map() });
      return CLEAN;
    case "load":
    case "loadFromXML":
      update({ ...box, external: true });
      return CLEAN;
    default:
      return undefined;
  }
}

function listCall(box: Box, name: string, args: Val[], update: (b: Box) => Val): Val | undefined {
  const items = box.items;
  const all = (): Val => joinAll(items ?? [], box.rest);
  const idx = args[0]?.c && typeof args[0].c.v === "number" ? args[0].c.v : undefined;
  switch (name) {
    case "add":
    case "addLast":
      if (args.length === 1) {
        update(
          items
            ? { ...box, items: [...items, args[0]] }
            : { ...box, rest: box.rest ? join(box.rest, args[0]) : args[0] },
        );
        return { type: "boolean" };
      }
      if (args.length === 2 && items && idx !== undefined && idx <= items.length) {
        const next = [...items];
        next.splice(idx, 0, args[1]);
        update({ ...box, items: next });
        return CLEAN;
      }
      update({ kind: "list", rest: join(all(), args[args.length - 1]) });
      return CLEAN;
    case "addFirst":
      update(items ? { ...box, items: [args[0] ?? CLEAN, ...items] } : { ...box, rest: join(all(), args[0]) });
      return CLEAN;
    case "set":
      if (args.length !== 2) return undefined;
      if (items && idx !== undefined && idx < items.length) {
        const next = [...items];
        const prev = next[idx];
        next[idx] = args[1];
        update({ ...box, items: next });
        return prev;
      }
      update({ kind: "list", rest: join(all(), args[1]) });
      return all();
    case "get":
      if (items && idx !== undefined) return items[idx] ?? CLEAN;
      return all();
    case "getFirst":
    case "peek":
    case "element":
      return items ? (items[0] ?? CLEAN) : all();
    case "getLast":
      return items ? (items[items.length - 1] ?? CLEAN) : all();
    case "remove":
    case "removeFirst":
    case "poll": {
      if (!items) return name === "remove" && args.length ? { type: "boolean" } : all();
      const at = name === "remove" && args.length ? idx : 0;
      if (at !== undefined) {
        if (at >= items.length) return CLEAN;
        const next = [...items];
        const [prev] = next.splice(at, 1);
        update({ ...box, items: next });
        return prev;
      }
      // remove(Object): a constant element is removed where it is; anything else makes positions unknown
      const c = args[0]?.c;
      const pos = c ? items.findIndex((v) => v.c && v.c.v === c.v) : -1;
      if (pos >= 0) {
        const next = [...items];
        next.splice(pos, 1);
        update({ ...box, items: next });
      } else if (!c) update({ kind: "list", rest: all() });
      return { type: "boolean" };
    }
    case "clear":
      update({ kind: "list", items: [] });
      return CLEAN;
    case "size":
      return items ? { c: { v: items.length }, type: "int" } : { type: "int" };
    case "isEmpty":
    case "contains":
      return { type: "boolean" };
    default:
      return undefined;
  }
}

function textCall(box: Box, name: string, args: Val[], update: (b: Box) => Val): Val | undefined {
  const text = box.text ?? CLEAN;
  switch (name) {
    case "append": {
      if (args.length !== 1) return undefined;
      const next = concatVals(text, args[0]);
      if (next.t) next.how = "a StringBuilder";
      return update({ ...box, text: next });
    }
    case "insert":
    case "replace": {
      const next = combine([text, ...args.slice(1)], "a StringBuilder");
      return update({ ...box, text: next });
    }
    case "reverse":
    case "deleteCharAt":
    case "delete": {
      const next: Val = { ...text };
      next.c = undefined;
      next.prefix = undefined;
      return update({ ...box, text: next });
    }
    case "setLength":
      if (args[0]?.c?.v !== 0) return undefined;
      update({ ...box, text: { c: { v: "" }, type: "String", hc: true } });
      return CLEAN;
    case "toString":
      return { ...text, type: "String" };
    case "length":
      return text.c && typeof text.c.v === "string" ? { c: { v: text.c.v.length }, type: "int" } : { type: "int" };
    default:
      return undefined;
  }
}
