// One call of every MCP tool, shared by the v1 and v2 SDK client tests (tests/api/mcp*.test.ts).
import { expect } from "vitest";

export const JAVA_CODE =
  'class Repo { java.sql.ResultSet find(java.sql.Statement st, String name) throws Exception { return st.executeQuery("SELECT * FROM t WHERE n = \'" + name + "\'"); } }';

export const TOOL_CALLS: [string, Record<string, unknown>][] = [
  ["list_courses", {}],
  ["get_course", { slug: "java-fundamentals" }],
  ["get_lesson", { slug: "exceptions-and-debugging", lesson: "null-pointer-exception" }],
  ["list_master_programs", {}],
  ["get_user_profile", { id: "ada-dev" }],
  ["ask_question", { query: "How do I avoid a NullPointerException?" }],
  ["analyze_java_code", { code: JAVA_CODE }],
  ["list_exercises", { slug: "java-fundamentals", lesson: "loops" }],
  ["get_exercise", { slug: "java-fundamentals", lesson: "loops", exercise: "order-line-totals" }],
  [
    "submit_solution",
    {
      slug: "java-fundamentals",
      lesson: "control-flow",
      exercise: "shipping-switch",
      code: "small parcel\nlarge parcel\nEXPRESS 2\nSTANDARD 5",
    },
  ],
  // Registry order (tools/list is compared with this list).
  ["get_my_progress", {}],
  ["mark_lesson_complete", { course: "java-fundamentals", lesson: "loops", completed: true }],
];

/** The scopes a token needs to call every tool (submit_solution: practice; mark_lesson_complete: progress). */
export const ALL_TOOL_SCOPES = "read analyze practice progress";

/** The part of either SDK's client these tests use. */
interface ToolCaller {
  callTool(req: { name: string; arguments: Record<string, unknown> }): Promise<object>;
}

/** Calls every tool; the SDK clients validate structuredContent against each tool's outputSchema and throw on a mismatch. */
export async function callEveryTool(client: ToolCaller): Promise<void> {
  for (const [name, args] of TOOL_CALLS) {
    const r = (await client.callTool({ name, arguments: args })) as {
      isError?: unknown;
      structuredContent?: unknown;
      content?: unknown;
    };
    expect(r.isError, `${name}: ${JSON.stringify(r.content)}`).toBeFalsy();
    expect(r.structuredContent, name).toBeTypeOf("object");
    expect((r.content as { type: string }[])[0].type).toBe("text");
  }
}
