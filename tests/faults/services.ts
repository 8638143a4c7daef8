// Stops and starts the machine's PostgreSQL and Redis for the fault tests. They are shared with other test runs, so
// every stop is paired with a start in a `finally`, and fault windows are kept to a few seconds.
import { execFile } from "node:child_process";
import fs from "node:fs";

const PG_VERSION =
  process.env.FAULTS_PG_VERSION ??
  (fs.existsSync("/etc/postgresql") ? fs.readdirSync("/etc/postgresql").sort().at(-1) : undefined) ??
  "15";
const REDIS_ARGS = [
  "--daemonize",
  "yes",
  "--bind",
  "127.0.0.1",
  "-::1",
  "--port",
  "6379",
  "--save",
  "",
  "--appendonly",
  "no",
  "--dir",
  "/var/lib/redis",
  "--logfile",
  "/var/log/redis/ci.log",
];

/** Runs a command without blocking the event loop (the tests keep traffic flowing while a server stops). */
function run(cmd: string, args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(cmd, args, { encoding: "utf8", timeout: 60_000 }, (error, stdout, stderr) => {
      const status = error ? (typeof error.code === "number" ? error.code : 1) : 0;
      resolve({ status, stdout, stderr });
    });
  });
}

export async function postgresUp(): Promise<boolean> {
  return (await run("pg_isready", ["-q", "-h", "127.0.0.1", "-p", "5432"])).status === 0;
}

export async function redisUp(): Promise<boolean> {
  const r = await run("redis-cli", ["-h", "127.0.0.1", "-p", "6379", "ping"]);
  return r.status === 0 && r.stdout.trim() === "PONG";
}

async function until(what: string, ok: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const t = Date.now();
  while (!(await ok())) {
    if (Date.now() - t > ms) throw new Error(`${what} not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function stopPostgres(): Promise<void> {
  const r = await run("pg_ctlcluster", ["--skip-systemctl-redirect", PG_VERSION, "main", "stop", "-m", "fast"]);
  if (r.status !== 0) throw new Error(`pg_ctlcluster stop failed: ${r.stderr}`);
  await until("PostgreSQL down", async () => !(await postgresUp()), 15_000);
}

export async function startPostgres(): Promise<void> {
  if (await postgresUp()) return;
  const r = await run("pg_ctlcluster", ["--skip-systemctl-redirect", PG_VERSION, "main", "start"]);
  if (r.status !== 0 && !(await postgresUp())) throw new Error(`pg_ctlcluster start failed: ${r.stderr}`);
  await until("PostgreSQL up", postgresUp);
}

export async function stopRedis(): Promise<void> {
  await run("redis-cli", ["-h", "127.0.0.1", "-p", "6379", "shutdown", "nosave"]); // may exit non-zero as the server hangs up
  await until("Redis down", async () => !(await redisUp()), 15_000);
}

export async function startRedis(): Promise<void> {
  if (await redisUp()) return;
  fs.mkdirSync("/var/lib/redis", { recursive: true });
  fs.mkdirSync("/var/log/redis", { recursive: true });
  const r = await run("redis-server", REDIS_ARGS);
  if (r.status !== 0 && !(await redisUp())) throw new Error(`redis-server failed: ${r.stderr}`);
  await until("Redis up", redisUp);
}

/** Both services up again, whatever happened (safety net for afterAll and the runner's exit). */
export async function restoreServices(): Promise<void> {
  const errors: unknown[] = [];
  await startPostgres().catch((e) => errors.push(e));
  await startRedis().catch((e) => errors.push(e));
  if (errors.length) throw new Error(`could not restore services: ${errors.map(String).join("; ")}`);
}
