// The 2026-07-28 revision on POST /api/mcp, after what lib/mcp/http.ts checks for both eras (Origin, body cap, token,
// tool scope, our params check). Two ways through the SDK v2, one answer:
// - a plain exchange (a request the SDK's own classification takes for a 2026-07-28 request, as `plainRoute` gives
//   it without the SDK's two response guards, whose standard headers certainly pass its header rung, for a method
//   our handlers serve) goes to a pooled `Server` instance connected once to a
//   `JsonExchange` (lib/mcp/wire.ts), as every 2025 request does: the SDK's dispatch, params and result schemas,
//   envelope checks and per-revision result encoding, without building, connecting and closing a per-request
//   transport for every call. Its final response is what the SDK's per-request transport would send (a result with
//   200; a handler's error in-band, `modernResponse`);
// - everything else goes through the SDK's `createMcpHandler` and owns its answers there: notifications (202),
//   every refusal of its validation ladder (the headers, the envelope, versions it does not serve, Content-Type),
//   methods outside ours, and a refusal its dispatch raises before any handler runs (a method the revision does not
//   have: its HTTP status depends on that timing). Such a refusal on the plain path is given back before anything
//   ran, and the SDK's handler answers the request again from the start.
// The abandoned client: as on the SDK's per-request transport, the request's abort signal closes the exchange, the
// running handler is aborted (the SDK drops its result) and the answer is 499; that instance is never reused.
// Streamed answers: none of our handlers sends a notification or a request while it runs, so every 2026 answer is
// one JSON body (the SDK's transport would switch to SSE for those; `JsonExchange` drops them, like 2025's JSON mode).
import {
  classifyInboundRequest,
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  createMcpHandler,
  isJsonContentType,
  isJSONRPCRequest,
  PROTOCOL_VERSION_META_KEY,
  type JSONRPCRequest,
} from "@modelcontextprotocol/server";
import { log } from "@/lib/log";
import { InstancePool } from "./pool";
import { MAX_MCP_BODY, MODERN_VERSION } from "./protocol";
import { exchangeInstancePool, McpServerInstance, modernEnvelopeIssues, type ExchangeInstance } from "./server";
import { ABANDONED, modernResponse } from "./wire";

/**
 * Instances the SDK's handler serves, reused one exchange at a time: it connects the instance to a new per-request
 * transport (and refuses one still connected), and closes that transport once the answer is out, after an error or
 * for a notification; the close hands the instance back here.
 */
export const sdkModernInstances: InstancePool<McpServerInstance> = new InstancePool(
  () => {
    const server = new McpServerInstance("modern");
    server.onclose = () => sdkModernInstances.release(server);
    return server;
  },
  undefined,
  (server) => server.reset(),
);

const sdkHandler = createMcpHandler(() => sdkModernInstances.acquire(), {
  legacy: "reject",
  maxRequestBodySize: MAX_MCP_BODY,
  onerror: (e) => log.debug("mcp rejected", { error: String(e.message).slice(0, 300) }),
});

/** A 2026 instance connected once to the transport that carries its plain exchanges one at a time. */
export type ModernInstance = ExchangeInstance;

export const modernInstances = exchangeInstancePool("modern");

/**
 * The methods our handlers serve on 2026-07-28 (server/discover is the SDK's own); none has a static client-capability
 * requirement, the one other check the SDK's handler makes before dispatch (SDK 2.4.0's table is empty). Anything
 * else: the SDK's handler.
 */
const PLAIN_METHODS = new Set([
  "server/discover",
  "tools/list",
  "tools/call",
  "resources/list",
  "resources/templates/list",
  "resources/read",
  "prompts/list",
  "prompts/get",
]);

/** The params member the Mcp-Name header must repeat (SEP-2243), for the methods above that have one. */
const NAME_SOURCE: Record<string, "name" | "uri"> = {
  "tools/call": "name",
  "prompts/get": "name",
  "resources/read": "uri",
};

/**
 * Whether the SDK's standard-header rung (SDK 2.4.0 `validateStandardRequestHeaders`, run by its handler right after
 * the classification, not exported) certainly passes: MCP-Protocol-Version and Mcp-Method present (the
 * classification has already compared them with the body), and Mcp-Name, where the method has one, equal to the
 * body's value and not in the Base64 form the SDK would decode first. When unsure, false: the SDK decides.
 */
function standardHeadersPass(headers: Headers, method: string, params: unknown): boolean {
  if (!headers.has("mcp-protocol-version") || !headers.has("mcp-method")) return false;
  const field = NAME_SOURCE[method];
  if (field === undefined) return true;
  const value = (params as Record<string, unknown> | undefined)?.[field];
  const header = headers.get("mcp-name");
  return typeof value === "string" && header === value && !header.startsWith("=?");
}

