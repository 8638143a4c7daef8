// Reused MCP server instances (lib/mcp/pool.ts): an instance serves one exchange at a time on both eras, every
// concurrent exchange gets its own answer under its own id, and what one exchange leaves behind (a failure, an
// initialize's negotiated version) never reaches the next one on the same instance.
import { afterEach, describe, expect, it } from "vitest";
import { handleMcpPost } from "@/lib/mcp/http";
import { modernInstances, sdkModernInstances, type ModernInstance } from "@/lib/mcp/modern";
import { legacyInstances } from "@/lib/mcp/legacy";
import { InstancePool } from "@/lib/mcp/pool";
import type { McpServerInstance } from "@/lib/mcp/server";
import { TOOLS_BY_NAME } from "@/lib/mcp/tools";
import { listCourses } from "@/lib/services/courses";
import { useTestDatabase } from "../helpers/db";
import { MCP_URL, MODERN_META, post, SDK_HEADERS } from "./mcp-helpers";

useTestDatabase();

describe("InstancePool", () => {
  it("hands out an instance to one holder at a time, reuses released ones, keeps at most maxIdle", () => {
    let made = 0;
    const pool = new InstancePool(() => ({ n: ++made }), 2);
    const a = pool.acquire();
    const b = pool.acquire();
    expect(a).not.toBe(b); // a is held: the pool builds another
    pool.release(a);
    expect(pool.acquire()).toBe(a);
    const c = pool.acquire();
    expect(made).toBe(3);
    pool.release(a);
    pool.release(b);
    pool.release(c); // over maxIdle: left to the garbage collector
    expect(pool.idleCount).toBe(2);
  });

  it("ignores a second release, so an instance is never idle twice nor handed to two holders", () => {
    const pool = new InstancePool(() => ({}));
    const a = pool.acquire();
    pool.release(a);
    pool.release(a);
    expect(pool.idleCount).toBe(1);
    const first = pool.acquire();
    const second = pool.acquire();
    expect(first).toBe(a);
    expect(second).not.toBe(a);
  });

  it("never reuses a discarded instance, even if it is released afterwards", () => {
    const pool = new InstancePool(() => ({}));
    const a = pool.acquire();
    pool.discard(a);
    pool.release(a);
    expect(pool.idleCount).toBe(0);
    expect(pool.acquire()).not.toBe(a);
  });
});

/** Records who holds which instance of a pool, failing on any instance handed out while another exchange holds it. */
function watch<T extends object>(pool: InstancePool<T>) {
  const held = new Set<T>();
  const seen = new Set<T>();
  const overlaps: string[] = [];
  const { acquire, release, discard } = pool;
  pool.acquire = function () {
    const item = acquire.call(this);
    if (held.has(item)) overlaps.push("an instance was handed out while held");
    held.add(item);
    seen.add(item);
    return item;
  };
  pool.release = function (item) {
    held.delete(item);
    release.call(this, item);
  };
  pool.discard = function (item) {
    held.delete(item);
    discard.call(this, item);
  };
  return {
    overlaps,
    held,
    seen,
    restore: () => Object.assign(pool, { acquire, release, discard }),
  };
}

const restores: (() => void)[] = [];
afterEach(() => restores.splice(0).forEach((r) => r()));

/** Holds every get_course call until `open()`: the calls are then all in flight at once. */
function gateGetCourse() {
  const tool = TOOLS_BY_NAME.get("get_course")!;
  const original = tool.run;
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  let waiting = 0;
  tool.run = async (input, ctx) => {
    waiting++;
    await gate;
    return original(input, ctx);
  };
  restores.push(() => (tool.run = original));
  return { open, waiting: () => waiting };
}

const HEADERS_2025 = { "mcp-protocol-version": "2025-11-25" };
const headers2026 = (name: string) => ({
  "mcp-protocol-version": "2026-07-28",
  "mcp-method": "tools/call",
  "mcp-name": name,
});

function getCourse(era: "2025" | "2026", id: string | number, slug: string) {
  const params = { name: "get_course", arguments: { slug }, ...(era === "2026" ? { _meta: MODERN_META } : {}) };
  return post(
    { jsonrpc: "2.0", id, method: "tools/call", params },
    era === "2025" ? HEADERS_2025 : headers2026("get_course"),
  );
}

