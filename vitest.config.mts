import { defineConfig } from "vitest/config";
// vitest 5 wants Node 22: on Node 20 its error reporter needs Map.groupBy, so `npx vitest` works as it is there too.
import "./tests/helpers/polyfills.cjs";

// tests/unit: services and libraries against a real Postgres (PGlite in-process, or DATABASE_URL).
// tests/api: HTTP tests against the built app at BASE_URL (scripts/test.ts builds and starts it).
export default defineConfig({
  resolve: { alias: { "@": import.meta.dirname } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/helpers/global-setup.ts"],
    env: { LOG_LEVEL: "silent", CATALOG_CACHE_SECONDS: "0", AI_TIMEOUT_MS: "1500" },
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
