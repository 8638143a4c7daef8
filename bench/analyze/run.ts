// Benchmark of the Java analyzer:  npx tsx bench/analyze/run.ts  (main.ts, bundled: see bench/lib/run-bundled.ts)
import { runBundled } from "../lib/run-bundled";

runBundled(__dirname);
