// Prepares the database once per test run: a migrated, seeded PGlite template (reused while migrations and
// content are unchanged), or the Postgres server named by DATABASE_URL (migrated and seeded).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { setupDatabase } from "../../scripts/db-setup";
import { buildWorkers } from "../../scripts/build-workers";

export const TEMPLATE_DIR = path.resolve(".data", "test-template");

function fingerprint(): string {
  const h = createHash("sha256");
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const p = path.join(dir, name);
      if (fs.statSync(p).isDirectory()) walk(p);
      else h.update(p).update(fs.readFileSync(p));
    }
  };
  walk(path.resolve("prisma", "migrations"));
  walk(path.resolve("prisma", "content"));
  h.update(fs.readFileSync(path.resolve("lib", "content", "seed.ts")));
  return h.digest("hex");
}

export default async function globalSetup() {
  // Reviews run in worker threads started from the bundled analyzer: build it from the sources under test.
  await buildWorkers();
  if (process.env.DATABASE_URL) {
    await setupDatabase({ databaseUrl: process.env.DATABASE_URL, seed: "always", quiet: true });
    return;
  }
  const stamp = path.join(TEMPLATE_DIR, ".fingerprint");
  const fp = fingerprint();
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === fp) return;
  fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  await setupDatabase({ pgliteDir: TEMPLATE_DIR, seed: "always", quiet: true });
  fs.writeFileSync(stamp, fp);
}
