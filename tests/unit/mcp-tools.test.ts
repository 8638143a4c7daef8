// MCP tools: the list a model reads (names, schemas, annotations, size) and each tool's results, which must match
// the REST services and validate against the published outputSchema.
import { ListToolsResultSchema, CallToolResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { askRequest, MAX_QUERY_CHARS } from "@/lib/contracts/ask";
import { enforceRateLimit } from "@/lib/http/rate";
import { TOOLS, TOOLS_BY_NAME } from "@/lib/mcp/tools";
import { issueAccessToken, verifyAccessToken } from "@/lib/oauth/tokens";
import { getCourse, listCourses } from "@/lib/services/courses";
import { listMasterPrograms } from "@/lib/services/masters";
import { getUserProfile } from "@/lib/services/users";
import { useTestDatabase } from "../helpers/db";
import { bearer, callTool, freshPeer, rpc } from "./mcp-helpers";

const db = useTestDatabase();
const ajv = new AjvJsonSchemaValidator();

async function tokenFor(handle: string, scopes: ("read" | "analyze")[]) {
  const user = await db.prisma().user.findUniqueOrThrow({ where: { handle } });
  return (await issueAccessToken({ userId: user.id, scopes })).access_token;
}

async function listTools() {
  const { result } = await rpc("tools/list");
  return ListToolsResultSchema.parse(result).tools;
}

/** Calls a tool and checks the result the way the SDK client does: structuredContent must match the outputSchema. */
async function callOk(name: string, args: Record<string, unknown>, headers: Record<string, string> = {}) {
  const { result } = await callTool(name, args, headers);
  expect(result.isError, JSON.stringify(result)).toBeUndefined();
  CallToolResultSchema.parse(result);
  const def = (await listTools()).find((t) => t.name === name)!;
  const check = ajv.getValidator(def.outputSchema!)(result.structuredContent);
  expect(check.errorMessage).toBeUndefined();
  expect(check.valid).toBe(true);
  // and against the full zod contract (required fields, formats) the schema was generated from
  expect(TOOLS_BY_NAME.get(name)!.output.safeParse(result.structuredContent).success).toBe(true);
  expect(result.content).toEqual([{ type: "text", text: expect.any(String) }]);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads arbitrary result fields
  return result as { structuredContent: Record<string, any>; content: { type: "text"; text: string }[] };
}

async function callFails(name: string, args: Record<string, unknown>, headers: Record<string, string> = {}) {
  const { result, res } = await callTool(name, args, headers);
  expect(res.status).toBe(200);
  expect(result).toEqual({ content: [{ type: "text", text: expect.any(String) }], isError: true });
  return { text: result.content[0].text as string, res };
}

describe("tools/list", () => {
  it("lists the twelve tools with valid names, titles, descriptions and object schemas", async () => {
    const tools = await listTools();
    expect(tools.map((t) => t.name)).toEqual([
      "list_courses",
      "get_course",
      "get_lesson",
      "list_master_programs",
      "get_user_profile",
      "ask_question",
      "analyze_java_code",
      "list_exercises",
      "get_exercise",
      "submit_solution",
      "get_my_progress",
      "mark_lesson_complete",
    ]);
    for (const t of tools) {
      expect(t.name).toMatch(/^[A-Za-z0-9_.-]{1,128}$/);
      expect(t.description!.length).toBeGreaterThan(60);
      expect(t.annotations?.title).toMatch(/^[A-Z]/);
      // a submission records an attempt; marking a lesson changes progress
      expect(t.annotations?.readOnlyHint).toBe(t.name !== "submit_solution" && t.name !== "mark_lesson_complete");
      expect(t.inputSchema.type).toBe("object");
      expect(t.outputSchema?.type).toBe("object");
      expect(JSON.stringify(t)).not.toMatch(/\$ref|\$defs|\$schema|9007199254740991/);
    }
    expect(new Set(tools.map((t) => t.name)).size).toBe(tools.length);
  });

  it("marks only the AI-backed tools as open-world", async () => {
    const open = (await listTools()).filter((t) => t.annotations?.openWorldHint).map((t) => t.name);
    expect(open).toEqual(["ask_question", "analyze_java_code"]);
    for (const t of await listTools()) expect(t.annotations?.openWorldHint).toBeTypeOf("boolean");
  });

  it("generates inputSchema from the zod contracts (z.toJSONSchema), constraints and descriptions included", async () => {
    const tools = await listTools();
    const ask = tools.find((t) => t.name === "ask_question")!;
    const fromContract = z.toJSONSchema(askRequest, { io: "input" }) as {
      $defs: Record<string, { properties: Record<string, unknown> }>;
    };
    expect(ask.inputSchema.properties).toEqual(fromContract.$defs.AskRequest.properties);
    expect(ask.inputSchema).toMatchObject({
      required: ["query"],
      additionalProperties: false,
      properties: { query: { maxLength: MAX_QUERY_CHARS } },
    });
    const course = tools.find((t) => t.name === "get_course")!;
    expect(course.inputSchema).toMatchObject({
      required: ["slug"],
      properties: { slug: { type: "string", pattern: expect.any(String) } },
    });
    const analyze = tools.find((t) => t.name === "analyze_java_code")!;
    expect(analyze.inputSchema.required).toEqual(["code"]);
    expect(Object.keys(analyze.inputSchema.properties!)).toEqual(["code", "lastError", "lastOutput"]);
  });

  // 2,000 tokens for the seven catalogue/ask/review tools; the three practice tools (issue 28) carry the largest
  // result shapes (per-check results and the review's findings); the two progress tools (issue 32) add ≈ 450, so the
  // whole list of twelve may take 4,000.
  it("stays under 4,000 tokens (JSON length / 4) for the whole list", async () => {
    const { result } = await rpc("tools/list");
    const chars = JSON.stringify(result).length;
    console.info(`tools/list: ${TOOLS.length} tools, ${chars} chars ≈ ${Math.ceil(chars / 4)} tokens`);
    expect(chars / 4).toBeLessThan(4000);
  });
});

describe("catalogue tools (same services as the REST routes)", () => {
  it("list_courses returns {courses} equal to GET /api/courses, as JSON text too", async () => {
    const r = await callOk("list_courses", {});
    expect(r.structuredContent.courses).toEqual(await listCourses());
    expect(JSON.parse(r.content[0].text)).toEqual(r.structuredContent);
  });

  it("list_courses accepts missing arguments but refuses unknown ones", async () => {
    const { result } = await callTool("list_courses");
    expect(result.isError).toBeUndefined();
    expect((await callFails("list_courses", { level: "advanced" })).text).toMatch(/^VALIDATION_ERROR: .*level/);
  });

  it("get_course returns the course with sections and lessons", async () => {
    const r = await callOk("get_course", { slug: "spring-data-jpa" });
    expect(r.structuredContent).toEqual(await getCourse("spring-data-jpa"));
    expect(r.structuredContent.sections[0].lessons[0]).toMatchObject({ slug: "entities", isFree: true });
  });

  it("get_course reports an unknown slug as a failed call with the service's hint", async () => {
    const { text } = await callFails("get_course", { slug: "no-such-course" });
    expect(text).toMatch(/^NOT_FOUND: No course with slug "no-such-course"\. Hint: /);
  });

  it("get_course reports bad argument values as a failed call the model can fix", async () => {
    expect((await callFails("get_course", { slug: "Not A Slug!" })).text).toMatch(/^VALIDATION_ERROR: slug: /);
    expect((await callFails("get_course", {})).text).toMatch(/^VALIDATION_ERROR: slug: /);
  });

  it("get_lesson returns a free lesson's Markdown and locks a pro lesson without pro access", async () => {
    const free = await callOk("get_lesson", { slug: "exceptions-and-debugging", lesson: "null-pointer-exception" });
    expect(free.structuredContent).toMatchObject({
      locked: false,
      body: expect.stringContaining("NullPointerException"),
    });
    const locked = await callOk("get_lesson", { slug: "spring-data-jpa", lesson: "n-plus-one" });
    expect(locked.structuredContent).toMatchObject({ locked: true, body: null });
    const nonPro = await callOk(
      "get_lesson",
      { slug: "spring-data-jpa", lesson: "n-plus-one" },
      bearer(await tokenFor("linus-t", ["read"])),
    );
    expect(nonPro.structuredContent.locked).toBe(true);
  });

  it("get_lesson opens a pro lesson for a pro learner's token", async () => {
    const token = await tokenFor("ada-dev", ["read"]);
    expect((await verifyAccessToken(token)).ok).toBe(true);
    const open = await callOk("get_lesson", { slug: "spring-data-jpa", lesson: "n-plus-one" }, bearer(token));
    expect(open.structuredContent).toMatchObject({ locked: false, body: expect.stringMatching(/N\+1/) });
  });

  it("get_lesson reports an unknown lesson as NOT_FOUND", async () => {
    expect((await callFails("get_lesson", { slug: "java-fundamentals", lesson: "no-such-lesson" })).text).toMatch(
      /^NOT_FOUND: /,
    );
  });

  it("list_master_programs returns {programs} equal to GET /api/masters", async () => {
    const r = await callOk("list_master_programs", {});
    expect(r.structuredContent.programs).toEqual(await listMasterPrograms());
  });

  it("get_user_profile returns a public profile and hides private ones", async () => {
    const r = await callOk("get_user_profile", { id: "ada-dev" });
    expect(r.structuredContent).toEqual(await getUserProfile("ada-dev"));
    expect((await callFails("get_user_profile", { id: "barbara-l" })).text).toMatch(/^NOT_FOUND: /);
  });
});

describe("ask_question", () => {
  it("answers in Markdown with sources, text = the answer plus source links", async () => {
    const r = await callOk(
      "ask_question",
      { query: "What is a NullPointerException and how do I avoid it?" },
      freshPeer(),
    );
    expect(r.structuredContent).toMatchObject({
      answer: expect.any(String),
      sources: expect.any(Array),
      engine: "offline",
    });
    expect(r.structuredContent.sources.length).toBeGreaterThan(0);
    expect(r.content[0].text).toContain(r.structuredContent.answer);
    expect(r.content[0].text).toContain(r.structuredContent.sources[0].url);
  });

  it("refuses an empty query and unknown arguments like POST /api/ask", async () => {
    expect((await callFails("ask_question", { query: "   " }, freshPeer())).text).toMatch(/^VALIDATION_ERROR: query/);
    expect((await callFails("ask_question", { query: "records?", stream: true }, freshPeer())).text).toMatch(
      /^VALIDATION_ERROR: .*stream/,
    );
  });

  it("shares the 30/min quota with POST /api/ask: once the caller has used it, the tool reports RATE_LIMITED", async () => {
    const token = await tokenFor("grace-h", ["read"]);
    const verified = await verifyAccessToken(token);
    if (!verified.ok) throw new Error("token");
    for (let i = 0; i < 30; i++) await enforceRateLimit("ask", new Headers(), verified.principal); // what /api/ask does per call
    const { text, res } = await callFails("ask_question", { query: "What is a record?" }, bearer(token));
    expect(text).toMatch(/^RATE_LIMITED: .*30 requests per minute\. Hint: Retry after \d+ s\./);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("adds the RateLimit headers of the ask policy to the response", async () => {
    const { res } = await callTool("ask_question", { query: "What is an interface?" }, freshPeer());
    expect(res.headers.get("ratelimit-policy")).toContain('"ask";q=30;w=60');
  });
});

describe("analyze_java_code", () => {
  it("returns the Markdown analysis as text and the findings as structured content", async () => {
    const token = await tokenFor("linus-t", ["analyze"]);
    const code =
      'class Repo { java.sql.ResultSet find(java.sql.Statement st, String name) throws Exception { return st.executeQuery("SELECT * FROM users WHERE name = \'" + name + "\'"); } }';
    const r = await callOk("analyze_java_code", { code }, bearer(token));
    expect(r.content[0].text).toBe(r.structuredContent.analysis);
    expect(r.structuredContent.findings.some((f: { category: string }) => f.category === "security")).toBe(true);
  });

  it("reports empty code as a failed call", async () => {
    const token = await tokenFor("linus-t", ["analyze"]);
    expect((await callFails("analyze_java_code", { code: "" }, bearer(token))).text).toMatch(/^VALIDATION_ERROR: code/);
  });
});
