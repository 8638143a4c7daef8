// A per-instance concurrency cap with a bounded queue: at most `size` submissions compile or run at once, at most
// `maxQueue` wait (none longer than `maxWaitMs`); beyond that the caller gets 503 + Retry-After. Each holder gets a
// numbered slot, which the local sandbox uses to give every slot its own user id (process-count limit per user).
// The same shape as lib/workers/pool.ts, without threads: the work here is child processes.
import { AppError } from "@/lib/errors";

interface Waiter {
  resolve(slot: number): void;
  reject(e: Error): void;
  timer?: NodeJS.Timeout;
}

export interface SlotStats {
  size: number;
  busy: number;
  queued: number;
}

export class Slots {
  private readonly free: number[];
  private readonly queue: Waiter[] = [];

  constructor(
    readonly size: number,
    private readonly maxQueue: number,
    private readonly maxWaitMs: number,
    /** Typical seconds one holder keeps its slot (for Retry-After). */
    private readonly typicalSeconds = 2,
  ) {
    // A stack, lowest slot on top: the most recently used slot (its compiler is the warmest) is taken first.
    this.free = Array.from({ length: size }, (_, i) => size - 1 - i);
  }

  /** Runs fn with a slot; frees it afterwards whatever happens. */
  async with<T>(fn: (slot: number) => Promise<T>): Promise<T> {
    const slot = await this.acquire();
    try {
      return await fn(slot);
    } finally {
      this.release(slot);
    }
  }

  stats(): SlotStats {
    return { size: this.size, busy: this.size - this.free.length, queued: this.queue.length };
  }

  private acquire(): Promise<number> {
    const slot = this.free.pop();
    if (slot !== undefined) return Promise.resolve(slot);
    if (this.queue.length >= this.maxQueue) return Promise.reject(this.full("The code runner is busy"));
    return new Promise<number>((resolve, reject) => {
      const w: Waiter = { resolve, reject };
      w.timer = setTimeout(() => {
        const at = this.queue.indexOf(w);
        if (at >= 0) this.queue.splice(at, 1);
        reject(this.full(`No runner slot became free within ${Math.round(this.maxWaitMs / 1000)} s`));
      }, this.maxWaitMs);
      w.timer.unref();
      this.queue.push(w);
    });
  }

  private release(slot: number): void {
    const next = this.queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.resolve(slot);
    } else this.free.push(slot);
  }

  private full(what: string): AppError {
    const waves = Math.ceil((this.queue.length + 1) / this.size);
    const retry = Math.min(60, Math.max(1, Math.ceil(waves * this.typicalSeconds)));
    return new AppError(
      "SERVICE_UNAVAILABLE",
      `${what}: ${this.size} submissions run and ${this.queue.length} wait.`,
      `Try again in ${retry} s.`,
      { "Retry-After": String(retry) },
    );
  }
}
