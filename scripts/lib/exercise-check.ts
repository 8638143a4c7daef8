// The exercise pass of `npm run content:check` (bundled and run by scripts/content-check.ts: it imports the
// analyzer, which tsx cannot load). For every exercise under prisma/content/courses/*/exercises: the schema (file and
// field named), the lesson exists, the model solution passes every check, the starter fails at least one (and
// compiles), a predict answer equals the program's real output. Runs submissions in parallel up to the runner's cap.
//   node exercise-check.mjs [course ...]
import os from "node:os";
import { scanExercises, type Exercise } from "@/lib/content/exercises";
import { createRunner, defaultConcurrency, evaluateSubmission, runProgram } from "@/lib/run";
import { normalizeWhitespace } from "@/lib/run/source";
import type { Runner, SubmissionResult } from "@/lib/run/types";

const indent = (s: string) => s.replace(/^/gm, "      ");

function failures(r: SubmissionResult): string {
  if (r.compileOutput) return indent(r.compileOutput.slice(0, 1500));
  return r.checks
    .filter((c) => !c.passed)
    .map((c) => {
      const got = c.error ?? `got ${JSON.stringify(c.actual.slice(0, 300))}`;
      return `      ✘ ${c.name}: ${got}${c.expected !== undefined ? ` (expected ${JSON.stringify(c.expected)})` : ""}`;
    })
    .join("\n");
}

async function checkOne(ex: Exercise, runner: Runner): Promise<string[]> {
  const problems: string[] = [];
  if (ex.kind === "predict") {
    const r = await runProgram(ex.program!, "", { runner });
    if (r.status !== "ok")
      problems.push(`the program does not run (${r.status}): ${r.message}\n${indent((r.stderr || "").slice(0, 1500))}`);
    else if (normalizeWhitespace(r.stdout) !== normalizeWhitespace(ex.answer ?? ""))
      problems.push(
        `answer differs from the program's output:\n      answer: ${JSON.stringify(ex.answer)}\n      output: ${JSON.stringify(r.stdout)}`,
      );
    return problems;
  }
  const [solution, starter] = await Promise.all([
    evaluateSubmission(ex, ex.solution!, { runner }),
    evaluateSubmission(ex, ex.starter!, { runner }),
  ]);
  if (!solution.passed) problems.push(`the model solution fails (${solution.status}):\n${failures(solution)}`);
  if (starter.passed) problems.push("the starter passes every check (it must fail at least one)");
  if (starter.status === "compile-error" && ex.kind !== "static")
    problems.push(`the starter does not compile:\n${indent((starter.compileOutput ?? "").slice(0, 1500))}`);
  return problems;
}

async function main() {
  const only = process.argv.slice(2).filter((a) => !a.startsWith("-"));
  const started = Date.now();
  const { exercises, problems } = scanExercises(undefined, only);
  for (const p of problems) console.log(`✘ ${p}`);
  const runner = createRunner("local", { concurrency: defaultConcurrency(), maxQueue: 100_000 });
  const st = runner.status();
  let failed = 0;
  if (!st.available) {
    console.log(`content:check exercises: ${exercises.length} parsed; running skipped: ${st.reason}`);
  } else {
    // A bounded number of exercises in flight (each may run two submissions); the runner caps the processes.
    const queue = [...exercises];
    const width = Math.max(1, defaultConcurrency());
    await Promise.all(
      Array.from({ length: width }, async () => {
        for (let ex = queue.shift(); ex; ex = queue.shift()) {
          let found: string[];
          try {
            found = await checkOne(ex, runner);
          } catch (e) {
            found = [`could not be checked: ${(e as Error).message}`];
          }
          if (found.length) {
            failed++;
            console.log(`✘ ${ex.file}\n${found.map((f) => `    ${f}`).join("\n")}`);
          }
        }
      }),
    );
  }
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `content:check exercises: ${exercises.length - failed} passed, ${failed + problems.length} failed` +
      ` (${secs} s, ${st.available ? `${defaultConcurrency()} at a time on ${os.availableParallelism()} CPUs` : "not run"})`,
  );
  process.exit(failed + problems.length ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