async function settle(gate: { open: () => void; waiting: () => number }, count: number) {
  for (let i = 0; i < 200 && gate.waiting() < count; i++) await new Promise((r) => setTimeout(r, 5));
  expect(gate.waiting()).toBe(count); // every call is inside its tool at once
  gate.open();
}

describe.each(["2025", "2026"] as const)("concurrent exchanges, %s", (era) => {
  const pool = () => (era === "2025" ? legacyInstances : modernInstances) as InstancePool<object>;

  it("serves concurrent calls on distinct instances, each answered under its own id with its own result", async () => {
    const slugs = (await listCourses()).slice(0, 6).map((c) => c.slug);
    await getCourse(era, 0, slugs[0]); // leaves an idle instance in the pool
    await new Promise((r) => setTimeout(r, 0));
    expect(pool().idleCount).toBeGreaterThan(0);
    const w = watch(pool());
    restores.push(w.restore);
    const gate = gateGetCourse();
    // the same id in every exchange (as a bench or several clients send), and distinct ones
    const calls = slugs.flatMap((slug, i) => [getCourse(era, 1, slug), getCourse(era, `req-${i}`, slug)]);
    await settle(gate, calls.length);
    const bodies = await Promise.all(calls.map(async (r) => (await r).json()));
    slugs.forEach((slug, i) => {
      for (const [k, id] of [
        [2 * i, 1],
        [2 * i + 1, `req-${i}`],
      ] as const) {
        expect(bodies[k].id).toBe(id);
        expect(bodies[k].result.structuredContent.slug).toBe(slug);
      }
    });
    expect(w.overlaps).toEqual([]);
    expect(w.seen.size).toBe(calls.length); // all in flight at once: one instance each
    // the 2026 transport is closed a microtask after the answer: the instances are back once that has run
    await new Promise((r) => setTimeout(r, 0));
    expect(w.held.size).toBe(0);
  });

  it("reuses an instance for the next exchange once the previous one is answered", async () => {
    const slug = (await listCourses())[0].slug;
    const w = watch(pool());
    restores.push(w.restore);
    for (let i = 0; i < 5; i++) {
      const body = await (await getCourse(era, i, slug)).json();
      expect(body.id).toBe(i);
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(w.seen.size).toBe(1);
    expect(w.overlaps).toEqual([]);
  });

  it("answers correctly after a request that failed on the same instance (-32603, then a tool error)", async () => {
    const slug = (await listCourses())[0].slug;
    const w = watch(pool());
    restores.push(w.restore);
    const tool = TOOLS_BY_NAME.get("get_course")!;
    const original = tool.run;
    tool.run = async () => {
      throw new TypeError("boom");
    };
    let failed;
    try {
      failed = await (await getCourse(era, 7, slug)).json();
    } finally {
      tool.run = original;
    }
    expect(failed).toMatchObject({ id: 7, error: { code: -32603, message: "Internal error." } });
    await new Promise((r) => setTimeout(r, 0));
    const missing = await (await getCourse(era, 8, "no-such-course")).json();
    expect(missing.id).toBe(8);
    expect(missing.result.isError).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    const ok = await (await getCourse(era, 9, slug)).json();
    expect(ok).toMatchObject({ id: 9, result: { structuredContent: { slug } } });
    expect(ok.result.isError).toBeUndefined();
    expect(w.overlaps).toEqual([]);
    expect(w.seen.size).toBe(1); // the same instance served all three
  });
});

describe("what an exchange leaves on its instance", () => {
  it("2025: an initialize's client identity and negotiated version are gone before the next exchange", async () => {
    const slug = (await listCourses())[0].slug;
    const fresh = await (await getCourse("2025", 1, slug)).text();
    const w = watch(legacyInstances as InstancePool<object>);
    restores.push(w.restore);
    const init = await post({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-03-26", capabilities: { roots: {} }, clientInfo: { name: "old", version: "1" } },
    });
    expect((await init.json()).result.protocolVersion).toBe("2025-03-26");
    const [instance] = [...w.seen] as { server: McpServerInstance }[];
    expect(instance.server.getClientVersion()).toBeUndefined();
    expect(instance.server.getClientCapabilities()).toBeUndefined();
    const after = await (await getCourse("2025", 1, slug)).text();
    expect(w.seen.size).toBe(1); // the instance that answered initialize answered the call
    expect(after).toBe(fresh);
  });

  it("2026-07-28: the client identity of a request's envelope is gone once the instance is back", async () => {
    const slug = (await listCourses())[0].slug;
    const w = watch(modernInstances as InstancePool<object>);
    restores.push(w.restore);
    const tool = TOOLS_BY_NAME.get("get_course")!;
    const original = tool.run;
    const during: unknown[] = [];
    tool.run = async (input, ctx) => {
      const [held] = [...w.held] as ModernInstance[];
      during.push(held.server.getClientVersion());
      return original(input, ctx);
    };
    restores.push(() => (tool.run = original));
    expect((await (await getCourse("2026", 1, slug)).json()).result.structuredContent.slug).toBe(slug);
    expect(during).toEqual([MODERN_META["io.modelcontextprotocol/clientInfo"]]); // seeded from the envelope
    const [{ server }] = [...w.seen] as ModernInstance[];
    expect(w.held.size).toBe(0);
    expect(server.getClientVersion()).toBeUndefined();
    expect(server.getClientCapabilities()).toBeUndefined();
  });
});

/** A 2026-07-28 get_course its client abandons (aborts) while the tool runs. */
function abandonableGetCourse(slug: string, headers: Record<string, string>) {
  const abort = new AbortController();
  const response = handleMcpPost(
    new Request(MCP_URL, {
      method: "POST",
      headers: { ...SDK_HEADERS, ...headers },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "get_course", arguments: { slug }, _meta: MODERN_META },
      }),
      signal: abort.signal,
    }),
  );
  return { response, abort: () => abort.abort() };
}

