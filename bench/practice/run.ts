// Benchmark of a practice submission end to end through the service (lib/services/exercises.ts): the database, the
// local runner (javac/java under bubblewrap), the checks, progress, and on a failure the reviewer.
//   npx tsx bench/practice/run.ts [rounds=8] [concurrency=4]
// main.ts is bundled with its packages left external (java-parser is an ES module tsx cannot load; Prisma must
// find its generated client), then run with node from .data/ so node_modules resolves.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import { NODE_BUNDLE } from "../../scripts/lib/bundle";

const outfile = path.resolve(".data", "bench-practice.mjs");
fs.mkdirSync(path.dirname(outfile), { recursive: true });
buildSync({ ...NODE_BUNDLE, entryPoints: [path.join(__dirname, "main.ts")], outfile, packages: "external" });
const r = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, RUNNER: process.env.RUNNER ?? "local", LOG_LEVEL: "silent" },
});
fs.rmSync(outfile, { force: true });
process.exit(r.status ?? 1);
