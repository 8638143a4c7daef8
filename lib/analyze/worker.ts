// The analyzer's worker (bundled to dist/workers/analyze.mjs by scripts/build-workers.ts; started by the pool in
// lib/services/analyze-pool.ts as a child process, or as a worker thread with ANALYZE_ISOLATION=thread). Warm: the
// parser and the rule tables load once, and one small review runs before the worker says it is ready, so the first
// learner's request does not pay for the start-up.
import { readdirSync, readlinkSync } from "node:fs";
import os from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { analyzeJava, type AnalyzeInput, type AnalyzeResult } from "./index";

export interface AnalyzeWorkerData {
  /** Niceness for this thread (0–19): reviews yield the CPU to request handling on a busy instance. */
  nice?: number;
}

/**
 * Lowers this worker thread's scheduling priority. On Linux a thread has its own niceness: setpriority() with the
 * thread id (read from /proc/thread-self, which names the calling thread) changes this thread only, not the process
 * that serves requests. Raising niceness needs no privilege. Elsewhere (no /proc) nothing changes.
 */
export function lowerThreadPriority(nice: number): number | undefined {
  if (!(nice > 0)) return undefined;
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (!Number.isInteger(tid) || tid <= 0) return undefined;
    os.setPriority(tid, nice);
    return os.getPriority(tid);
  } catch {
    return undefined;
  }
}

export interface AnalyzeTask {
  input: AnalyzeInput;
  budgetMs?: number;
}

const WARM_UP = `import java.util.*;
public class Warm {
  private final List<String> names = new ArrayList<>();
  public int count(String s) { if (s == "x") return 0; return names.size(); }
}`;

/**
 * Lowers the priority of every thread of this process (a child process of the pool): its main thread, V8's garbage
 * collector and compiler threads and libuv's, all started before this runs; threads started later inherit the
 * niceness of the thread that starts them. Linux only (/proc/self/task); returns the main thread's niceness.
 */
export function lowerProcessPriority(nice: number): number | undefined {
  if (!(nice > 0)) return undefined;
  try {
    for (const tid of readdirSync("/proc/self/task")) {
      try {
        os.setPriority(Number(tid), nice);
      } catch {
        // a thread that ended meanwhile
      }
    }
    return os.getPriority(process.pid);
  } catch {
    return undefined;
  }
}

type Reply =
  { id: number; ok: true; value: AnalyzeResult } | { id: number; ok: false; error: { name: string; message: string } };

function answer(m: { id: number; payload: AnalyzeTask }): Reply {
  try {
    return { id: m.id, ok: true, value: analyzeJava(m.payload.input, { budgetMs: m.payload.budgetMs }) };
  } catch (e) {
    const err = e instanceof Error ? e : new Error(String(e));
    return { id: m.id, ok: false, error: { name: err.name, message: err.message } };
  }
}

if (parentPort) {
  const port = parentPort;
  const nice = lowerThreadPriority((workerData as AnalyzeWorkerData | undefined)?.nice ?? 0);
  analyzeJava({ code: WARM_UP });
  port.on("message", (m: { id: number; payload: AnalyzeTask }) => port.postMessage(answer(m)));
  port.postMessage({ type: "ready", nice });
} else if (process.send) {
  const send = process.send.bind(process);
  const at = process.argv.indexOf("--worker-data");
  const data = (at > 0 ? JSON.parse(process.argv[at + 1]) : null) as AnalyzeWorkerData | null;
  const nice = lowerProcessPriority(data?.nice ?? 0);
  analyzeJava({ code: WARM_UP });
  process.on("message", (m: { id: number; payload: AnalyzeTask }) => send(answer(m)));
  process.on("disconnect", () => process.exit(0)); // the server is gone: so is its reviewer
  send({ type: "ready", nice });
}
