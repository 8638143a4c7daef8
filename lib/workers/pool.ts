// A small pool of workers for CPU-heavy work (today: the Java review), so a long analysis never blocks the event loop
// that serves pages, ask and MCP calls. A worker is a thread of this process or, with `isolation: "process"`, a child
// process speaking the same protocol over its IPC channel (structured clone, `serialization: "advanced"`): there the
// worker's garbage collector threads belong to the child too, so the whole review, collection included, can run at a
// lower OS priority than the process serving requests (a thread shares V8's collector threads with the server's own
// heap; see docs/performance.md, issue 29).
//
// Decision: our own pool (worker threads or child processes), not piscina. What we need is a fixed number of warm
// workers, a bounded queue with a wait limit, a hard kill on a runaway task, and replacement of a crashed worker —
// about 300 lines we test fully, for both kinds of worker.
// Piscina (the maintained alternative) starts its workers from a script inside its own package, resolved by path at
// run time: one more file that Next's bundler and Vercel's file tracing must keep, for features we would not use.
import { fork } from "node:child_process";
import { EventEmitter } from "node:events";
import { Worker, type ResourceLimits } from "node:worker_threads";

export interface PoolOptions {
  /** The worker script: an ES module that posts {type: "ready"}, then answers {id, payload} with {id, ok, value|error}. */
  file: string;
  size: number;
  /** Tasks waiting for a worker; one more is refused with PoolFullError. */
  maxQueue: number;
  /** How long a task may wait for a worker before it is refused (PoolFullError). */
  maxWaitMs: number;
  /** A task running longer than this is ended: its worker is terminated and replaced. */
  hardTimeoutMs: number;
  resourceLimits?: ResourceLimits;
  /** Data every worker receives at start (workerData; a child process gets it as JSON after `--worker-data`). */
  workerData?: unknown;
  /** A worker thread (default) or a child process running the same script. */
  isolation?: "thread" | "process";
}

/** The queue is full, or a task waited too long for a worker: try again later (503 + Retry-After). */
export class PoolFullError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = "PoolFullError";
  }
}

/** The worker running the task died (out of memory, crash, killed) or hit the hard time limit. */
export class WorkerFailedError extends Error {
  constructor(
    message: string,
    readonly reason: "timeout" | "out-of-memory" | "crashed",
  ) {
    super(message);
    this.name = "WorkerFailedError";
  }
}

/** An error the task itself threw inside the worker, carried back by name and message. */
export class TaskError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

interface Task {
  id: number;
  payload: unknown;
  resolve(v: unknown): void;
  reject(e: Error): void;
  queuedAt: number;
  waitTimer?: NodeJS.Timeout;
}

/** What the pool needs of a worker, thread or child process alike. */
interface WorkerHandle {
  postMessage(m: unknown): void;
  terminate(): Promise<unknown>;
  /** Keeps this process alive while the worker runs a task (busy) and lets it exit when idle. */
  hold(busy: boolean): void;
  /** "message" (the reply), "error" (Error & {code?}: ERR_WORKER_OUT_OF_MEMORY when the heap ran out), "exit" (code). */
  on(event: "message" | "error" | "exit", fn: (arg: never) => void): void;
}

/** The last bytes a child wrote to stderr: how V8's fatal "heap out of memory" is told from another crash. */
const STDERR_TAIL = 4096;

