// /api/mcp over real HTTP with the official TypeScript SDK v2 client in each negotiation mode: `legacy` (the 2025
// initialize handshake), `auto` (probes server/discover and must land on 2026-07-28) and pinned to 2026-07-28.
// Every mode lists and calls every tool, lists and reads a lesson resource, and lists and gets a prompt.
import { Client, StreamableHTTPClientTransport, type VersionNegotiationMode } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { BASE, getAccessToken, hasServer } from "../helpers/http";
import { ALL_TOOL_SCOPES, callEveryTool, JAVA_CODE as javaCode, TOOL_CALLS } from "../helpers/mcp-calls";

async function connect(mode: VersionNegotiationMode, token?: string) {
  const client = new Client({ name: "mcp-sdk-v2-test", version: "1.0.0" }, { versionNegotiation: { mode } });
  const transport = new StreamableHTTPClientTransport(
    new URL(`${BASE}/api/mcp`),
    token ? { requestInit: { headers: { Authorization: `Bearer ${token}` } } } : undefined,
  );
  await client.connect(transport);
  return client;
}

const MODES: [string, VersionNegotiationMode, string][] = [
  ["legacy", "legacy", "2025-11-25"],
  ["auto", "auto", "2026-07-28"],
  ["pinned 2026-07-28", { pin: "2026-07-28" }, "2026-07-28"],
];

describe.skipIf(!hasServer)("the official MCP SDK v2 client", () => {
  for (const [label, mode, version] of MODES) {
    describe(`versionNegotiation: ${label}`, () => {
      it(`negotiates ${version}, lists the tools and calls every one`, async () => {
        const client = await connect(mode, await getAccessToken(ALL_TOOL_SCOPES));
        try {
          expect(client.getNegotiatedProtocolVersion()).toBe(version);
          expect(client.getServerVersion()).toMatchObject({ name: "javaspring-learn" });
          const { tools } = await client.listTools();
          expect(tools.map((t) => t.name)).toEqual(TOOL_CALLS.map(([n]) => n)); // registry order, every time
          await callEveryTool(client);
        } finally {
          await client.close();
        }
      }, 90_000);

      it("lists and reads a lesson resource, and gets both prompts", async () => {
        const client = await connect(mode);
        try {
          // Without a cursor the client follows our nextCursor through every page (50 lessons a page).
          const { resources, nextCursor } = await client.listResources();
          expect(resources.length).toBeGreaterThan(50);
          expect(new Set(resources.map((r) => r.uri)).size).toBe(resources.length);
          expect(nextCursor).toBeUndefined();
          const { resourceTemplates } = await client.listResourceTemplates();
          expect(resourceTemplates[0].uriTemplate).toBe("javaspring://lessons/{course}/{lesson}");
          const read = await client.readResource({ uri: resources[0].uri });
          expect(read.contents[0]).toMatchObject({ uri: resources[0].uri, mimeType: "text/markdown" });
          expect((read.contents[0] as { text: string }).text).toMatch(/^# /);

          const { prompts } = await client.listPrompts();
          expect(prompts.map((p) => p.name)).toEqual(["review_java_code", "explain_lesson"]);
          const review = await client.getPrompt({ name: "review_java_code", arguments: { code: javaCode } });
          expect((review.messages[0].content as { text: string }).text).toContain(javaCode);
          const explain = await client.getPrompt({
            name: "explain_lesson",
            arguments: { course: "java-fundamentals", lesson: "variables-and-types" },
          });
          expect(explain.messages[0].content).toMatchObject({
            type: "resource",
            resource: { uri: "javaspring://lessons/java-fundamentals/variables-and-types" },
          });
        } finally {
          await client.close();
        }
      });

      it("gets the SEP-2164 not-found error for a missing lesson", async () => {
        const client = await connect(mode);
        try {
          const uri = "javaspring://lessons/java-fundamentals/no-such-lesson";
          await expect(client.readResource({ uri })).rejects.toMatchObject({ code: -32602, data: { uri } });
        } finally {
          await client.close();
        }
      });

      it("surfaces the 401 when an anonymous client calls analyze_java_code", async () => {
        const client = await connect(mode);
        try {
          await expect(client.callTool({ name: "analyze_java_code", arguments: { code: javaCode } })).rejects.toThrow(
            /401|Unauthorized/i,
          );
        } finally {
          await client.close();
        }
      });
    });
  }
});
