// POST/GET /api/mcp: the JSON-RPC 2.0 and Streamable HTTP rules, exercised on the route's handlers directly.
import { SUPPORTED_PROTOCOL_VERSIONS as V2_VERSIONS } from "@modelcontextprotocol/server";
import {
  InitializeResultSchema,
  LATEST_PROTOCOL_VERSION,
  SUPPORTED_PROTOCOL_VERSIONS,
} from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { GET as serverCardGET } from "@/app/.well-known/mcp.json/route";
import { appOrigin } from "@/lib/env";
import { isAllowedOrigin } from "@/lib/mcp/http";
import { LEGACY_VERSIONS, PROTOCOL_VERSIONS } from "@/lib/mcp/protocol";
import { CAPABILITIES } from "@/lib/mcp/server";
import { TOOLS_BY_NAME } from "@/lib/mcp/tools";
import { issueAccessToken } from "@/lib/oauth/tokens";
import { useTestDatabase } from "../helpers/db";
import { bearer, callTool, get, MCP_URL, modern, post, rpc } from "./mcp-helpers";

const db = useTestDatabase();
const list = { jsonrpc: "2.0", id: 1, method: "tools/list" };
const RESOURCE_METADATA = `Bearer resource_metadata="${appOrigin()}/.well-known/oauth-protected-resource"`;

async function tokenFor(handle: string, scopes: ("read" | "analyze" | "progress")[]) {
  const user = await db.prisma().user.findUniqueOrThrow({ where: { handle } });
  return (await issueAccessToken({ userId: user.id, scopes })).access_token;
}

async function expectErrorBody(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body).toEqual({
    error: { code, message: expect.any(String), ...(body.error.hint ? { hint: expect.any(String) } : {}) },
  });
  return body;
}

describe("protocol versions", () => {
  it("serves 2026-07-28 (server/discover, see mcp-modern.test.ts) and 2025-11-25, 2025-06-18, 2025-03-26", () => {
    expect(PROTOCOL_VERSIONS).toEqual(["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"]);
    for (const v of LEGACY_VERSIONS) expect(SUPPORTED_PROTOCOL_VERSIONS).toContain(v); // the v1 SDK's list
    for (const v of LEGACY_VERSIONS) expect(V2_VERSIONS).toContain(v); // the v2 SDK's initialize list
    // Fails on an SDK upgrade that brings a new version: decide then whether the transport rules changed.
    expect(LEGACY_VERSIONS[0]).toBe(LATEST_PROTOCOL_VERSION);
  });
});

