// The analyzer benches bundle their main.ts (scripts/lib/bundle.ts says why) into a temporary .mjs and run that with
// node. BENCH_ENTRY=other.ts runs another script of the same folder the same way (handy for profiling).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { bundleScript } from "../../scripts/lib/bundle";

export function runBundled(dir: string): never {
  const outfile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-")), "bench.mjs");
  bundleScript(path.join(dir, process.env.BENCH_ENTRY ?? "main.ts"), outfile);
  const r = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], { stdio: "inherit" });
  fs.rmSync(path.dirname(outfile), { recursive: true, force: true });
  process.exit(r.status ?? 1);
}
