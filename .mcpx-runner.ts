// temporary (mcp helper): scripts/test.ts's server setup, then vitest with .mcpx-vc.mts; --keep-server leaves it up
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startTestIdp } from "./tests/helpers/idp";
const PORT = Number(process.env.MCPX_PORT ?? 3210);
const files = process.argv.slice(2).filter((a) => !a.startsWith("--"));
async function main() {
  const pgliteDir = path.resolve(".data", "pglite-http-mcp");
  fs.rmSync(pgliteDir, { recursive: true, force: true });
  fs.cpSync(".data/test-template", pgliteDir, { recursive: true });
  const idp = await startTestIdp();
  const base = `http://127.0.0.1:${PORT}`;
  const serverEnv = { APP_URL: base, PORT: String(PORT), PGLITE_DIR: pgliteDir, AUTH_SECRET: "test-secret-for-the-http-suite-0123456789abcdef", NEXTAUTH_URL: base, AUTH_JWT_ISSUER: idp.issuer, AUTH_JWT_JWKS_URL: `${idp.url}/jwks.json`, AUTH_JWT_AUDIENCE: idp.audience, LOG_LEVEL: "warn", NEXT_TELEMETRY_DISABLED: "1" };
  const server = spawn("node_modules/.bin/next", ["start", "-p", String(PORT), "-H", "127.0.0.1"], { env: { ...process.env, ...serverEnv }, stdio: ["ignore", fs.openSync("/tmp/mcpx/server.log", "w"), fs.openSync("/tmp/mcpx/server.log", "a")] });
  for (let i = 0; i < 200; i++) { try { if ((await fetch(`${base}/api/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 300)); }
  console.log("server up, pid", server.pid);
  const child = spawn("node_modules/.bin/vitest", ["run", "--config", ".mcpx-vc.mts", ...files], { stdio: "inherit", env: { ...process.env, TEST_BASE_URL: base, BASE_URL: base, IDP_URL: idp.url, IDP_AUDIENCE: idp.audience } });
  const code: number = await new Promise((r) => child.on("exit", (c) => r(c ?? 1)));
  if (process.argv.includes("--keep-server")) { console.log("server left running, pid", server.pid); await new Promise(() => {}); }
  server.kill("SIGTERM");
  await idp.close();
  process.exit(code);
}
main();
