// npm test – the whole suite, on the embedded defaults (PGlite, in-memory rate limits, offline AI) or on the servers
// named by DATABASE_URL / REDIS_URL:
//   1. type check, lint, format  2. unit + service tests (vitest, real Postgres: PGlite in-process or DATABASE_URL),
//      then the code runner (tests/run: javac/java under bubblewrap)
//   3. production build      4. HTTP tests against `next start` (+ a loopback test identity provider)
//   5. the official MCP conformance scenarios    6. browser tests in Chromium (Playwright; skipped with a notice when /usr/bin/chromium is missing)
// Flags: --skip-build (reuse .next), --only unit|run|api|e2e, --keep (leave the server running).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startTestIdp } from "../tests/helpers/idp";
import { setRole } from "./editor";
import { freshEmbeddedDatabase, startAppServer, TEMPLATE_DIR, type AppServer } from "./lib/app-server";
import { acquireRunLock } from "./run-lock";

const dashdash = process.argv.indexOf("--");
const args = process.argv.slice(2, dashdash < 0 ? undefined : dashdash);
/** Files after `--` narrow the HTTP/browser phase, e.g. `tsx scripts/test.ts --only api --skip-build -- tests/api/ask.test.ts`. */
const files = dashdash < 0 ? [] : process.argv.slice(dashdash + 1);
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
const skipBuild = args.includes("--skip-build");
const PORT = Number(process.env.TEST_PORT ?? 3210);
const bin = (n: string) => path.join("node_modules", ".bin", n);
const polyfill = `--require ${path.resolve("tests/helpers/polyfills.cjs")}`;
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${polyfill}`.trim(),
};
const results: { step: string; ok: boolean; seconds: number; note?: string }[] = [];

// Asynchronous on purpose: the test identity provider runs in this process and must keep answering.
async function run(step: string, cmd: string, argv: string[], extraEnv: Record<string, string> = {}): Promise<boolean> {
  const t = Date.now();
  console.log(`\n▶ ${step}: ${cmd} ${argv.join(" ")}`);
  const child = spawn(cmd, argv, { stdio: "inherit", env: { ...env, ...extraEnv } });
  const code = await new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)));
  const ok = code === 0;
  results.push({ step, ok, seconds: (Date.now() - t) / 1000 });
  return ok;
}

function summary(): never {
  console.log("\n── test summary ──");
  for (const r of results)
    console.log(
      `${r.ok ? "✔" : "✘"} ${r.step.padEnd(28)} ${r.seconds.toFixed(1).padStart(6)} s${r.note ? `  (${r.note})` : ""}`,
    );
  const failed = results.filter((r) => !r.ok).length;
  process.exit(failed ? 1 : 0);
}

async function main() {
  await acquireRunLock();
  for (const sig of ["SIGINT", "SIGTERM"] as const) process.once(sig, () => process.exit(130));
  const want = (s: string) => !only || only === s;
  if (!only && !(await run("type check", bin("tsc"), ["--noEmit", "-p", "."]))) summary();
  if (!only && !(await run("lint + format check", "npm", ["run", "-s", "lint"]))) summary();
  if (want("unit") && !(await run("unit + service tests", bin("vitest"), ["run", "tests/unit"]))) summary();
  // The code runner: real javac/java under bubblewrap (tests/run/vitest.config.mts; skipped without a JDK).
  if ((want("unit") || only === "run") && !(await run("code runner tests", "npm", ["run", "-s", "test:run"])))
    summary();
  if (only === "unit" || only === "run") summary();

  if (!skipBuild || !fs.existsSync(".next/BUILD_ID")) {
    if (!(await run("worker bundles", bin("tsx"), ["scripts/build-workers.ts"]))) summary();
    if (!(await run("production build", bin("next"), ["build"], { SKIP_TYPECHECK: "1" }))) summary();
  }

  // The HTTP server gets its own database: a copy of the seeded template (PGlite) or the DATABASE_URL server.
  if (!process.env.DATABASE_URL && !fs.existsSync(path.join(TEMPLATE_DIR, ".fingerprint")))
    if (!(await run("database template", bin("vitest"), ["run", "tests/unit/content.test.ts"]))) summary();
  const pgliteDir = path.resolve(".data", "pglite-http");
  if (!process.env.DATABASE_URL) await freshEmbeddedDatabase(pgliteDir);
  // One editor for the Studio suites (tests/api/studio.test.ts, tests/e2e/studio.spec.ts): the seeded Barbara.
  await setRole("barbara@example.com", "editor", process.env.DATABASE_URL ? {} : { pgliteDir });

  const idp = await startTestIdp();
  const base = `http://127.0.0.1:${PORT}`;
  const serverEnv: Record<string, string> = {
    ...env,
    PGLITE_DIR: pgliteDir,
    AUTH_SECRET: "test-secret-for-the-http-suite-0123456789abcdef",
    NEXTAUTH_URL: base,
    AUTH_JWT_ISSUER: idp.issuer,
    AUTH_JWT_JWKS_URL: `${idp.url}/jwks.json`,
    AUTH_JWT_AUDIENCE: idp.audience,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    // The HTTP and browser suites sign in, register and claim tokens hundreds of times a minute from one loopback
    // address (the limiter itself is covered by the rate-limit unit tests).
    AUTH_RATE_LIMIT: "2000",
    // The OAuth tests serve Client ID Metadata Documents from loopback (private addresses stay refused).
    CIMD_ALLOW_LOOPBACK: "1",
    // Exercise submissions and Run go through the real sandboxed runner (javac/java under bubblewrap).
    RUNNER: process.env.RUNNER ?? "local",
  };
  let server: AppServer;
  try {
    const t = Date.now();
    server = await startAppServer({ port: PORT, env: serverEnv, logFile: path.resolve(".data", "test-server.log") });
    results.push({ step: "start server", ok: true, seconds: (Date.now() - t) / 1000 });
  } catch (e) {
    results.push({ step: "start server", ok: false, seconds: 0, note: String(e) });
    console.error(fs.readFileSync(path.resolve(".data", "test-server.log"), "utf8").slice(-4000));
    await idp.close();
    summary();
  }
  const testEnv = { TEST_BASE_URL: base, IDP_URL: idp.url, IDP_AUDIENCE: idp.audience };
  if (want("api"))
    await run("HTTP tests (built app)", bin("vitest"), ["run", ...(files.length ? files : ["tests/api"])], testEnv);
  if (!only) await run("MCP conformance suite", "bash", ["bench/mcp/conformance.sh", base]);
  if (want("e2e")) {
    if (fs.existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"))
      await run("browser tests (Chromium)", bin("playwright"), ["test"], testEnv);
    else
      results.push({
        step: "browser tests (Chromium)",
        ok: !process.env.CI,
        seconds: 0,
        note: "skipped: /usr/bin/chromium not installed (apt-get install -y chromium)",
      });
  }
  if (args.includes("--keep")) {
    console.log(`server left running at ${base} (pid ${server!.child.pid})`);
    process.removeListener("exit", server!.stop);
  } else server!.stop();
  await idp.close();
  summary();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
