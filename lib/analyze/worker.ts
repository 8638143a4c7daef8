// The analyzer's worker thread (bundled to dist/workers/analyze.mjs by scripts/build-workers.ts; started by the pool
// in lib/services/analyze-pool.ts). Warm: the parser and the rule tables load once, and one small review runs before
// the worker says it is ready, so the first learner's request does not pay for the start-up.
import { readlinkSync } from "node:fs";
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

if (parentPort) {
  const port = parentPort;
  const nice = lowerThreadPriority((workerData as AnalyzeWorkerData | undefined)?.nice ?? 0);
  analyzeJava({ code: WARM_UP });
  port.on("message", (m: { id: number; payload: AnalyzeTask }) => {
    let reply:
      | { id: number; ok: true; value: AnalyzeResult }
      | { id: number; ok: false; error: { name: string; message: string } };
    try {
      reply = { id: m.id, ok: true, value: analyzeJava(m.payload.input, { budgetMs: m.payload.budgetMs }) };
    } catch (e) {
      const err = e instanceof Error ? e : new Error(String(e));
      reply = { id: m.id, ok: false, error: { name: err.name, message: err.message } };
    }
    port.postMessage(reply);
  });
  port.postMessage({ type: "ready", nice });
}
