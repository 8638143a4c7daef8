// Helpers for the MCP unit tests: build Requests for the route's handlers the way real clients send them.
import { randomUUID } from "node:crypto";
import { handleMcpGet, handleMcpPost } from "@/lib/mcp/http";
import { PEER_HEADER } from "@/lib/http/client-ip";

export const MCP_URL = "http://localhost:3000/api/mcp";
/** What the SDK's StreamableHTTPClientTransport sends. */
export const SDK_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };

/** A distinct client address per call site, so rate limits never leak between tests. */
export const freshPeer = () => ({
  [PEER_HEADER]: `10.0.${Math.floor(Math.random() * 250)}.${randomUUID().slice(0, 4)}`,
});

export function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return handleMcpPost(
    new Request(MCP_URL, {
      method: "POST",
      headers: { ...SDK_HEADERS, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

export const get = (headers: Record<string, string> = {}) => handleMcpGet(new Request(MCP_URL, { headers }));

let nextId = 1;
export async function rpc(method: string, params?: unknown, headers: Record<string, string> = {}) {
  const id = nextId++;
  const res = await post({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) }, headers);
  if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
  const body = await res.json();
  if (body.id !== id) throw new Error(`id not echoed: ${JSON.stringify(body)}`);
  return { res, body, result: body.result, error: body.error };
}

export const callTool = (name: string, args?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  rpc("tools/call", { name, ...(args === undefined ? {} : { arguments: args }) }, headers);

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The 2026-07-28 per-request envelope a client puts in `params._meta`. */
export const MODERN_META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
  "io.modelcontextprotocol/clientInfo": { name: "unit-test", version: "0.0.1" },
};

/** A 2026-07-28 request: envelope in `_meta`, MCP-Protocol-Version, Mcp-Method and (for named methods) Mcp-Name. */
export async function modern(
  method: string,
  params: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  id: string | number = nextId++,
) {
  const name = typeof params.name === "string" ? params.name : typeof params.uri === "string" ? params.uri : undefined;
  const res = await post(
    { jsonrpc: "2.0", id, method, params: { ...params, _meta: { ...MODERN_META, ...(params._meta as object) } } },
    {
      "mcp-protocol-version": "2026-07-28",
      "mcp-method": method,
      ...(name !== undefined ? { "mcp-name": name } : {}),
      ...headers,
    },
  );
  const body = await res.json();
  return { res, body, result: body.result, error: body.error };
}
