// Params checks for the methods this server answers, on both eras, before the SDK sees the message. The SDK checks
// them too, but a malformed spec method's params reach the client as -32603 with a raw zod dump (it throws a plain
// Error), which blames the server; the client sent the fault, so it gets -32602 naming the field.
import { specTypeSchemas } from "@modelcontextprotocol/server";
import { z } from "zod";

type SchemaName = keyof typeof specTypeSchemas;

/** The spec request schema of each method we serve. Methods not here go to the SDK as they are. */
const REQUEST_SCHEMAS: Readonly<Record<string, SchemaName>> = {
  ping: "PingRequest",
  "tools/list": "ListToolsRequest",
  "tools/call": "CallToolRequest",
  "resources/list": "ListResourcesRequest",
  "resources/templates/list": "ListResourceTemplatesRequest",
  "resources/read": "ReadResourceRequest",
  "prompts/list": "ListPromptsRequest",
  "prompts/get": "GetPromptRequest",
};

type Issue = { path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>; message: string };

const pathOf = (issue: Issue) =>
  (issue.path ?? []).map((p) => String(typeof p === "object" && p !== null ? p.key : p)).join(".") || "params";

/**
 * Why a request's params do not fit its method, or undefined when they do (or the method is not ours to check).
 * Present params must be an object: JSON-RPC allows arrays, MCP never uses them.
 */
export function paramsProblem(method: string, params: unknown): string | undefined {
  if (params !== undefined && (params === null || typeof params !== "object" || Array.isArray(params)))
    return `Invalid params for ${method}: params must be an object.`;
  if (method === "initialize")
    return initializeParams.safeParse(params).success
      ? undefined
      : "Invalid params for initialize: protocolVersion, capabilities and clientInfo {name, version} are required.";
  const name = Object.hasOwn(REQUEST_SCHEMAS, method) ? REQUEST_SCHEMAS[method] : undefined;
  if (!name) return undefined;
  const outcome = specTypeSchemas[name]["~standard"].validate({ method, ...(params === undefined ? {} : { params }) });
  if (outcome instanceof Promise || !outcome.issues?.length) return undefined;
  const issues = outcome.issues.slice(0, 3).map((i) => `${pathOf(i)}: ${i.message.replace(/^Invalid input: /, "")}`);
  return `Invalid params for ${method}: ${issues.join("; ")}.`;
}

/** initialize's required params; the SDK answers a malformed initialize with -32603, which blames the server. */
const initializeParams = z.looseObject({
  protocolVersion: z.string(),
  capabilities: z.looseObject({}),
  clientInfo: z.looseObject({ name: z.string(), version: z.string() }),
});
