// The Streamable HTTP endpoint /api/mcp for both protocol eras, stateless (no session ids, no SSE streams opened by
// GET). What is ours stays here, in front of the SDK: the Origin check (DNS rebinding), the body cap, the bearer
// token (a bad one → 401 on every method), the 401/403 challenge of a protected tool, the request id and the
// rate-limit headers. Then the message goes by era:
// - 2026-07-28 (a request carrying the `_meta` envelope claim, as the SDK classifies it): lib/mcp/modern.ts, the
//   SDK v2's classification and dispatch, with its createMcpHandler answering everything but plain requests (it
//   owns discovery, `_meta` and header validation, the typed errors and the cache fields);
// - the 2025 revisions: the envelope rules this endpoint has always had (lib/mcp/legacy.ts), then an SDK `Server`
//   over a JSON transport carrying one exchange at a time (lib/mcp/wire.ts).
// Both eras take their server instances from a pool (lib/mcp/pool.ts): one exchange per instance at a time.
// HTTP-level refusals (403 Origin, 401/403 auth, 406, 415, 413, a 2025 request naming an unsupported version) use
// the REST error body {error:{code,message,hint}}; the SDK's own refusals of 2026 traffic are JSON-RPC bodies.
import { isLegacyRequest, PROTOCOL_VERSION_META_KEY } from "@modelcontextprotocol/server";
import { authenticateBearer, resourceMetadataUrl } from "@/lib/auth/bearer";
import { appOrigin } from "@/lib/env";
import { AppError, isAppError } from "@/lib/errors";
import { mediaType, readBodyText } from "@/lib/http/body";
import { errorResponse } from "@/lib/http/route";
import { requestIdOf } from "@/lib/request-id";
import { requireToolScope, type McpRequestState } from "./calls";
import { toolDefinitions } from "./definitions";
import { classifyLegacyMessage, serveLegacy } from "./legacy";
import { promptDefinitions } from "./prompts";
import { LESSON_TEMPLATE } from "./resources";
import { serveModern } from "./modern";
import { bindExchange, CAPABILITIES } from "./server";
import { paramsProblem } from "./params";
import {
  MAX_MCP_BODY,
  MODERN_VERSION,
  PROTOCOL_VERSIONS,
  RPC,
  SERVER_INFO,
  isLegacyVersion,
  rpcError,
} from "./protocol";

export { MAX_MCP_BODY };

export const mcpEndpoint = () => `${appOrigin()}/api/mcp`;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * DNS-rebinding protection: a browser page may only reach us from our own origin. Loopback origins are also allowed
 * when the canonical origin is itself loopback (local development), never on a public deployment.
 */
export function isAllowedOrigin(origin: string, canonical: string = appOrigin()): boolean {
  let o: URL;
  let c: URL;
  try {
    o = new URL(origin);
    c = new URL(canonical);
  } catch {
    return false; // includes the opaque origin "null"
  }
  if (o.origin === c.origin) return true;
  return (
    LOOPBACK_HOSTS.has(c.hostname) &&
    LOOPBACK_HOSTS.has(o.hostname) &&
    (o.protocol === "http:" || o.protocol === "https:")
  );
}

function checkOrigin(headers: Headers): void {
  const origin = headers.get("origin");
  if (origin !== null && !isAllowedOrigin(origin))
    throw new AppError(
      "FORBIDDEN",
      `Origin "${origin.slice(0, 200)}" may not use this MCP endpoint.`,
      `Requests from a browser must come from ${appOrigin()}; other clients send no Origin header.`,
    );
}

