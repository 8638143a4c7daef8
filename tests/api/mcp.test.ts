// /api/mcp over real HTTP against the built app: the transport rules, the auth challenges, the discovery documents,
// and the official TypeScript SDK v1 client (StreamableHTTPClientTransport) connecting and calling every tool
// (the SDK v2 client in every negotiation mode: mcp-sdk-v2.test.ts).
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { describe, expect, it } from "vitest";
import { api, BASE, expectErrorShape, getAccessToken, hasServer, postJson } from "../helpers/http";
import { ALL_TOOL_SCOPES, callEveryTool, JAVA_CODE as javaCode, TOOL_CALLS } from "../helpers/mcp-calls";

const MCP = "/api/mcp";
const list = { jsonrpc: "2.0", id: 1, method: "tools/list" };
const CHALLENGE = `Bearer resource_metadata="${BASE}/.well-known/oauth-protected-resource"`;
const SDK_ACCEPT = { accept: "application/json, text/event-stream" };

async function connect(token?: string) {
  const client = new Client({ name: "mcp-http-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(
    new URL(`${BASE}${MCP}`),
    token ? { requestInit: { headers: { Authorization: `Bearer ${token}` } } } : undefined,
  );
  await client.connect(transport);
  return { client, transport };
}

describe.skipIf(!hasServer)("POST /api/mcp over HTTP", () => {
  it("answers the spec's curl example (Content-Type only, no Accept) with the tool list", async () => {
    const r = await fetch(`${BASE}${MCP}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(list),
    });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^application\/json/);
    const body = await r.json();
    expect(body).toMatchObject({ jsonrpc: "2.0", id: 1, result: { tools: expect.any(Array) } });
    expect(body.result.tools.length).toBe(TOOL_CALLS.length);
  });

  it("echoes numeric and string ids exactly", async () => {
    for (const id of [42, "req-α-1"]) {
      const body = await (await postJson(MCP, { jsonrpc: "2.0", id, method: "ping" }, SDK_ACCEPT)).json();
      expect(body).toStrictEqual({ jsonrpc: "2.0", id, result: {} });
    }
  });

  it("answers a notification with 202 and an empty body", async () => {
    const r = await postJson(MCP, { jsonrpc: "2.0", method: "notifications/initialized" }, SDK_ACCEPT);
    expect(r.status).toBe(202);
    expect(await r.text()).toBe("");
  });

  it("carries JSON-RPC errors in a 200: parse error, batch, unknown method, unknown tool", async () => {
    const cases: [string | unknown, number, unknown][] = [
      ['{"jsonrpc":"2.0",', -32700, null],
      [[list], -32600, null],
      [{ jsonrpc: "2.0", id: 3, method: "resources/subscribe" }, -32601, 3],
      [{ jsonrpc: "2.0", id: 4, method: "tools/call", params: { name: "nope" } }, -32602, 4],
    ];
    for (const [body, code, id] of cases) {
      const r = await postJson(MCP, body);
      expect(r.status).toBe(200);
      expect(await r.json()).toMatchObject({ jsonrpc: "2.0", id, error: { code, message: expect.any(String) } });
    }
  });

  it("refuses a foreign Origin with 403 and accepts the app's own origin", async () => {
    await expectErrorShape(await postJson(MCP, list, { origin: "http://evil.example.com" }), 403, "FORBIDDEN");
    expect((await postJson(MCP, list, { origin: BASE })).status).toBe(200);
  });

  it("answers 400 for an unsupported MCP-Protocol-Version", async () => {
    await expectErrorShape(await postJson(MCP, list, { "mcp-protocol-version": "2024-01-01" }), 400, "BAD_REQUEST");
    expect((await postJson(MCP, list, { "mcp-protocol-version": "2025-06-18" })).status).toBe(200);
  });

  it("answers 401 with the spec's WWW-Authenticate header when analyze_java_code is called without a token", async () => {
    const r = await postJson(
      MCP,
      {
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "analyze_java_code", arguments: { code: javaCode } },
      },
      SDK_ACCEPT,
    );
    // the MCP authorization spec: the challenge names the scope the tool needs, so clients ask for that one only
    expect(r.headers.get("www-authenticate")).toBe(`${CHALLENGE}, scope="analyze"`);
    await expectErrorShape(r, 401, "UNAUTHORIZED");
  });

  it("answers 403 insufficient_scope for a read-only token", async () => {
    const token = await getAccessToken("read");
    const r = await postJson(
      MCP,
      {
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "analyze_java_code", arguments: { code: javaCode } },
      },
      { authorization: `Bearer ${token}` },
    );
    expect(r.headers.get("www-authenticate")).toBe(`${CHALLENGE}, error="insufficient_scope", scope="analyze"`);
    await expectErrorShape(r, 403, "INSUFFICIENT_SCOPE");
  });

  it("refuses a bad token with 401 even for tools/list", async () => {
    const r = await postJson(MCP, list, { authorization: "Bearer not.a.token" });
    expect(r.headers.get("www-authenticate")).toBe(`${CHALLENGE}, error="invalid_token"`);
    await expectErrorShape(r, 401, "UNAUTHORIZED");
  });
});

describe.skipIf(!hasServer)("GET /api/mcp and /.well-known/mcp.json", () => {
  it("GET /api/mcp returns the discovery document with toolsCount = tools/list length", async () => {
    const r = await api(MCP);
    expect(r.status).toBe(200);
    const body = await r.json();
    const tools = (await (await postJson(MCP, list)).json()).result.tools;
    expect(body).toMatchObject({
      status: "ok",
      server: "javaspring-learn",
      version: expect.any(String),
      toolsCount: tools.length,
      protocolVersions: ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"],
      endpoint: `${BASE}/api/mcp`,
      authorization: `${BASE}/.well-known/oauth-protected-resource`,
    });
  });

  it("answers 405 with Allow: GET, POST to a GET asking for an SSE stream", async () => {
    const r = await api(MCP, { headers: { accept: "text/event-stream" } });
    expect(r.headers.get("allow")).toBe("GET, POST");
    await expectErrorShape(r, 405, "METHOD_NOT_ALLOWED");
  });

  it("publishes the server card at /.well-known/mcp.json", async () => {
    const r = await api("/.well-known/mcp.json");
    expect(r.status).toBe(200);
    const card = await r.json();
    expect(card).toMatchObject({
      name: "javaspring-learn",
      endpoint: `${BASE}/api/mcp`,
      transport: "streamable-http",
      protocolVersions: ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"],
      auth: { resourceMetadata: `${BASE}/.well-known/oauth-protected-resource` },
    });
    expect(card.tools).toHaveLength(TOOL_CALLS.length);
    expect(card.prompts.map((p: { name: string }) => p.name)).toEqual(["review_java_code", "explain_lesson"]);
    expect(card.resourceTemplates[0].uriTemplate).toBe("javaspring://lessons/{course}/{lesson}");
    expect(card.capabilities).toMatchObject({ tools: {}, resources: {}, prompts: {} });
  });

  it("/llms.txt names the MCP revisions served, the resources and the prompts", async () => {
    const t = await (await api("/llms.txt")).text();
    const mcp = t.slice(t.indexOf("## MCP"), t.indexOf("## Authentication"));
    for (const s of ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26", "javaspring://lessons/", "explain_lesson"])
      expect(mcp).toContain(s);
  });
});

describe.skipIf(!hasServer)("the official MCP SDK v1 client over Streamable HTTP (2025 revisions)", () => {
  it("connects, negotiates the latest version, lists the tools and calls every one", async () => {
    const token = await getAccessToken(ALL_TOOL_SCOPES);
    const { client, transport } = await connect(token);
    try {
      expect(client.getServerVersion()).toMatchObject({ name: "javaspring-learn" });
      expect(transport.protocolVersion).toBe("2025-11-25");
      expect(transport.sessionId).toBeUndefined();
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual([
        "analyze_java_code",
        "ask_question",
        "get_course",
        "get_exercise",
        "get_lesson",
        "get_my_progress",
        "get_user_profile",
        "list_courses",
        "list_exercises",
        "list_master_programs",
        "mark_lesson_complete",
        "submit_solution",
      ]);
      await client.ping();

      await callEveryTool(client);
    } finally {
      await client.close();
    }
  }, 90_000); // every tool once, including a sandboxed run (submit_solution) and a review

  it("gets a readable failed call (isError) for a missing course", async () => {
    const { client } = await connect();
    try {
      const r = await client.callTool({ name: "get_course", arguments: { slug: "no-such-course" } });
      expect(r.isError).toBe(true);
      expect((r.content as { text: string }[])[0].text).toMatch(/^NOT_FOUND: /);
    } finally {
      await client.close();
    }
  });

  it("surfaces the 401 when an anonymous client calls analyze_java_code", async () => {
    const { client } = await connect();
    try {
      await expect(client.callTool({ name: "analyze_java_code", arguments: { code: javaCode } })).rejects.toThrow(
        /401|Unauthorized/i,
      );
    } finally {
      await client.close();
    }
  });
});
