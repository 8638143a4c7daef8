// The SDK's check of a tools/call result, remembered for shared results (lib/mcp/server.ts): a tool result built
// once per validated cached output (lib/mcp/calls.ts) is checked once per era, not once per call; every other result
// (tool errors) is checked on each call; a failed check is never remembered; and the answers are the ones the SDK's
// own tools/call wrapper gives (the check on every call), byte for byte, on both eras.
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { legacyInstances } from "@/lib/mcp/legacy";
import { resultCheckMemo } from "@/lib/mcp/server";
import { TOOLS_BY_NAME } from "@/lib/mcp/tools";
import { useTestDatabase } from "../helpers/db";
import { freshPeer, modern, post } from "./mcp-helpers";

useTestDatabase();

afterEach(() => {
  resultCheckMemo.enabled = true;
});

/**
 * The catalogue cache is off in tests (CATALOG_CACHE_SECONDS=0): the tool's service call is replaced by one that
 * hands out the same object until the next `newCachedObject()`, as the cache does in the app.
 */
let cached: Record<string, unknown> | undefined;
function newCachedObject(): void {
  cached = undefined;
}
for (const name of ["list_courses", "get_course"]) {
  const tool = TOOLS_BY_NAME.get(name)!;
  const run = tool.run.bind(tool);
  vi.spyOn(tool, "run").mockImplementation(async (input, ctx) => {
    const key = `${name}:${JSON.stringify(input)}`;
    const store = (cached ??= {});
    return (store[key] ??= await run(input, ctx));
  });
}

type Era = "2025" | "2026";

async function call(era: Era, name: string, args: Record<string, unknown>): Promise<{ status: number; text: string }> {
  if (era === "2026") {
    const { res, body } = await modern("tools/call", { name, arguments: args }, freshPeer(), 7);
    return { status: res.status, text: JSON.stringify(body) };
  }
  const res = await post(
    { jsonrpc: "2.0", id: 7, method: "tools/call", params: { name, arguments: args } },
    { "mcp-protocol-version": "2025-11-25", ...freshPeer() },
  );
  return { status: res.status, text: await res.text() };
}

/** The SDK's wire codec an instance of the era uses (the same object for every instance of that era). */
function codecOf(era: Era): { validateResult: (method: string, raw: unknown) => unknown } {
  const instance = legacyInstances.acquire();
  legacyInstances.release(instance);
  const server = instance.server as unknown as {
    _negotiatedProtocolVersion?: string;
    _wireCodec(): { validateResult: (method: string, raw: unknown) => unknown };
  };
  if (era === "2025") return server._wireCodec();
  server._negotiatedProtocolVersion = "2026-07-28";
  try {
    return server._wireCodec();
  } finally {
    server._negotiatedProtocolVersion = undefined;
  }
}

const toolCallChecks = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter((c) => c[0] === "tools/call");

const CALLS: [string, Record<string, unknown>][] = [
  ["list_courses", {}],
  ["get_course", { slug: "java-fundamentals" }],
  ["get_course", { slug: "no-such-course" }], // a tool error (isError result)
  ["get_course", { slug: 42 }], // a validation error (isError result)
];

describe.each<Era>(["2025", "2026"])("tools/call result check, %s", (era) => {
  it("answers byte for byte as the SDK's own wrapper does, first and later calls alike", async () => {
    for (const [name, args] of CALLS) {
      resultCheckMemo.enabled = false;
      const every = await call(era, name, args);
      resultCheckMemo.enabled = true;
      newCachedObject(); // a new cached object: the first call checks, the second reuses
      const first = await call(era, name, args);
      const second = await call(era, name, args);
      expect(every.status).toBe(200);
      expect(first).toEqual(every);
      expect(second).toEqual(every);
    }
  });

  it("checks a shared result once, a tool error on every call, and never remembers a failed check", async () => {
    const spy = vi.spyOn(codecOf(era), "validateResult");
    onTestFinished(() => spy.mockRestore());
    newCachedObject();
    for (let i = 0; i < 3; i++) expect((await call(era, "get_course", { slug: "java-fundamentals" })).status).toBe(200);
    expect(toolCallChecks(spy)).toHaveLength(1);

    spy.mockClear();
    for (let i = 0; i < 3; i++) await call(era, "get_course", { slug: "no-such-course" });
    expect(toolCallChecks(spy)).toHaveLength(3);

    spy.mockClear();
    newCachedObject();
    spy.mockReturnValueOnce({ ok: false, reason: "invalid", message: "broken" });
    const refused = await call(era, "get_course", { slug: "java-fundamentals" });
    expect(refused.text).toContain("Invalid tools/call result: broken");
    const ok = await call(era, "get_course", { slug: "java-fundamentals" });
    expect(ok.text).toContain('"structuredContent"');
    const again = await call(era, "get_course", { slug: "java-fundamentals" });
    expect(again).toEqual(ok);
    expect(toolCallChecks(spy)).toHaveLength(2); // the failure, then one check remembered
  });
});
