import { defineConfig } from "vitest/config";
// vitest 5 wants Node 22: on Node 20 its error reporter needs Map.groupBy.
import "../helpers/polyfills.cjs";

// tests/run: the code runner (lib/run) with real javac/java under bubblewrap, the Piston adapter against a local
// engine that speaks Piston's format, and the exercise loader. No database: `npm run test:run`.
export default defineConfig({
  resolve: { alias: { "@": new URL("../..", import.meta.url).pathname.replace(/\/$/, "") } },
  test: {
    root: new URL("../..", import.meta.url).pathname,
    include: ["tests/run/**/*.test.ts"],
    environment: "node",
    env: { LOG_LEVEL: "silent", RUNNER: "local", RUNNER_CONCURRENCY: "2" },
    testTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
