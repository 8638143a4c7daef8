// Public API of the Java code reviewer behind POST /api/java/analyze.
//
//   syntax (with recovery) → if the code parses: design + security rule families
//   → runtime (lastError / lastOutput) → sort/dedupe → Markdown.
//
// Pure and synchronous. Never throws, except AnalyzerLimitError for pathological input.
import type { Finding, ParsedUnit, RuleFamily } from "./types";
import { AnalyzerLimitError, Deadline, DEFAULT_BUDGET_MS } from "./limits";
import { analyzeSyntax, type SyntaxOutcome, type WrapMode } from "./syntax";
import { parseJava } from "./parser";
import { lessonFor } from "./lessons";
import { designRules } from "./design";
import { securityRules } from "./security";
import { qualityRules } from "./quality";
import { analyzeRuntime } from "./runtime";
import { normalizeFindings } from "./findings";
import { renderReview } from "./render";

export { AnalyzerLimitError } from "./limits";
export type { Finding, ParsedUnit, RuleFamily } from "./types";

export interface AnalyzeInput {
  code: string;
  lastError?: string;
  lastOutput?: string;
}

export interface AnalyzeResult {
  analysis: string;
  findings: Finding[];
  stats: { lines: number; parseMs: number; totalMs: number; wrapped: "none" | "class-body" | "method-body" };
}

/** Test/benchmark knobs; the endpoint calls analyzeJava(input) without them. */
export interface AnalyzeOptions {
  /** Time budget in ms (default 2000). */
  budgetMs?: number;
  /** Clock (default performance.now). */
  now?: () => number;
  /** What the budget counts once the wall time is over it (default: this thread's CPU time; see Deadline). */
  spent?: () => number;
  /** Replace the rule families run on parsed code (default: design + security). */
  families?: RuleFamily[];
}

/** Largest input handled at all; the endpoint already rejects more than 200 KB. */
const MAX_INPUT_CHARS = 1_000_000;
const MAX_LOG_CHARS = 200_000;

function normalizeText(s: unknown, max: number): string {
  if (typeof s !== "string") return "";
  let t = s.length > max ? s.slice(0, max) : s;
  if (t.charCodeAt(0) === 0xfeff) t = t.slice(1);
  return t.indexOf("\r") < 0 ? t : t.replace(/\r\n?/g, "\n");
}

export function analyzeJava(input: AnalyzeInput, options: AnalyzeOptions = {}): AnalyzeResult {
  const deadline = new Deadline(options.budgetMs ?? DEFAULT_BUDGET_MS, options.now, options.spent);
  const rawCode = typeof input?.code === "string" ? input.code : "";
  if (rawCode.length > MAX_INPUT_CHARS) {
    throw new AnalyzerLimitError(`The code is too large to analyze (${rawCode.length} characters).`);
  }
  const code = normalizeText(rawCode, MAX_INPUT_CHARS);
  const lastError = normalizeText(input?.lastError, MAX_LOG_CHARS);
  const lastOutput = normalizeText(input?.lastOutput, MAX_LOG_CHARS);
  const lines = code.split("\n");
  const lineCount = code.length === 0 ? 0 : code.endsWith("\n") ? lines.length - 1 : lines.length;

  let syntax: SyntaxOutcome;
  try {
    syntax = analyzeSyntax(code, deadline);
  } catch (e) {
    const limit = asLimitError(e);
    if (limit) throw limit;
    syntax = fallbackSyntax(code);
  }
  deadline.check("syntax analysis");

  const all: Finding[] = [...syntax.findings];
  const unit: ParsedUnit | undefined = syntax.unit;
  if (unit) {
    const families = options.families ?? [securityRules, designRules, qualityRules];
    for (const family of families) {
      all.push(...runFamily(family, unit));
      deadline.check("rule checks");
    }
  }

  if (lastError.trim() || lastOutput.trim()) {
    try {
      all.push(
        ...analyzeRuntime({ code, lastError, lastOutput, wrapped: syntax.wrapped, syntaxFindings: syntax.findings }),
      );
    } catch (e) {
      const limit = asLimitError(e);
      if (limit) throw limit;
      // a bug in the runtime reader must not break the whole analysis
    }
    deadline.check("runtime analysis");
  }

  const findings = normalizeFindings(all, Math.max(1, lines.length));
  const analysis = renderReview(findings, {
    lines,
    syntaxComplete: syntax.complete,
    parsed: !!unit,
    empty: !code.trim(),
  });
  return {
    analysis,
    findings,
    stats: {
      lines: lineCount,
      parseMs: round(syntax.parseMs),
      totalMs: round(deadline.elapsed()),
      wrapped: syntax.wrapped as WrapMode,
    },
  };
}

/** Used only if the syntax phase itself fails unexpectedly: a plain parse, first error only. */
function fallbackSyntax(code: string): SyntaxOutcome {
  const r = parseJava(code);
  if (r.ok) {
    return {
      unit: { text: code, cst: r.cst, userLine: (l) => l },
      findings: [],
      wrapped: "none",
      parseMs: r.ms,
      complete: true,
    };
  }
  const f: Finding = {
    rule: "SYN-UNEXPECTED-TOKEN",
    category: "syntax",
    severity: "error",
    message: r.error.line
      ? `Java cannot understand the code on line ${r.error.line}`
      : "Java cannot understand the end of the code",
  };
  if (r.error.line) f.line = r.error.line;
  if (r.error.column) f.column = r.error.column;
  const lesson = lessonFor(f.rule);
  if (lesson) f.lesson = lesson;
  return { findings: [f], wrapped: "none", parseMs: r.ms, complete: false };
}

function runFamily(family: RuleFamily, unit: ParsedUnit): Finding[] {
  try {
    const out = family(unit);
    return Array.isArray(out) ? out : [];
  } catch (e) {
    const limit = asLimitError(e);
    if (limit) throw limit;
    return []; // one broken rule family must not take the others down
  }
}

function asLimitError(e: unknown): AnalyzerLimitError | undefined {
  if (e instanceof AnalyzerLimitError) return e;
  if (e instanceof RangeError) return new AnalyzerLimitError("The code is too deeply nested or too large to analyze.");
  return undefined;
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
