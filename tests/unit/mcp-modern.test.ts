// MCP 2026-07-28 on /api/mcp (stateless: the `_meta` envelope on every request, server/discover, typed errors,
// cache fields), and the lesson resources and prompts on both eras. Exercised on the route's handler directly.
import { describe, expect, it } from "vitest";
import { appOrigin } from "@/lib/env";
import { PAGE_SIZE } from "@/lib/mcp/resources";
import { CAPABILITIES } from "@/lib/mcp/server";
import { TOOLS } from "@/lib/mcp/tools";
import { issueAccessToken } from "@/lib/oauth/tokens";
import { getCourse, listCourses } from "@/lib/services/courses";
import { useTestDatabase } from "../helpers/db";
import { bearer, freshPeer, MODERN_META, modern, post, rpc } from "./mcp-helpers";

const db = useTestDatabase();
const SERVER_INFO_KEY = "io.modelcontextprotocol/serverInfo";
const FREE = "javaspring://lessons/java-fundamentals/variables-and-types";
const PRO = "javaspring://lessons/spring-data-jpa/n-plus-one";

async function tokenFor(handle: string, scopes: ("read" | "analyze")[]) {
  const user = await db.prisma().user.findUniqueOrThrow({ where: { handle } });
  return (await issueAccessToken({ userId: user.id, scopes })).access_token;
}

async function lessonCount() {
  const courses = await Promise.all((await listCourses()).map((c) => getCourse(c.slug)));
  return courses.reduce((n, c) => n + c.sections.reduce((m, s) => m + s.lessons.length, 0), 0);
}

describe("2026-07-28: server/discover", () => {
  it("offers 2026-07-28 with the capabilities the handlers serve, public and cacheable", async () => {
    const { res, result } = await modern("server/discover");
    expect(res.status).toBe(200);
    expect(result).toMatchObject({
      supportedVersions: ["2026-07-28"],
      capabilities: CAPABILITIES,
      resultType: "complete",
      ttlMs: 300_000,
      cacheScope: "public",
      _meta: { [SERVER_INFO_KEY]: { name: "javaspring-learn" } },
    });
    expect(result.instructions).toContain("analyze_java_code");
  });
});