/** A child process running `file` with the pool's protocol on its IPC channel, its heap limited by flags. */
function childWorker(opts: PoolOptions): WorkerHandle {
  const limits = opts.resourceLimits ?? {};
  const execArgv = [
    ...(limits.maxOldGenerationSizeMb ? [`--max-old-space-size=${limits.maxOldGenerationSizeMb}`] : []),
    ...(limits.maxYoungGenerationSizeMb
      ? [`--max-semi-space-size=${Math.max(1, Math.floor(limits.maxYoungGenerationSizeMb / 2))}`]
      : []),
  ];
  const child = fork(opts.file, ["--worker-data", JSON.stringify(opts.workerData ?? null)], {
    execArgv,
    serialization: "advanced",
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (d: string) => (stderr = (stderr + d).slice(-STDERR_TAIL)));
  const channel = child.channel as { ref?: () => void; unref?: () => void } | undefined;
  const hold = (busy: boolean) => {
    if (busy) {
      child.ref();
      channel?.ref?.();
    } else {
      child.unref();
      channel?.unref?.();
    }
  };
  hold(false);
  (child.stderr as { unref?: () => void } | null)?.unref?.();
  // 'close' comes after the exit and the end of stderr, so the heap message is in the tail by then.
  const events = new EventEmitter();
  child.on("message", (m) => events.emit("message", m));
  child.on("error", (e) => events.emit("error", e));
  const closed = new Promise<void>((resolve) =>
    child.once("close", (code, signal) => {
      if (/heap out of memory|Reached heap limit/i.test(stderr))
        events.emit("error", Object.assign(new Error("out of memory"), { code: "ERR_WORKER_OUT_OF_MEMORY" }));
      events.emit("exit", code ?? (signal ? `${signal}` : null));
      resolve();
    }),
  );
  return {
    hold,
    // A send to a child that just died is dropped: its 'close' answers the task.
    postMessage: (m) => child.send(m as object, () => undefined),
    terminate: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await closed;
    },
    on: (event, fn) => void events.on(event, fn as (arg: unknown) => void),
  };
}

interface Slot {
  worker: WorkerHandle;
  ready: boolean;
  task?: Task;
  timer?: NodeJS.Timeout;
}

