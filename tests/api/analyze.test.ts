// POST /api/java/analyze over HTTP: auth, shapes, findings and bad input.
import { beforeAll, describe, expect, it } from "vitest";
import { BASE, expectErrorShape, getAccessToken, postJson } from "../helpers/http";

let token = "";
beforeAll(async () => {
  token = await getAccessToken("analyze");
});
const analyze = (body: unknown, headers: Record<string, string> = {}) =>
  postJson("/api/java/analyze", body, { authorization: `Bearer ${token}`, ...headers });

describe("POST /api/java/analyze", () => {
  it("401 with the spec's WWW-Authenticate header without a token", async () => {
    const r = await postJson("/api/java/analyze", { code: "class A {}" });
    await expectErrorShape(r, 401, "UNAUTHORIZED");
    expect(r.headers.get("www-authenticate")).toBe(
      `Bearer resource_metadata="${BASE}/.well-known/oauth-protected-resource"`,
    );
  });

  it("reviews vulnerable Spring code: SQL injection with its CWE and line, Markdown analysis, lesson links", async () => {
    const code = [
      "@RestController",
      "class UserController {",
      "  @Autowired private JdbcTemplate jdbc;",
      '  @GetMapping("/users")',
      "  List<Map<String, Object>> find(@RequestParam String name) {",
      '    return jdbc.queryForList("SELECT * FROM users WHERE name = \'" + name + "\'");',
      "  }",
      "}",
    ].join("\n");
    const r = await analyze({ code });
    expect(r.status).toBe(200);
    const body = await r.json();
    const sql = body.findings.find((f: { rule: string }) => f.rule === "SEC-SQL-INJECTION");
    expect(sql).toMatchObject({ category: "security", severity: "error", cwe: 89, line: 6 });
    expect(body.findings.some((f: { rule: string; line: number }) => f.rule.startsWith("DES-") && f.line === 3)).toBe(
      true,
    ); // field injection
    expect(body.analysis).toContain("/courses/secure-coding-java/sql-injection");
    expect(body.analysis).toMatch(/line 6/i);
  });

  it("runs reviews in the pool's child processes on the built app (health reports them), and they answer", async () => {
    const r = await analyze({ code: 'class A { boolean f(String s) { return s == "x"; } }' });
    expect(r.status).toBe(200);
    const health = (await (await fetch(`${BASE}/api/health`)).json()) as {
      checks: { analysis: { mode: string; isolation?: string; stats?: { size: number; completed: number } } };
    };
    expect(health.checks.analysis).toMatchObject({ mode: "pool", isolation: "process" });
    expect(health.checks.analysis.stats?.size).toBeGreaterThanOrEqual(1);
    expect(health.checks.analysis.stats?.completed).toBeGreaterThanOrEqual(1);
  });

  it("reports a syntax error at the learner's line and explains a stack trace against the code", async () => {
    const code =
      "public class Main {\n  public static void main(String[] args) {\n    String name = null;\n    System.out.println(name.length())\n  }\n}";
    const body = await (
      await analyze({
        code,
        lastError:
          'Exception in thread "main" java.lang.NullPointerException: Cannot invoke "String.length()" because "<local1>" is null\n\tat Main.main(Main.java:4)',
      })
    ).json();
    expect(body.findings.find((f: { category: string }) => f.category === "syntax")).toMatchObject({ line: 4 });
    expect(body.findings.find((f: { category: string }) => f.category === "runtime")).toMatchObject({ line: 4 });
  });

  it("clean code gets a short positive note and no findings of severity error", async () => {
    const body = await (
      await analyze({
        code: 'public record Point(int x, int y) {\n  public Point {\n    if (x < 0 || y < 0) throw new IllegalArgumentException("negative");\n  }\n}',
      })
    ).json();
    expect(body.findings.filter((f: { severity: string }) => f.severity === "error")).toEqual([]);
    expect(body.analysis.length).toBeGreaterThan(10);
  });

  it("refuses bad bodies with 400 in the error shape", async () => {
    for (const body of [
      {},
      { code: "" },
      { code: "   \n " },
      { code: 42 },
      { code: "class A {}", lastError: 5 },
      { code: "class A {}", extra: true },
    ])
      await expectErrorShape(await analyze(body), 400, "VALIDATION_ERROR");
    await expectErrorShape(await analyze("{oops"), 400, "BAD_REQUEST");
    await expectErrorShape(await analyze({ code: "class A {\u0000}" }), 400, "BAD_REQUEST"); // NUL: no column can store it
  });

  it("refuses code over 200 KB with 400, and bodies over the hard cap with 413", async () => {
    await expectErrorShape(await analyze({ code: "x".repeat(205 * 1024) }), 400, "VALIDATION_ERROR");
    await expectErrorShape(await analyze({ code: '"'.repeat(400 * 1024) }), 413, "PAYLOAD_TOO_LARGE");
  });

  it("answers pathological input with a result or 422, never a 5xx or a hang", async () => {
    for (const code of [
      `class A { int x = ${"(".repeat(5000)}1${")".repeat(5000)}; }`,
      `class A { void f() { ${"{".repeat(3000)}${"}".repeat(3000)} } }`,
      `class A { String s = "${"a".repeat(150_000)}"; }`,
      "\u00ff\u00fe\u0001binary\u0002garbage\u0003",
    ]) {
      const r = await analyze({ code });
      expect([200, 422]).toContain(r.status);
      if (r.status === 422) await expectErrorShape(r, 422, "UNPROCESSABLE");
    }
  });
});
