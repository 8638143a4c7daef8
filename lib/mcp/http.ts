// The Streamable HTTP transport of /api/mcp, stateless and JSON-only: one POST carries one JSON-RPC message and gets
// one JSON response (200), or 202 for a notification or a response; no session ids and no SSE streams, so a GET
// that asks for a stream gets 405. HTTP-level refusals use the REST error body {error:{code,message,hint}}.
// Order of checks: Origin (DNS rebinding) → Accept → Content-Type → body size → JSON → batch → MCP-Protocol-Version
// → bearer token → dispatch.
import { randomUUID } from "node:crypto";
import { authenticateBearer, resourceMetadataUrl } from "@/lib/auth/bearer";
import { MAX_CODE_BYTES, MAX_TRACE_CHARS } from "@/lib/contracts/analyze";
import { appOrigin } from "@/lib/env";
import { AppError, isAppError } from "@/lib/errors";
import { mediaType, readBodyText } from "@/lib/http/body";
import { errorResponse } from "@/lib/http/route";
import { toolDefinitions } from "./definitions";
import { dispatch, STRUCTURED_JSON } from "./dispatch";
import {
  PROTOCOL_VERSIONS,
  RPC,
  RpcError,
  SERVER_INFO,
  isSupportedVersion,
  rpcError,
  type RpcResponse,
} from "./protocol";

/** Room for the largest analyze_java_code call (the REST route's cap) plus the JSON-RPC envelope. */
export const MAX_MCP_BODY = MAX_CODE_BYTES * 2 + MAX_TRACE_CHARS * 2 + 8 * 1024;

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

function checkProtocolVersion(headers: Headers): void {
  const v = headers.get("mcp-protocol-version");
  if (v !== null && !isSupportedVersion(v.trim()))
    throw new AppError(
      "BAD_REQUEST",
      `Unsupported MCP-Protocol-Version "${v.slice(0, 50)}".`,
      `Supported versions: ${PROTOCOL_VERSIONS.join(", ")}. Send the version negotiated in initialize, or omit the header for 2025-03-26.`,
    );
}

const baseHeaders = (requestId: string) => ({ "X-Request-Id": requestId, "Cache-Control": "no-store" });

/**
 * JSON.stringify of a response, except that a tool result's structuredContent, already serialized once for its text
 * block, is spliced in rather than serialized again (the catalogue results are tens of KB; this is on the hot path).
 */
export function serializeResponse(body: RpcResponse): string {
  const sc = "result" in body ? body.result.structuredContent : undefined;
  const json = sc && typeof sc === "object" ? STRUCTURED_JSON.get(sc) : undefined;
  if (json === undefined || !("result" in body)) return JSON.stringify(body);
  const { structuredContent: _, ...rest } = body.result;
  const head = JSON.stringify({ jsonrpc: body.jsonrpc, id: body.id, result: rest }); // ends with "}}"
  return `${head.slice(0, -2)},"structuredContent":${json}}}`;
}

const rpcErrorResponse = (requestId: string, code: number, message: string) =>
  Response.json(rpcError(null, new RpcError(code, message)), { status: 200, headers: baseHeaders(requestId) });

// POST /api/mcp – one JSON-RPC 2.0 message (initialize, ping, tools/list, tools/call; notifications → 202)
export async function handleMcpPost(req: Request): Promise<Response> {
  const requestId = randomUUID();
  try {
    checkOrigin(req.headers);
    checkAcceptsJson(req.headers);
    checkContentType(req);

    let message: unknown;
    try {
      message = JSON.parse(await readBodyText(req, MAX_MCP_BODY));
    } catch (e) {
      if (isAppError(e) && e.code === "PAYLOAD_TOO_LARGE") throw e;
      return rpcErrorResponse(requestId, RPC.PARSE_ERROR, "Parse error: the body is not valid JSON.");
    }
    if (Array.isArray(message))
      return rpcErrorResponse(
        requestId,
        RPC.INVALID_REQUEST,
        "Invalid Request: batches are not supported; send one message per POST.",
      );

    // initialize negotiates the version in its params; every other message may name it in the header.
    const isInitialize =
      !!message && typeof message === "object" && (message as { method?: unknown }).method === "initialize";
    if (!isInitialize) checkProtocolVersion(req.headers);

    const principal = await authenticateBearer(req.headers); // no token → null; a bad one → 401 even for public methods
    const responseHeaders = new Headers(baseHeaders(requestId));
    const outcome = await dispatch(message, { headers: req.headers, principal, requestId, responseHeaders });
    if (outcome.kind === "accepted") return new Response(null, { status: 202, headers: baseHeaders(requestId) });
    responseHeaders.set("Content-Type", "application/json");
    return new Response(serializeResponse(outcome.body), { status: 200, headers: responseHeaders });
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
    protocolVersions: [...PROTOCOL_VERSIONS],
    endpoint: mcpEndpoint(),
    transport: "streamable-http",
    authorization: resourceMetadataUrl(),
    serverCard: `${appOrigin()}/.well-known/mcp.json`,
  };
}

// GET /api/mcp – discovery JSON; a request for an SSE stream gets 405 (this server never opens one)
export function handleMcpGet(req: Request): Response {
  const requestId = randomUUID();
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