describe("JSON-RPC envelope", () => {
  it("echoes numeric and string ids exactly", async () => {
    for (const id of [0, 7, 2 ** 40, -3, "abc-1", "", "🙂 id"]) {
      const res = await post({ ...list, id });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const body = await res.json();
      expect(body.jsonrpc).toBe("2.0");
      expect(body.id).toStrictEqual(id);
      expect(Array.isArray(body.result.tools)).toBe(true);
    }
  });

  it("answers ids the SDK's schema refuses but JSON-RPC allows (a fraction, beyond 2^53), echoing them; never hangs", async () => {
    // Found by the fuzzer (seed 488707458): `"id":1e+308` on tools/call got no answer at all.
    for (const id of [1.5, 1e308, 2 ** 53 + 2, -0.25]) {
      const res = await Promise.race([
        post({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "list_courses", arguments: {} } }),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer for id ${id}`)), 5000)),
      ]);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.id).toStrictEqual(id);
      expect(body.result.isError).toBeFalsy();
    }
  });

  it("answers such ids on the 2026-07-28 path too, with an answer rather than silence", async () => {
    for (const id of [1.5, 1e308]) {
      const { res, body } = await Promise.race([
        modern("tools/call", { name: "list_courses", arguments: {} }, {}, id),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer for id ${id}`)), 5000)),
      ]);
      expect(res.status).toBeLessThan(500);
      expect(body.jsonrpc).toBe("2.0");
    }
  });

  it("answers a request whose id is null (the service spec allows it) with id null", async () => {
    const body = await (await post({ ...list, id: null })).json();
    expect(body).toMatchObject({ jsonrpc: "2.0", id: null, result: { tools: expect.any(Array) } });
  });

  it("answers notifications with 202 and no body", async () => {
    for (const method of ["notifications/initialized", "notifications/cancelled", "notifications/whatever"]) {
      const res = await post({ jsonrpc: "2.0", method, params: { requestId: 1 } });
      expect(res.status).toBe(202);
      expect(await res.text()).toBe("");
    }
  });

  it("answers a JSON-RPC response sent by the client with 202 and no body", async () => {
    for (const msg of [
      { jsonrpc: "2.0", id: 5, result: {} },
      { jsonrpc: "2.0", id: "x", error: { code: -1, message: "no" } },
    ]) {
      const res = await post(msg);
      expect(res.status).toBe(202);
      expect(await res.text()).toBe("");
    }
  });

  it("returns -32700 with id null for a body that is not JSON", async () => {
    for (const raw of ['{"jsonrpc":"2.0","id":1,"method":"tools/list"', "", "not json"]) {
      const res = await post(raw);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        jsonrpc: "2.0",
        id: null,
        error: { code: -32700, message: expect.stringMatching(/parse error/i) },
      });
    }
  });

  it("refuses batches with -32600 (id null)", async () => {
    for (const batch of [[list, { ...list, id: 2 }], []]) {
      const res = await post(batch);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        jsonrpc: "2.0",
        id: null,
        error: { code: -32600, message: expect.stringMatching(/batch/i) },
      });
    }
  });

  it("returns -32600 for invalid requests, echoing a usable id", async () => {
    const cases: [unknown, unknown][] = [
      [{ jsonrpc: "1.0", id: 3, method: "tools/list" }, 3],
      [{ id: "a", method: "tools/list" }, "a"],
      [{ jsonrpc: "2.0", id: 4, method: 42 }, 4],
      [{ jsonrpc: "2.0", id: { x: 1 }, method: "tools/list" }, null],
      [{ jsonrpc: "2.0", id: 9 }, 9],
      [42, null],
      [null, null],
      ['"tools/list"', null], // a JSON string (post() sends strings as they are)
    ];
    for (const [msg, id] of cases) {
      const body = await (await post(msg)).json();
      expect(body, JSON.stringify(msg)).toEqual({
        jsonrpc: "2.0",
        id,
        error: { code: -32600, message: expect.stringMatching(/^Invalid Request/) },
      });
    }
  });

  it("returns -32601 for an unknown method", async () => {
    for (const method of [
      "resources/subscribe",
      "tools/delete",
      "toString",
      "__proto__",
      "notifications/initialized",
    ]) {
      const { error } = await rpc(method);
      expect(error).toMatchObject({ code: -32601, message: expect.stringContaining(method) });
    }
  });

  it("returns -32602 for an unknown tool and for malformed params", async () => {
    expect((await callTool("no_such_tool")).error).toMatchObject({
      code: -32602,
      message: expect.stringContaining("no_such_tool"),
    });
    expect((await rpc("tools/call", {})).error).toMatchObject({
      code: -32602,
      message: expect.stringContaining("name"),
    });
    expect((await rpc("tools/call", [1, 2])).error).toMatchObject({ code: -32602 });
    expect((await rpc("tools/call", { name: "get_course", arguments: "java-fundamentals" })).error).toMatchObject({
      code: -32602,
    });
    expect((await rpc("tools/list", { cursor: "page-2" })).error).toMatchObject({
      code: -32602,
      message: expect.stringMatching(/cursor/i),
    });
    expect((await rpc("initialize", { protocolVersion: "2025-06-18" })).error).toMatchObject({ code: -32602 });
  });

  // Found by the fuzz suite: the SDK answered prompts/get and resources/read without params, and a non-string cursor,
  // with -32603 and a raw zod dump. The client's mistake is -32602 naming the field, on both eras, with id null too.
  it("answers missing or mistyped params of every method with -32602 naming the field, never -32603", async () => {
    const cases: [string, unknown, string][] = [
      ["prompts/get", undefined, "params"],
      ["prompts/get", {}, "params.name"],
      ["prompts/get", { name: 3 }, "params.name"],
      ["resources/read", undefined, "params"],
      ["resources/read", { uri: 5 }, "params.uri"],
      ["tools/call", undefined, "params"],
      ["tools/list", { cursor: 5 }, "params.cursor"],
      ["resources/list", { cursor: false }, "params.cursor"],
      ["prompts/list", "all", "params must be an object"],
    ];
    for (const [method, params, field] of cases) {
      for (const id of [7, null]) {
        const res = await post({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });
        const body = await res.json();
        expect(body, `${method} ${JSON.stringify(params)}`).toMatchObject({
          id,
          error: { code: -32602, message: expect.stringContaining(field) },
        });
        expect(body.error.message).not.toContain("invalid_type");
      }
      if (!params || typeof params !== "object") continue; // a 2026 request always has params: its _meta envelope
      const m = await modern(method, params as Record<string, unknown>, {}, "p-1");
      expect(m.res.status, method).toBe(400);
      expect(m.body).toMatchObject({ id: "p-1", error: { code: -32602, message: expect.stringContaining(field) } });
    }
  });

  it("returns -32603 for an unexpected failure, without details, and logs it", async () => {
    const tool = TOOLS_BY_NAME.get("list_master_programs")!;
    const original = tool.run;
    tool.run = async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'secret') at /srv/app/lib/x.ts:12");
    };
    try {
      const { error, res } = await callTool("list_master_programs", {});
      expect(error).toEqual({
        code: -32603,
        message: "Internal error.",
        data: { requestId: res.headers.get("x-request-id") },
      });
      expect(JSON.stringify(error)).not.toMatch(/secret|\/srv|TypeError/);
    } finally {
      tool.run = original;
    }
  });

  it("reports a database outage as a failed tool call the model can retry (isError), not a protocol error", async () => {
    const tool = TOOLS_BY_NAME.get("list_courses")!;
    const original = tool.run;
    tool.run = async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
    };
    try {
      const { result, res } = await callTool("list_courses", {});
      expect(result).toEqual({
        content: [{ type: "text", text: expect.stringMatching(/^SERVICE_UNAVAILABLE: /) }],
        isError: true,
      });
      expect(result.content[0].text).not.toContain("ECONNREFUSED");
      expect(res.headers.get("retry-after")).toBe("5");
    } finally {
      tool.run = original;
    }
  });
});

