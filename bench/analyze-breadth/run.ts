// Recall and false-positive rates of the quality, Spring, runtime and syntax families: npx tsx bench/analyze-breadth/run.ts
//
// java-parser is an ES module whose dependency (chevrotain) only exports an "import" entry, which
// tsx's CommonJS mode (used for .ts files in this package) cannot load. So this launcher bundles
// main.ts with esbuild (already installed with tsx) into a temporary .mjs and runs that with node.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildSync } from "esbuild";

const outfile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "analyze-breadth-")), "bench.mjs");
buildSync({
  // BENCH_ENTRY=other.ts runs another script of this folder the same way (handy for profiling)
  entryPoints: [path.join(__dirname, process.env.BENCH_ENTRY ?? "main.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outfile,
  logLevel: "error",
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
const r = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], { stdio: "inherit" });
fs.rmSync(path.dirname(outfile), { recursive: true, force: true });
process.exit(r.status ?? 1);
