// The 2026-07-28 revision on POST /api/mcp, after what lib/mcp/http.ts checks for both eras (Origin, body cap, token,
// tool scope, our params check). Two ways through the SDK v2, one answer:
// - a plain exchange (a request that passed the SDK's own classification, whose standard headers certainly pass its
//   header rung, for a method our handlers serve) goes to a pooled `Server` instance connected once to a
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
  type JSONRPCRequest,
} from "@modelcontextprotocol/server";
import { log } from "@/lib/log";
import { InstancePool } from "./pool";
import { MAX_MCP_BODY, MODERN_VERSION } from "./protocol";
import { exchangeInstancePool, McpServerInstance, type ExchangeInstance } from "./server";
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

/** Always on in the app; tests turn it off to compare the plain path's answers with the SDK handler's. */
export const plainPath = { enabled: true };

/** A plain exchange on a pooled instance; undefined when the SDK's handler must answer it (nothing has run). */
async function servePlain(req: Request, message: unknown): Promise<Response | undefined> {
  const headers = req.headers;
  if (!plainPath.enabled || !isJsonContentType(headers.get("content-type"))) return undefined;
  const route = classifyInboundRequest({
    httpMethod: "POST",
    protocolVersionHeader: headers.get("mcp-protocol-version") ?? undefined,
    mcpMethodHeader: headers.get("mcp-method") ?? undefined,
    mcpNameHeader: headers.get("mcp-name") ?? undefined,
    body: message,
  });
  if (route.kind !== "modern" || route.messageKind !== "request") return undefined;
  const request = route.message as JSONRPCRequest;
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
