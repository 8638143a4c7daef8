// 2026-07-28 plain exchanges (lib/mcp/modern.ts): a request that passed the SDK's classification, for a method our
// handlers serve, goes to a pooled instance over our JSON transport instead of the SDK's createMcpHandler and its
// per-request transport. Its answer must be the one the SDK's handler gives (status, headers, body, byte for byte),
// and everything the plain path does not own must still reach the SDK's handler.
import { afterEach, describe, expect, it } from "vitest";
import { handleMcpPost } from "@/lib/mcp/http";
import { legacyInstances } from "@/lib/mcp/legacy";
import { modernInstances, plainPath, sdkModernInstances, type ModernInstance } from "@/lib/mcp/modern";
import type { InstancePool } from "@/lib/mcp/pool";
import { TOOLS_BY_NAME } from "@/lib/mcp/tools";
import { REQUEST_ID_HEADER } from "@/lib/request-id";
import { useTestDatabase } from "../helpers/db";
import { freshPeer, MCP_URL, MODERN_META, post, SDK_HEADERS } from "./mcp-helpers";

useTestDatabase();

const FREE = "javaspring://lessons/java-fundamentals/variables-and-types";

interface Case {
  name: string;
  /** Which way the request goes with the plain path on. */
  path: "plain" | "sdk";
  method: string;
  params?: Record<string, unknown>;
  /** Headers over the standard ones (MCP-Protocol-Version, Mcp-Method, Mcp-Name from the params). */
  headers?: Record<string, string | undefined>;
  /** A notification (no id). */
  notification?: boolean;
  /** Runs around the request (both times). */
  around?: () => () => void;
}

const throwingTool = () => {
  const tool = TOOLS_BY_NAME.get("get_course")!;
  const original = tool.run;
  tool.run = async () => {
    throw new TypeError("boom");
  };
  return () => (tool.run = original);
};

const CASES: Case[] = [
  { name: "server/discover", path: "plain", method: "server/discover" },
  { name: "tools/list", path: "plain", method: "tools/list" },
  { name: "list_courses", path: "plain", method: "tools/call", params: { name: "list_courses", arguments: {} } },
  {
    name: "get_course",
    path: "plain",
    method: "tools/call",
    params: { name: "get_course", arguments: { slug: "java-fundamentals" } },
  },
  {
    name: "a tool error (isError result)",
    path: "plain",
    method: "tools/call",
    params: { name: "get_course", arguments: { slug: "no-such-course" } },
  },
  {
    name: "a handler's -32603 (in-band, 200)",
    path: "plain",
    method: "tools/call",
    params: { name: "get_course", arguments: { slug: "java-fundamentals" } },
    around: throwingTool,
  },
  { name: "resources/list, bad cursor", path: "plain", method: "resources/list", params: { cursor: "nope" } },
  {
    name: "resources/templates/list, a cursor (-32602 in-band)",
    path: "plain",
    method: "resources/templates/list",
    params: { cursor: "x" },
  },
  { name: "resources/read", path: "plain", method: "resources/read", params: { uri: FREE } },
  { name: "prompts/list", path: "plain", method: "prompts/list" },
  {
    name: "prompts/get",
    path: "plain",
    method: "prompts/get",
    params: { name: "explain_lesson", arguments: { course: "java-fundamentals", lesson: "variables-and-types" } },
  },
  { name: "prompts/get, unknown prompt", path: "plain", method: "prompts/get", params: { name: "nope" } },
  { name: "ping", path: "sdk", method: "ping" },
  { name: "a method nobody defines (404)", path: "sdk", method: "tools/delete" },
  { name: "initialize (removed in 2026-07-28, 404)", path: "sdk", method: "initialize" },
  { name: "a notification (202)", path: "sdk", method: "notifications/initialized", notification: true },
  { name: "no Mcp-Method header", path: "sdk", method: "tools/list", headers: { "mcp-method": undefined } },
  {
    name: "no MCP-Protocol-Version header",
    path: "sdk",
    method: "tools/list",
    headers: { "mcp-protocol-version": undefined },
  },
  {
    name: "Mcp-Name disagrees with the body",
    path: "sdk",
    method: "tools/call",
    params: { name: "list_courses", arguments: {} },
    headers: { "mcp-name": "get_course" },
  },
  {
    name: "Mcp-Name missing",
    path: "sdk",
    method: "tools/call",
    params: { name: "list_courses", arguments: {} },
    headers: { "mcp-name": undefined },
  },
  {
    name: "Mcp-Name in Base64 form",
    path: "sdk",
    method: "tools/call",
    params: { name: "list_courses", arguments: {} },
    headers: { "mcp-name": `=?base64?${btoa("list_courses")}?=` },
  },
  {
    name: "Content-Type text/plain (415)",
    path: "sdk",
    method: "tools/list",
    headers: { "content-type": "text/plain" },
  },
  {
    name: "an invalid envelope",
    path: "sdk",
    method: "tools/list",
    params: { _meta: { ...MODERN_META, "io.modelcontextprotocol/clientCapabilities": "all" } },
  },
];