/** Media ranges of an Accept header with q > 0, lower-cased, parameters dropped. */
function acceptedTypes(headers: Headers): string[] | null {
  const raw = headers.get("accept");
  if (raw === null || raw.trim() === "") return null;
  return raw
    .split(",")
    .map((part) => {
      const [type, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
      const q = params.find((p) => p.startsWith("q="));
      return q && Number(q.slice(2)) === 0 ? "" : type;
    })
    .filter(Boolean);
}

/** The SDK transport insists on "application/json, text/event-stream"; curl sends nothing or *\/*: all fine here. */
function checkAcceptsJson(headers: Headers): void {
  const types = acceptedTypes(headers);
  if (types === null || types.some((t) => t === "application/json" || t === "application/*" || t === "*/*")) return;
  throw new AppError(
    "NOT_ACCEPTABLE",
    "This endpoint answers with application/json.",
    'Send "Accept: application/json, text/event-stream" (or no Accept header).',
  );
}

const JSON_LIKE = new Set(["", "application/json", "text/plain", "application/x-www-form-urlencoded"]);

function checkContentType(req: Request): void {
  const type = mediaType(req);
  if (!JSON_LIKE.has(type) && !type.endsWith("+json"))
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      `Content-Type "${type}" is not supported here.`,
      "Send one JSON-RPC message as application/json.",
    );
}

/** 2025 traffic: the header names the version negotiated in initialize; missing means 2025-03-26. */
function checkLegacyProtocolVersion(headers: Headers): void {
  const v = headers.get("mcp-protocol-version");
  if (v !== null && !isLegacyVersion(v.trim()))
    throw new AppError(
      "BAD_REQUEST",
      `Unsupported MCP-Protocol-Version "${v.slice(0, 50)}".`,
      `Supported versions: ${PROTOCOL_VERSIONS.join(", ")}. With 2025 versions send the version negotiated in initialize, or omit the header for 2025-03-26; with ${MODERN_VERSION} send the _meta envelope on every request (server/discover).`,
    );
}

const baseHeaders = (requestId: string) => ({ "X-Request-Id": requestId, "Cache-Control": "no-store" });

/** Adds our headers to the SDK's response (its headers are mutable; wrapping the body would turn it into a stream). */
function withHeaders(res: Response, headers: Headers): Response {
  headers.forEach((v, k) => res.headers.set(k, v));
  return res;
}

const rpcErrorResponse = (requestId: string, body: ReturnType<typeof rpcError>, status = 200) =>
  Response.json(body, { status, headers: baseHeaders(requestId) });

/**
 * Whether a message asks for the 2026 era: an envelope claim in `params._meta`, or an MCP-Protocol-Version header
 * naming a revision from 2026-07-28 on. Everything else (no claim, malformed JSON-RPC, batches, a header like
 * "latest") keeps the 2025 rules it has always had; what does claim 2026 goes to the SDK, which owns its answers.
 */
function claimsModern(message: unknown, headers: Headers): boolean {
  const v = headers.get("mcp-protocol-version")?.trim();
  if (v !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(v) && v >= MODERN_VERSION) return true;
  return hasEnvelopeClaim(message);
}

/** A `_meta` protocol-version claim in a single message's params: the SDK routes every such message to 2026. */
function hasEnvelopeClaim(message: unknown): boolean {
  const meta = (message as { params?: { _meta?: unknown } } | null)?.params?._meta;
  return !!meta && typeof meta === "object" && PROTOCOL_VERSION_META_KEY in meta;
}

/** The tool named by a tools/call, to check its scope before the SDK sees the message. */
const toolNameOf = (message: unknown): unknown => {
  const m = message as { method?: unknown; params?: { name?: unknown } } | null;
  return m && typeof m === "object" && m.method === "tools/call" ? m.params?.name : undefined;
};

/** A 2026 request whose params do not fit its method: -32602 (HTTP 400 in this revision), as the SDK would for its own checks. */
function modernParamsError(message: unknown): ReturnType<typeof rpcError> | undefined {
  const m = message as { id?: unknown; method?: unknown; params?: unknown } | null;
  if (!m || typeof m !== "object" || typeof m.method !== "string" || m.method === "initialize") return undefined;
  if (typeof m.id !== "string" && typeof m.id !== "number") return undefined;
  const problem = paramsProblem(m.method, m.params);
  return problem ? rpcError(m.id, RPC.INVALID_PARAMS, problem) : undefined;
}

