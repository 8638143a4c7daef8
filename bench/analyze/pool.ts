// The hand-off cost of running a review in a worker thread (issue 29): wall time per call of analyzeJava on the main
// thread vs the same call through the review pool (lib/workers/pool.ts + dist/workers/analyze.mjs: structured clone of
// the input, the message round trip, the clone of the result), for generated files of 100 and 1,000 lines.
// Alternating blocks after a warm-up; CPU time of the whole process (every thread, so the worker's work and the
// hand-off both count; on a shared machine wall time mostly measures waiting for a core) and wall time, medians of the
// blocks; goal: pool ≤ 1.2× inline at 100 lines.
// ISOLATION=process (default, as the app) or thread: the pool's workers are child processes or worker threads; a child
// process's CPU time is read from /proc and added (Linux).
//   npx tsx scripts/build-workers.ts && BENCH_ENTRY=pool.ts npx tsx bench/analyze/run.ts
import fs from "node:fs";
import path from "node:path";
import { loadavg } from "node:os";
import { analyzeJava, type AnalyzeResult } from "../../lib/analyze";
import { WorkerPool } from "../../lib/workers/pool";
import { generateJava } from "../../tests/helpers/java-generator";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pool = new WorkerPool({
  file: path.resolve("dist", "workers", "analyze.mjs"),
  size: 1,
  maxQueue: 8,
  maxWaitMs: 60_000,
  hardTimeoutMs: 60_000,
  isolation: process.env.ISOLATION === "thread" ? "thread" : "process",
});
await pool.ready();

console.log(
  `bench/analyze pool hand-off (${process.env.ISOLATION === "thread" ? "worker thread" : "child process"}) — load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(" ")}`,
);
console.log(
  "lines   blocks×calls   CPU inline (ms/call)   CPU pool (ms/call)   ratio   wall inline   wall pool   ratio",
);
/** CPU ms of the child processes of this one (the pool's workers), from /proc (clock ticks of 10 ms). */
const childrenCpu = () => {
  let ticks = 0;
  for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const f = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(")").pop()!.trim().split(/\s+/);
      if (Number(f[1]) === process.pid) ticks += Number(f[11]) + Number(f[12]);
    } catch {
      // gone
    }
  }
  return ticks * 10;
};
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000 + childrenCpu();
};
for (const [lines, calls] of [
  [100, 400],
  [1000, 60],
] as const) {
  const code = generateJava(lines);
  const input = { code };
  for (let i = 0; i < 30; i++) {
    analyzeJava(input, { budgetMs: 60_000 });
    await pool.run<AnalyzeResult>({ input, budgetMs: 60_000 });
  }
  const blocks = 9;
  const per = Math.max(1, Math.round(calls / blocks));
  const inline = { cpu: [] as number[], wall: [] as number[] };
  const pooled = { cpu: [] as number[], wall: [] as number[] };
  for (let b = 0; b < blocks; b++) {
    let c = cpu();
    let t = performance.now();
    for (let i = 0; i < per; i++) analyzeJava(input, { budgetMs: 60_000 });
    inline.cpu.push((cpu() - c) / per);
    inline.wall.push((performance.now() - t) / per);
    c = cpu();
    t = performance.now();
    for (let i = 0; i < per; i++) await pool.run<AnalyzeResult>({ input, budgetMs: 60_000 });
    pooled.cpu.push((cpu() - c) / per);
    pooled.wall.push((performance.now() - t) / per);
  }
  const [ci, cp, wi, wp] = [median(inline.cpu), median(pooled.cpu), median(inline.wall), median(pooled.wall)];
  console.log(
    `${String(lines).padStart(5)}   ${`${blocks}×${per}`.padStart(12)}   ${ci.toFixed(2).padStart(20)}   ${cp.toFixed(2).padStart(18)}   ${(cp / ci).toFixed(2)}×   ${wi.toFixed(2).padStart(11)}   ${wp.toFixed(2).padStart(9)}   ${(wp / wi).toFixed(2)}×`,
  );
}
await pool.close();
