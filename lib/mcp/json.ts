// JSON text for MCP responses, reusing the serialization of results that do not change between calls. A catalogue
// read hands every caller the same cached object (lib/services/cache.ts), and an MCP tool result carries it twice:
// as structuredContent and as the JSON text block. Serializing both per call was most of what an MCP read cost
// beyond the REST read (bench/mcp/inproc.bench.ts). So the JSON of a validated tool result is remembered once per
// object (and the quoted text block once per string); `toJson` builds a response from those pieces and gives the
// same text as JSON.stringify for everything else.
//
// Remembered objects must not be changed afterwards: they are the services' cached results, which nobody mutates
// (the output memo of lib/mcp/calls.ts relies on the same rule).

const OBJECTS = new WeakMap<object, string>();
/** Quoted JSON of long strings (text blocks), by string; bounded, the oldest entry goes first. */
const STRINGS = new Map<string, string>();
const STRING_MIN = 512;
const STRING_SLOTS = 64;
/** Arrays longer than this are not walked (only a remembered array is reused): native JSON.stringify is faster. */
const WALK_MAX_ITEMS = 8;
const WALK_DEPTH = 5;

/** Remembers the JSON text of an object that will not change. */
export function rememberJson(value: object, json: string): void {
  OBJECTS.set(value, json);
}

/** Remembers the quoted JSON of a long string that many responses will carry (a text block). */
export function rememberJsonString(value: string): void {
  if (value.length < STRING_MIN || STRING_SLOTS < 1 || STRINGS.has(value)) return;
  if (STRINGS.size >= STRING_SLOTS) STRINGS.delete(STRINGS.keys().next().value!);
  STRINGS.set(value, JSON.stringify(value));
}

/**
 * JSON.stringify(value) of a plain object, with its top-level members remembered: each member is serialized once
 * and remembered (objects), so later responses carrying the same members reuse the text.
 */
export function jsonOfResult(value: Record<string, unknown>): string {
  const remembered = OBJECTS.get(value);
  if (remembered !== undefined) return remembered;
  if (typeof value.toJSON === "function") return JSON.stringify(value);
  const parts: string[] = [];
  for (const key of Object.keys(value)) {
    const member = value[key];
    const json = JSON.stringify(member);
    if (json === undefined) continue;
    if (typeof member === "object" && member !== null) OBJECTS.set(member, json);
    parts.push(`${JSON.stringify(key)}:${json}`);
  }
  const json = `{${parts.join(",")}}`;
  OBJECTS.set(value, json);
  return json;
}

/** The same text as JSON.stringify(value) (undefined where it gives undefined), reusing remembered pieces. */
export function toJson(value: unknown): string | undefined {
  return walk(value, WALK_DEPTH);
}

function walk(value: unknown, depth: number): string | undefined {
  if (typeof value === "string")
    return value.length >= STRING_MIN ? (STRINGS.get(value) ?? JSON.stringify(value)) : JSON.stringify(value);
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  const remembered = OBJECTS.get(value);
  if (remembered !== undefined) return remembered;
  if (depth === 0 || typeof (value as { toJSON?: unknown }).toJSON === "function") return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length > WALK_MAX_ITEMS) return JSON.stringify(value);
    const items: string[] = [];
    for (let i = 0; i < value.length; i++) items.push(walk(value[i], depth - 1) ?? "null"); // holes are null too
    return `[${items.join(",")}]`;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return JSON.stringify(value); // boxed values, Maps, instances
  const parts: string[] = [];
  for (const key of Object.keys(value)) {
    const json = walk((value as Record<string, unknown>)[key], depth - 1);
    if (json !== undefined) parts.push(`${JSON.stringify(key)}:${json}`);
  }
  return `{${parts.join(",")}}`;
}
