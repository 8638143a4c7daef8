// Reviews run in a pool of worker threads (lib/workers/pool.ts, lib/services/analyze-pool.ts): the same answers as
// on the main thread, a bounded queue (503 + Retry-After when full), runaway and crashed workers answered and
// replaced, the time budget enforced inside the worker.
import { fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { analyzeJava, type AnalyzeResult } from "@/lib/analyze";
import { Deadline, threadCpuMs } from "@/lib/analyze/limits";
import { issueAccessToken } from "@/lib/oauth/tokens";
import { ANALYZE_WORKER_FILE } from "@/lib/services/analyze-pool";
import { PoolFullError, TaskError, WorkerFailedError, WorkerPool } from "@/lib/workers/pool";
import { useTestDatabase } from "../helpers/db";

const db = useTestDatabase();
const FIXTURE = path.resolve("tests", "fixtures", "workers", "echo.mjs");

/** A realistic program of about `kb` kilobytes: one service class with many similar methods. */
function bigProgram(kb: number): string {
  const head =
    "import java.util.*;\nimport java.sql.*;\n\npublic class Ledger {\n  private final Map<String, Integer> totals = new HashMap<>();\n";
  const method = (i: number) => `
  public int settle${i}(List<Integer> amounts, String account) throws SQLException {
    int sum = 0;
    for (int a : amounts) {
      if (a > ${i % 97}) sum += a; else sum -= a;
    }
    if (account == "closed") return 0;
    totals.merge(account, sum, Integer::sum);
    try (Connection c = DriverManager.getConnection("jdbc:h2:mem:x")) {
      Statement st = c.createStatement();
      st.executeQuery("SELECT * FROM t WHERE a = '" + account + "'");
    }
    return sum * ${i};
  }
`;
  let s = head;
  for (let i = 0; s.length < kb * 1024; i++) s += method(i);
  return `${s}}\n`;
}

interface Failure extends Error {
  reason?: string;
  retryAfterSeconds?: number;
}
/** The rejection of a promise that must fail. */
const failure = (p: Promise<unknown>): Promise<Failure> =>
  p.then(
    () => {
      throw new Error("expected the task to fail");
    },
    (e: unknown) => e as Failure,
  );

const pools: WorkerPool[] = [];
function makePoolOf(opts: Partial<ConstructorParameters<typeof WorkerPool>[0]> = {}): WorkerPool {
  const p = new WorkerPool({ file: FIXTURE, size: 1, maxQueue: 4, maxWaitMs: 10_000, hardTimeoutMs: 5_000, ...opts });
  pools.push(p);
  return p;
}
const started = async (p: WorkerPool) => {
  await p.ready();
  return p;
};
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

describe.each(["thread", "process"] as const)("WorkerPool (%s)", (isolation) => {
  const makePool = (opts: Partial<ConstructorParameters<typeof WorkerPool>[0]> = {}) =>
    makePoolOf({ isolation, ...opts });

  it("runs tasks and carries a task's own error back by name and message", async () => {
    const p = makePool({ size: 2 });
    expect(await p.run({ kind: "echo", value: { a: [1, 2] } })).toEqual({ a: [1, 2] });
    const err = await failure(p.run({ kind: "throw", message: "no such thing" }));
    expect(err).toBeInstanceOf(TaskError);
    expect(err).toMatchObject({ name: "BadInput", message: "no such thing" });
    expect(p.stats()).toMatchObject({ size: 2, completed: 1, failed: 1, replaced: 0 });
  });

  it("refuses a task when every worker is busy and the queue is full, with a retry hint", async () => {
    const p = await started(makePool({ size: 1, maxQueue: 1 }));
    const running = p.run({ kind: "spin", ms: 400 });
    const queued = p.run({ kind: "echo", value: 2 });
    const refused = await failure(p.run({ kind: "echo", value: 3 }));
    expect(refused).toBeInstanceOf(PoolFullError);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(await running).toBe("spun");
    expect(await queued).toBe(2);
  });

  it("refuses a task that waited longer than the wait limit", async () => {
    const p = await started(makePool({ size: 1, maxQueue: 4, maxWaitMs: 100 }));
    const running = p.run({ kind: "spin", ms: 600 });
    await expect(p.run({ kind: "echo", value: 1 })).rejects.toBeInstanceOf(PoolFullError);
    expect(await running).toBe("spun");
  });

  it("stops a runaway task at the hard limit, answers it, and the next task runs on a new worker", async () => {
    const p = makePool({ size: 1, hardTimeoutMs: 150 });
    const err = await failure(p.run({ kind: "spin", ms: 5_000 }));
    expect(err).toBeInstanceOf(WorkerFailedError);
    expect(err.reason).toBe("timeout");
    expect(await p.run({ kind: "echo", value: "after" })).toBe("after");
    expect(p.stats().replaced).toBe(1);
  });

  it("answers the task of a worker that exits or runs out of memory, and replaces the worker", async () => {
    const p = makePool({ size: 1, resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 } });
    const exited = await failure(p.run({ kind: "exit" }));
    expect(exited).toBeInstanceOf(WorkerFailedError);
    expect(exited.reason).toBe("crashed");
    const oom = await failure(p.run({ kind: "allocate" }));
    expect(oom).toBeInstanceOf(WorkerFailedError);
    expect(oom.reason).toBe("out-of-memory");
    expect(await p.run({ kind: "echo", value: "alive" })).toBe("alive");
    expect(p.stats().replaced).toBe(2);
  });
});

