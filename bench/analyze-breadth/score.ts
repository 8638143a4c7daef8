// Scoring of the analyzer against the labelled sets under tests/corpus/{quality,spring,runtime,syntax}.
// Shared by the benchmark (bench/analyze-breadth/main.ts) and the unit tests.
//
// Label format in quality/spring files: a comment at the end of a line
//   `// expect: RULE-A, RULE-B`  the rule(s) must report this line (±1)
//   `// ok: RULE-A`              a near miss: RULE-A must not report this line
// (`# expect:` / `# ok:` in .properties/.yml). A file without any `expect:` label is a clean file: no
// finding of the family may appear in it.
import fs from "node:fs";
import path from "node:path";
import { analyzeJava, type Finding } from "../../lib/analyze";

/** Run from the repository root (npm scripts, vitest and the bench launcher all do). */
export const CORPUS = path.resolve(process.cwd(), "tests/corpus");

export interface Label {
  rule: string;
  line: number;
}

export interface LabelledFile {
  name: string;
  code: string;
  expect: Label[];
  ok: Label[];
}

export function readLabelled(dir: string, recursive = false): LabelledFile[] {
  const root = path.join(CORPUS, dir);
  const out: LabelledFile[] = [];
  if (!fs.existsSync(root)) return out;
  const names = recursive
    ? (fs.readdirSync(root, { recursive: true }) as string[]).map((n) => n.split(path.sep).join("/"))
    : fs.readdirSync(root);
  for (const name of names.sort()) {
    if (!/\.(java|properties|ya?ml)$/.test(name)) continue;
    const code = fs.readFileSync(path.join(root, name), "utf8");
    const expect: Label[] = [];
    const ok: Label[] = [];
    code.split("\n").forEach((l, i) => {
      for (const m of l.matchAll(/(?:\/\/|#)\s*(expect|ok):\s*([A-Z][A-Z0-9-]*(?:\s*,\s*[A-Z][A-Z0-9-]*)*)/g))
        for (const rule of m[2].split(",").map((s) => s.trim()))
          (m[1] === "expect" ? expect : ok).push({ rule, line: i + 1 });
    });
    out.push({ name, code, expect, ok });
  }
  return out;
}

/** General design rules that are not Spring smells (they are scored with neither family). */
const GENERAL_DESIGN = new Set([
  "DES-SWALLOWED-EXCEPTION",
  "DES-BROAD-CATCH",
  "DES-RESOURCE-LEAK",
  "DES-STRING-EQUALITY",
  "DES-GOD-CLASS",
]);

export const FAMILIES = {
  /** Everything the mentor checklist labels outside the Spring set: QUA-, STY- and the general design rules. */
  review: (rule: string) => rule.startsWith("QUA-") || rule.startsWith("STY-") || GENERAL_DESIGN.has(rule),
  quality: (rule: string) => rule.startsWith("QUA-"),
  spring: (rule: string) =>
    (rule.startsWith("DES-") && !GENERAL_DESIGN.has(rule)) || rule === "PERF-N-PLUS-ONE" || rule === "QUA-OPTIONAL-GET",
};

export interface LabelledScore {
  /** Per rule: findings of the rule, and those on a line labelled `expect:` with the same rule (±1). */
  perRuleFindings: Map<string, { findings: number; onLabel: number }>;
  labels: number;
  found: number;
  /** `ok:` lines plus clean files. */
  negatives: number;
  falsePositives: number;
  /** Family findings in any file that match no label. */
  unexpected: Array<{ file: string; rule: string; line?: number; message: string }>;
  missed: Array<{ file: string; rule: string; line: number }>;
  perRule: Map<string, { labels: number; found: number; okLines: number; okFlagged: number }>;
  ms: number;
}

/** CPU milliseconds of this process (wall time is meaningless on a busy shared machine). */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

const near = (f: Finding, rule: string, line: number) =>
  f.rule === rule && f.line !== undefined && Math.abs(f.line - line) <= 1;

export function scoreLabelled(files: LabelledFile[], inFamily: (rule: string) => boolean): LabelledScore {
  const s: LabelledScore = {
    labels: 0,
    found: 0,
    negatives: 0,
    falsePositives: 0,
    unexpected: [],
    missed: [],
    perRule: new Map(),
    perRuleFindings: new Map(),
    ms: 0,
  };
  const per = (rule: string) => {
    let r = s.perRule.get(rule);
    if (!r) s.perRule.set(rule, (r = { labels: 0, found: 0, okLines: 0, okFlagged: 0 }));
    return r;
  };
  for (const file of files) {
    const t0 = cpuMs();
    const findings = analyzeJava({ code: file.code }).findings.filter((f) => inFamily(f.rule));
    s.ms += cpuMs() - t0;
    for (const l of file.expect) {
      s.labels++;
      per(l.rule).labels++;
      if (findings.some((f) => near(f, l.rule, l.line))) {
        s.found++;
        per(l.rule).found++;
      } else s.missed.push({ file: file.name, ...l });
    }
    for (const l of file.ok) {
      s.negatives++;
      per(l.rule).okLines++;
      if (findings.some((f) => f.rule === l.rule && f.line === l.line)) {
        s.falsePositives++;
        per(l.rule).okFlagged++;
      }
    }
    if (!file.expect.length) {
      s.negatives++;
      if (findings.length) s.falsePositives++;
    }
    for (const f of findings) {
      let pf = s.perRuleFindings.get(f.rule);
      if (!pf) s.perRuleFindings.set(f.rule, (pf = { findings: 0, onLabel: 0 }));
      pf.findings++;
      if (file.expect.some((l) => near(f, l.rule, l.line))) pf.onLabel++;
      else s.unexpected.push({ file: file.name, rule: f.rule, line: f.line, message: f.message });
    }
  }
  return s;
}

// ---- runtime

export interface RuntimeCase {
  name: string;
  code: string;
  error: string;
  exception: string;
  rule?: string;
  line: number;
  second?: number;
}

export function readRuntime(): RuntimeCase[] {
  const root = path.join(CORPUS, "runtime");
  const out: RuntimeCase[] = [];
  for (const name of fs.readdirSync(root).sort()) {
    const dir = path.join(root, name);
    if (name === "src" || !fs.statSync(dir).isDirectory()) continue;
    const javaFile = fs.readdirSync(dir).find((f) => !/^(expect\.json|error\.txt)$/.test(f));
    if (!javaFile) continue;
    const expect = JSON.parse(fs.readFileSync(path.join(dir, "expect.json"), "utf8")) as Omit<
      RuntimeCase,
      "name" | "code" | "error"
    >;
    out.push({
      name,
      code: fs.readFileSync(path.join(dir, javaFile), "utf8"),
      error: fs.readFileSync(path.join(dir, "error.txt"), "utf8"),
      ...expect,
    });
  }
  return out;
}

export interface RuntimeResult {
  name: string;
  namesException: boolean;
  fixLine: boolean;
  secondLine: boolean;
  got?: Finding;
}

export function scoreRuntime(c: RuntimeCase): RuntimeResult {
  const findings = analyzeJava({ code: c.code, lastError: c.error }).findings.filter((f) => f.category === "runtime");
  const mentions = (f: Finding) => `${f.message} ${f.explanation ?? ""}`.includes(c.exception);
  const best = findings.find((f) => mentions(f) && f.line === c.line) ?? findings.find(mentions) ?? findings[0];
  const second =
    c.second === undefined ||
    (!!best &&
      (best.endLine === c.second ||
        new RegExp(`line ${c.second}\\b`, "i").test(`${best.message} ${best.explanation ?? ""} ${best.fix ?? ""}`)));
  return {
    name: c.name,
    namesException: !!best && mentions(best) && (!c.rule || best.rule === c.rule),
    fixLine: !!best && best.line === c.line,
    secondLine: second,
    got: best,
  };
}

// ---- syntax

export interface SyntaxCase {
  name: string;
  code: string;
  /** javac's first error line, or null for a valid program. */
  javacLine: number | null;
}

export function readSyntax(): SyntaxCase[] {
  const root = path.join(CORPUS, "syntax");
  const labels = JSON.parse(fs.readFileSync(path.join(root, "labels.json"), "utf8")) as Record<string, number>;
  const out: SyntaxCase[] = [];
  for (const sub of ["broken", "broken-fresh", "valid"]) {
    if (!fs.existsSync(path.join(root, sub))) continue;
    for (const name of fs.readdirSync(path.join(root, sub)).sort()) {
      if (!name.endsWith(".java")) continue;
      const key = `${sub}/${name}`;
      out.push({
        name: key,
        code: fs.readFileSync(path.join(root, key), "utf8"),
        javacLine: sub === "valid" ? null : (labels[key] ?? null),
      });
    }
  }
  return out;
}

export interface SyntaxResult {
  name: string;
  javacLine: number | null;
  /** Lines of the analyzer's error findings that stand for compile errors. */
  lines: number[];
  /** Some compile-error finding within ±1 line of javac's first error. */
  anyHit: boolean;
  /** The analyzer's first compile-error finding is within ±1 line of javac's first error. */
  firstHit: boolean;
}

/** Findings that claim "this does not compile": syntax errors and the compile-time type errors. */
export const isCompileError = (f: Finding) => f.category === "syntax" && f.severity === "error";

export function scoreSyntax(c: SyntaxCase): SyntaxResult {
  const lines = analyzeJava({ code: c.code })
    .findings.filter(isCompileError)
    .map((f) => f.line ?? 0)
    .sort((a, b) => a - b);
  const j = c.javacLine;
  return {
    name: c.name,
    javacLine: j,
    lines,
    anyHit: j !== null && lines.some((l) => Math.abs(l - j) <= 1),
    firstHit: j !== null && lines.length > 0 && Math.abs(lines[0] - j) <= 1,
  };
}
