// Starting the production build for the test runners and the benchmarks, written once: a copy of the seeded
// database (PGlite) or the DATABASE_URL server, `next start` on a port, wait for /api/health.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setupDatabase } from "../db-setup";

export interface Started {
  url: string;
  child: ChildProcess;
  stop(): void;
}

export interface AppServer extends Started {
  /** Resident memory of `next start` and the server it forks, in MB. */
  rssMb(): number;
}

export const TEMPLATE_DIR = path.resolve(".data", "test-template");

/** Waits until `url + probe` answers 2xx; fails early when the process exits. */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  ms = 60_000,
  probe = "/api/health",
): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${probe}`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready at ${url}${probe} after ${ms} ms`);
}

/** A fresh embedded database in `dir`: a copy of the seeded test template when there is one, else set up anew. */
export async function freshEmbeddedDatabase(dir: string): Promise<void> {
  fs.rmSync(dir, { recursive: true, force: true });
  if (fs.existsSync(path.join(TEMPLATE_DIR, ".fingerprint"))) fs.cpSync(TEMPLATE_DIR, dir, { recursive: true });
  else await setupDatabase({ pgliteDir: dir, quiet: true });
}

export interface AppServerOptions {
  port: number;
  /** Environment for the server on top of this process's own (APP_URL and PORT are set from `port`). */
  env?: Record<string, string | undefined>;
  /** Where the server's stdout and stderr go (default: only stderr, to this terminal). */
  logFile?: string;
  /** The build to serve (default `.next`, or NEXT_DIST_DIR). */
  distDir?: string;
  timeoutMs?: number;
}

export async function startAppServer(opts: AppServerOptions): Promise<AppServer> {
  const dist = opts.distDir ?? process.env.NEXT_DIST_DIR ?? ".next";
  if (!fs.existsSync(path.join(dist, "BUILD_ID")))
    throw new Error(`no production build in ${dist}: run \`npm run build\` first`);
  const url = `http://127.0.0.1:${opts.port}`;
  const child = spawn(
    path.join("node_modules", ".bin", "next"),
    ["start", "-p", String(opts.port), "-H", "127.0.0.1"],
    {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", APP_URL: url, PORT: String(opts.port), ...opts.env },
      stdio: ["ignore", opts.logFile ? "pipe" : "ignore", opts.logFile ? "pipe" : "inherit"],
    },
  );
  if (opts.logFile) {
    const out = fs.createWriteStream(opts.logFile);
    child.stdout!.pipe(out);
    child.stderr!.pipe(out);
  }
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  };
  process.on("exit", stop);
  await waitForHealth(url, child, opts.timeoutMs ?? 60_000);
  const rssMb = () => {
    try {
      // next start forks the actual server; sum the RSS of the process tree.
      const kids = fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8").trim().split(/\s+/);
      return [child.pid!, ...kids.filter(Boolean).map(Number)].reduce(
        (s, pid) => s + Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024,
        0,
      );
    } catch {
      return NaN;
    }
  };
  return { url, child, stop, rssMb };
}
