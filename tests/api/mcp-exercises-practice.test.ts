// An agent solves an exercise over MCP with the official SDK v2 client, on both protocol eras: the 2025 initialize
// handshake (legacy) and 2026-07-28. list_exercises → get_exercise → a failing submit_solution (with the review) →
// the model solution → solved; the tool needs the practice scope.
import { Client, StreamableHTTPClientTransport, type VersionNegotiationMode } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { BASE, getAccessToken, hasServer } from "../helpers/http";

async function connect(mode: VersionNegotiationMode, token: string) {
  const client = new Client({ name: "mcp-practice-test", version: "1.0.0" }, { versionNegotiation: { mode } });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${BASE}/api/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

type ToolResult = { isError?: boolean; structuredContent?: Record<string, unknown>; content: { text: string }[] };

const ERAS: [string, VersionNegotiationMode, string][] = [
  ["2025 (initialize handshake)", "legacy", "2025-11-25"],
  ["2026-07-28", { pin: "2026-07-28" }, "2026-07-28"],
];

describe.skipIf(!hasServer)("solving an exercise over MCP", () => {
  for (const [label, mode, version] of ERAS) {
    it(`lists, reads, fails, then solves an exercise (${label})`, async () => {
      const client = await connect(mode, await getAccessToken("read practice"));
      try {
        expect(client.getNegotiatedProtocolVersion()).toBe(version);
        const where = { slug: "java-fundamentals", lesson: "loops" };
        const list = (await client.callTool({ name: "list_exercises", arguments: where })) as ToolResult;
        const exercises = list.structuredContent!.exercises as { slug: string; solved: boolean | null }[];
        const target = exercises.find((e) => e.slug === "order-line-totals")!;
        expect(target.solved).toBe(false);

        const args = { ...where, exercise: target.slug };
        const ex = (await client.callTool({ name: "get_exercise", arguments: args })) as ToolResult;
        const starter = ex.structuredContent!.starter as string;
        expect(ex.structuredContent!.solution).toBeNull();

        const fail = (await client.callTool({
          name: "submit_solution",
          arguments: { ...args, code: starter },
        })) as ToolResult;
        expect(fail.isError).toBeFalsy();
        expect(fail.structuredContent).toMatchObject({ passed: false, solved: false });
        expect(fail.content[0].text).toMatch(/FAIL adds three order lines/);

        const shown = (await client.callTool({
          name: "get_exercise",
          arguments: { ...args, reveal_solution: true },
        })) as ToolResult;
        const solution = shown.structuredContent!.solution as string;
        const ok = (await client.callTool({
          name: "submit_solution",
          arguments: { ...args, code: solution },
        })) as ToolResult;
        expect(ok.structuredContent).toMatchObject({ passed: true, solved: true, attempts: 2 });
        expect(ok.content[0].text).toMatch(/Solved/);
      } finally {
        await client.close();
      }
    });
  }

  it("refuses submit_solution without the practice scope (403 over HTTP)", async () => {
    const client = await connect("legacy", await getAccessToken("read"));
    try {
      await expect(
        client.callTool({
          name: "submit_solution",
          arguments: { slug: "java-fundamentals", lesson: "loops", exercise: "order-line-totals", code: "class X {}" },
        }),
      ).rejects.toThrow(/403|insufficient|scope/i);
    } finally {
      await client.close();
    }
  });
});
