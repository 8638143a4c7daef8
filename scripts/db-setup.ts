// Runs before `npm run dev` / `npm start`: creates the database if needed, applies pending migrations
// (prisma migrate deploy, the same migrations on PGlite and Postgres) and seeds an empty catalogue.
// Safe to run every time: it does nothing when the database is current. Never runs beside a process that has
// the same PGlite folder open (the app is started only after it exits).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const migrationsDir = path.join(process.cwd(), "prisma", "migrations");

function migrationNames(): string[] {
  return fs
    .readdirSync(migrationsDir)
    .filter((d) => fs.statSync(path.join(migrationsDir, d)).isDirectory())
    .sort();
}

async function appliedMigrations(databaseUrl: string): Promise<string[]> {
  const sql = `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  const { Client } = await import("pg");
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows.map((r) => r.migration_name as string);
  } catch (e) {
    if (/_prisma_migrations|does not exist/i.test(String((e as Error)?.message))) return [];
    throw e;
  } finally {
    await client.end();
  }
}

/** Embedded database: migrate in-process (same SQL, same _prisma_migrations rows as the CLI). */
async function migrateEmbedded(pgliteDir: string): Promise<string[]> {
  fs.mkdirSync(path.dirname(pgliteDir), { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const { acquirePgliteLock } = await import("../lib/db/pglite-lock");
  const { migratePglite } = await import("../lib/db/migrate-pglite");
  const release = acquirePgliteLock(pgliteDir);
  const db = new PGlite(pgliteDir);
  try {
    return await migratePglite(db);
  } finally {
    await db.close();
    release();
  }
}

export async function setupDatabase(
  opts: { databaseUrl?: string; pgliteDir?: string; seed?: "if-empty" | "always" | "never"; quiet?: boolean } = {},
) {
  const databaseUrl = opts.databaseUrl ?? (process.env.DATABASE_URL || undefined);
  const pgliteDir = path.resolve(opts.pgliteDir ?? process.env.PGLITE_DIR ?? path.join(".data", "pglite"));
  const log = opts.quiet ? () => {} : (m: string) => console.log(`[db] ${m}`);
  const where = databaseUrl
    ? "PostgreSQL (DATABASE_URL)"
    : `embedded PGlite at ${path.relative(process.cwd(), pgliteDir)}`;

  if (databaseUrl) {
    const applied = new Set(await appliedMigrations(databaseUrl));
    const pending = migrationNames().filter((m) => !applied.has(m));
    if (pending.length) {
      log(`${where}: applying ${pending.length} migration(s) with prisma migrate deploy…`);
      const t = Date.now();
      const r = spawnSync(path.join("node_modules", ".bin", "prisma"), ["migrate", "deploy"], {
        env: { ...process.env, DATABASE_URL: databaseUrl },
        encoding: "utf8",
        timeout: 300_000,
      });
      if (r.status !== 0) throw new Error(`prisma migrate deploy failed:\n${r.stdout}\n${r.stderr}`);
      log(`migrations applied in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
  } else {
    const t = Date.now();
    const applied = await migrateEmbedded(pgliteDir);
    if (applied.length)
      log(`${where}: applied ${applied.length} migration(s) in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }

  const mode = opts.seed ?? "if-empty";
  if (mode === "never") return;
  const { createPrismaClient, closePrismaClient } = await import("../lib/db/client");
  const prisma = await createPrismaClient({ databaseUrl, pgliteDir });
  try {
    const courses = await prisma.course.count();
    if (mode === "always" || courses === 0) {
      const { loadCurriculum } = await import("../lib/content/load");
      const { seedDatabase } = await import("../lib/content/seed");
      const t = Date.now();
      const r = await seedDatabase(prisma, loadCurriculum());
      log(
        `seeded ${r.courses} courses, ${r.lessons} lessons, ${r.masters} programs, ${r.users} users, ${r.exercises} exercises in ${Date.now() - t} ms`,
      );
    }
  } finally {
    await closePrismaClient(prisma);
  }
}

// CLI: `tsx scripts/db-setup.ts` (migrate + seed an empty catalogue: npm run dev/start), `--migrate-only`
// (npm run db:migrate, and vercel-build, which also passes `--require-database`: on Vercel the embedded database
// cannot work, so a missing DATABASE_URL is refused with a message instead of migrating a throw-away folder).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const args = process.argv.slice(2);
  if (args.includes("--require-database") && process.env.VERCEL && !process.env.DATABASE_URL) {
    console.error(
      "[db] DATABASE_URL is not set: a Vercel build needs a PostgreSQL server (e.g. Vercel Postgres / Neon); the embedded PGlite database is local-only. See docs/deployment.md.",
    );
    process.exit(1);
  }
  setupDatabase({ seed: args.includes("--migrate-only") ? "never" : "if-empty" }).then(
    () => process.exit(0),
    (e) => {
      console.error(`[db] setup failed: ${e instanceof Error ? e.message : e}`);
      process.exit(1);
    },
  );
}