describe("2026-07-28: an exchange its client abandons", () => {
  it("plain path: answers 499, closes the instance (aborting its handler) and never hands it out again", async () => {
    const [first, second] = (await listCourses()).slice(0, 2).map((c) => c.slug);
    const w = watch(modernInstances as InstancePool<object>);
    restores.push(w.restore);
    const gate = gateGetCourse();
    const abandoned = abandonableGetCourse(first, headers2026("get_course"));
    for (let i = 0; i < 200 && gate.waiting() < 1; i++) await new Promise((r) => setTimeout(r, 5));
    const [instance] = [...w.held] as ModernInstance[];
    abandoned.abort();
    expect((await abandoned.response).status).toBe(499); // as the SDK answers a closed exchange; nobody reads it
    expect(w.held.size).toBe(0);
    expect(instance.server.transport).toBeUndefined(); // closed: the SDK has aborted the running handler
    // the same id while the abandoned call is still inside its tool: another instance, its own answer
    const next = getCourse("2026", 1, second);
    await settle(gate, 2);
    const body = await (await next).json();
    expect(body).toMatchObject({ id: 1, result: { structuredContent: { slug: second } } });
    expect(w.seen.size).toBe(2);
    for (let i = 0; i < 3; i++) await (await getCourse("2026", 1, second)).text();
    expect([...w.seen]).toHaveLength(2); // the abandoned instance was never handed out again
    expect(w.overlaps).toEqual([]);
  });

  it("SDK path: frees its instance, and the handler still running there never answers the next exchange", async () => {
    const [first, second] = (await listCourses()).slice(0, 2).map((c) => c.slug);
    const w = watch(sdkModernInstances as InstancePool<object>);
    restores.push(w.restore);
    const gate = gateGetCourse();
    // Mcp-Name in the Base64 form the SDK decodes: its handler serves these, not the plain path
    const sdkHeaders = { ...headers2026("get_course"), "mcp-name": `=?base64?${btoa("get_course")}?=` };
    const abandoned = abandonableGetCourse(first, sdkHeaders);
    for (let i = 0; i < 200 && gate.waiting() < 1; i++) await new Promise((r) => setTimeout(r, 5));
    abandoned.abort();
    expect((await abandoned.response).status).toBe(499); // the SDK's answer to a closed exchange; nobody reads it
    expect(w.held.size).toBe(0);
    // the same id, on the same instance, while the abandoned call is still inside its tool
    const next = post(
      {
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "get_course", arguments: { slug: second }, _meta: MODERN_META },
      },
      sdkHeaders,
    );
    await settle(gate, 2);
    const body = await (await next).json();
    expect(body).toMatchObject({ id: 1, result: { structuredContent: { slug: second } } });
    expect(w.seen.size).toBe(1);
    expect(w.overlaps).toEqual([]);
  });
});
