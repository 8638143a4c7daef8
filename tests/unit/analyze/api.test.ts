import { describe, expect, it } from "vitest";
import { analyzeJava, AnalyzerLimitError, type AnalyzeInput } from "@/lib/analyze";
import { CATEGORIES, SEVERITIES } from "@/lib/analyze/types";
import { generateJava } from "../../helpers/java-generator";

describe("analyzeJava contract", () => {
  it("returns analysis, findings and stats", () => {
    const r = analyzeJava({ code: "class A {\n  void f() {\n    int x = 1\n  }\n}\n" });
    expect(typeof r.analysis).toBe("string");
    expect(r.stats.lines).toBe(5);
    expect(r.stats.wrapped).toBe("none");
    expect(r.stats.parseMs).toBeGreaterThan(0);
    expect(r.stats.totalMs).toBeGreaterThanOrEqual(r.stats.parseMs);
    for (const f of r.findings) {
      expect(f.rule).toMatch(/^(SYN|DES|RUN|STY|PERF|SEC)-[A-Z0-9-]+$/);
      expect(CATEGORIES).toContain(f.category);
      expect(SEVERITIES).toContain(f.severity);
      expect(f.message.length).toBeGreaterThan(5);
    }
  });

  it("every finding's line is a line of the submitted code", () => {
    const inputs: AnalyzeInput[] = [
      { code: "int a = 1\nint b = 2;\nSystem.out.println(a + b)\n" },
      { code: "@Autowired\nprivate Repo repo;\n\npublic void x() {\n  try { repo.go(); } catch (Exception e) {}\n}\n" },
      { code: generateJava(300) },
    ];
    for (const input of inputs) {
      const n = input.code.split("\n").length;
      for (const f of analyzeJava(input).findings) {
        if (f.line === undefined) continue;
        expect(f.line).toBeGreaterThanOrEqual(1);
        expect(f.line).toBeLessThanOrEqual(n);
      }
    }
  });

  it("never throws on odd input (only AnalyzerLimitError is allowed)", () => {
    const odd = [
      "",
      "}",
      "{{{{",
      ")))(((",
      "class",
      "@",
      '"',
      "'",
      "/*",
      "\u0000\u0001",
      "public static void main(String[] args)",
      "import ;",
      "package",
      "record R(",
      "switch (x) { case 1 -> }",
      "x ->",
      "class A { void f() { return switch (x) { default -> { yield } }; } }",
      "\uD83D\uDE00 class A {}",
      "class A { String s = \"\\u0041\"; char c = '\\u0041'; }",
      "class A<T extends Comparable<? super T>> {}",
      "a".repeat(5000),
      "x = x = x = x = x;",
    ];
    for (const code of odd) {
      try {
        const r = analyzeJava({ code, lastError: code, lastOutput: code });
        expect(typeof r.analysis).toBe("string");
      } catch (e) {
        expect(e, JSON.stringify(code)).toBeInstanceOf(AnalyzerLimitError);
      }
    }
    // non-string fields (the endpoint validates, but be safe)
    expect(() => analyzeJava({ code: 42 } as unknown as AnalyzeInput)).not.toThrow();
    expect(() => analyzeJava({ code: "class A {}", lastError: {} } as unknown as AnalyzeInput)).not.toThrow();
  });

  it("survives hundreds of random edits of a real program (fuzz)", () => {
    const base = generateJava(120);
    let seed = 12345;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const pieces = [
      "",
      ";",
      "{",
      "}",
      "(",
      ")",
      '"',
      "'",
      "/*",
      "=",
      "==",
      "<",
      ">",
      ".",
      ",",
      "@",
      "#",
      "\n",
      "->",
      "::",
      "[",
      "]",
      "else",
      "class",
      "int",
    ];
    for (let k = 0; k < 300; k++) {
      let code = base;
      for (let e = 0; e < 1 + rnd(4); e++) {
        const at = rnd(code.length);
        const del = rnd(4);
        code = code.slice(0, at) + pieces[rnd(pieces.length)] + code.slice(at + del);
      }
      try {
        const r = analyzeJava({ code });
        const n = code.split("\n").length;
        for (const f of r.findings) if (f.line !== undefined) expect(f.line).toBeLessThanOrEqual(n);
      } catch (e) {
        expect(e, `edit #${k}`).toBeInstanceOf(AnalyzerLimitError);
      }
    }
  }, 120_000); // CPU-bound: about 2 s of CPU, but far longer on a loaded shared machine

  it("runs the security family when the code parses", () => {
    const code = `@RestController
class UserController {
    private final JdbcTemplate jdbc;
    UserController(JdbcTemplate jdbc) { this.jdbc = jdbc; }

    @GetMapping("/users")
    public List<Map<String, Object>> find(@RequestParam String name) {
        return jdbc.queryForList("select * from users where name = '" + name + "'");
    }
}`;
    const f = analyzeJava({ code }).findings.find((x) => x.rule === "SEC-SQL-INJECTION");
    expect(f?.line).toBe(8);
    expect(f?.lesson).toBe("/courses/secure-coding-java/sql-injection");
  });

  it("does not run design/security checks on code that does not parse", () => {
    const code = "@RestController\nclass C {\n  @Autowired private Repo repo\n}\n";
    const r = analyzeJava({ code });
    expect(r.findings.every((f) => f.category === "syntax")).toBe(true);
  });

  it("is deterministic", () => {
    const code = generateJava(500);
    const a = analyzeJava({ code });
    const b = analyzeJava({ code });
    expect(b.findings).toEqual(a.findings);
    expect(b.analysis).toEqual(a.analysis);
  });

  it("analyzes a generated 1,000-line file and reports its stats (speed: bench/analyze/run.ts)", () => {
    const code = generateJava(1000);
    const r = analyzeJava({ code });
    expect(r.stats.lines).toBe(code.replace(/\n$/, "").split("\n").length);
    expect(r.findings.filter((f) => f.category === "syntax")).toEqual([]);
  });
});