function send(c: Case, id: number, peer: Record<string, string>): Promise<Response> {
  const params: Record<string, unknown> = { ...c.params, _meta: { ...MODERN_META, ...(c.params?._meta as object) } };
  const name = typeof params.name === "string" ? params.name : typeof params.uri === "string" ? params.uri : undefined;
  const headers: Record<string, string | undefined> = {
    ...SDK_HEADERS,
    ...peer,
    "mcp-protocol-version": "2026-07-28",
    "mcp-method": c.method,
    ...(name !== undefined ? { "mcp-name": name } : {}),
    ...c.headers,
  };
  const body = { jsonrpc: "2.0", ...(c.notification ? {} : { id }), method: c.method, params };
  return handleMcpPost(
    new Request(MCP_URL, {
      method: "POST",
      headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<string, string>,
      body: JSON.stringify(body),
    }),
  );
}

/** Counts the instances each way hands out. */
function count<T extends object>(pool: InstancePool<T>) {
  const acquire = pool.acquire;
  const counter = { n: 0, restore: () => (pool.acquire = acquire) };
  pool.acquire = function () {
    counter.n++;
    return acquire.call(this);
  };
  return counter;
}

/** What a client sees of an answer. */
async function seen(res: Response) {
  return { status: res.status, headers: [...res.headers], body: await res.text() };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  plainPath.enabled = true;
  cleanups.splice(0).forEach((f) => f());
});

describe("2026-07-28 plain exchanges answer as the SDK's handler does", () => {
  it.each(CASES.map((c) => [c.name, c]))("%s", async (_, c) => {
    const peer = { ...freshPeer(), [REQUEST_ID_HEADER]: `plain-${crypto.randomUUID()}` }; // the same id both times
    const plain = count(modernInstances as InstancePool<object>);
    const sdk = count(sdkModernInstances as InstancePool<object>);
    cleanups.push(plain.restore, sdk.restore);
    const once = async (enabled: boolean) => {
      plainPath.enabled = enabled;
      const undo = c.around?.();
      try {
        return await seen(await send(c, 41, peer));
      } finally {
        undo?.();
      }
    };
    const withPlain = await once(true);
    const used = { plain: plain.n, sdk: sdk.n };
    const withSdk = await once(false);
    expect(withPlain).toEqual(withSdk);
    if (c.path === "plain") expect(used).toEqual({ plain: 1, sdk: 0 });
    else expect(used.plain).toBe(0);
    if (!c.notification && withSdk.status !== 415) expect(JSON.parse(withSdk.body).id).toBe(41);
  });

  it("gives a refusal the SDK's dispatch raises before any handler runs to the SDK's handler, and keeps the instance", async () => {
    // a plain-path instance that lost its tools/list handler: the SDK refuses the method while dispatching
    const broken = modernInstances.acquire();
    broken.server.removeRequestHandler("tools/list");
    modernInstances.release(broken);
    cleanups.push(() => modernInstances.discard(broken));
    const plain = count(modernInstances as InstancePool<object>);
    const sdk = count(sdkModernInstances as InstancePool<object>);
    cleanups.push(plain.restore, sdk.restore);
    const res = await send({ name: "", path: "plain", method: "tools/list" }, 5, freshPeer());
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.id).toBe(5);
    expect(body.result.tools.length).toBeGreaterThan(0); // answered by the SDK's handler on its own instance
    expect({ plain: plain.n, sdk: sdk.n }).toEqual({ plain: 1, sdk: 1 });
    expect(modernInstances.acquire()).toBe(broken); // given back, nothing ran on it
  });

  it("serves a plain exchange on an instance that has served others, with nothing of theirs left", async () => {
    const first = modernInstances.acquire();
    modernInstances.release(first);
    const a = await send(CASES[3], 1, freshPeer());
    const b = await send(
      { ...CASES[3], params: { name: "get_course", arguments: { slug: "no-such-course" } } },
      2,
      freshPeer(),
    );
    const c = await send(CASES[3], 3, freshPeer());
    const [ja, jb, jc] = await Promise.all([a.json(), b.json(), c.json()]);
    expect(jb.result.isError).toBe(true);
    expect({ ...jc, id: 1 }).toEqual(ja);
    const idle = modernInstances.acquire() as ModernInstance;
    modernInstances.release(idle);
    expect(idle).toBe(first);
    expect(idle.server.getClientVersion()).toBeUndefined();
  });
});

describe("JsonExchange on pooled instances (both eras)", () => {
  it("hands each request to the SDK's dispatch directly, skipping only the message-kind guards", async () => {
    for (const [pool, call] of [
      [modernInstances, () => send(CASES[1], 1, freshPeer())],
      [legacyInstances, () => post({ jsonrpc: "2.0", id: 1, method: "tools/list" })],
    ] as const) {
      const instance = pool.acquire();
      pool.release(instance);
      const dispatch = instance.transport.dispatchRequest!;
      expect(dispatch).toBeTypeOf("function");
      const seenMethods: string[] = [];
      instance.transport.dispatchRequest = (message, extra) => {
        seenMethods.push(message.method);
        dispatch(message, extra);
      };
      cleanups.push(() => (instance.transport.dispatchRequest = dispatch));
      const res = await call();
      expect((await res.json()).result.tools.length).toBeGreaterThan(0);
      expect(seenMethods).toEqual(["tools/list"]);
    }
  });
});
