// Prisma CLI configuration: the JS schema engine + a driver adapter, so no native engine is ever downloaded.
// DATABASE_URL set → that Postgres through @prisma/adapter-pg; unset → the embedded PGlite folder (PGLITE_DIR).
import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "prisma/config";

const pgliteDir = path.resolve(process.env.PGLITE_DIR ?? path.join(".data", "pglite"));
// Migrations use DIRECT_URL when set (a non-pooled connection, e.g. Neon/Vercel Postgres), else DATABASE_URL.
const realUrl = process.env.DIRECT_URL || process.env.DATABASE_URL;
// The CLI must always see a DATABASE_URL, or it falls back to the native engine and tries to download it.
if (!realUrl) process.env.DATABASE_URL = "postgresql://pglite@localhost/pglite";

export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations"), seed: "tsx prisma/seed.ts" },
  experimental: { adapter: true, studio: true },
  engine: "js",
  async adapter() {
    if (realUrl) {
      const { PrismaPg } = await import("@prisma/adapter-pg");
      const { withNameTypeFix } = await import("./lib/db/pg-name-fix");
      return withNameTypeFix(new PrismaPg({ connectionString: realUrl }));
    }
    fs.mkdirSync(path.dirname(pgliteDir), { recursive: true });
    const { acquirePgliteLock } = await import("./lib/db/pglite-lock");
    acquirePgliteLock(pgliteDir); // refuses while another process (e.g. the dev server) has the folder open
    const { PGlite } = await import("@electric-sql/pglite");
    const { PrismaPGlite } = await import("pglite-prisma-adapter");
    return new PrismaPGlite(new PGlite(pgliteDir));
  },
});
