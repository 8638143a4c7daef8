// Named rate limiters over one interface. Store: Upstash (UPSTASH_REDIS_REST_*) → plain Redis (REDIS_URL, the same
// Upstash Lua algorithm through a small ioredis adapter) → in-memory (single instance only).
// When the store is unreachable the limiter fails OPEN (the request is served, a warning is logged, and the
// response says `RateLimit-Status: unavailable`): an outage of Redis must not take the learning API down.
import { createHash } from "node:crypto";
import { Ratelimit } from "@upstash/ratelimit";
import { Redis as UpstashRedis } from "@upstash/redis";
import IORedis from "ioredis";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

export interface LimitPolicy {
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface LimitResult {
  success: boolean;
  limit: number;
  remaining: number;
  /** Epoch ms when the window resets. */
  reset: number;
  /** false when the store could not be reached and the request was let through. */
  enforced: boolean;
}

export const POLICIES = {
  ask: { name: "ask", limit: 30, windowSeconds: 60 },
  auth: { name: "auth", limit: env.AUTH_RATE_LIMIT, windowSeconds: 60 },
  analyze: { name: "analyze", limit: 60, windowSeconds: 60 },
  /** the playground's review for visitors without an account, per client address */
  playground: { name: "playground", limit: 10, windowSeconds: 60 },
  /** code runs (exercise submissions and the playground's Run), per learner: each one starts a JVM */
  practice: { name: "practice", limit: 10, windowSeconds: 60 },
  // Studio sends several requests per screen (introspection, page, count); generous for a person, bounded for a script.
  studio: { name: "studio", limit: 300, windowSeconds: 60 },
} satisfies Record<string, LimitPolicy>;
export type PolicyName = keyof typeof POLICIES;

interface Limiter {
  limit(key: string): Promise<Omit<LimitResult, "enforced">>;
}

/** Sliding-window log in memory: exact for one process; use Redis/Upstash for several instances. */
class MemoryLimiter implements Limiter {
  private hits = new Map<string, number[]>();
  constructor(private policy: LimitPolicy) {}
  async limit(key: string) {
    const now = Date.now();
    const windowMs = this.policy.windowSeconds * 1000;
    const arr = (this.hits.get(key) ?? []).filter((t) => t > now - windowMs);
    const success = arr.length < this.policy.limit;
    if (success) arr.push(now);
    this.hits.set(key, arr);
    if (this.hits.size > 50_000)
      for (const [k, v] of this.hits) if (!v.length || v[v.length - 1] <= now - windowMs) this.hits.delete(k);
    return {
      success,
      limit: this.policy.limit,
      remaining: Math.max(0, this.policy.limit - arr.length),
      reset: (arr[0] ?? now) + windowMs,
    };
  }
}

type RedisLike = ConstructorParameters<typeof Ratelimit>[0]["redis"];

/** What Ratelimit calls, mapped onto ioredis. Upstash scripts start with `#!lua flags=…`, which Redis 7.0 rejects. */
function ioredisAdapter(url: string): RedisLike {
  const io = new IORedis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1500,
    enableOfflineQueue: true,
  });
  io.on("error", (e: Error) => log.warn("redis error", { error: e.message }));
  const fix = (s: string) => s.replace(/^#!lua[^\n]*\n/, "");
  const sha1 = (s: string) => createHash("sha1").update(s).digest("hex");
  const shaMap = new Map<string, string>();
  const adapter = {
    evalsha: (sha: string, keys: string[], args: unknown[]) =>
      io.evalsha(shaMap.get(sha) ?? sha, keys.length, ...keys, ...args.map(String)),
    eval: (script: string, keys: string[], args: unknown[]) => {
      const fixed = fix(script);
      shaMap.set(sha1(script), sha1(fixed));
      return io.eval(fixed, keys.length, ...keys, ...args.map(String));
    },
    ping: () => io.ping(),
  };
  return adapter as unknown as RedisLike;
}

let store: { kind: "upstash" | "redis" | "memory"; redis?: RedisLike } | undefined;
function getStore() {
  if (store) return store;
  if (env.UPSTASH_REDIS_REST_URL && env.UPSTASH_REDIS_REST_TOKEN) {
    store = {
      kind: "upstash",
      redis: new UpstashRedis({
        url: env.UPSTASH_REDIS_REST_URL,
        token: env.UPSTASH_REDIS_REST_TOKEN,
      }) as unknown as RedisLike,
    };
  } else if (env.REDIS_URL) {
    store = { kind: "redis", redis: ioredisAdapter(env.REDIS_URL) };
  } else store = { kind: "memory" };
  return store;
}

export function rateLimitStoreKind(): "upstash" | "redis" | "memory" {
  return getStore().kind;
}

const limiters = new Map<string, Limiter>();
function limiterFor(policy: LimitPolicy): Limiter {
  let l = limiters.get(policy.name);
  if (!l) {
    const s = getStore();
    l = s.redis
      ? new Ratelimit({
          redis: s.redis,
          limiter: Ratelimit.slidingWindow(policy.limit, `${policy.windowSeconds} s`),
          prefix: `rl:${policy.name}`,
          analytics: false,
          timeout: 0,
        })
      : new MemoryLimiter(policy);
    limiters.set(policy.name, l);
  }
  return l;
}

export async function checkRateLimit(policyName: PolicyName, key: string): Promise<LimitResult> {
  const policy = POLICIES[policyName];
  try {
    const r = await limiterFor(policy).limit(key);
    return { success: r.success, limit: r.limit, remaining: r.remaining, reset: r.reset, enforced: true };
  } catch (e) {
    log.warn("rate limit store unavailable; failing open", { policy: policy.name, error: (e as Error).message });
    return {
      success: true,
      limit: policy.limit,
      remaining: policy.limit,
      reset: Date.now() + policy.windowSeconds * 1000,
      enforced: false,
    };
  }
}

/** IETF httpapi RateLimit / RateLimit-Policy headers (structured fields) plus Retry-After when denied. */
export function rateLimitHeaders(policyName: PolicyName, r: LimitResult): Record<string, string> {
  const p = POLICIES[policyName];
  const secondsLeft = Math.max(0, Math.ceil((r.reset - Date.now()) / 1000));
  const h: Record<string, string> = {
    "RateLimit-Policy": `"${p.name}";q=${p.limit};w=${p.windowSeconds}`,
    RateLimit: `"${p.name}";r=${r.remaining};t=${secondsLeft}`,
  };
  if (!r.enforced) h["RateLimit-Status"] = "unavailable";
  if (!r.success) h["Retry-After"] = String(Math.max(1, secondsLeft));
  return h;
}

/** Reachability of the store (health checks). */
export async function pingRateLimitStore(): Promise<void> {
  const s = getStore();
  if (!s.redis) return;
  const r = s.redis as unknown as { ping: () => Promise<unknown> };
  await r.ping();
}
