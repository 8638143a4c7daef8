// Config for bench/mcp/inproc.bench.ts only (not part of the test suites).
import { defineConfig } from "vitest/config";
import "../../tests/helpers/polyfills.cjs";

export default defineConfig({
  resolve: { alias: { "@": new URL("../..", import.meta.url).pathname.replace(/\/$/, "") } },
  test: {
    root: new URL("../..", import.meta.url).pathname,
    include: ["bench/mcp/inproc.bench.ts"],
    environment: "node",
    pool: "forks",
    maxWorkers: 1,
    env: { LOG_LEVEL: "silent" },
  },
});
