import path from "node:path";
import { defineConfig } from "vitest/config";
import "../helpers/polyfills.cjs";

// Fault and concurrency tests: run only by scripts/test-faults.ts (they stop PostgreSQL and Redis), never by `npm test`
// (the root vitest.config.mts includes tests/unit and tests/api only).
export default defineConfig({
  root: path.resolve(import.meta.dirname, "../.."),
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "../..") } },
  test: {
    include: ["tests/faults/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    fileParallelism: false,
  },
});
