// java-parser is an ES module whose dependency (chevrotain) only exports an "import" entry, which tsx's CommonJS
// mode (used for .ts files in this package) cannot load. So the analyzer benches bundle their main.ts with esbuild
// (installed with tsx) into a temporary .mjs and run that with node. BENCH_ENTRY=other.ts runs another script of the
// same folder the same way (handy for profiling).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildSync } from "esbuild";

/** Bundles one script (and what it imports) into a single ES module that plain node can run. */
export function bundleScript(entry: string, outfile: string): void {
  buildSync({
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile,
    logLevel: "error",
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
}

export function runBundled(dir: string): never {
  const outfile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-")), "bench.mjs");
  bundleScript(path.join(dir, process.env.BENCH_ENTRY ?? "main.ts"), outfile);
  const r = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], { stdio: "inherit" });
  fs.rmSync(path.dirname(outfile), { recursive: true, force: true });
  process.exit(r.status ?? 1);
}