describe("the review budget counts work, not waiting", () => {
  it("a Deadline with a work clock ignores wall time spent waiting and throws once the work exceeds the budget", () => {
    let wall = 0;
    let work = 0;
    const d = new Deadline(
      100,
      () => wall,
      () => work,
    );
    wall = 5_000; // waited five seconds for a core
    work = 40;
    expect(() => d.check("rule checks")).not.toThrow();
    expect(d.remaining()).toBe(60);
    expect(d.elapsed()).toBe(5_000);
    work = 101;
    expect(() => d.check("rule checks")).toThrow(/took too long \(over 100 ms, during rule checks\)/);
  });

  it("reads the work clock only once the wall time is over the budget (it costs a /proc read)", () => {
    let wall = 0;
    let reads = 0;
    const d = new Deadline(
      100,
      () => wall,
      () => (reads++, 0),
    );
    expect(reads).toBe(1); // the start
    wall = 99;
    d.check("parsing");
    expect(reads).toBe(1);
    wall = 150;
    d.check("parsing");
    expect(reads).toBe(2);
  });

  it("the default work clock is this thread's CPU time: it advances with work, not with sleep", async () => {
    const t0 = threadCpuMs();
    if (process.platform !== "linux") return expect(t0).toBeUndefined();
    await new Promise((r) => setTimeout(r, 300));
    const slept = threadCpuMs()! - t0!;
    // Busy work on this thread until the process has used 300 ms of CPU (however long a loaded machine takes).
    const p0 = process.cpuUsage();
    const t1 = threadCpuMs()!;
    const processMs = () => {
      const u = process.cpuUsage(p0);
      return (u.user + u.system) / 1000;
    };
    let x = 0;
    while (processMs() < 300) x += Math.sqrt(x + 1);
    const worked = threadCpuMs()! - t1;
    expect(x).toBeGreaterThan(0);
    expect(slept).toBeLessThan(100);
    expect(worked).toBeGreaterThan(150); // most of the process's CPU was this thread's (10 ms ticks)
  });
});

