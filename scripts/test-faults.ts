// Fault and concurrency tests (tests/faults) against two production instances on the PostgreSQL and Redis servers:
//   npx tsx scripts/test-faults.ts            (after `npm run build`; it builds nothing)
// Starts the test identity provider and two `next start` processes (FAULTS_PORT and FAULTS_PORT+1, default 3241/3242)
// with DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/test) and REDIS_URL (default redis://127.0.0.1:6379),
// then runs vitest with tests/faults/vitest.config.mts. The tests stop PostgreSQL and Redis for a few seconds each;
// this script starts them again on every exit path. Server logs: .data/faults-server-{a,b}.log.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startTestIdp } from "../tests/helpers/idp";
import { restoreServices } from "../tests/faults/services";
import { setupDatabase } from "./db-setup";
import { startAppServer, type AppServer } from "./lib/app-server";
import { acquireRunLock } from "./run-lock";

const DATABASE_URL = process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/test";
const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const PORT = Number(process.env.FAULTS_PORT ?? 3241);
const bin = (n: string) => path.join("node_modules", ".bin", n);
const polyfill = `--require ${path.resolve("tests/helpers/polyfills.cjs")}`;
const baseEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${polyfill}`.trim(),
};

async function main(): Promise<number> {
  if (!fs.existsSync(".next/BUILD_ID")) {
    console.error("no production build: run `npm run build` first (this runner reuses it)");
    return 1;
  }
  await acquireRunLock();
  await restoreServices(); // a previous run that was killed mid-fault may have left one of them stopped
  await setupDatabase({ databaseUrl: DATABASE_URL, seed: "if-empty", quiet: true });

  const idp = await startTestIdp();
  const a = `http://127.0.0.1:${PORT}`;
  const b = `http://127.0.0.1:${PORT + 1}`;
  const servers: AppServer[] = [];
  const logs = ["a", "b"].map((n) => path.resolve(".data", `faults-server-${n}.log`));
  const stopAll = () => servers.forEach((s) => s.stop());
  try {
    const starting = [PORT, PORT + 1].map((port, i) => {
      const env = {
        ...baseEnv,
        // Both instances serve one canonical origin (as behind a load balancer): tokens from one work on the other.
        APP_URL: a,
        NEXTAUTH_URL: a,
        PORT: String(port),
        DATABASE_URL,
        REDIS_URL,
        AUTH_SECRET: "test-secret-for-the-fault-suite-0123456789abcdef",
        AUTH_JWT_ISSUER: idp.issuer,
        AUTH_JWT_JWKS_URL: `${idp.url}/jwks.json`,
        AUTH_JWT_AUDIENCE: idp.audience,
        LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
      };
      return startAppServer({ port, env, logFile: logs[i], timeoutMs: 90_000 }).then((s) => (servers.push(s), s));
    });
    await Promise.all(starting);
    console.log(
      `two instances up: ${a} and ${b} (PostgreSQL ${DATABASE_URL.replace(/\/\/[^@]*@/, "//")}, Redis ${REDIS_URL})`,
    );

    const vitest = spawn(bin("vitest"), ["run", "--config", "tests/faults/vitest.config.mts"], {
      stdio: "inherit",
      env: {
        ...baseEnv,
        DATABASE_URL,
        FAULTS_BASE_A: a,
        FAULTS_BASE_B: b,
        FAULTS_PIDS: [a, b].map((u) => servers.find((s) => s.url === u)!.child.pid).join(","),
        FAULTS_LOGS: logs.join(","),
        IDP_URL: idp.url,
        IDP_AUDIENCE: idp.audience,
      },
    });
    const code = await new Promise<number>((resolve) => vitest.on("exit", (c) => resolve(c ?? 1)));
    return code;
  } finally {
    stopAll();
    await idp.close();
    await restoreServices().catch((e) => console.error(String(e)));
  }
}

for (const sig of ["SIGINT", "SIGTERM"] as const)
  process.once(sig, () => {
    restoreServices()
      .catch((e) => console.error(String(e)))
      .finally(() => process.exit(130));
  });

main().then(
  (code) => process.exit(code),
  async (e) => {
    console.error(e);
    await restoreServices().catch(() => {});
    process.exit(1);
  },
);
