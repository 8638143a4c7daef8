// Where reviews run: a pool of warm workers (lib/workers/pool.ts) running the analyzer bundle that
// scripts/build-workers.ts writes to dist/workers/analyze.mjs, so a 200 KB review never blocks the event loop that
// serves pages, ask and MCP. ANALYZE_WORKERS=0 (or a missing bundle, logged once) runs the analyzer inline instead.
// The workers are child processes by default (ANALYZE_ISOLATION): all of a review's threads, its garbage collector's
// included, then run at the lower priority; as worker threads they would share V8's collector threads with the
// server, and on two cores those threads took a core from request handling (docs/performance.md, issue 29).
//
// Limits: the analyzer's own time budget (2 s of the worker thread's CPU time, so waiting for a core on a busy
// instance does not count) is enforced inside the worker; a worker still busy 6 s (wall time) after the budget is
// terminated and replaced (a runaway). Each worker has its own heap limit (ANALYZE_WORKER_MEMORY_MB) and runs at a
// lower OS priority (ANALYZE_WORKER_NICE), so on a busy instance the scheduler serves requests before reviews. At
// most ANALYZE_QUEUE reviews wait, none longer than 20 s; beyond that the caller gets 503 with Retry-After.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AnalyzerLimitError, analyzeJava, type AnalyzeInput, type AnalyzeResult } from "@/lib/analyze";
import type { AnalyzeTask, AnalyzeWorkerData } from "@/lib/analyze/worker";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { PoolFullError, TaskError, WorkerFailedError, WorkerPool, type PoolStats } from "@/lib/workers/pool";

export const ANALYZE_BUDGET_MS = 2000;
const RUNAWAY_GRACE_MS = 6000;
const MAX_WAIT_MS = 20_000;

export const ANALYZE_WORKER_FILE = path.join(process.cwd(), "dist", "workers", "analyze.mjs");

interface Holder {
  pool?: WorkerPool;
  builtAt?: number;
  warnedMissing?: boolean;
}
const holder =
  (globalThis as unknown as { __analyzePool?: Holder }).__analyzePool ??
  ((globalThis as unknown as { __analyzePool?: Holder }).__analyzePool = {});

export function poolSize(): number {
  if (env.ANALYZE_WORKERS !== undefined) return env.ANALYZE_WORKERS;
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

function bundleTime(): number | undefined {
  try {
    return fs.statSync(ANALYZE_WORKER_FILE).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The pool, started on first use; undefined when reviews run inline. */
function pool(): WorkerPool | undefined {
  const size = poolSize();
  if (size === 0) return undefined;
  // In development the bundle is rebuilt on save (npm run dev watches it): start fresh workers on the new code.
  const built = holder.pool && env.NODE_ENV !== "development" ? holder.builtAt : bundleTime();
  if (holder.pool && built === holder.builtAt) return holder.pool;
  if (built === undefined) {
    if (!holder.warnedMissing)
      log.warn("analyzer worker bundle missing: reviews run on the main thread", { file: ANALYZE_WORKER_FILE });
    holder.warnedMissing = true;
    return undefined;
  }
  void holder.pool?.close();
  holder.builtAt = built;
  holder.pool = new WorkerPool({
    file: ANALYZE_WORKER_FILE,
    size,
    maxQueue: env.ANALYZE_QUEUE ?? Math.max(8, 4 * size),
    maxWaitMs: MAX_WAIT_MS,
    hardTimeoutMs: ANALYZE_BUDGET_MS + RUNAWAY_GRACE_MS,
    resourceLimits: { maxOldGenerationSizeMb: env.ANALYZE_WORKER_MEMORY_MB, maxYoungGenerationSizeMb: 32 },
    workerData: { nice: env.ANALYZE_WORKER_NICE } satisfies AnalyzeWorkerData,
    isolation: env.ANALYZE_ISOLATION,
  });
  return holder.pool;
}

export function analysisMode(): { mode: "pool" | "inline"; isolation?: "process" | "thread"; stats?: PoolStats } {
  const p = pool();
  return p ? { mode: "pool", isolation: env.ANALYZE_ISOLATION, stats: p.stats() } : { mode: "inline" };
}

const tooComplex = (detail: string) =>
  new AppError(
    "UNPROCESSABLE",
    `The code is too complex to analyse within the time budget: ${detail}`,
    "Send a smaller file or one class at a time.",
  );

/** Runs one review off the request thread; every failure becomes the AppError the caller should see. */
export async function runAnalysis(input: AnalyzeInput): Promise<AnalyzeResult> {
  const p = pool();
  if (!p) {
    try {
      return analyzeJava(input, { budgetMs: ANALYZE_BUDGET_MS });
    } catch (e) {
      if (e instanceof AnalyzerLimitError) throw tooComplex(e.message);
      throw e;
    }
  }
  const task: AnalyzeTask = {
    input: { code: input.code, lastError: input.lastError, lastOutput: input.lastOutput },
    budgetMs: ANALYZE_BUDGET_MS,
  };
  try {
    return await p.run<AnalyzeResult>(task);
  } catch (e) {
    if (e instanceof PoolFullError)
      throw new AppError(
        "SERVICE_UNAVAILABLE",
        "The code reviewer is busy with other reviews right now.",
        `Retry in ${e.retryAfterSeconds} s.`,
        { "Retry-After": String(e.retryAfterSeconds) },
      );
    if (e instanceof WorkerFailedError) {
      log.warn("analyzer worker failed", { reason: e.reason, detail: e.message });
      if (e.reason === "timeout")
        throw tooComplex(`the review ran over ${ANALYZE_BUDGET_MS / 1000} s and was stopped.`);
      if (e.reason === "out-of-memory")
        throw new AppError(
          "UNPROCESSABLE",
          "The code needs more memory to analyse than a review may use.",
          "Send a smaller file or one class at a time.",
        );
      throw new AppError("SERVICE_UNAVAILABLE", "The review stopped unexpectedly.", "Retry in a second.", {
        "Retry-After": "1",
      });
    }
    if (e instanceof TaskError && e.name === "AnalyzerLimitError") throw tooComplex(e.message);
    throw e;
  }
}

/** For tests and shutdown. */
export async function closeAnalysisPool(): Promise<void> {
  await holder.pool?.close();
  holder.pool = undefined;
  holder.builtAt = undefined;
}

/** For tests: the live pool (started if needed). */
export function analysisPoolForTests(): WorkerPool | undefined {
  return pool();
}
