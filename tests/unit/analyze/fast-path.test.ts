// The syntax phase's fast path (lib/analyze/syntax/index.ts): a whole file that parses as it is skips the scan, the
// wrapping and the pre-pass. It must change nothing but the work done: the same findings as the full path on every
// program of the corpora (broken ones included), and its character screen (clearOfParserHazards) must never let
// through code that the token-level hazard check refuses. (One thing it does change, on purpose: the full path's
// wrapping heuristic puts a few whole files inside a class wrapper although they parse as they are; the fast path
// analyzes them unwrapped, as written. Their findings are the same.)
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeSyntax } from "@/lib/analyze/syntax";
import { checkParserHazards, clearOfParserHazards, Deadline } from "@/lib/analyze/limits";
import { scanJava } from "@/lib/analyze/scan";
import { generateJava } from "../../helpers/java-generator";

const corpus = path.join("tests", "corpus");
const programs: Array<[string, string]> = fs
  .readdirSync(corpus, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".java") && !f.includes("-blind"))
  .sort()
  .map((f) => [f, fs.readFileSync(path.join(corpus, f), "utf8")]);

const SNIPPETS = [
  "class A { void f() { int x = 1 } }",
  "int x = 1;\nSystem.out.println(x);",
  "void main() { System.out.println(1); }",
  "import java.util.*;\nvoid main() {}",
  "public void f() {}\npublic void g() {}",
  "class A {}\nclass B extends A {}",
  "package p;\n\n@Entity\nclass A { @Id Long id; }",
  'class A { String s = "/* not a comment"; char c = \'"\'; /* { */ }',
  'class A { String t = """\n  text \\""" still text\n  """; }',
  "class A { void f() { try { g(); } } }",
  "class A { char c = 'ab'; }",
  "class A {\u00a0void f() {} }",
  'class A { String s = "caf\u00e9"; }',
  "class A { int x = 1; } }",
  "/* unclosed\nclass A {}",
  'class A { String s = "unclosed; }',
];

function outcome(code: string, fastPath: boolean) {
  const r = analyzeSyntax(code, new Deadline(60_000), { fastPath });
  return { findings: r.findings, parsed: !!r.unit, complete: r.complete };
}

function hazardRefused(code: string): boolean {
  try {
    checkParserHazards(scanJava(code));
    return false;
  } catch {
    return true;
  }
}

describe("syntax fast path", () => {
  it("gives the same findings as the full path on every corpus program and snippet", () => {
    const inputs = [...programs, ...SNIPPETS.map((s, i) => [`snippet ${i}`, s] as [string, string])];
    inputs.push(["generated 1000", generateJava(1000)]);
    let fast = 0;
    for (const [name, code] of inputs) {
      const a = outcome(code, true);
      const b = outcome(code, false);
      expect({ name, ...a }).toEqual({ name, ...b });
      if (clearOfParserHazards(code)) fast++;
    }
    // the screen lets most real programs through (otherwise the fast path would never run)
    expect(fast).toBeGreaterThan(programs.length * 0.8);
  }, 240_000); // every program of every corpus (1,000+ files): minutes on a loaded 2-core machine

  it("analyzes a whole file that parses as it is unwrapped", () => {
    for (const [, code] of programs.slice(0, 50)) {
      const r = analyzeSyntax(code, new Deadline(60_000));
      if (r.unit && !r.findings.length && /^\s*(package|import|public|class|@)/m.test(code))
        expect(r.wrapped).toBe("none");
    }
    const snippet = analyzeSyntax("void f() {}\nvoid g() {}", new Deadline(60_000));
    expect(snippet.wrapped).toBe("class-body");
  });

  it("the character screen never passes code the hazard check refuses", () => {
    const shapes: string[] = [];
    for (let n = 1; n <= 30; n++) {
      shapes.push(`class A { void f() { x = ${"f((int) ".repeat(n)}a${")".repeat(n)}; } }`);
      shapes.push(`class A { void f() { ${"a = ".repeat(n)}1; } }`);
      shapes.push(`class A { void f() { ${"a += ".repeat(n)}1; } }`);
      shapes.push(`class A { void f() { ${"List<".repeat(n)}X${">".repeat(n)} x = null; } }`);
      shapes.push(`class A { int x = ${"(".repeat(n)}1${")".repeat(n)}; }`);
      // brackets and operators inside literals and comments do not count, but must not hide real ones either
      shapes.push(`class A { String s = "${")".repeat(n)}"; int x = ${"(".repeat(n)}1${")".repeat(n)}; }`);
      shapes.push(`class A { /* ${"}".repeat(n)} */ void f() { ${"a = ".repeat(n)}1; } }`);
      shapes.push(
        `class A { char c = ')'; String t = """\n${")".repeat(n)}\n"""; int x = ${"(".repeat(n)}1${")".repeat(n)}; }`,
      );
    }
    let refused = 0;
    for (const code of [...shapes, ...programs.map(([, c]) => c)]) {
      if (!hazardRefused(code)) continue;
      refused++;
      expect(clearOfParserHazards(code), code.slice(0, 120)).toBe(false);
    }
    expect(refused).toBeGreaterThan(50); // the shapes above do reach the limits
    expect(clearOfParserHazards(generateJava(10_000))).toBe(true);
  });
});