// POST /api/mcp – one JSON-RPC message; 2026-07-28 (per-request _meta) or a 2025 revision (stateless, JSON answers)
export async function handleMcpPost(req: Request): Promise<Response> {
  const requestId = requestIdOf(req.headers);
  try {
    checkOrigin(req.headers);
    let message: unknown;
    let parsed = true;
    try {
      message = JSON.parse(await readBodyText(req, MAX_MCP_BODY));
    } catch (e) {
      if (isAppError(e) && e.code === "PAYLOAD_TOO_LARGE") throw e;
      parsed = false;
    }
    if (!parsed) {
      const body = rpcError(null, RPC.PARSE_ERROR, "Parse error: the body is not valid JSON.");
      // A 2026 client expects the spec's 400 for a parse error; 2025 clients have always had it in a 200.
      return rpcErrorResponse(requestId, body, req.headers.get("mcp-protocol-version") === MODERN_VERSION ? 400 : 200);
    }
    // A body claim is modern by the SDK's own rule (isLegacyRequest: "returns true only for requests with no
    // per-request _meta envelope claim"), so only a header-only claim needs the SDK's classification.
    const legacy =
      !claimsModern(message, req.headers) || (!hasEnvelopeClaim(message) && (await isLegacyRequest(req, message)));
    const responseHeaders = new Headers(baseHeaders(requestId));

    if (legacy) {
      checkAcceptsJson(req.headers);
      checkContentType(req);
      const msg = classifyLegacyMessage(message);
      if (msg.kind === "invalid") return rpcErrorResponse(requestId, msg.body);
      // initialize negotiates the version in its params; every other message may name it in the header.
      if (msg.kind === "accepted" || msg.method !== "initialize") checkLegacyProtocolVersion(req.headers);
      const principal = await authenticateBearer(req.headers); // a bad token → 401 even for public methods
      if (msg.kind === "accepted") return new Response(null, { status: 202, headers: baseHeaders(requestId) });
      requireToolScope(toolNameOf(message), principal);
      const state: McpRequestState = { principal, requestId, headers: req.headers, responseHeaders };
      return withHeaders(await serveLegacy(req, msg, state), responseHeaders);
    }

    const badParams = modernParamsError(message);
    if (badParams) return rpcErrorResponse(requestId, badParams, 400);
    const principal = await authenticateBearer(req.headers);
    requireToolScope(toolNameOf(message), principal);
    bindExchange(req, { principal, requestId, headers: req.headers, responseHeaders });
    return withHeaders(await serveModern(req, message), responseHeaders);
  } catch (e) {
    return errorResponse(e, requestId);
  }
}

/** GET /api/mcp: what a person or crawler finds at the endpoint. */
export function discovery() {
  return {
    status: "ok",
    server: SERVER_INFO.name,
    version: SERVER_INFO.version,
    toolsCount: toolDefinitions().length,
    promptsCount: promptDefinitions().length,
    resourceTemplates: [LESSON_TEMPLATE.uriTemplate],
    protocolVersions: [...PROTOCOL_VERSIONS],
    capabilities: CAPABILITIES,
    endpoint: mcpEndpoint(),
    transport: "streamable-http",
    authorization: resourceMetadataUrl(),
    serverCard: `${appOrigin()}/.well-known/mcp.json`,
  };
}

// GET /api/mcp – discovery JSON; a request for an SSE stream gets 405 (this server never opens one)
export function handleMcpGet(req: Request): Response {
  const requestId = requestIdOf(req.headers);
  try {
    checkOrigin(req.headers);
    const types = acceptedTypes(req.headers);
    if (types !== null && types.length > 0 && types.every((t) => t === "text/event-stream"))
      throw new AppError(
        "METHOD_NOT_ALLOWED",
        "This MCP server is stateless and opens no server-to-client SSE stream.",
        "POST JSON-RPC messages to this URL.",
        {
          Allow: "GET, POST",
        },
      );
    return Response.json(discovery(), {
      headers: { "X-Request-Id": requestId, "Cache-Control": "public, max-age=300", Vary: "Origin, Accept" },
    });
  } catch (e) {
    return errorResponse(e, requestId);
  }
}
