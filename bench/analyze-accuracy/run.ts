// Accuracy benchmark of the security review:  npx tsx bench/analyze-accuracy/run.ts [--misses] [--cwe 89]
// Run from the repository root. Bundled like bench/analyze/run.ts (java-parser's dependency chevrotain is ESM-only).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildSync } from "esbuild";

const outfile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "analyze-accuracy-")), "bench.mjs");
buildSync({
  entryPoints: [path.join(__dirname, "main.ts")],
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
