// npm run dev – prepares the database (create, migrate, seed on first run) and starts `next dev`.
// With the embedded database, the folder is served by pglite-server for the dev server, so Prisma Studio
// (`npm run db:studio`) can open the same data while the app runs.
import { spawn } from "node:child_process";
import path from "node:path";
import { setupDatabase } from "./db-setup";
import { startPgliteServer } from "./pglite-server";

async function main() {
  // Reviews run in worker threads from a bundle of lib/analyze: rebuild it whenever the analyzer changes.
  const workers = spawn(path.join("node_modules", ".bin", "tsx"), ["scripts/build-workers.ts", "--watch"], {
    stdio: "inherit",
  });
  process.on("exit", () => workers.kill());
  await setupDatabase();
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  if (!process.env.DATABASE_URL) {
    const { url } = await startPgliteServer();
    env.DATABASE_URL = url;
    console.log(`[db] embedded database served at ${url}; editors open Prisma Studio at /studio (npm run db:studio)`);
  }
  const next = spawn(path.join("node_modules", ".bin", "next"), ["dev", ...process.argv.slice(2)], {
    stdio: "inherit",
    env,
  });
  next.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((e) => {
  console.error(`[dev] ${e instanceof Error ? e.message : e}`);
  process.exit(1);
});
