// Evaluates a submission against an exercise's checks (docs/exercises.md) → per-check results.
//
//   predict          the answer vs the expected output, whitespace normalised (nothing runs)
//   absent/present   the reviewer's findings (analyzeJava, or the caller's worker pool) on code that parses
//   matches/…        a regex over the code with comments and strings blanked out
//   run/main         one compile of the learner's file + the generated harness (lib/run/harness.ts), then runs of
//                    the harness; a check that ends the JVM (System.exit, a time limit, a crash) is reported and the
//                    harness starts again after it (at most MAX_LAUNCHES runs, RUN_BUDGET_MS in all).
import { randomBytes } from "node:crypto";
import { analyzeJava, type AnalyzeInput, type AnalyzeResult } from "@/lib/analyze";
import { parseJava } from "@/lib/analyze/parser";
import { checkType, type Exercise, type ExerciseCheck } from "@/lib/content/exercises";
import {
  buildHarness,
  CHECK_TIMEOUT_MS,
  HARNESS_CLASS,
  MAX_CAPTURE_BYTES,
  OUTPUT_LIMIT_ERROR,
  parseHarnessOutput,
  type Harness,
  type HarnessCheck,
  type HarnessResult,
} from "./harness";
import { blankJava, javaFileName, normalizeOutput, normalizeWhitespace } from "./source";
import type { CheckResult, Compilation, Diagnostic, ProcessOutcome, Runner, SubmissionResult } from "./types";

/** Largest submission compiled at all (characters). */
export const MAX_SOURCE_CHARS = 64_000;
const MAX_LAUNCHES = 4;
const RUN_BUDGET_MS = 20_000;
const STARTUP_MS = 3000;

export interface EvaluateOptions {
  /** The runner (default: getRunner()). */
  runner?: Runner;
  /** The reviewer (default: analyzeJava inline; services pass runAnalysis to use the worker pool). */
  analyze?: (input: AnalyzeInput) => AnalyzeResult | Promise<AnalyzeResult>;
}

type Indexed = { index: number; check: ExerciseCheck };

const tail = (s: string, n = 1500) => (s.length > n ? "…" + s.slice(-n) : s);

export async function evaluateSubmission(
  exercise: Exercise,
  code: string,
  opts: EvaluateOptions = {},
): Promise<SubmissionResult> {
  const started = Date.now();
  const runner = opts.runner ?? (await import("./index")).getRunner();
  const done = (r: Omit<SubmissionResult, "runner" | "ms" | "passed">): SubmissionResult => ({
    ...r,
    passed: r.status === "passed",
    runner: runner.kind,
    ms: Date.now() - started,
  });

  if (typeof code !== "string" || code.length > MAX_SOURCE_CHARS) {
    const msg = `The code is too large (${code?.length ?? 0} characters; at most ${MAX_SOURCE_CHARS}). Nothing was run.`;
    const checks = exercise.checks.length
      ? exercise.checks.map((c) => ({ name: c.name, passed: false, actual: "", error: msg }))
      : [{ name: "output", passed: false, actual: "", error: msg }];
    return done({ status: "rejected", checks, diagnostics: [], message: msg });
  }

  if (exercise.kind === "predict") {
    const expected = exercise.answer ?? "";
    const passed = normalizeWhitespace(code) === normalizeWhitespace(expected);
    return done({
      status: passed ? "passed" : "failed",
      checks: [{ name: "the predicted output", passed, expected, actual: code }],
      diagnostics: [],
      message: passed ? "Your prediction is right." : "The program prints something else.",
    });
  }

  const results: (CheckResult | undefined)[] = exercise.checks.map(() => undefined);
  const runChecks: Indexed[] = [];
  const reviewChecks: Indexed[] = [];
  exercise.checks.forEach((check, index) => {
    const t = checkType(check);
    (t === "run" || t === "main" ? runChecks : reviewChecks).push({ index, check });
  });

  if (reviewChecks.length) {
    for (const r of await reviewerChecks(code, reviewChecks, opts)) results[r.index] = r.result;
  }

  let status: SubmissionResult["status"] = "failed";
  let compileOutput: string | undefined;
  let diagnostics: Diagnostic[] = [];
  if (runChecks.length) {
    const st = runner.status();
    if (!st.available) {
      for (const { index, check } of runChecks)
        results[index] = { name: check.name, passed: false, expected: check.expect, actual: "", error: st.reason };
      status = "unavailable";
    } else {
      const out = await runAll(runner, code, runChecks);
      for (const [index, r] of out.results) results[index] = r;
      compileOutput = out.compileOutput;
      diagnostics = out.diagnostics;
      if (compileOutput !== undefined) status = "compile-error";
    }
  }

  const checks = results.map(
    (r, i) => r ?? { name: exercise.checks[i].name, passed: false, actual: "", error: "The check did not run." },
  );
  const passedCount = checks.filter((c) => c.passed).length;
  const allPassed = passedCount === checks.length;
  if (allPassed) status = "passed";
  const message =
    status === "compile-error"
      ? "Your code does not compile: see the compiler's message."
      : status === "unavailable"
        ? (checks.find((c) => c.error)?.error ?? "Running code is not enabled here.")
        : `${passedCount} of ${checks.length} checks passed.`;
  return done({ status, checks, compileOutput, diagnostics, message });
}