describe("Streamable HTTP transport rules", () => {
  it("works for the spec's curl example: no Accept header", async () => {
    const res = await post(list, { accept: "" });
    expect(res.status).toBe(200);
    expect((await res.json()).result.tools.length).toBe(TOOLS_BY_NAME.size);
  });

  it("works without a Content-Type (curl -d) and with */*", async () => {
    const { handleMcpPost } = await import("@/lib/mcp/http");
    const res = await handleMcpPost(
      new Request(MCP_URL, { method: "POST", body: JSON.stringify(list), headers: { accept: "*/*" } }),
    );
    expect(res.status).toBe(200);
  });

  it("is stateless: no Mcp-Session-Id is ever issued", async () => {
    const res = await post({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "t", version: "1" } },
    });
    expect(res.headers.get("mcp-session-id")).toBeNull();
  });

  it("answers 406 when the client accepts no JSON, 415 for a non-JSON Content-Type, 413 for a huge body", async () => {
    await expectErrorBody(await post(list, { accept: "text/html" }), 406, "NOT_ACCEPTABLE");
    await expectErrorBody(
      await post(list, { accept: "application/json;q=0, text/event-stream" }),
      406,
      "NOT_ACCEPTABLE",
    );
    await expectErrorBody(await post(list, { "content-type": "application/xml" }), 415, "UNSUPPORTED_MEDIA_TYPE");
    const huge = {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "ask_question", arguments: { query: "x".repeat(2_000_000) } },
    };
    await expectErrorBody(await post(huge), 413, "PAYLOAD_TOO_LARGE");
  });

  it("refuses a foreign Origin with 403 (DNS rebinding) and accepts our own", async () => {
    for (const origin of ["https://evil.example", "http://evil.example.com", "null", "http://localhost.evil.example"]) {
      const body = await expectErrorBody(await post(list, { origin }), 403, "FORBIDDEN");
      expect(body.error.hint).toContain(appOrigin());
    }
    expect((await post(list, { origin: appOrigin() })).status).toBe(200);
  });

  it("allows loopback origins only when the canonical origin is loopback", () => {
    expect(isAllowedOrigin("http://127.0.0.1:6274", "http://localhost:3000")).toBe(true); // MCP Inspector on a dev box
    expect(isAllowedOrigin("http://[::1]:3000", "http://localhost:3000")).toBe(true);
    expect(isAllowedOrigin("https://learn.example.com", "https://learn.example.com")).toBe(true);
    expect(isAllowedOrigin("http://localhost:3000", "https://learn.example.com")).toBe(false);
    expect(isAllowedOrigin("http://127.0.0.1", "https://learn.example.com")).toBe(false);
    expect(isAllowedOrigin("http://learn.example.com", "https://learn.example.com")).toBe(false);
    expect(isAllowedOrigin("https://api.learn.example.com", "https://learn.example.com")).toBe(false);
    expect(isAllowedOrigin("null", "http://localhost:3000")).toBe(false);
  });

  it("answers 400 for an unsupported MCP-Protocol-Version, and takes a missing one as 2025-03-26", async () => {
    for (const v of ["1999-01-01", "2024-11-05", "latest"]) {
      const body = await expectErrorBody(await post(list, { "mcp-protocol-version": v }), 400, "BAD_REQUEST");
      expect(body.error.message).toContain(v);
      expect(body.error.hint).toContain("2025-11-25");
    }
    // notifications are checked too
    expect(
      (await post({ jsonrpc: "2.0", method: "notifications/initialized" }, { "mcp-protocol-version": "1999-01-01" }))
        .status,
    ).toBe(400);
    for (const v of LEGACY_VERSIONS) expect((await post(list, { "mcp-protocol-version": v })).status).toBe(200);
    expect((await post(list)).status).toBe(200);
  });

  it("answers a 2026-07-28 header without the _meta envelope with the SDK's 400 -32602 (JSON-RPC body, id echoed)", async () => {
    const res = await post(list, { "mcp-protocol-version": "2026-07-28" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ jsonrpc: "2.0", id: 1, error: { code: -32602 } });
  });
});

