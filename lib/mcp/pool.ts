// A small pool of reusable MCP server instances, each serving one HTTP exchange at a time. Building a `Server` and
// registering its handlers was a fixed part of every request (one instance per exchange, because the SDK's
// `Protocol` keys in-flight requests by JSON-RPC id and keeps one transport, so two exchanges must never share an
// instance). The pool keeps that rule: an instance is either idle here or held by exactly one exchange, which hands
// it back once its answer is out, or drops it if anything went wrong; an empty pool builds a fresh one.
export class InstancePool<T extends object> {
  private readonly idle: T[] = [];
  /** Instances handed out and not yet given back: a second release of one is ignored, never a second idle entry. */
  private readonly busy = new WeakSet<T>();

  constructor(
    private readonly create: () => T,
    /** How many idle instances are kept; more are left to the garbage collector. */
    readonly maxIdle = 8,
    /** Clears what an exchange left on an instance; run on every release, before it can be handed out again. */
    private readonly reset?: (item: T) => void,
  ) {}

  /** An instance no other exchange holds: an idle one, else a new one. */
  acquire(): T {
    const item = this.idle.pop() ?? this.create();
    this.busy.add(item);
    return item;
  }

  /**
   * Gives an instance back after its exchange is answered (reset first). Unknown, idle or already released instances
   * are ignored.
   */
  release(item: T): void {
    if (!this.busy.delete(item)) return;
    this.reset?.(item);
    if (this.idle.length < this.maxIdle) this.idle.push(item);
  }

  /** Forgets an instance whose exchange failed in a way that may have left state behind: it is never reused. */
  discard(item: T): void {
    this.busy.delete(item);
  }

  get idleCount(): number {
    return this.idle.length;
  }
}