describe.each(["thread", "process"] as const)("the analyzer's workers (dist/workers/analyze.mjs, %s)", (isolation) => {
  const analyzerPool = () =>
    makePoolOf({ file: ANALYZE_WORKER_FILE, size: 1, hardTimeoutMs: 20_000, maxWaitMs: 20_000, isolation });

  it("give the same findings and review as the analyzer on the main thread", async () => {
    const p = analyzerPool();
    for (const code of [
      'class A { boolean f(String s) { return s == "x"; } }',
      bigProgram(20),
      "public class Broken { void f() { int x = 1 } }",
    ]) {
      const inWorker = await p.run<AnalyzeResult>({ input: { code } });
      const inline = analyzeJava({ code });
      expect(inWorker.findings).toEqual(inline.findings);
      expect(inWorker.analysis).toBe(inline.analysis);
    }
  });

  it("run at the configured lower OS priority while the process serving requests keeps its own", async () => {
    const before = os.getPriority();
    if (isolation === "thread") {
      const worker = new Worker(ANALYZE_WORKER_FILE, { workerData: { nice: 7 }, stdout: true, stderr: true });
      try {
        const ready = await new Promise<{ type: string; nice?: number }>((resolve, reject) => {
          worker.on("message", (m: { type: string; nice?: number }) => m.type === "ready" && resolve(m));
          worker.on("error", reject);
        });
        // Linux: the worker thread's own niceness (read back from the thread id); the process (main thread) unchanged.
        expect(ready.nice).toBe(process.platform === "linux" ? Math.max(7, before) : undefined);
        expect(os.getPriority()).toBe(before);
      } finally {
        await worker.terminate();
      }
      return;
    }
    const child = fork(ANALYZE_WORKER_FILE, ["--worker-data", JSON.stringify({ nice: 7 })], {
      execArgv: [],
      serialization: "advanced",
      stdio: ["ignore", "ignore", "ignore", "ipc"],
    });
    try {
      const ready = await new Promise<{ type: string; nice?: number }>((resolve, reject) => {
        child.on("message", (m: { type: string; nice?: number }) => m.type === "ready" && resolve(m));
        child.on("error", reject);
      });
      expect(ready.nice).toBe(process.platform === "linux" ? Math.max(7, before) : undefined);
      if (process.platform === "linux") {
        // Every thread of the child (its main thread, V8's collector threads, libuv's) runs at the lower priority.
        const tasks = fs.readdirSync(`/proc/${child.pid}/task`);
        expect(tasks.length).toBeGreaterThan(3);
        for (const tid of tasks) expect(os.getPriority(Number(tid))).toBeGreaterThanOrEqual(7);
      }
      expect(os.getPriority()).toBe(before);
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("enforce the analyzer's time budget inside the worker (AnalyzerLimitError comes back)", async () => {
    const p = analyzerPool();
    const err = await failure(p.run({ input: { code: bigProgram(150) }, budgetMs: 1 }));
    expect(err).toBeInstanceOf(TaskError);
    expect(err.name).toBe("AnalyzerLimitError");
    expect(err.message).toMatch(/took too long/);
  });

  it("answer the request of a worker killed mid-analysis, and the pool recovers", async () => {
    const p = await started(analyzerPool());
    const running = failure(p.run({ input: { code: bigProgram(180) } }));
    await new Promise((r) => setTimeout(r, 50));
    expect(await p.killBusyWorker()).toBe(true);
    const err = await running;
    expect(err).toBeInstanceOf(WorkerFailedError);
    const after = await p.run<AnalyzeResult>({ input: { code: "class Ok { int f() { return 1; } }" } });
    expect(after.findings).toBeInstanceOf(Array);
  });
});

describe("POST /api/java/analyze and analyze_java_code when the review queue is full", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("answer 503 SERVICE_UNAVAILABLE with Retry-After (REST) and a tool error with Retry-After (MCP)", async () => {
    const user = await db.prisma().user.findFirstOrThrow({ where: { email: "ada@example.com" } });
    const { access_token } = await issueAccessToken({ userId: user.id, scopes: ["read", "analyze"] });
    vi.stubEnv("ANALYZE_WORKERS", "1");
    vi.stubEnv("ANALYZE_QUEUE", "0");
    vi.resetModules();
    const poolModule = await import("@/lib/services/analyze-pool");
    await poolModule.closeAnalysisPool(); // a pool started with other settings by an earlier test
    const { POST } = await import("@/app/api/java/analyze/route");
    const { callTool } = await import("@/lib/mcp/calls");
    await poolModule.analysisPoolForTests()?.ready(); // the worker has started
    const req = (code: string) =>
      new Request("http://localhost/api/java/analyze", {
        method: "POST",
        headers: { authorization: `Bearer ${access_token}`, "content-type": "application/json" },
        body: JSON.stringify({ code }),
      });
    const big = POST(req(bigProgram(120)));
    // the big review has reached the worker (auth, parsing and the hand-off take a moment, longer on a busy machine)
    for (let i = 0; i < 500 && !poolModule.analysisPoolForTests()?.stats().busy; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(poolModule.analysisPoolForTests()?.stats().busy).toBe(1);
    const refused = await POST(req("class A { int f() { return 1; } }"));
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const body = await refused.json();
    expect(body.error).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(body.error.hint).toMatch(/Retry in \d+ s/);

    const state = {
      principal: { userId: user.id, scopes: ["read", "analyze"] as ("read" | "analyze")[], via: "token" as const },
      requestId: "test",
      headers: new Headers(),
      responseHeaders: new Headers(),
    };
    const tool = await callTool("analyze_java_code", { code: "class B { int g() { return 2; } }" }, state);
    expect(tool.isError).toBe(true);
    expect(JSON.stringify(tool.content)).toMatch(/SERVICE_UNAVAILABLE/);
    expect(state.responseHeaders.get("retry-after")).toBeTruthy();

    expect((await big).status).toBe(200);
    await poolModule.closeAnalysisPool();
  });
});