describe("initialize", () => {
  const init = (protocolVersion: string, headers: Record<string, string> = {}) =>
    rpc(
      "initialize",
      { protocolVersion, capabilities: {}, clientInfo: { name: "unit-test", version: "0.0.1" } },
      headers,
    );

  it("answers with the client's version when supported", async () => {
    for (const v of LEGACY_VERSIONS) expect((await init(v)).result.protocolVersion).toBe(v);
  });

  it("answers with the latest version when the client's is not supported", async () => {
    // 2026-07-28 is negotiated with server/discover, never through initialize
    for (const v of ["2024-11-05", "2099-01-01", "banana", "2026-07-28"])
      expect((await init(v)).result.protocolVersion).toBe("2025-11-25");
  });

  it("negotiates in the params even when a stale MCP-Protocol-Version header is sent", async () => {
    expect((await init("2025-06-18", { "mcp-protocol-version": "1999-01-01" })).result.protocolVersion).toBe(
      "2025-06-18",
    );
  });

  it("returns a valid InitializeResult: tools, resources and prompts capabilities, server info, instructions", async () => {
    const { result } = await init("2025-11-25");
    expect(InitializeResultSchema.safeParse(result).success).toBe(true);
    expect(result.capabilities).toEqual(CAPABILITIES);
    expect(result.capabilities).toEqual({
      tools: { listChanged: false },
      resources: { listChanged: false, subscribe: false },
      prompts: { listChanged: false },
    });
    expect(result.serverInfo).toMatchObject({
      name: "javaspring-learn",
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
    expect(result.instructions).toContain("analyze");
  });

  it("answers ping with an empty result", async () => {
    expect((await rpc("ping")).result).toEqual({});
    expect((await rpc("ping", {})).result).toEqual({});
  });
});

describe("authentication", () => {
  const code = "class A { void f(String s) { System.out.println(s.length()); } }";

  it("keeps initialize, ping, tools/list and the public tools open without a token", async () => {
    expect((await rpc("ping")).result).toEqual({});
    expect((await callTool("list_courses", {})).result.isError).toBeUndefined();
  });

  it("answers HTTP 401 with the spec's WWW-Authenticate header for analyze_java_code without a token", async () => {
    const res = await post({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "analyze_java_code", arguments: { code } },
    });
    const body = await expectErrorBody(res, 401, "UNAUTHORIZED");
    expect(res.headers.get("www-authenticate")).toBe(`${RESOURCE_METADATA}, scope="analyze"`);
    expect(body.error.message).toContain("analyze");
  });

  it("answers HTTP 403 insufficient_scope for a token without the analyze scope", async () => {
    const token = await tokenFor("linus-t", ["read"]);
    const res = await post(
      { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "analyze_java_code", arguments: { code } } },
      bearer(token),
    );
    await expectErrorBody(res, 403, "INSUFFICIENT_SCOPE");
    expect(res.headers.get("www-authenticate")).toBe(
      `${RESOURCE_METADATA}, error="insufficient_scope", scope="analyze"`,
    );
  });

  it("runs analyze_java_code for a token with the analyze scope", async () => {
    const token = await tokenFor("linus-t", ["analyze"]);
    const { result } = await callTool("analyze_java_code", { code }, bearer(token));
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).toMatchObject({ analysis: expect.any(String), findings: expect.any(Array) });
  });

  it("refuses a bad token with 401 invalid_token even on public methods", async () => {
    for (const authorization of ["Bearer not-a-jwt", "Bearer a.b.c", "Basic dXNlcjpwdw=="]) {
      const res = await post(list, { authorization });
      await expectErrorBody(res, 401, "UNAUTHORIZED");
      expect(res.headers.get("www-authenticate")).toBe(`${RESOURCE_METADATA}, error="invalid_token"`);
    }
  });
});

