import { describe, expect, it } from "vitest";
import { analyzeJava, AnalyzerLimitError, type AnalyzeResult } from "@/lib/analyze";
import { generateJava } from "../../helpers/java-generator";

/** Runs the analyzer; returns the result or the limit error (hangs are caught by the test timeout; speed: bench/analyze). */
function run(
  code: string,
  options?: Parameters<typeof analyzeJava>[1],
): { result?: AnalyzeResult; limit?: AnalyzerLimitError; ms: number } {
  const t0 = performance.now();
  try {
    const result = analyzeJava({ code }, options);
    return { result, ms: performance.now() - t0 };
  } catch (e) {
    if (e instanceof AnalyzerLimitError) return { limit: e, ms: performance.now() - t0 };
    throw e;
  }
}

describe("limits: pathological input finishes or throws AnalyzerLimitError", () => {
  it("5,000 nested parentheses", () => {
    const r = run(`class A { int x = ${"(".repeat(5000)}1${")".repeat(5000)}; }`);
    expect(r.limit).toBeInstanceOf(AnalyzerLimitError);
    expect(r.limit!.message).toMatch(/nested/);
  });

  it("5,000 nested blocks", () => {
    const r = run(`class A { void f() { ${"{".repeat(5000)} ${"}".repeat(5000)} } }`);
    expect(r.limit).toBeInstanceOf(AnalyzerLimitError);
  });

  it("5,000 unclosed parentheses (broken and deep)", () => {
    const r = run(`class A { int x = ${"(".repeat(5000)}1; }`);
    expect(r.limit).toBeInstanceOf(AnalyzerLimitError);
  });

  it("moderate nesting (60 levels) is still analyzed", () => {
    const r = run(`class A { int x = ${"(".repeat(60)}1${")".repeat(60)}; }`);
    expect(r.result?.findings.filter((f) => f.category === "syntax")).toEqual([]);
  });

  it("nested casts, chained assignments and deep generics (exponential for the parser) are refused quickly", () => {
    const casts = run(`class A { void f() { x = ${"f((int) ".repeat(12)}a${")".repeat(12)}; } }`);
    expect(casts.limit).toBeInstanceOf(AnalyzerLimitError);
    const assign = run(`class A { void f() { ${"a = ".repeat(60)}1; } }`);
    expect(assign.limit).toBeInstanceOf(AnalyzerLimitError);
    const generics = run(`class A { void f() { ${"List<".repeat(100)}X${">".repeat(100)} x = null; } }`);
    expect(generics.limit).toBeInstanceOf(AnalyzerLimitError);
  });

  it("a long else-if chain", () => {
    const r = run(
      `class A { int f(int x) { if (x == 0) return 0; ${Array.from({ length: 3000 }, (_, i) => `else if (x == ${i + 1}) return ${i};`).join(" ")} return -1; } }`,
    );
    expect(r.result ?? r.limit).toBeDefined();
  });

  it("a 10,000-line file", () => {
    const code = generateJava(10_000);
    const r = run(code);
    if (r.result) {
      expect(r.result.stats.lines).toBe(10_000);
      expect(r.result.findings.some((f) => f.rule === "DES-FIELD-INJECTION")).toBe(true);
    } else expect(r.limit).toBeInstanceOf(AnalyzerLimitError);
  });

  it("a 10,000-line file full of syntax errors stops recovering in time", () => {
    const code = generateJava(10_000).replace(/;\n/g, (m, off: number) => (off % 7 === 0 ? "\n" : m));
    const r = run(code);
    if (r.result) {
      const syn = r.result.findings.filter((f) => f.category === "syntax");
      expect(syn.length).toBeGreaterThan(0);
      expect(syn.length).toBeLessThanOrEqual(25);
    }
  });

  it("a 150 KB string literal", () => {
    const code = `public class Big {\n    static final String DATA = "${"x".repeat(150_000)}";\n}\n`;
    const r = run(code);
    expect(r.result?.findings.filter((f) => f.category !== "security")).toEqual([]);
  });

  it("a 150 KB unterminated string literal", () => {
    const r = run(`class A {\n  String s = "${"y".repeat(150_000)};\n}\n`);
    expect(r.result?.findings.map((f) => [f.rule, f.line])).toEqual([["SYN-UNTERMINATED-STRING", 2]]);
  });

  it("binary garbage", () => {
    let bin = "";
    for (let i = 0; i < 100_000; i++) bin += String.fromCharCode((i * 7919 + 13) % 256);
    const r = run(bin);
    expect(r.result?.findings.map((f) => f.rule)).toEqual(["SYN-NOT-JAVA"]);
  });

  it("printable garbage", () => {
    const junk = Array.from(
      { length: 150_000 },
      (_, i) => String.fromCharCode(33 + ((i * 7919) % 94)) + (i % 80 === 79 ? "\n" : ""),
    ).join("");
    const r = run(junk);
    if (r.result) expect(r.result.findings.length).toBeLessThanOrEqual(40);
  });

  it("200 KB of one very long line", () => {
    const r = run(`class A { int[] a = {${Array.from({ length: 40_000 }, (_, i) => i).join(",")}}; }`);
    if (r.result) expect(r.result.findings.filter((f) => f.category === "syntax")).toEqual([]);
    else expect(r.limit).toBeInstanceOf(AnalyzerLimitError); // allowed when the machine is slow
  });

  it("input over 1 MB is refused", () => {
    expect(() => analyzeJava({ code: "x".repeat(1_000_001) })).toThrow(AnalyzerLimitError);
  });
});

describe("limits: the deadline is checked between phases and in recovery", () => {
  it("throws AnalyzerLimitError when the clock runs past the budget", () => {
    let t = 0;
    const now = () => (t += 700); // every look at the clock costs 0.7 s of "time"
    expect(() => analyzeJava({ code: "class A { void f() { int x = 1; } }" }, { now, budgetMs: 2000 })).toThrow(
      AnalyzerLimitError,
    );
  });

  it("stops syntax recovery early on a slow clock and says more errors may follow", () => {
    let t = 0;
    const now = () => (t += 1); // 1 ms per look: plenty for a few rounds, not for 40
    const code =
      "class A {\n  void f() {\n" +
      Array.from({ length: 40 }, (_, i) => `    int v${i} = ${i}\n`).join("") +
      "  }\n}\n";
    const r = analyzeJava({ code }, { now, budgetMs: 30 });
    const syn = r.findings.filter((f) => f.category === "syntax");
    expect(syn.length).toBeGreaterThan(0);
    expect(syn.length).toBeLessThan(40);
    expect(r.analysis).toContain("Only the first syntax errors are listed");
  });

  it("caps recovery rounds", () => {
    const code =
      "class A {\n  void f() {\n" +
      Array.from({ length: 60 }, (_, i) => `    int v${i} = ${i}\n`).join("") +
      "  }\n}\n";
    const r = analyzeJava({ code });
    const syn = r.findings.filter((f) => f.category === "syntax");
    expect(syn.length).toBeLessThanOrEqual(25);
    expect(syn.map((f) => f.line)).toEqual(Array.from({ length: syn.length }, (_, i) => i + 3));
  });
});
