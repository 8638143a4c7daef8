import path from "node:path";
import { defineConfig } from "vitest/config";
// temporary (mcp helper): the project config lets Vite's BASE_URL="/" shadow the harness's BASE_URL
export default defineConfig({
  resolve: { alias: { "@": import.meta.dirname } },
  test: { include: ["tests/api/**/*.test.ts"], environment: "node", env: { LOG_LEVEL: "silent", BASE_URL: process.env.BASE_URL ?? "" }, testTimeout: 30_000, pool: "forks", maxWorkers: 1 },
});
