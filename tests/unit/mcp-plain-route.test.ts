// The plain path's classification (lib/mcp/modern.ts `plainRoute`): SDK 2.4.0's `classifyInboundRequest` without its
// two response guards, for the one shape plain traffic has. Whenever it names a route, the SDK's own classification
// must name the same one for the same headers and body; on anything else it must stay silent (the SDK decides).
import { classifyInboundRequest } from "@modelcontextprotocol/server";
import { describe, expect, it } from "vitest";
import { plainRoute } from "@/lib/mcp/modern";
import { MODERN_META } from "./mcp-helpers";

const PV = "io.modelcontextprotocol/protocolVersion";
const CAPS = "io.modelcontextprotocol/clientCapabilities";
const INFO = "io.modelcontextprotocol/clientInfo";

type Body = Record<string, unknown>;
const base = (): Body => ({
  jsonrpc: "2.0",
  id: 7,
  method: "tools/call",
  params: { name: "get_course", arguments: { slug: "java-fundamentals" }, _meta: { ...MODERN_META } },
});
const HEADERS = { "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/call", "mcp-name": "get_course" };

const withMeta = (change: (meta: Body) => void) => {
  const b = base();
  change((b.params as Body)._meta as Body);
  return b;
};

interface Case {
  name: string;
  body: unknown;
  headers?: Record<string, string | undefined>;
  /** Whether the plain classification takes it (else it leaves it to the SDK's). */
  plain: boolean;
}

const CASES: Case[] = [
  { name: "tools/call get_course", body: base(), plain: true },
  { name: "a string id", body: { ...base(), id: "a-1" }, plain: true },
  {
    name: "tools/list without params but the envelope",
    body: { jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: { ...MODERN_META } } },
    headers: { "mcp-method": "tools/list", "mcp-name": undefined },
    plain: true,
  },
  { name: "another _meta key beside the envelope", body: withMeta((m) => (m.progressToken = 3)), plain: true },
  { name: "no clientInfo (a SHOULD)", body: withMeta((m) => delete m[INFO]), plain: true },
  { name: "no clientCapabilities", body: withMeta((m) => delete m[CAPS]), plain: false },
  { name: "clientInfo not an object", body: withMeta((m) => (m[INFO] = 5)), plain: false },
  { name: "clientCapabilities not an object", body: withMeta((m) => (m[CAPS] = "all")), plain: false },
  { name: "a 2025 claim", body: withMeta((m) => (m[PV] = "2025-11-25")), plain: false },
  { name: "a later claim", body: withMeta((m) => (m[PV] = "2026-12-01")), plain: false },
  { name: "a claim that is not a string", body: withMeta((m) => (m[PV] = 20260728)), plain: false },
  { name: "no claim", body: withMeta((m) => delete m[PV]), plain: false },
  { name: "_meta not an object", body: { ...base(), params: { name: "get_course", _meta: [] } }, plain: false },
  { name: "params not an object", body: { ...base(), params: [1] }, plain: false },
  { name: "no params", body: { jsonrpc: "2.0", id: 1, method: "tools/list" }, plain: false },
  { name: "header version differs", body: base(), headers: { "mcp-protocol-version": "2025-11-25" }, plain: false },
  { name: "no version header", body: base(), headers: { "mcp-protocol-version": undefined }, plain: false },
  { name: "Mcp-Method differs", body: base(), headers: { "mcp-method": "tools/list" }, plain: false },
  { name: "no Mcp-Method", body: base(), headers: { "mcp-method": undefined }, plain: false },
  { name: "a result member", body: { ...base(), result: {} }, plain: false },
  { name: "an error member", body: { ...base(), error: { code: 1, message: "x" } }, plain: false },
  { name: "a notification", body: { ...base(), id: undefined, method: "notifications/cancelled" }, plain: false },
  { name: "id null", body: { ...base(), id: null }, plain: false },
  { name: "id a fraction", body: { ...base(), id: 1.5 }, plain: false },
  { name: "jsonrpc 1.0", body: { ...base(), jsonrpc: "1.0" }, plain: false },
  { name: "an unknown top-level member", body: { ...base(), extra: true }, plain: false },
  { name: "method not a string", body: { ...base(), method: 5 }, plain: false },
  {
    name: "initialize with the envelope",
    body: { ...base(), method: "initialize" },
    headers: { "mcp-method": "initialize" },
    plain: false,
  },
  { name: "a batch", body: [base()], plain: false },
  { name: "null", body: null, plain: false },
];

const headersOf = (c: Case) => {
  const h = new Headers({ "content-type": "application/json" });
  for (const [k, v] of Object.entries({ ...HEADERS, ...c.headers })) if (v !== undefined) h.set(k, v);
  return h;
};

/** The SDK's own classification of the same POST. */
const sdkRoute = (headers: Headers, body: unknown) =>
  classifyInboundRequest({
    httpMethod: "POST",
    protocolVersionHeader: headers.get("mcp-protocol-version") ?? undefined,
    mcpMethodHeader: headers.get("mcp-method") ?? undefined,
    mcpNameHeader: headers.get("mcp-name") ?? undefined,
    body,
  });

describe("plainRoute: the SDK's classification of plain traffic, without its response guards", () => {
  it.each(CASES)("$name", (c) => {
    const body = JSON.parse(JSON.stringify(c.body ?? null)) as unknown;
    const headers = headersOf(c);
    const sdk = sdkRoute(headers, body);
    const ours = plainRoute(headers, body);
    expect(ours !== undefined).toBe(c.plain);
    if (!ours) return;
    // what it names is what the SDK names: a modern request, the same message, the same classification
    expect(sdk.kind).toBe("modern");
    if (sdk.kind !== "modern") return;
    expect(sdk.messageKind).toBe("request");
    expect(ours.message).toBe(sdk.message);
    expect(ours.classification).toEqual(sdk.classification);
  });

  it("stays silent on every body the SDK does not classify as a 2026-07-28 request", () => {
    for (const c of CASES) {
      const body = JSON.parse(JSON.stringify(c.body ?? null)) as unknown;
      const headers = headersOf(c);
      const sdk = sdkRoute(headers, body);
      const sdkPlain =
        sdk.kind === "modern" && sdk.messageKind === "request" && sdk.classification.revision === "2026-07-28";
      if (!sdkPlain) expect(plainRoute(headers, body), c.name).toBeUndefined();
    }
  });
});
