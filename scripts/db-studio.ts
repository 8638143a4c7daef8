// npm run db:studio – Prisma Studio on the app's database. While `npm run dev` runs with the embedded database,
// Studio connects to the dev server's pglite-server (never opening the folder a second time).
import { spawn } from "node:child_process";
import path from "node:path";
import { runningServerUrl } from "./pglite-server";

const env = { ...process.env };
if (!env.DATABASE_URL) {
  const url = runningServerUrl();
  if (url) {
    env.DATABASE_URL = url;
    console.log(`[db] using the running embedded database server at ${url}`);
  }
}
const studio = spawn(
  path.join("node_modules", ".bin", "prisma"),
  ["studio", "--browser", "none", ...process.argv.slice(2)],
  { stdio: "inherit", env },
);
studio.on("exit", (code) => process.exit(code ?? 0));
