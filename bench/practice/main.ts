// See run.ts. Prints latency (p50/p95) of passing and failing submissions, one at a time and `concurrency` at once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closePrismaClient, createPrismaClient, setPrisma } from "@/lib/db/client";
import { signUp } from "@/lib/services/accounts";
import { getExercise, submitSolution } from "@/lib/services/exercises";
import { closeAnalysisPool } from "@/lib/services/analyze-pool";
import { runnerStatus } from "@/lib/run";

const ROUNDS = Number(process.argv[2] ?? 8);
const CONCURRENCY = Number(process.argv[3] ?? 4);
const [COURSE, LESSON, EX] = ["java-fundamentals", "loops", "order-line-totals"];

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const row = (name: string, ms: number[], wallMs?: number) =>
  console.log(
    `${name.padEnd(34)} n=${String(ms.length).padStart(3)}  p50 ${String(pct(ms, 0.5)).padStart(5)} ms  p95 ${String(pct(ms, 0.95)).padStart(5)} ms` +
      (wallMs ? `  ${((ms.length / wallMs) * 1000).toFixed(2)} submissions/s` : ""),
  );

async function timed(f: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await f();
  return Math.round(performance.now() - t);
}

async function main() {
  const template = path.resolve(".data", "test-template");
  if (!fs.existsSync(template))
    throw new Error("no .data/test-template: run a unit test once (npx vitest run tests/unit/content.test.ts)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-practice-"));
  fs.cpSync(template, dir, { recursive: true });
  const prisma = await createPrismaClient({ pgliteDir: dir });
  setPrisma(prisma);
  try {
    const st = runnerStatus();
    console.log(
      `runner: ${st.kind} (${st.available ? "available" : st.reason}); ${os.availableParallelism()} CPUs; load ${os.loadavg()[0].toFixed(1)}`,
    );
    if (!st.available) return;
    const ex = await getExercise(COURSE, LESSON, EX, null, { revealSolution: true });
    const learner = await signUp({
      email: `bench-${Date.now()}@example.com`,
      password: "a long enough password",
      firstName: "B",
      lastName: "Ench",
    });
    const submit = (code: string) => submitSolution(COURSE, LESSON, EX, code, learner.id);
    await submit(ex.solution!); // warm-up: JVM class data, worker pool, queries
    const pass: number[] = [];
    const fail: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      pass.push(await timed(() => submit(ex.solution!)));
      fail.push(await timed(() => submit(ex.starter)));
    }
    row("passing submission (sequential)", pass);
    row("failing + review (sequential)", fail);
    const conc: number[] = [];
    const t = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = 0; i < Math.max(1, Math.floor(ROUNDS / 2)); i++)
          conc.push(await timed(() => submit(ex.solution!)));
      }),
    );
    row(`passing, ${CONCURRENCY} at once`, conc, performance.now() - t);
  } finally {
    await closeAnalysisPool();
    await closePrismaClient(prisma);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
