// Benchmark of the code runner:  npm run bench:run  (main.ts, bundled like the analyzer benches: bench/lib/run-bundled.ts)
import { runBundled } from "../lib/run-bundled";

runBundled(__dirname);
