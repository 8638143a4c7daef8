// Runs before `npm run dev` / `npm start`: creates the database if needed, applies pending migrations
// (prisma migrate deploy, the same migrations on PGlite and Postgres) and seeds an empty catalogue.
// Safe to run every time: it does nothing when the database is current. Never runs beside a process that has
// the same PGlite folder open (the app is started only after it exits).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const migrationsDir = path.join(process.cwd(), "prisma", "migrations");

function migrationNames(): string[] {
  return fs.readdirSync(migrationsDir).filter((d) => fs.statSync(path.join(migrationsDir, d)).isDirectory()).sort();
}

async function appliedMigrations(databaseUrl: string | undefined, pgliteDir: string): Promise<string[]> {
  const sql = `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  const missingTable = (e: unknown) => /_prisma_migrations|does not exist/i.test(String((e as Error)?.message));
  if (databaseUrl) {
    const { Client } = await import("pg");
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql)).rows.map((r) => r.migration_name as string);
    } catch (e) {
      if (missingTable(e)) return [];
      throw e;
    } finally {
      await client.end();
    }
  }
  if (!fs.existsSync(path.join(pgliteDir, "PG_VERSION"))) return [];
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(pgliteDir);
  try {
    return (await db.query<{ migration_name: string }>(sql)).rows.map((r) => r.migration_name);
  } catch (e) {
    if (missingTable(e)) return [];
    throw e;
  } finally {
    await db.close();
  }
}

export async function setupDatabase(opts: { databaseUrl?: string; pgliteDir?: string; seed?: "if-empty" | "always" | "never"; quiet?: boolean } = {}) {
  const databaseUrl = opts.databaseUrl ?? (process.env.DATABASE_URL || undefined);
  const pgliteDir = path.resolve(opts.pgliteDir ?? process.env.PGLITE_DIR ?? path.join(".data", "pglite"));
  const log = opts.quiet ? () => {} : (m: string) => console.log(`[db] ${m}`);
  const where = databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite at ${path.relative(process.cwd(), pgliteDir)}`;

  const applied = new Set(await appliedMigrations(databaseUrl, pgliteDir));
  const pending = migrationNames().filter((m) => !applied.has(m));
  if (pending.length) {
    log(`${where}: applying ${pending.length} migration(s)…`);
    const t = Date.now();
    const env = { ...process.env, PGLITE_DIR: pgliteDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    if (!databaseUrl) delete env.DATABASE_URL;
    const r = spawnSync(path.join("node_modules", ".bin", "prisma"), ["migrate", "deploy"], { env, encoding: "utf8", timeout: 300_000 });
    if (r.status !== 0) throw new Error(`prisma migrate deploy failed:\n${r.stdout}\n${r.stderr}`);
    log(`migrations applied in ${((Date.now() - t) / 1000).toFixed(1)} s`);
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
      log(`seeded ${r.courses} courses, ${r.lessons} lessons, ${r.masters} programs, ${r.users} users in ${Date.now() - t} ms`);
    }
  } finally {
    await closePrismaClient(prisma);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  setupDatabase().then(
    () => process.exit(0),
    (e) => {
      console.error(`[db] setup failed: ${e instanceof Error ? e.message : e}`);
      process.exit(1);
    },
  );
}