async function reviewerChecks(
  code: string,
  list: Indexed[],
  opts: EvaluateOptions,
): Promise<{ index: number; result: CheckResult }[]> {
  const parsed = parseJava(code);
  const parseError = parsed.ok
    ? undefined
    : `The code does not parse${parsed.error.line ? ` (line ${parsed.error.line})` : ""}${
        parsed.error.expected ? `: expected ${parsed.error.expected}` : ""
      }.`;
  const needsReview = list.some(({ check }) => check.absent !== undefined || check.present !== undefined);
  const findings = needsReview && parsed.ok ? (await (opts.analyze ?? analyzeJava)({ code })).findings : [];
  const blanked = blankJava(code);
  return list.map(({ index, check }) => {
    const base = { name: check.name };
    if (parseError) return { index, result: { ...base, passed: false, actual: "", error: parseError } };
    const rule = check.absent ?? check.present;
    if (rule !== undefined) {
      const hits = findings.filter((f) => f.rule === rule);
      const seen = hits.length
        ? hits.map((f) => `${f.rule}${f.line ? ` (line ${f.line})` : ""}: ${f.message}`).join("\n")
        : `${rule} not reported`;
      const passed = check.absent !== undefined ? hits.length === 0 : hits.length > 0;
      return {
        index,
        result: {
          ...base,
          passed,
          expected: check.absent !== undefined ? `${rule} not reported` : `${rule} reported`,
          actual: seen,
          ...(hits[0]?.line ? { line: hits[0].line } : {}),
        },
      };
    }
    const pattern = (check.matches ?? check.notMatches)!;
    const found = new RegExp(pattern, "m").test(blanked);
    const passed = check.matches !== undefined ? found : !found;
    return {
      index,
      result: {
        ...base,
        passed,
        expected: check.matches !== undefined ? "the code has the expected construct" : "the code avoids the construct",
        actual: found ? "found in the code" : "not found in the code",
      },
    };
  });
}

interface RunOutcome {
  results: Map<number, CheckResult>;
  compileOutput?: string;
  diagnostics: Diagnostic[];
}

async function runAll(runner: Runner, code: string, list: Indexed[]): Promise<RunOutcome> {
  const learnerFile = javaFileName(code);
  const hChecks: HarnessCheck[] = list.map(({ check }, i) => ({
    index: i,
    setup: check.setup,
    run: check.run,
    main: check.main,
    stdin: check.stdin,
    args: check.args,
  }));
  const harness = buildHarness(hChecks, [learnerFile]);
  const files = [
    { name: learnerFile, content: code },
    { name: `${HARNESS_CLASS}.java`, content: harness.source },
  ];
  const results = new Map<number, CheckResult>();
  const compilation: Compilation = await runner.compile(files);
  try {
    if (!compilation.ok) return compileFailure(compilation.output, list, harness, learnerFile, results);
    const started = Date.now();
    let from = 0;
    let launches = 0;
    while (from < list.length && launches < MAX_LAUNCHES && Date.now() - started < RUN_BUDGET_MS) {
      launches++;
      const marker = `@@${randomBytes(12).toString("hex")}`;
      const outcome = await compilation.run({
        mainClass: HARNESS_CLASS,
        args: [String(from), String(list.length), String(CHECK_TIMEOUT_MS)],
        stdin: `${marker}\n`,
        timeoutMs: Math.min(10_000, STARTUP_MS + (list.length - from) * CHECK_TIMEOUT_MS),
      });
      if (outcome.compileOutput !== undefined)
        return compileFailure(outcome.compileOutput, list, harness, learnerFile, results);
      const lines = parseHarnessOutput(outcome.stdout, marker);
      let last = from - 1;
      let open: number | undefined;
      let exited: number | undefined;
      for (const l of lines) {
        last = Math.max(last, l.index);
        if (l.kind === "BEGIN") open = l.index;
        else if (l.kind === "EXIT") exited = l.index;
        else if (l.data) {
          results.set(list[l.index].index, checkResult(list[l.index].check, l.data, learnerFile));
          if (open === l.index) open = undefined;
        }
      }
      if (!lines.some((l) => l.kind === "BEGIN")) {
        // Nothing started: the JVM itself failed (e.g. no memory at start). Report it on every remaining check.
        for (let i = from; i < list.length; i++) results.set(list[i].index, endedRun(list[i].check, outcome, false));
        break;
      }
      if (open !== undefined) results.set(list[open].index, endedRun(list[open].check, outcome, exited === open));
      from = last + 1;
    }
    for (let i = 0; i < list.length; i++)
      if (!results.has(list[i].index))
        results.set(list[i].index, {
          name: list[i].check.name,
          passed: false,
          expected: list[i].check.expect,
          actual: "",
          error: "Not run: earlier checks used up the time for this submission.",
        });
    return { results, diagnostics: [] };
  } finally {
    await compilation.dispose();
  }
}

