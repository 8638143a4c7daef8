// JSON-RPC 2.0 dispatch of one MCP message: initialize, ping, tools/list, tools/call. Stateless: every request
// stands alone (no session). Method params are checked with the SDK's zod schemas; tool arguments with our contracts.
// Outcomes: a JSON-RPC response (HTTP 200), "accepted" for notifications and responses (HTTP 202), or a thrown
// AppError for what HTTP must answer itself (401/403 for a protected tool).
import {
  CallToolRequestParamsSchema,
  InitializeRequestParamsSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  type CallToolResult,
  type InitializeResult,
} from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { insufficientScope, unauthorized } from "@/lib/auth/bearer";
import { isAppError } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/http/rate";
import { formatZodError, toAppError } from "@/lib/http/route";
import type { Principal } from "@/lib/oauth/tokens";
import { toolDefinitions } from "./definitions";
import {
  INSTRUCTIONS,
  RPC,
  RpcError,
  SERVER_INFO,
  negotiateVersion,
  rpcError,
  rpcResult,
  type RpcId,
  type RpcResponse,
} from "./protocol";
import { TOOLS_BY_NAME, type McpTool } from "./tools";

export interface DispatchContext {
  /** Request headers: the rate-limit key (client address) comes from them. */
  headers: Headers;
  principal: Principal | null;
  requestId: string;
  /** Headers to add to the HTTP response (RateLimit-* of a rate-limited tool). */
  responseHeaders: Headers;
}

export type DispatchOutcome = { kind: "response"; body: RpcResponse } | { kind: "accepted" };

/** The JSON-RPC envelope. Looser than the SDK's on ids (the service spec allows null; JSON-RPC allows any number). */
const envelope = z.object({
  jsonrpc: z.literal("2.0"),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string().min(1).optional(),
  params: z.unknown().optional(),
  result: z.unknown().optional(),
  error: z.unknown().optional(),
});

const usableId = (raw: unknown): RpcId =>
  typeof raw === "string" || (typeof raw === "number" && Number.isFinite(raw)) ? raw : null;

function paramsOf<S extends z.ZodType>(schema: S, params: unknown, method: string): z.output<S> {
  if (params !== undefined && (params === null || typeof params !== "object" || Array.isArray(params)))
    throw new RpcError(RPC.INVALID_PARAMS, `Invalid params for ${method}: params must be an object.`);
  const r = schema.safeParse(params);
  if (!r.success) throw new RpcError(RPC.INVALID_PARAMS, `Invalid params for ${method}: ${formatZodError(r.error)}.`);
  return r.data;
}

type Handler = (params: unknown, ctx: DispatchContext) => Promise<Record<string, unknown>> | Record<string, unknown>;

const listToolsParams = ListToolsRequestSchema.shape.params;
const pingParams = PingRequestSchema.shape.params;

const HANDLERS: Record<string, Handler> = {
  initialize(params) {
    const p = paramsOf(InitializeRequestParamsSchema, params, "initialize");
    const result: InitializeResult = {
      protocolVersion: negotiateVersion(p.protocolVersion),
      capabilities: { tools: { listChanged: false } },
      serverInfo: { ...SERVER_INFO },
      instructions: INSTRUCTIONS,
    };
    return result;
  },
  ping(params) {
    paramsOf(pingParams, params, "ping");
    return {};
  },
  "tools/list"(params) {
    const p = paramsOf(listToolsParams, params, "tools/list");
    // One page holds every tool, so no cursor is ever handed out: any cursor is one we did not issue.
    if (p?.cursor !== undefined)
      throw new RpcError(RPC.INVALID_PARAMS, "Invalid cursor: tools/list returns every tool in one page.");
    return { tools: toolDefinitions() };
  },
  async "tools/call"(params, ctx) {
    const p = paramsOf(CallToolRequestParamsSchema, params, "tools/call");
    const tool = TOOLS_BY_NAME.get(p.name);
    if (!tool)
      throw new RpcError(RPC.INVALID_PARAMS, `Unknown tool "${p.name}". Call tools/list for the available tools.`);
    if (tool.scope) requireScope(tool, ctx.principal);
    return callTool(tool, p.arguments ?? {}, ctx);
  },
};

/** A protected tool answers like its REST route: HTTP 401 without a token, 403 without the scope. */
function requireScope(tool: McpTool, principal: Principal | null): void {
  if (!principal) throw unauthorized(`The ${tool.name} tool requires a bearer token with the "${tool.scope}" scope.`);
  if (!principal.scopes.includes(tool.scope!)) throw insufficientScope(tool.scope!);
}

/** The JSON of each structuredContent, made once for the text block and reused by the transport (see http.ts). */
export const STRUCTURED_JSON = new WeakMap<object, string>();