describe("GET /api/mcp", () => {
  it("returns the discovery document; toolsCount equals the length of tools/list", async () => {
    const res = get();
    expect(res.status).toBe(200);
    const body = await res.json();
    const { result } = await rpc("tools/list");
    expect(body).toEqual({
      status: "ok",
      server: "javaspring-learn",
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      toolsCount: result.tools.length,
      promptsCount: 2,
      resourceTemplates: ["javaspring://lessons/{course}/{lesson}"],
      capabilities: CAPABILITIES,
      protocolVersions: ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"],
      endpoint: `${appOrigin()}/api/mcp`,
      transport: "streamable-http",
      authorization: `${appOrigin()}/.well-known/oauth-protected-resource`,
      serverCard: `${appOrigin()}/.well-known/mcp.json`,
    });
  });

  it("answers 405 (Allow: GET, POST) to a GET that asks only for an SSE stream", async () => {
    const res = get({ accept: "text/event-stream" });
    await expectErrorBody(res, 405, "METHOD_NOT_ALLOWED");
    expect(res.headers.get("allow")).toBe("GET, POST");
    expect(get({ accept: "text/event-stream, application/json" }).status).toBe(200);
    expect(get({ accept: "text/html,*/*;q=0.8" }).status).toBe(200);
  });

  it("refuses a foreign Origin with 403", async () => {
    await expectErrorBody(get({ origin: "https://evil.example" }), 403, "FORBIDDEN");
  });
});

describe("GET /.well-known/mcp.json", () => {
  it("publishes the server card: endpoint, transport, versions, auth link and a summary of every tool", async () => {
    const res = await serverCardGET(new Request("http://localhost/.well-known/mcp.json"));
    expect(res.status).toBe(200);
    const card = await res.json();
    const { result } = await rpc("tools/list");
    expect(card).toMatchObject({
      name: "javaspring-learn",
      version: expect.any(String),
      description: expect.any(String),
      endpoint: `${appOrigin()}/api/mcp`,
      transport: "streamable-http",
      protocolVersions: [...PROTOCOL_VERSIONS],
      auth: { resourceMetadata: `${appOrigin()}/.well-known/oauth-protected-resource` },
    });
    expect(card.tools.map((t: { name: string }) => t.name)).toEqual(result.tools.map((t: { name: string }) => t.name));
    for (const t of card.tools)
      expect(t).toMatchObject({ name: expect.any(String), title: expect.any(String), description: expect.any(String) });
    expect(card.tools.find((t: { name: string }) => t.name === "analyze_java_code").scope).toBe("analyze");
  });
});