describe("2026-07-28: lists and calls", () => {
  it("lists the tools in registry order on every request, public for 5 minutes, resultType complete", async () => {
    const a = await modern("tools/list");
    const b = await modern("tools/list");
    expect(a.result.tools.map((t: { name: string }) => t.name)).toEqual(TOOLS.map((t) => t.name));
    expect(b.result.tools).toEqual(a.result.tools);
    expect(a.result).toMatchObject({ resultType: "complete", ttlMs: 300_000, cacheScope: "public" });
    // the same definitions as the 2025 answer, which has no cache fields
    const legacy = (await rpc("tools/list")).result;
    expect(a.result.tools).toEqual(legacy.tools);
    expect(legacy).not.toHaveProperty("ttlMs");
    expect(legacy).not.toHaveProperty("resultType");
  });

  it("calls a tool: structured result, resultType complete, no cache fields (tools/call is not cacheable)", async () => {
    const { res, result } = await modern("tools/call", { name: "list_courses", arguments: {} });
    expect(res.status).toBe(200);
    expect(result.resultType).toBe("complete");
    expect(result.structuredContent.courses).toEqual(await listCourses());
    expect(result).not.toHaveProperty("ttlMs");
  });

  it("reports a failed tool call as isError, like the 2025 revisions", async () => {
    const { result } = await modern("tools/call", { name: "get_course", arguments: { slug: "no-such-course" } });
    expect(result.isError).toBe(true);
    expect(result.content[0].text).toMatch(/^NOT_FOUND: /);
  });

  it("keeps the bearer challenge: 401 without a token, 403 without the scope, a result with it", async () => {
    const args = { name: "analyze_java_code", arguments: { code: "class A {}" } };
    const anon = await modern("tools/call", args);
    expect(anon.res.status).toBe(401);
    expect(anon.res.headers.get("www-authenticate")).toMatch(/^Bearer resource_metadata="[^"]+", scope="analyze"$/);
    expect(anon.body.error.code).toBe("UNAUTHORIZED");
    const readOnly = await modern("tools/call", args, bearer(await tokenFor("linus-t", ["read"])));
    expect(readOnly.res.status).toBe(403);
    expect(readOnly.res.headers.get("www-authenticate")).toContain('error="insufficient_scope", scope="analyze"');
    const ok = await modern("tools/call", args, bearer(await tokenFor("linus-t", ["analyze"])));
    expect(ok.result.structuredContent.analysis).toEqual(expect.any(String));
  });

  it("shares the ask quota headers and the request id with REST", async () => {
    const { res } = await modern(
      "tools/call",
      { name: "ask_question", arguments: { query: "What is a record?" } },
      freshPeer(),
    );
    expect(res.headers.get("ratelimit-policy")).toMatch(/30/);
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("2026-07-28: validation and typed errors (the request id echoed)", () => {
  it("answers -32020 (400) when Mcp-Method or Mcp-Name disagree with the body", async () => {
    const method = await modern("tools/list", {}, { "mcp-method": "prompts/list" }, "m-1");
    expect(method.res.status).toBe(400);
    expect(method.body).toMatchObject({ id: "m-1", error: { code: -32020 } });
    const name = await modern("tools/call", { name: "list_courses", arguments: {} }, { "mcp-name": "get_course" }, 7);
    expect(name.res.status).toBe(400);
    expect(name.body).toMatchObject({ id: 7, error: { code: -32020 } });
  });

  it("answers -32022 (400) for an unsupported protocol version, naming the supported ones", async () => {
    const v = "2027-01-01";
    const { res, body } = await modern(
      "tools/list",
      { _meta: { ...MODERN_META, "io.modelcontextprotocol/protocolVersion": v } },
      { "mcp-protocol-version": v },
      "v-1",
    );
    expect(res.status).toBe(400);
    expect(body).toMatchObject({
      id: "v-1",
      error: { code: -32022, data: { supported: ["2026-07-28"], requested: v } },
    });
  });

  it("answers -32602 (400) for an invalid _meta envelope", async () => {
    const { res, body } = await modern(
      "tools/list",
      { _meta: { ...MODERN_META, "io.modelcontextprotocol/clientCapabilities": "all" } },
      {},
      "e-1",
    );
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ id: "e-1", error: { code: -32602 } });
  });

  it("answers 404 -32601 for a method nobody defines", async () => {
    const { res, body } = await modern("tools/delete", {}, {}, "u-1");
    expect(res.status).toBe(404);
    expect(body).toMatchObject({ id: "u-1", error: { code: -32601 } });
  });

  it("answers 404 -32601 for the methods 2026-07-28 removed (initialize)", async () => {
    const { res, body } = await modern(
      "initialize",
      {
        protocolVersion: "2026-07-28",
        capabilities: {},
        clientInfo: { name: "t", version: "1" },
      },
      {},
      "i-1",
    );
    expect(res.status).toBe(404);
    expect(body).toMatchObject({ id: "i-1", error: { code: -32601 } });
  });
});

describe("resources: lessons as Markdown documents", () => {
  it("lists every lesson over pages of 50 with an opaque cursor (both eras)", async () => {
    const total = await lessonCount();
    const first = await modern("resources/list");
    expect(first.result).toMatchObject({ ttlMs: 300_000, cacheScope: "public" });
    expect(first.result.resources).toHaveLength(Math.min(PAGE_SIZE, total));
    expect(first.result.resources[0]).toMatchObject({
      uri: expect.stringMatching(/^javaspring:\/\/lessons\/[a-z0-9-]+\/[a-z0-9-]+$/),
      name: expect.any(String),
      title: expect.any(String),
      mimeType: "text/markdown",
    });
    const uris: string[] = first.result.resources.map((r: { uri: string }) => r.uri);
    let cursor = first.result.nextCursor;
    while (cursor) {
      const page = (await rpc("resources/list", { cursor })).result; // a 2025 client pages the same way
      uris.push(...page.resources.map((r: { uri: string }) => r.uri));
      cursor = page.nextCursor;
    }
    expect(uris).toHaveLength(total);
    expect(new Set(uris).size).toBe(total);
    expect((await rpc("resources/list", { cursor: "bogus" })).error).toMatchObject({ code: -32602 });
  });

  it("lists the lesson template", async () => {
    const { result } = await modern("resources/templates/list");
    expect(result).toMatchObject({
      resourceTemplates: [{ uriTemplate: "javaspring://lessons/{course}/{lesson}", mimeType: "text/markdown" }],
      cacheScope: "public",
    });
  });

  it("reads a free lesson's Markdown, cacheable by anyone", async () => {
    const { result } = await modern("resources/read", { uri: FREE });
    expect(result).toMatchObject({ ttlMs: 300_000, cacheScope: "public" });
    expect(result.contents).toEqual([{ uri: FREE, mimeType: "text/markdown", text: expect.stringMatching(/^# /) }]);
    expect(result.contents[0].text).toContain(`${appOrigin()}/courses/java-fundamentals/`);
  });

  it("reads a pro lesson's body only with a pro learner's token; the answer is private", async () => {
    const anon = (await modern("resources/read", { uri: PRO })).result;
    expect(anon.cacheScope).toBe("private");
    expect(anon.contents[0].text).toContain("This is a pro lesson");
    const nonPro = (await modern("resources/read", { uri: PRO }, bearer(await tokenFor("linus-t", ["read"])))).result;
    expect(nonPro.contents[0].text).toContain("This is a pro lesson");
    const pro = (await modern("resources/read", { uri: PRO }, bearer(await tokenFor("ada-dev", ["read"])))).result;
    expect(pro.cacheScope).toBe("private");
    expect(pro.contents[0].text).not.toContain("This is a pro lesson");
    expect(pro.contents[0].text).toMatch(/N\+1/);
  });

  it("answers a missing resource with -32602 and data.uri (SEP-2164), on both eras", async () => {
    for (const uri of [
      "javaspring://lessons/java-fundamentals/no-such-lesson",
      "javaspring://lessons/NOT A SLUG/x",
      "file:///etc/passwd",
    ]) {
      const m = await modern("resources/read", { uri }, {}, "r-1");
      expect(m.body).toMatchObject({ id: "r-1", error: { code: -32602, data: { uri } } });
      expect((await rpc("resources/read", { uri })).error).toMatchObject({ code: -32602, data: { uri } });
    }
  });

  it("serves the same resource to a 2025 client, without cache fields", async () => {
    const { result } = await rpc("resources/read", { uri: FREE });
    expect(result.contents[0].uri).toBe(FREE);
    expect(result).not.toHaveProperty("ttlMs");
  });
});

describe("prompts", () => {
  it("lists review_java_code and explain_lesson with their arguments", async () => {
    const { result } = await modern("prompts/list");
    expect(result.cacheScope).toBe("public");
    expect(result.prompts).toEqual([
      expect.objectContaining({
        name: "review_java_code",
        title: "Review my Java code",
        arguments: [
          { name: "code", description: expect.any(String), required: true },
          { name: "error", description: expect.any(String), required: false },
        ],
      }),
      expect.objectContaining({
        name: "explain_lesson",
        title: "Explain this lesson",
        arguments: [
          { name: "course", description: expect.any(String), required: true },
          { name: "lesson", description: expect.any(String), required: true },
          { name: "level", description: expect.any(String), required: false },
        ],
      }),
    ]);
  });

  it("review_java_code puts the code (and the error) in one user message that names the analyze tool", async () => {
    const code = "class A { int f(String s) { return s.length(); } }";
    const { result } = await modern("prompts/get", {
      name: "review_java_code",
      arguments: { code, error: "NPE at A.f" },
    });
    expect(result.messages).toHaveLength(1);
    expect(result.messages[0]).toMatchObject({ role: "user", content: { type: "text" } });
    expect(result.messages[0].content.text).toContain(code);
    expect(result.messages[0].content.text).toContain("NPE at A.f");
    expect(result.messages[0].content.text).toContain("analyze_java_code");
  });

  it("explain_lesson embeds the lesson resource and asks at the learner's level (both eras)", async () => {
    const args = { course: "java-fundamentals", lesson: "variables-and-types", level: "beginner" };
    for (const r of [
      (await modern("prompts/get", { name: "explain_lesson", arguments: args })).result,
      (await rpc("prompts/get", { name: "explain_lesson", arguments: args })).result,
    ]) {
      expect(r.messages[0]).toMatchObject({
        role: "user",
        content: { type: "resource", resource: { uri: FREE, mimeType: "text/markdown" } },
      });
      expect(r.messages[1].content.text).toContain("beginner");
    }
  });

  it("answers -32602 for an unknown prompt, missing or bad arguments, or an unknown lesson", async () => {
    for (const params of [
      { name: "no_such_prompt" },
      { name: "review_java_code", arguments: {} },
      { name: "explain_lesson", arguments: { course: "java-fundamentals", lesson: "x", level: "guru" } },
      { name: "explain_lesson", arguments: { course: "java-fundamentals", lesson: "no-such-lesson" } },
    ]) {
      expect((await modern("prompts/get", params)).error, JSON.stringify(params)).toMatchObject({ code: -32602 });
      expect((await rpc("prompts/get", params)).error, JSON.stringify(params)).toMatchObject({ code: -32602 });
    }
  });
});

describe("eras on one endpoint", () => {
  it("routes by the envelope claim: the same POST without _meta is a 2025 request", async () => {
    const res = await post({ jsonrpc: "2.0", id: 1, method: "server/discover" });
    expect(res.status).toBe(200);
    expect((await res.json()).error).toMatchObject({ code: -32601 }); // 2025 has no server/discover
  });
});