/** A failed tool call the model can read and act on: `CODE: message Hint: hint`. */
function toolError(e: { code: string; message: string; hint?: string }): CallToolResult {
  return {
    content: [{ type: "text", text: `${e.code}: ${e.message}${e.hint ? ` Hint: ${e.hint}` : ""}` }],
    isError: true,
  };
}

async function callTool(tool: McpTool, args: Record<string, unknown>, ctx: DispatchContext): Promise<CallToolResult> {
  try {
    if (tool.rateLimit)
      for (const [k, v] of Object.entries(await enforceRateLimit(tool.rateLimit, ctx.headers, ctx.principal)))
        ctx.responseHeaders.set(k, v);
    const input = tool.input.safeParse(args);
    if (!input.success)
      return toolError({
        code: "VALIDATION_ERROR",
        message: `${formatZodError(input.error)}.`,
        hint: "Check the arguments against the tool's inputSchema (tools/list).",
      });
    const output = tool.output.parse(await tool.run(input.data, { principal: ctx.principal })) as Record<
      string,
      unknown
    >;
    const json = JSON.stringify(output);
    STRUCTURED_JSON.set(output, json);
    // The text block repeats the result as JSON for clients that predate structuredContent (MCP 2025-06-18 §tools).
    return { content: [{ type: "text", text: tool.text ? tool.text(output) : json }], structuredContent: output };
  } catch (e) {
    if (isAppError(e)) {
      // Retry-After and RateLimit-* tell a client when to call again, even inside a 200.
      for (const [k, v] of Object.entries(e.headers))
        if (k.toLowerCase() !== "www-authenticate") ctx.responseHeaders.set(k, v);
      return toolError(e);
    }
    // Same classification as the REST wrapper: a dependency outage is the tool's failure (the model may retry);
    // anything else is our bug: logged with the request id, answered as -32603 without details.
    const err = toAppError(e, ctx.requestId);
    if (err.code === "SERVICE_UNAVAILABLE") {
      for (const [k, v] of Object.entries(err.headers)) ctx.responseHeaders.set(k, v);
      return toolError(err);
    }
    throw new RpcError(RPC.INTERNAL_ERROR, "Internal error.", { requestId: ctx.requestId });
  }
}

/** Dispatches one parsed JSON value (not an array: batches are refused before this). */
export async function dispatch(message: unknown, ctx: DispatchContext): Promise<DispatchOutcome> {
  const rawId =
    message && typeof message === "object" && !Array.isArray(message) ? (message as { id?: unknown }).id : undefined;
  const parsed = envelope.safeParse(message);
  if (!parsed.success || (parsed.data.method === undefined && !("result" in parsed.data || "error" in parsed.data)))
    return {
      kind: "response",
      body: rpcError(usableId(rawId), new RpcError(RPC.INVALID_REQUEST, invalidRequestMessage(message))),
    };
  const m = parsed.data;
  // A response from the client (we never send requests, so nothing waits for it) or a notification: nothing to answer.
  if (m.method === undefined) {
    if (m.id === undefined)
      return {
        kind: "response",
        body: rpcError(null, new RpcError(RPC.INVALID_REQUEST, "Invalid Request: a response needs an id.")),
      };
    return { kind: "accepted" };
  }
  if (m.id === undefined) return { kind: "accepted" };

  const id = m.id;
  const handler = Object.hasOwn(HANDLERS, m.method) ? HANDLERS[m.method] : undefined;
  if (!handler)
    return {
      kind: "response",
      body: rpcError(
        id,
        new RpcError(
          RPC.METHOD_NOT_FOUND,
          `Method not found: ${m.method}. Supported: ${Object.keys(HANDLERS).join(", ")}.`,
        ),
      ),
    };
  try {
    return { kind: "response", body: rpcResult(id, await handler(m.params, ctx)) };
  } catch (e) {
    if (e instanceof RpcError) return { kind: "response", body: rpcError(id, e) };
    if (isAppError(e)) throw e; // HTTP-level (401/403): the transport answers it
    toAppError(e, ctx.requestId); // logs it with the request id
    return {
      kind: "response",
      body: rpcError(id, new RpcError(RPC.INTERNAL_ERROR, "Internal error.", { requestId: ctx.requestId })),
    };
  }
}

function invalidRequestMessage(message: unknown): string {
  if (!message || typeof message !== "object") return "Invalid Request: a JSON-RPC message is a JSON object.";
  const m = message as Record<string, unknown>;
  if (m.jsonrpc !== "2.0") return 'Invalid Request: "jsonrpc" must be "2.0".';
  if ("id" in m && usableId(m.id) === null && m.id !== null) return "Invalid Request: id must be a string or a number.";
  if ("method" in m) return "Invalid Request: method must be a non-empty string.";
  return "Invalid Request: expected a request (method, id), a notification (method) or a response (id, result or error).";
}
