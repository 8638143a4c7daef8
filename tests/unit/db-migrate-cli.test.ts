// `npm run db:migrate` and the migration step of `vercel-build` finish on the embedded database (no hang after the
// migrations, as `prisma migrate deploy` on PGlite did) and refuse clearly on Vercel without DATABASE_URL.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const cli = (args: string[], env: NodeJS.ProcessEnv) =>
  run("node_modules/.bin/tsx", ["scripts/db-setup.ts", ...args], { env, timeout: 240_000 });

const baseEnv = (): NodeJS.ProcessEnv => {
  const e: NodeJS.ProcessEnv = { ...process.env };
  delete e.DATABASE_URL;
  delete e.VERCEL;
  return e;
};

describe("db:migrate and vercel-build's migration step", () => {
  it("migrates a new embedded database and exits (no seed with --migrate-only)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrate-cli-"));
    try {
      const r = await cli(["--migrate-only", "--require-database"], { ...baseEnv(), PGLITE_DIR: dir });
      expect(r.stdout).toMatch(/applied \d+ migration/);
      expect(r.stdout).not.toMatch(/seeded/);
      const again = await cli(["--migrate-only"], { ...baseEnv(), PGLITE_DIR: dir });
      expect(again.stdout).not.toMatch(/applied/); // current: nothing to do, and it still exits
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);

  it("refuses on Vercel without DATABASE_URL, naming what is missing", async () => {
    const r = await cli(["--migrate-only", "--require-database"], { ...baseEnv(), VERCEL: "1" }).catch((e) => e);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/DATABASE_URL is not set: a Vercel build needs a PostgreSQL server/);
  }, 60_000);
});
