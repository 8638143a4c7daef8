// Starts the production build (`next start`) on a copy of the seeded database, for benchmarks.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freshEmbeddedDatabase, startAppServer, type AppServer } from "../../scripts/lib/app-server";

export type BenchServer = AppServer;

export async function startProductionServer(port: number, extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-db-"));
  if (!process.env.DATABASE_URL) await freshEmbeddedDatabase(path.join(dir, "db"));
  const server = await startAppServer({
    port,
    env: { PGLITE_DIR: path.join(dir, "db"), LOG_LEVEL: "error", ...extraEnv },
    timeoutMs: 40_000,
  });
  const stop = () => {
    server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on("exit", stop);
  return { ...server, stop };
}
