// Recall and false-positive rates of the quality, Spring, runtime and syntax families:
// npx tsx bench/analyze-breadth/run.ts  (main.ts, bundled: see bench/lib/run-bundled.ts)
import { runBundled } from "../lib/run-bundled";

runBundled(__dirname);
