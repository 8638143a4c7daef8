// Stops and starts the machine's PostgreSQL and Redis for the fault tests. They are shared with other test runs, so
// every stop is paired with a start in a `finally`, and fault windows are kept to a few seconds.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";

const PG_VERSION = process.env.FAULTS_PG_VERSION ?? (fs.existsSync("/etc/postgresql") ? fs.readdirSync("/etc/postgresql").sort().at(-1) : undefined) ?? "15";
const REDIS_ARGS = ["--daemonize", "yes", "--bind", "127.0.0.1", "-::1", "--port", "6379", "--save", "", "--appendonly", "no", "--dir", "/var/lib/redis", "--logfile", "/var/log/redis/ci.log"];

const quiet = { stdio: ["ignore", "pipe", "pipe"] as ["ignore", "pipe", "pipe"], encoding: "utf8" as const, timeout: 60_000 };

export function postgresUp(): boolean {
  return spawnSync("pg_isready", ["-q", "-h", "127.0.0.1", "-p", "5432"], quiet).status === 0;
}

export function redisUp(): boolean {
  const r = spawnSync("redis-cli", ["-h", "127.0.0.1", "-p", "6379", "ping"], quiet);
  return r.status === 0 && r.stdout.trim() === "PONG";
}

async function until(what: string, ok: () => boolean, ms = 30_000): Promise<void> {
  const t = Date.now();
  while (!ok()) {
    if (Date.now() - t > ms) throw new Error(`${what} not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function stopPostgres(): Promise<void> {
  execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", PG_VERSION, "main", "stop", "-m", "fast"], quiet);
  await until("PostgreSQL down", () => !postgresUp(), 15_000);
}

export async function startPostgres(): Promise<void> {
  if (postgresUp()) return;
  const r = spawnSync("pg_ctlcluster", ["--skip-systemctl-redirect", PG_VERSION, "main", "start"], quiet);
  if (r.status !== 0 && !postgresUp()) throw new Error(`pg_ctlcluster start failed: ${r.stderr}`);
  await until("PostgreSQL up", postgresUp);
}

export async function stopRedis(): Promise<void> {
  spawnSync("redis-cli", ["-h", "127.0.0.1", "-p", "6379", "shutdown", "nosave"], quiet); // exits non-zero as the server hangs up
  await until("Redis down", () => !redisUp(), 15_000);
}

export async function startRedis(): Promise<void> {
  if (redisUp()) return;
  fs.mkdirSync("/var/lib/redis", { recursive: true });
  fs.mkdirSync("/var/log/redis", { recursive: true });
  const r = spawnSync("redis-server", REDIS_ARGS, quiet);
  if (r.status !== 0 && !redisUp()) throw new Error(`redis-server failed: ${r.stderr}`);
  await until("Redis up", redisUp);
}

/** Both services up again, whatever happened (safety net for afterAll and the runner's exit). */
export async function restoreServices(): Promise<void> {
  const errors: unknown[] = [];
  await startPostgres().catch((e) => errors.push(e));
  await startRedis().catch((e) => errors.push(e));
  if (errors.length) throw new Error(`could not restore services: ${errors.map(String).join("; ")}`);
}
