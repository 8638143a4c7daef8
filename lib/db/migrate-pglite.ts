// Applies prisma/migrations to an embedded PGlite folder in-process, writing the same `_prisma_migrations` rows
// (sha256 checksum of migration.sql) that `prisma migrate deploy` writes, so the Prisma CLI sees the same state.
// Why not the CLI here: with the JS engine + PGlite adapter, `prisma migrate deploy` does not exit after it has
// finished (it never closes the adapter), which would hang `npm run dev`. Postgres servers still use the CLI.
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";

const TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = path.resolve("prisma", "migrations")): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((d) => fs.existsSync(path.join(dir, d, "migration.sql")))
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

export async function migratePglite(db: PGlite, migrations = readMigrations()): Promise<string[]> {
  await db.exec(TABLE);
  const rows = (
    await db.query<{ migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`,
    )
  ).rows;
  const failed = rows.find((r) => r.finished_at === null && r.rolled_back_at === null);
  if (failed)
    throw new Error(
      `Migration ${failed.migration_name} failed earlier; resolve it with \`prisma migrate resolve\` first.`,
    );
  const done = new Set(rows.filter((r) => r.finished_at && !r.rolled_back_at).map((r) => r.migration_name));
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.name)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES ($1, $2, now(), $3, now(), 1)`,
        [randomUUID(), m.checksum, m.name],
      );
    });
    applied.push(m.name);
  }
  return applied;
}
