// tools/call for our registry: rate limit → validate the arguments with the tool's zod contract → call the service →
// parse the result with the output contract. The protocol (envelope, params schema, result framing per revision) is
// the SDK's; what a call means is ours, and it is the same for every revision.
import { ProtocolError, type CallToolResult } from "@modelcontextprotocol/server";
import { insufficientScope, unauthorized } from "@/lib/auth/bearer";
import { isAppError } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/http/rate";
import { formatZodError } from "@/lib/errors";
import { toAppError } from "@/lib/http/route";
import type { Principal } from "@/lib/oauth/tokens";
import { jsonOfResult, rememberJsonString } from "./json";
import { RPC } from "./protocol";
import { TOOLS_BY_NAME, type McpTool } from "./tools";

/** What one HTTP exchange knows about its caller, shared by the handlers of the per-request server instance. */
export interface McpRequestState {
  principal: Principal | null;
  requestId: string;
  /** Request headers: the rate-limit key (client address) comes from them. */
  headers: Headers;
  /** Headers to add to the HTTP response (RateLimit-* and Retry-After of a rate-limited tool). */
  responseHeaders: Headers;
}

/**
 * A protected tool answers like its REST route: HTTP 401 without a token, 403 without the scope. Checked by the HTTP
 * layer before the SDK sees the message, because a JSON-RPC handler can only answer inside a 200.
 */
export function requireToolScope(name: unknown, principal: Principal | null): void {
  const tool = typeof name === "string" ? TOOLS_BY_NAME.get(name) : undefined;
  if (!tool?.scope) return;
  if (!principal)
    throw unauthorized(
      `The ${tool.name} tool requires a bearer token with the "${tool.scope}" scope.`,
      undefined,
      undefined,
      tool.scope,
    );
  if (!principal.scopes.includes(tool.scope)) throw insufficientScope(tool.scope);
}

/**
 * A service result checked against the tool's output contract, and its text block. Catalogue reads return the same
 * cached object for every caller until the cache expires (lib/services/cache.ts), so the check and the serialization
 * of that object are done once per object, not once per call: every result is still validated, and a new object
 * (a new cache entry, or per-user data) is validated on its own.
 */
interface ValidatedOutput {
  tool: McpTool;
  output: Record<string, unknown>;
  text: string;
  /** The tool result built from them, once: the same object for every call that gets this output. */
  result: CallToolResult;
}
const VALIDATED = new WeakMap<object, ValidatedOutput>();

/**
 * Tool results that are handed out again and again (one per validated cached output) and never changed: the SDK's
 * check of a tools/call result can be remembered for them (lib/mcp/server.ts).
 */
const SHARED_RESULTS = new WeakSet<object>();
export const isSharedResult = (result: unknown): result is CallToolResult =>
  typeof result === "object" && result !== null && SHARED_RESULTS.has(result);

export function validatedOutput(tool: McpTool, raw: unknown): ValidatedOutput {
  const key = typeof raw === "object" && raw !== null ? raw : null;
  const hit = key ? VALIDATED.get(key) : undefined;
  if (hit && hit.tool === tool) return hit;
  const output = tool.output.parse(raw) as Record<string, unknown>;
  const text = tool.text ? tool.text(output) : jsonOfResult(output);
  // The text block repeats the result for clients that predate structuredContent (MCP 2025-06-18 §tools).
  const done = {
    tool,
    output,
    text,
    result: { content: [{ type: "text" as const, text }], structuredContent: output },
  };
  if (key) {
    // the response serializer (lib/mcp/json.ts) reuses the JSON of this result's members and of its text block
    rememberJsonString(done.text);
    VALIDATED.set(key, done);
    SHARED_RESULTS.add(done.result);
  }
  return done;
}

/** A failed tool call the model can read and act on: `CODE: message Hint: hint`. */
function toolError(e: { code: string; message: string; hint?: string }): CallToolResult {
  return {
    content: [{ type: "text", text: `${e.code}: ${e.message}${e.hint ? ` Hint: ${e.hint}` : ""}` }],
    isError: true,
  };
}

/** Not async (its throws reach the SDK as rejections all the same): one promise less per call. */
export function callTool(name: string, args: unknown, state: McpRequestState): Promise<CallToolResult> {
  const tool = TOOLS_BY_NAME.get(name);
  if (!tool)
    throw new ProtocolError(RPC.INVALID_PARAMS, `Unknown tool "${name}". Call tools/list for the available tools.`);
  requireToolScope(name, state.principal); // the HTTP layer checked already; kept so a handler can never skip it
  return runTool(tool, args ?? {}, state);
}

async function runTool(tool: McpTool, args: unknown, state: McpRequestState): Promise<CallToolResult> {
  try {
    if (tool.rateLimit)
      for (const [k, v] of Object.entries(await enforceRateLimit(tool.rateLimit, state.headers, state.principal)))
        state.responseHeaders.set(k, v);
    const input = tool.input.safeParse(args);
    if (!input.success)
      return toolError({
        code: "VALIDATION_ERROR",
        message: `${formatZodError(input.error)}.`,
        hint: "Check the arguments against the tool's inputSchema (tools/list).",
      });
    return validatedOutput(tool, await tool.run(input.data, { principal: state.principal })).result;
  } catch (e) {
    if (isAppError(e)) {
      // Retry-After and RateLimit-* tell a client when to call again, even inside a 200.
      for (const [k, v] of Object.entries(e.headers))
        if (k.toLowerCase() !== "www-authenticate") state.responseHeaders.set(k, v);
      return toolError(e);
    }
    // Same classification as the REST wrapper: a dependency outage is the tool's failure (the model may retry);
    // anything else is our bug: logged with the request id, answered as -32603 without details.
    const err = toAppError(e, state.requestId);
    if (err.code === "SERVICE_UNAVAILABLE") {
      for (const [k, v] of Object.entries(err.headers)) state.responseHeaders.set(k, v);
      return toolError(err);
    }
    throw internalError(state.requestId);
  }
}

export const internalError = (requestId: string) =>
  new ProtocolError(RPC.INTERNAL_ERROR, "Internal error.", { requestId });
