// Starts the production build (`next start`) on a copy of the seeded database, for benchmarks.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setupDatabase } from "../../scripts/db-setup";

export interface BenchServer {
  url: string;
  child: ChildProcess;
  stop(): void;
  rssMb(): number;
}

export async function startProductionServer(port: number, extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  const dist = process.env.NEXT_DIST_DIR || ".next";
  if (!fs.existsSync(`${dist}/BUILD_ID`))
    throw new Error(`no production build in ${dist}: run \`npm run build\` first`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-db-"));
  if (!process.env.DATABASE_URL) {
    if (fs.existsSync(".data/test-template/.fingerprint"))
      fs.cpSync(".data/test-template", path.join(dir, "db"), { recursive: true });
    else await setupDatabase({ pgliteDir: path.join(dir, "db"), quiet: true });
  }
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(path.join("node_modules", ".bin", "next"), ["start", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      APP_URL: url,
      PGLITE_DIR: path.join(dir, "db"),
      LOG_LEVEL: "error",
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on("exit", stop);
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  const rssMb = () => {
    try {
      // next start forks the actual server; sum the RSS of the process tree.
      const pids = [
        child.pid!,
        ...fs
          .readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8")
          .trim()
          .split(/\s+/)
          .filter(Boolean)
          .map(Number),
      ];
      return pids.reduce(
        (s, pid) => s + Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024,
        0,
      );
    } catch {
      return NaN;
    }
  };
  return { url, child, stop, rssMb };
}