/** A request the SDK classifies as a modern request, with the classification its dispatch takes. */
interface ModernRoute {
  message: JSONRPCRequest;
  classification: { era: "modern"; revision: string };
}

/** The SDK's own classification (`classifyInboundRequest`), when it names a modern request. */
function sdkRoute(headers: Headers, message: unknown): ModernRoute | undefined {
  const route = classifyInboundRequest({
    httpMethod: "POST",
    protocolVersionHeader: headers.get("mcp-protocol-version") ?? undefined,
    mcpMethodHeader: headers.get("mcp-method") ?? undefined,
    mcpNameHeader: headers.get("mcp-name") ?? undefined,
    body: message,
  });
  if (route.kind !== "modern" || route.messageKind !== "request" || route.classification.era !== "modern")
    return undefined;
  return {
    message: route.message as JSONRPCRequest,
    classification: { era: "modern", revision: route.classification.revision ?? "" },
  };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * What `classifyInboundRequest` (SDK 2.4.0) answers for the one shape plain traffic has, without the two steps that
 * cannot change that answer but were most of its cost (≈ 13 of 16 µs): before it asks whether the body is a request,
 * it asks whether it is a result response, then an error response (two failing zod parses, on every request). A body
 * with neither a `result` nor an `error` member that passes the SDK's `isJSONRPCRequest` (a strict schema) is neither
 * response, so the SDK goes on with its request rules, which are the ones below, in its order: not `initialize`; an
 * envelope claim in `params._meta`; the envelope valid by the SDK's own check (`validateEnvelopeMeta` of the
 * 2026-07-28 codec, which the classification runs); the MCP-Protocol-Version header naming the claimed version; the
 * Mcp-Method header naming the body's method. Then the SDK classifies it as a modern request at the claimed
 * revision. Anything else (or any doubt: a header with whitespace, a version other than ours, a codec that does not
 * look like SDK 2.4.0's) is undefined, and the SDK's own classification decides as before.
 */
export function plainRoute(headers: Headers, message: unknown): ModernRoute | undefined {
  if (!isPlainObject(message) || "result" in message || "error" in message) return undefined;
  const { method, params } = message;
  if (typeof method !== "string" || method === "initialize" || !isPlainObject(params)) return undefined;
  const meta = params._meta;
  if (!isPlainObject(meta) || meta[PROTOCOL_VERSION_META_KEY] !== MODERN_VERSION) return undefined;
  if (headers.get("mcp-protocol-version") !== MODERN_VERSION || headers.get("mcp-method") !== method) return undefined;
  if (!isJSONRPCRequest(message)) return undefined;
  const issues = modernEnvelopeIssues(meta);
  if (issues === undefined || issues.length > 0) return undefined;
  return { message, classification: { era: "modern", revision: MODERN_VERSION } };
}

/** Always on in the app; tests turn it off to compare the plain path's answers with the SDK handler's. */
export const plainPath = { enabled: true };

/** A plain exchange on a pooled instance; undefined when the SDK's handler must answer it (nothing has run). */
async function servePlain(req: Request, message: unknown): Promise<Response | undefined> {
  const headers = req.headers;
  if (!plainPath.enabled || !isJsonContentType(headers.get("content-type"))) return undefined;
  const route = plainRoute(headers, message) ?? sdkRoute(headers, message);
  if (!route) return undefined;
  const request = route.message;
  if (route.classification.revision !== MODERN_VERSION || !PLAIN_METHODS.has(request.method)) return undefined;
  if (!standardHeadersPass(headers, request.method, request.params) || req.signal.aborted) return undefined;

  const instance = modernInstances.acquire();
  const meta = request.params?._meta as Record<string, unknown> | undefined;
  instance.server.bindModern(MODERN_VERSION, meta?.[CLIENT_INFO_META_KEY], meta?.[CLIENT_CAPABILITIES_META_KEY]);
  let exchange;
  try {
    exchange = instance.transport.exchange(request, req, route.classification, req.signal);
  } catch (e) {
    modernInstances.discard(instance);
    throw e;
  }
  if (exchange.beforeDispatch) {
    modernInstances.release(instance); // refused before any handler ran: the SDK's handler answers it, with its own status
    return undefined;
  }
  const end = await exchange.answer;
  if (end === ABANDONED) {
    modernInstances.discard(instance); // closed, its handler maybe still running: never reused
    return new Response(null, { status: 499 });
  }
  modernInstances.release(instance);
  return modernResponse(end);
}

/** Serves one 2026-07-28 POST whose body is `message`; the caller of the exchange is bound to `req` already. */
export async function serveModern(req: Request, message: unknown): Promise<Response> {
  return (await servePlain(req, message)) ?? sdkHandler.fetch(req, { parsedBody: message });
}
