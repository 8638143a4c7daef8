// Accuracy benchmark of the security review:  npx tsx bench/analyze-accuracy/run.ts [--holdout] [--misses] [--cwe 89]
// Run from the repository root (main.ts, bundled: see bench/lib/run-bundled.ts).
import { runBundled } from "../lib/run-bundled";

runBundled(__dirname);
