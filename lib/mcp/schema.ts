// JSON Schema for MCP tools, generated from the zod contracts (z.toJSONSchema), then made self-contained and
// compact, because every byte of tools/list lands in a model's context (budget: 3,300 tokens for all tools):
// - no `$ref`/`$defs` (MCP wants `type: "object"` at the root; zod puts a `$ref` there for contracts with a meta id,
//   and some hosts do not resolve references), no `$schema` (2020-12 is MCP's default dialect), no ±2^53 bounds;
// - input schemas keep every constraint and description: that is what a model needs to call the tool right;
// - output schemas keep the shape only (types, properties, items, enums, nullability). Field documentation lives in
//   the OpenAPI document; the result itself is always parsed with the full zod contract before it is sent.
import { z } from "zod";

export type JsonSchema = { [key: string]: unknown };
export type ObjectSchema = JsonSchema & {
  type: "object";
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

const SAFE = Number.MAX_SAFE_INTEGER;
/** Keywords whose value is a map of names → subschemas: keys there are property names, never keywords. */
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "dependentSchemas"]);
const SHAPE_KEYWORDS = new Set([
  "type",
  "properties",
  "items",
  "prefixItems",
  "enum",
  "const",
  "anyOf",
  "oneOf",
  "allOf",
  "additionalProperties",
]);

interface Walk {
  defs: Record<string, JsonSchema>;
  shapeOnly: boolean;
}

function compact(node: unknown, w: Walk, depth = 0): unknown {
  if (depth > 64) throw new Error("JSON Schema too deep (a recursive contract?)");
  if (Array.isArray(node)) return node.map((n) => compact(n, w, depth + 1));
  if (!node || typeof node !== "object") return node;
  const n = node as JsonSchema;
  if (typeof n.$ref === "string") {
    const { $ref, ...rest } = n;
    const target = $ref.startsWith("#/$defs/") ? w.defs[$ref.slice("#/$defs/".length)] : undefined;
    if (!target) throw new Error(`Cannot inline ${$ref} (recursive or external reference)`);
    return compact({ ...target, ...rest }, w, depth + 1);
  }
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(n)) {
    if (k === "$schema" || k === "$defs" || k === "id") continue;
    if ((k === "minimum" && v === -SAFE) || (k === "maximum" && v === SAFE)) continue;
    if (w.shapeOnly && (!SHAPE_KEYWORDS.has(k) || (k === "additionalProperties" && typeof v !== "object"))) continue;
    if (SCHEMA_MAPS.has(k) && v && typeof v === "object") {
      out[k] = Object.fromEntries(Object.entries(v).map(([name, s]) => [name, compact(s, w, depth + 1)]));
    } else out[k] = compact(v, w, depth + 1);
  }
  return out;
}

/** The JSON Schema of a contract as a tool's inputSchema ("input") or outputSchema ("output"). */
export function toolJsonSchema(schema: z.ZodType, io: "input" | "output"): ObjectSchema {
  const raw = z.toJSONSchema(schema, { io, target: "draft-2020-12", unrepresentable: "throw" }) as JsonSchema;
  const result = compact(raw, {
    defs: (raw.$defs ?? {}) as Record<string, JsonSchema>,
    shapeOnly: io === "output",
  }) as JsonSchema;
  if (result.type !== "object")
    throw new Error(`A tool ${io} schema must describe a JSON object, got ${JSON.stringify(result.type)}`);
  return result as ObjectSchema;
}
