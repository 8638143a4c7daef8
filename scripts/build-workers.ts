// Bundles the worker threads' entry modules into self-contained ES modules under dist/workers/ (git-ignored), so the
// same file runs under `next dev`, `next start`, the test servers, vitest and a Vercel function (next.config.mjs
// traces dist/workers into every server function). Run by postinstall, `npm run build`, `npm run dev` (watch mode)
// and the test runner; ~1 s.
//   tsx scripts/build-workers.ts [--watch]
import path from "node:path";
import { build, context, type BuildOptions } from "esbuild";
import { NODE_BUNDLE } from "./lib/bundle";

export const WORKERS = { analyze: "lib/analyze/worker.ts" } as const;
export const WORKER_DIR = path.resolve("dist", "workers");

function options(): BuildOptions {
  return {
    entryPoints: Object.fromEntries(Object.entries(WORKERS).map(([name, file]) => [name, path.resolve(file)])),
    outdir: WORKER_DIR,
    outExtension: { ".js": ".mjs" },
    ...NODE_BUNDLE,
  };
}

export async function buildWorkers(): Promise<void> {
  await build(options());
}

async function main() {
  if (process.argv.includes("--watch")) {
    const ctx = await context(options());
    await ctx.watch();
    console.log(
      `[workers] watching ${Object.values(WORKERS).join(", ")} → ${path.relative(process.cwd(), WORKER_DIR)}`,
    );
    return;
  }
  const t = Date.now();
  await buildWorkers();
  console.log(`[workers] built ${Object.keys(WORKERS).join(", ")} in ${Date.now() - t} ms`);
}

if (process.argv[1] && /build-workers\.ts$/.test(process.argv[1])) {
  main().catch((e) => {
    console.error(`[workers] ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  });
}
