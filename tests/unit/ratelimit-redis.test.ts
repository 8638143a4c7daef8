// The Upstash sliding-window algorithm on a plain Redis (REDIS_URL), shared by several app instances.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const worker = (key: string, n: number) =>
  run("node_modules/.bin/tsx", ["tests/helpers/rl-worker.ts", key, String(n)], {
    env: { ...process.env, LOG_LEVEL: "silent" },
  }).then((r) => JSON.parse(r.stdout.trim().split("\n").at(-1)!) as { allowed: number; enforced: boolean });

describe.skipIf(!process.env.REDIS_URL)("Redis rate limiter", () => {
  it("holds exactly 30 per minute across two instances sending 25 concurrent requests each", async () => {
    const key = `ci-${Date.now()}-${Math.random()}`;
    const [a, b] = await Promise.all([worker(key, 25), worker(key, 25)]);
    expect(a.enforced && b.enforced).toBe(true);
    expect(a.allowed + b.allowed).toBe(30);
  });
});

describe("rate limiter without a reachable store", () => {
  it("fails open (serves the request, marks it unenforced) when Redis is down", async () => {
    const r = await run("node_modules/.bin/tsx", ["tests/helpers/rl-worker.ts", "down", "3"], {
      env: { ...process.env, REDIS_URL: "redis://127.0.0.1:1", LOG_LEVEL: "silent" },
    });
    expect(JSON.parse(r.stdout.trim().split("\n").at(-1)!)).toEqual({ allowed: 3, enforced: false });
  });
});
