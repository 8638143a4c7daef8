// Submission latency and throughput of the local runner (lib/run) for a small exercise: N submissions of a correct
// solution of a 3-check exercise, first one at a time (latency: p50/p95, and the compile/run split of one), then
// all at once against the concurrency cap (throughput). Prints a table; asserts nothing.
//   npm run bench:run [-- --n 20 --concurrency 2]
import os from "node:os";
import { parseExercise } from "@/lib/content/exercises";
import { createRunner, defaultConcurrency, evaluateSubmission, runnerStatus } from "@/lib/run";
import { buildHarness, CHECK_TIMEOUT_MS, HARNESS_CLASS } from "@/lib/run/harness";

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const N = arg("n", 12);
const CONCURRENCY = arg("concurrency", defaultConcurrency());

const exercise = parseExercise(
  `---
slug: total-of-prices
title: Total of the prices
kind: write
difficulty: easy
order: 1
hints: [Add each price to a running total.]
checks:
  - name: adds three prices
    run: Prices.total(new int[]{3, 4, 5})
    expect: "12"
  - name: an empty array totals 0
    run: Prices.total(new int[0])
    expect: "0"
  - name: one price
    run: Prices.total(new int[]{7})
    expect: "7"
---
Write Prices.total(int[] prices).

\`\`\`java starter
public class Prices { public static int total(int[] prices) { return 0; } }
\`\`\`

\`\`\`java solution
public class Prices {
    public static int total(int[] prices) {
        int sum = 0;
        for (int p : prices) sum += p;
        return sum;
    }
}
\`\`\`
`,
  { course: "bench", lesson: "bench", file: "total-of-prices.md" },
);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function main() {
  const runner = createRunner("local", { concurrency: CONCURRENCY, maxQueue: 1000 });
  const st = runner.status();
  if (!st.available) {
    console.log(`bench/run: the local runner is not available here: ${st.reason}`);
    process.exit(0);
  }
  console.log(`runner: ${st.reason}  (env default: ${runnerStatus().kind})`);
  console.log(
    `machine: ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(" ")}`,
  );

  // Warm-up (also makes javac's class-data archive on a fresh machine).
  for (let i = 0; i < 2; i++) await evaluateSubmission(exercise, exercise.solution!, { runner });

  // One submission split into its phases (the same files and run evaluateSubmission makes), 3 times.
  const harness = buildHarness(
    exercise.checks.map((c, index) => ({ index, run: c.run })),
    ["Prices.java"],
  );
  const files = [
    { name: "Prices.java", content: exercise.solution! },
    { name: `${HARNESS_CLASS}.java`, content: harness.source },
  ];
  for (let i = 0; i < 3; i++) {
    const t0 = Date.now();
    const c = await runner.compile(files);
    const t1 = Date.now();
    const o = await c.run({
      mainClass: HARNESS_CLASS,
      args: ["0", String(exercise.checks.length), String(CHECK_TIMEOUT_MS)],
      stdin: "@@bench\n",
    });
    const t2 = Date.now();
    await c.dispose();
    console.log(`phases of one submission: compile ${t1 - t0} ms, harness run ${t2 - t1} ms (exit ${o.exitCode})`);
  }

  const seq: number[] = [];
  for (let i = 0; i < N; i++) {
    const s = Date.now();
    const r = await evaluateSubmission(exercise, exercise.solution!, { runner });
    if (!r.passed) throw new Error(`the solution failed: ${JSON.stringify(r)}`);
    seq.push(Date.now() - s);
  }
  const par: number[] = [];
  const start = Date.now();
  await Promise.all(
    Array.from({ length: N }, async () => {
      const s = Date.now();
      const r = await evaluateSubmission(exercise, exercise.solution!, { runner });
      if (!r.passed) throw new Error("the solution failed");
      par.push(Date.now() - s);
    }),
  );
  const wall = (Date.now() - start) / 1000;
  console.log("");
  console.log("| mode | submissions | p50 ms | p95 ms | throughput |");
  console.log("|---|---|---|---|---|");
  console.log(
    `| one at a time | ${N} | ${pct(seq, 50)} | ${pct(seq, 95)} | ${(N / (seq.reduce((a, b) => a + b, 0) / 1000)).toFixed(2)}/s |`,
  );
  console.log(
    `| ${N} at once, cap ${CONCURRENCY} | ${N} | ${pct(par, 50)} | ${pct(par, 95)} | ${(N / wall).toFixed(2)}/s |`,
  );
  console.log(`\ngoal: p50 ≤ 2000 ms one at a time → ${pct(seq, 50) <= 2000 ? "met" : "NOT met"}`);
  process.exit(0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
