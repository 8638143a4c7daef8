// JSON Schema for MCP tools, generated from the zod contracts (z.toJSONSchema), then made self-contained and
// compact: MCP wants `type: "object"` at the root (zod puts a `$ref` there for contracts with a meta id), some hosts
// do not resolve `$ref`, and every byte of tools/list lands in a model's context.
import { z } from "zod";

export type JsonSchema = { [key: string]: unknown };
export type ObjectSchema = JsonSchema & { type: "object"; properties?: Record<string, JsonSchema>; required?: string[] };

const SAFE = Number.MAX_SAFE_INTEGER;
/** Keywords whose value is a map of names → subschemas: keys there are property names, never keywords. */
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);

function compact(node: unknown, defs: Record<string, JsonSchema>, output: boolean, depth = 0): unknown {
  if (depth > 32) throw new Error("JSON Schema too deep (a recursive contract?)");
  if (Array.isArray(node)) return node.map((n) => compact(n, defs, output, depth + 1));
  if (!node || typeof node !== "object") return node;
  const n = node as JsonSchema;
  if (typeof n.$ref === "string" && n.$ref.startsWith("#/$defs/")) {
    const { $ref, ...rest } = n;
    const target = defs[$ref.slice("#/$defs/".length)];
    if (!target) throw new Error(`Unresolved ${$ref}`);
    return compact({ ...target, ...rest }, defs, output, depth + 1);
  }
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(n)) {
    if (k === "$schema" || k === "$defs" || k === "id") continue;
    // z.number().int() emits ±MAX_SAFE_INTEGER bounds: noise for a model.
    if ((k === "minimum" && v === -SAFE) || (k === "maximum" && v === SAFE)) continue;
    // Output contracts strip unknown keys when they parse, so `additionalProperties: false` says nothing new there.
    if (output && k === "additionalProperties" && v === false) continue;
    if (SCHEMA_MAPS.has(k) && v && typeof v === "object") {
      out[k] = Object.fromEntries(Object.entries(v).map(([name, s]) => [name, compact(s, defs, output, depth + 1)]));
    } else out[k] = compact(v, defs, output, depth + 1);
  }
  return out;
}

/** The JSON Schema of a contract as a tool's inputSchema (io "input") or outputSchema (io "output"). */
export function toolJsonSchema(schema: z.ZodType, io: "input" | "output"): ObjectSchema {
  const raw = z.toJSONSchema(schema, { io, target: "draft-2020-12", unrepresentable: "throw" }) as JsonSchema;
  const result = compact(raw, (raw.$defs ?? {}) as Record<string, JsonSchema>, io === "output") as JsonSchema;
  if (result.type !== "object") throw new Error(`A tool ${io} schema must be a JSON object schema, got ${JSON.stringify(result.type)}`);
  return result as ObjectSchema;
}
