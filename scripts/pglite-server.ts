// Serves the embedded PGlite folder over the Postgres wire protocol (pglite-server), so several processes — the dev
// server and Prisma Studio — share one database safely. Holds the folder's lock while it runs and records its port.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { acquirePgliteLock } from "../lib/db/pglite-lock";

export const SERVER_INFO = path.resolve(".data", "pglite.server.json");

export function runningServerUrl(): string | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(SERVER_INFO, "utf8")) as { pid: number; url: string };
    process.kill(info.pid, 0);
    return info.url;
  } catch {
    return undefined;
  }
}

async function freePort(preferred: number): Promise<number> {
  for (let p = preferred; p < preferred + 50; p++) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net
        .createServer()
        .once("error", () => resolve(false))
        .once("listening", () => s.close(() => resolve(true)));
      s.listen(p, "127.0.0.1");
    });
    if (ok) return p;
  }
  throw new Error("no free port for pglite-server");
}

async function waitForPort(port: number, child: ChildProcess, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`pglite-server exited with ${child.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      const s = net
        .connect(port, "127.0.0.1")
        .once("connect", () => (s.end(), resolve(true)))
        .once("error", () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("pglite-server did not start");
}

/** Starts pglite-server for the folder and returns its DATABASE_URL. The server stops when this process exits. */
export async function startPgliteServer(
  dir = path.resolve(process.env.PGLITE_DIR ?? ".data/pglite"),
  preferredPort = 5433,
) {
  const port = await freePort(preferredPort);
  acquirePgliteLock(dir, `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`);
  const bin = path.join("node_modules", ".bin", "pglite-server");
  const child = spawn(bin, [`--db=${dir}`, `--port=${port}`, "--host=127.0.0.1", "--max-connections=16"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    try {
      fs.unlinkSync(SERVER_INFO);
    } catch {}
  };
  process.once("exit", stop);
  for (const sig of ["SIGINT", "SIGTERM"] as const) process.once(sig, () => (stop(), process.exit(0)));
  await waitForPort(port, child);
  const url = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
  fs.writeFileSync(SERVER_INFO, JSON.stringify({ pid: process.pid, port, url }));
  return { url, child };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  startPgliteServer().then(
    ({ url }) => console.log(`[db] embedded database served at ${url} (Ctrl+C to stop)`),
    (e) => {
      console.error(`[db] ${e instanceof Error ? e.message : e}`);
      process.exit(1);
    },
  );
}
