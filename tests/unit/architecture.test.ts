// House rules that no linter checks: files stay small (docs/architecture.md).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? sources(p) : /\.(ts|tsx|mjs)$/.test(d.name) ? [p] : [];
  });
}

describe("the codebase", () => {
  it("has no file under lib/ or app/ over 600 lines", () => {
    const long = [...sources("lib"), ...sources("app")]
      .map((f) => [f, fs.readFileSync(f, "utf8").split("\n").length] as const)
      .filter(([, n]) => n > 600);
    expect(long).toEqual([]);
  });
});
