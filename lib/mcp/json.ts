// JSON text for MCP responses, reusing the serialization of results that do not change between calls. A catalogue
// read hands every caller the same cached object (lib/services/cache.ts), and an MCP tool result carries it twice:
// as structuredContent and as the JSON text block. Serializing both per call was most of what an MCP read cost
// beyond the REST read (bench/mcp/inproc.bench.ts). So the JSON of a validated tool result is remembered once per
// object (and the quoted text block once per string); `toJson` builds a response from those pieces and gives the
// same text as JSON.stringify for everything else.
//
// Remembered objects must not be changed afterwards: they are the services' cached results, which nobody mutates
// (the output memo of lib/mcp/calls.ts relies on the same rule).

/** A remembered piece of JSON: its text, and its UTF-8 bytes when it is long enough to be worth keeping twice. */
interface Piece {
  json: string;
  bytes?: Uint8Array<ArrayBuffer>;
}
const OBJECTS = new WeakMap<object, Piece>();
/** Quoted JSON of long strings (text blocks), by string; bounded, the oldest entry goes first. */
const STRINGS = new Map<string, Piece>();
const STRING_MIN = 512;
const STRING_SLOTS = 64;
/** Pieces from this size on keep their UTF-8 bytes, so a response body is copied together instead of encoded. */
const BYTES_MIN = 1024;
/** Arrays longer than this are not walked (only a remembered array is reused): native JSON.stringify is faster. */
const WALK_MAX_ITEMS = 8;
const WALK_DEPTH = 5;

const encoder = new TextEncoder();
const piece = (json: string): Piece => (json.length >= BYTES_MIN ? { json, bytes: encoder.encode(json) } : { json });

/** Remembers the JSON text of an object that will not change. */
export function rememberJson(value: object, json: string): void {
  OBJECTS.set(value, piece(json));
}

/** Remembers the quoted JSON of a long string that many responses will carry (a text block). */
export function rememberJsonString(value: string): void {
  if (value.length < STRING_MIN || STRING_SLOTS < 1 || STRINGS.has(value)) return;
  if (STRINGS.size >= STRING_SLOTS) STRINGS.delete(STRINGS.keys().next().value!);
  STRINGS.set(value, piece(JSON.stringify(value)));
}

/**
 * JSON.stringify(value) of a plain object, with its top-level members remembered: each member is serialized once
 * and remembered (objects), so later responses carrying the same members reuse the text.
 */
export function jsonOfResult(value: Record<string, unknown>): string {
  const remembered = OBJECTS.get(value);
  if (remembered !== undefined) return remembered.json;
  if (typeof value.toJSON === "function") return JSON.stringify(value);
  const parts: string[] = [];
  for (const key of Object.keys(value)) {
    const member = value[key];
    const json = JSON.stringify(member);
    if (json === undefined) continue;
    if (typeof member === "object" && member !== null) OBJECTS.set(member, piece(json));
    parts.push(`${JSON.stringify(key)}:${json}`);
  }
  const json = `{${parts.join(",")}}`;
  rememberJson(value, json);
  return json;
}

type Out = (string | Piece)[];

/** The same text as JSON.stringify(value) (undefined where it gives undefined), reusing remembered pieces. */
export function toJson(value: unknown): string | undefined {
  const out: Out = [];
  if (!emit(value, WALK_DEPTH, out)) return undefined;
  return out.map((p) => (typeof p === "string" ? p : p.json)).join("");
}

/** toJson's text as UTF-8 bytes, copying remembered pieces' bytes instead of encoding them again. */
export function toJsonBytes(value: unknown): Uint8Array<ArrayBuffer> | undefined {
  const out: Out = [];
  if (!emit(value, WALK_DEPTH, out)) return undefined;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let text = "";
  for (const p of out) {
    if (typeof p === "string") text += p;
    else if (p.bytes === undefined) text += p.json;
    else {
      if (text) chunks.push(encoder.encode(text));
      text = "";
      chunks.push(p.bytes);
    }
  }
  if (text) chunks.push(encoder.encode(text));
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
}

/** Appends value's JSON to out; false (nothing appended) where JSON.stringify would give undefined. */
function emit(value: unknown, depth: number, out: Out): boolean {
  if (typeof value === "string") {
    const remembered = value.length >= STRING_MIN ? STRINGS.get(value) : undefined;
    out.push(remembered ?? JSON.stringify(value));
    return true;
  }
  if (typeof value !== "object" || value === null) return pushNative(value, out);
  const remembered = OBJECTS.get(value);
  if (remembered !== undefined) {
    out.push(remembered);
    return true;
  }
  if (depth === 0 || typeof (value as { toJSON?: unknown }).toJSON === "function") return pushNative(value, out);
  if (Array.isArray(value)) {
    if (value.length > WALK_MAX_ITEMS) return pushNative(value, out);
    out.push("[");
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(",");
      if (!emit(value[i], depth - 1, out)) out.push("null"); // holes, undefined and functions are null in arrays
    }
    out.push("]");
    return true;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return pushNative(value, out); // boxed values, Maps, instances
  out.push("{");
  let first = true;
  for (const key of Object.keys(value)) {
    const mark = out.length;
    out.push(first ? `${JSON.stringify(key)}:` : `,${JSON.stringify(key)}:`);
    if (emit((value as Record<string, unknown>)[key], depth - 1, out)) first = false;
    else out.length = mark; // undefined, functions and symbols leave the key out
  }
  out.push("}");
  return true;
}

function pushNative(value: unknown, out: Out): boolean {
  const json = JSON.stringify(value);
  if (json === undefined) return false;
  out.push(json);
  return true;
}