function checkResult(check: ExerciseCheck, r: HarnessResult, learnerFile: string): CheckResult {
  const expected = check.expect ?? "";
  const throws = /^throws\s+([\w$.]+)\s*$/.exec(expected.trim())?.[1];
  const output = r.out ? { output: r.out } : {};
  if ("timeout" in r)
    return {
      name: check.name,
      passed: false,
      expected,
      actual: "",
      error: `Stopped after ${CHECK_TIMEOUT_MS / 1000} s: the code did not finish (an endless loop?).`,
      ...output,
    };
  if (r.ok) {
    const actual = r.value + (r.cut ? "\n[value cut at 64 KB]" : "");
    if (throws)
      return {
        name: check.name,
        passed: false,
        expected,
        actual,
        error: `Expected ${throws} to be thrown, but the code returned normally.`,
        ...output,
      };
    return {
      name: check.name,
      passed: normalizeOutput(r.value) === normalizeOutput(expected),
      expected,
      actual,
      ...output,
    };
  }
  if (r.simple === OUTPUT_LIMIT_ERROR)
    return {
      name: check.name,
      passed: false,
      expected,
      actual: "",
      error: `The code printed more than ${MAX_CAPTURE_BYTES / 1024} KB, so it was stopped.`,
      ...output,
    };
  const actual = `throws ${r.simple}`;
  if (throws && (throws === r.simple || throws === r.exception))
    return { name: check.name, passed: true, expected, actual, ...output };
  // Runners that merge the sources (Piston) map the trace's lines back; take the line from there.
  const esc = learnerFile.replace(/[.$]/g, "\\$&");
  const line = r.line > 0 ? r.line : Number(new RegExp(`\\(${esc}:(\\d+)\\)`).exec(r.trace)?.[1] ?? -1);
  const where = line > 0 ? ` (line ${line})` : "";
  return {
    name: check.name,
    passed: false,
    expected,
    actual: r.message ? `${actual}: ${r.message}` : actual,
    error: `${r.exception}${r.message ? `: ${r.message}` : ""}${where}`,
    ...(line > 0 ? { line } : {}),
    stackTrace: r.trace,
    ...output,
  };
}

/** The check during which the harness's JVM ended. */
function endedRun(check: ExerciseCheck, o: ProcessOutcome, calledExit: boolean): CheckResult {
  let error: string;
  if (calledExit) error = `The code called System.exit(${o.exitCode ?? "…"}), which ends the program; return instead.`;
  else if (o.outputTruncated) error = "The code printed more than 1 MB, so it was stopped.";
  else if (o.timedOut) error = "Stopped by the time limit (an endless loop, or waiting forever?).";
  else if (/OutOfMemoryError/.test(o.stderr)) error = "The code ran out of memory (java.lang.OutOfMemoryError).";
  else
    error = `The program stopped unexpectedly (exit code ${o.exitCode ?? o.signal}).${o.stderr ? `\n${tail(o.stderr)}` : ""}`;
  return { name: check.name, passed: false, expected: check.expect, actual: "", error };
}

function compileFailure(
  output: string,
  list: Indexed[],
  harness: Harness,
  learnerFile: string,
  results: Map<number, CheckResult>,
): RunOutcome {
  const diagnostics: Diagnostic[] = [];
  const perCheck = new Map<number, string[]>();
  const learner: string[] = [];
  // javac: "<File>.java:<line>: error: <message>" followed by the source line and a caret line.
  const blocks = output.split(/\n(?=[\w$]+\.java:\d+: )/);
  for (const block of blocks) {
    const m = /^([\w$]+\.java):(\d+): (?:error|warning): (.*)/.exec(block);
    if (!m) continue;
    const line = Number(m[2]);
    if (m[1] === `${HARNESS_CLASS}.java`) {
      const hit = [...harness.lines].find(([, [a, b]]) => line >= a && line <= b);
      if (hit) perCheck.set(hit[0], [...(perCheck.get(hit[0]) ?? []), m[3]]);
      continue;
    }
    diagnostics.push({ file: m[1], line, message: m[3] });
    learner.push(block.trimEnd());
  }
  const harnessOnly = learner.length === 0;
  list.forEach(({ index, check }, i) => {
    const own = perCheck.get(i);
    results.set(index, {
      name: check.name,
      passed: false,
      expected: check.expect,
      actual: "",
      error: own
        ? `The check could not call your code: ${own.join("; ")} (check the class and method names and types the statement asks for).`
        : harnessOnly
          ? "Not run: another check could not call your code."
          : `Not run: your code does not compile.`,
      ...(own || harnessOnly ? {} : diagnostics[0] ? { line: diagnostics[0].line } : {}),
    });
  });
  const compileOutput = harnessOnly
    ? [...perCheck].map(([i, msgs]) => `check "${list[i].check.name}": ${msgs.join("; ")}`).join("\n") ||
      output.replace(/^.*\bCheckHarness\.java.*$/gm, "").trim()
    : learner.join("\n");
  return { results, compileOutput: compileOutput || output, diagnostics };
}
