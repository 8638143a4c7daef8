// The Vercel build keeps the review worker: Next's file tracing cannot see a file started by path at run time
// (new Worker(dist/workers/analyze.mjs)), so next.config.mjs includes it in every server function, and vercel-build
// writes it before `next build`. Checked once end to end with `npx vercel@58.10.0 build` (docs/deployment.md): every
// function's file map lists dist/workers/analyze.mjs. This test keeps the two settings that made that true.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { ANALYZE_WORKER_FILE } from "@/lib/services/analyze-pool";

describe("the Vercel build output", () => {
  it("traces dist/workers into every server function (API routes, pages, server actions)", async () => {
    const config = (await import(pathToFileURL(path.resolve("next.config.mjs")).href)) as {
      default: { outputFileTracingIncludes?: Record<string, string[]> };
    };
    const includes = config.default.outputFileTracingIncludes;
    expect(includes?.["/**"]).toContain("./dist/workers/**");
    expect(includes?.["/api/**"]).toContain("./dist/workers/**");
    expect(ANALYZE_WORKER_FILE.endsWith("dist/workers/analyze.mjs")).toBe(true);
  });

  it("builds the worker bundle before next build, after the migrations", () => {
    const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    const steps = pkg.scripts["vercel-build"].split("&&").map((s) => s.trim());
    const at = (needle: string) => steps.findIndex((s) => s.includes(needle));
    expect(at("build-workers")).toBeGreaterThan(at("db-setup.ts --migrate-only"));
    expect(at("build-workers")).toBeLessThan(at("next build"));
    expect(at("db-setup.ts --migrate-only")).toBeGreaterThanOrEqual(0);
  });
});
