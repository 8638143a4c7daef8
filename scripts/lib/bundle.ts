// One way to turn a TypeScript entry that imports the analyzer into a single ES module plain node can run: java-parser
// is an ES module whose dependency (chevrotain) only exports an "import" entry, which tsx's CommonJS mode cannot load.
// Used by the worker bundles (scripts/build-workers.ts), the analyzer benches (bench/lib/run-bundled.ts) and tests.
import { buildSync, type BuildOptions } from "esbuild";

/** esbuild options shared by every bundle: node 20, ES module, with a require() for CommonJS dependencies. */
export const NODE_BUNDLE: BuildOptions = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  logLevel: "error",
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
};

/** Bundles one script (and what it imports) into a single ES module that plain node can run. */
export function bundleScript(entry: string, outfile: string): void {
  buildSync({ ...NODE_BUNDLE, entryPoints: [entry], outfile });
}