export interface PoolStats {
  size: number;
  busy: number;
  queued: number;
  completed: number;
  failed: number;
  replaced: number;
}

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;
  private readonly counts = { completed: 0, failed: 0, replaced: 0 };

  constructor(private readonly opts: PoolOptions) {
    for (let i = 0; i < opts.size; i++) this.slots.push(this.spawn());
  }

  /** Runs one task on the next free worker. Rejects with PoolFullError, WorkerFailedError or TaskError. */
  run<T>(payload: unknown): Promise<T> {
    if (this.closed) return Promise.reject(new PoolFullError("The worker pool is shut down.", 5));
    return new Promise<T>((resolve, reject) => {
      const task: Task = {
        id: this.nextId++,
        payload,
        resolve: resolve as (v: unknown) => void,
        reject,
        queuedAt: Date.now(),
      };
      const free = this.slots.find((s) => s.ready && !s.task);
      if (free) return this.start(free, task);
      if (this.queue.length >= this.opts.maxQueue) {
        reject(
          new PoolFullError(
            `All ${this.opts.size} workers are busy and ${this.queue.length} tasks wait.`,
            this.retryAfter(),
          ),
        );
        return;
      }
      task.waitTimer = setTimeout(() => {
        const at = this.queue.indexOf(task);
        if (at < 0) return;
        this.queue.splice(at, 1);
        reject(new PoolFullError(`No worker became free within ${this.opts.maxWaitMs} ms.`, this.retryAfter()));
      }, this.opts.maxWaitMs);
      task.waitTimer.unref();
      this.queue.push(task);
    });
  }

  /** Resolves once every worker has started (loaded its modules and warmed up). */
  async ready(): Promise<void> {
    while (!this.closed && this.slots.some((s) => !s.ready)) await new Promise((r) => setTimeout(r, 10));
  }

  stats(): PoolStats {
    return {
      size: this.slots.length,
      busy: this.slots.filter((s) => s.task).length,
      queued: this.queue.length,
      ...this.counts,
    };
  }

  /** Terminates every worker; queued tasks are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.queue.splice(0)) {
      clearTimeout(t.waitTimer);
      t.reject(new PoolFullError("The worker pool is shut down.", 5));
    }
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  /** For tests: terminates the worker that runs the oldest running task, as a crash would. */
  async killBusyWorker(): Promise<boolean> {
    const s = this.slots.find((x) => x.task);
    if (!s) return false;
    await s.worker.terminate();
    return true;
  }

  private retryAfter(): number {
    // About the time the queue needs to drain at the hard limit, at least a second, at most a minute.
    const waves = Math.ceil((this.queue.length + 1) / Math.max(1, this.slots.length));
    return Math.min(60, Math.max(1, Math.ceil((waves * this.opts.hardTimeoutMs) / 4000)));
  }

  private spawn(): Slot {
    const slot: Slot = {
      worker: this.opts.isolation === "process" ? childWorker(this.opts) : this.thread(),
      ready: false,
    };
    const worker = slot.worker;
    worker.on(
      "message",
      (m: { type?: string; id?: number; ok?: boolean; value?: unknown; error?: { name: string; message: string } }) => {
        if (m?.type === "ready") {
          slot.ready = true;
          this.pump(slot);
          return;
        }
        const task = slot.task;
        if (!task || m?.id !== task.id) return;
        this.finish(slot);
        if (m.ok) {
          this.counts.completed++;
          task.resolve(m.value);
        } else {
          this.counts.failed++;
          task.reject(new TaskError(m.error?.name ?? "Error", m.error?.message ?? "The task failed."));
        }
        this.pump(slot);
      },
    );
    // A worker that dies (error, out of memory, terminate) answers its task and is replaced.
    let reported = false;
    const died = (reason: WorkerFailedError["reason"], detail: string) => {
      if (reported) return;
      reported = true;
      const task = slot.task;
      this.finish(slot);
      if (task) {
        this.counts.failed++;
        task.reject(new WorkerFailedError(detail, reason));
      }
      if (this.closed || !this.slots.includes(slot)) return;
      this.counts.replaced++;
      if (slot.ready) {
        this.slots[this.slots.indexOf(slot)] = this.spawn();
        return;
      }
      // It died while starting (a broken script): retry after a pause instead of a tight loop of failing starts.
      const retry = setTimeout(() => {
        const at = this.slots.indexOf(slot);
        if (at >= 0 && !this.closed) this.slots[at] = this.spawn();
      }, 1000);
      retry.unref();
    };
    worker.on("error", (e: Error & { code?: string }) =>
      died(
        e.code === "ERR_WORKER_OUT_OF_MEMORY" ? "out-of-memory" : "crashed",
        e.code === "ERR_WORKER_OUT_OF_MEMORY" ? "The worker ran out of memory." : `The worker crashed: ${e.message}`,
      ),
    );
    worker.on("exit", (code) => died("crashed", `The worker stopped (exit code ${code}).`));
    return slot;
  }

  private thread(): WorkerHandle {
    const worker = new Worker(this.opts.file, {
      resourceLimits: this.opts.resourceLimits,
      workerData: this.opts.workerData,
      stdout: false,
      stderr: false,
    });
    worker.unref();
    return {
      postMessage: (m) => worker.postMessage(m),
      hold: (busy) => (busy ? worker.ref() : worker.unref()),
      terminate: () => worker.terminate(),
      on: (event, fn) => void worker.on(event, fn as (arg: unknown) => void),
    };
  }

  private start(slot: Slot, task: Task): void {
    clearTimeout(task.waitTimer);
    slot.task = task;
    slot.timer = setTimeout(() => {
      if (slot.task !== task) return;
      // Runaway: the worker is stuck past the hard limit. Terminate it; 'exit' replaces it and answers the task.
      this.finish(slot);
      this.counts.failed++;
      task.reject(new WorkerFailedError(`The task ran over ${this.opts.hardTimeoutMs} ms and was stopped.`, "timeout"));
      this.counts.replaced++;
      const at = this.slots.indexOf(slot);
      void slot.worker.terminate();
      if (at >= 0 && !this.closed) this.slots[at] = this.spawn();
    }, this.opts.hardTimeoutMs);
    slot.timer.unref();
    slot.worker.hold(true);
    slot.worker.postMessage({ id: task.id, payload: task.payload });
  }

  private finish(slot: Slot): void {
    if (slot.task) slot.worker.hold(false);
    clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.task = undefined;
  }

  private pump(slot: Slot): void {
    if (this.closed || !slot.ready || slot.task) return;
    const next = this.queue.shift();
    if (next) this.start(slot, next);
  }
}
