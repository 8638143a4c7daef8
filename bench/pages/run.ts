// bench/pages: the learner pages against the framework's floor, in one production build and one run.
//
// The floor is a trivial route handler (`GET /api/bench-floor`, force-dynamic, returns a few bytes with no work) that
// exists only in the bench's own build: the bench copies the app into tmp/bench-pages/src (git-ignored; node_modules
// resolve from the worktree), adds that one route, and runs `next build` there, so the app itself ships no benchmark
// route. Unlike bench/lib/floor.ts (a separate minimal app), the floor here runs in the same server process as the
// pages, with the same middleware, config and instrumentation, so a ratio compares only the per-page work.
// Pages are measured in the same server as the floor:
//   cold: a fresh server, the first request to each page (one request, ms), then 5 s of load straight away;
//   warm: after 3 s of warm-up, 10 s of load (autocannon, 32 connections; the load generator shares the 2 cores),
//         each page right after 5 s on the floor route, and its ratio taken against that neighbouring floor run.
// Then a lesson page in Debian's Chromium at desktop (1280×800) and phone (360×740) width: LCP (PerformanceObserver)
// and the bytes transferred (navigation + resources, as the browser counts them), cold (first visit, empty cache).
//
// Usage: npx tsx bench/pages/run.ts [--reuse] [--seconds N]   (--reuse skips the build when tmp/bench-pages is there)
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { chromium } from "@playwright/test";
import { freshEmbeddedDatabase, waitForHealth } from "../../scripts/lib/app-server";

const ROOT = process.cwd();
const WORK = path.join(ROOT, "tmp", "bench-pages");
const SRC = path.join(WORK, "src");
const args = process.argv.slice(2);
const REUSE = args.includes("--reuse");
const SECONDS = Number(args[args.indexOf("--seconds") + 1]) || 10;
const CONNECTIONS = 32;
const PORT = Number(process.env.BENCH_PORT ?? 3451);

const TARGETS = [
  ["floor: trivial route handler", "/api/bench-floor"],
  ["catalogue /courses", "/courses"],
  ["course /courses/spring-data-jpa", "/courses/spring-data-jpa"],
  ["free lesson (null-pointer-exception)", "/courses/exceptions-and-debugging/null-pointer-exception"],
  ["pro lesson, anonymous (n-plus-one)", "/courses/spring-data-jpa/n-plus-one"],
] as const;
const LCP_PAGE = "/courses/exceptions-and-debugging/null-pointer-exception";

const FLOOR_ROUTE = `// Benchmark-only reference (added by bench/pages in its own build): the framework's floor.
export const dynamic = "force-dynamic";
export function GET() {
  return new Response("ok", { headers: { "content-type": "text/plain" } });
}
`;

const COPY = ["app", "lib", "prisma", "public", "middleware.ts", "instrumentation.ts", "instrumentation-node.ts"];
const COPY_FILES = ["next.config.mjs", "tsconfig.json", "package.json", "next-env.d.ts"];

function build() {
  fs.rmSync(SRC, { recursive: true, force: true });
  fs.mkdirSync(SRC, { recursive: true });
  for (const d of COPY) if (fs.existsSync(d)) fs.cpSync(d, path.join(SRC, d), { recursive: true });
  for (const f of COPY_FILES) if (fs.existsSync(f)) fs.copyFileSync(f, path.join(SRC, f));
  fs.mkdirSync(path.join(SRC, "app/api/bench-floor"), { recursive: true });
  fs.writeFileSync(path.join(SRC, "app/api/bench-floor/route.ts"), FLOOR_ROUTE);
  console.log(`building the bench copy in ${path.relative(ROOT, SRC)} …`);
  const t = Date.now();
  const r = spawnSync(path.join(ROOT, "node_modules/.bin/next"), ["build"], {
    cwd: SRC,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", SKIP_TYPECHECK: "1", NEXT_DIST_DIR: ".next" },
  });
  if (r.status !== 0) throw new Error("bench build failed");
  console.log(`built in ${((Date.now() - t) / 1000).toFixed(0)} s`);
}

async function startServer() {
  const db = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pages-db-"));
  if (!process.env.DATABASE_URL) await freshEmbeddedDatabase(path.join(db, "db"));
  const url = `http://127.0.0.1:${PORT}`;
  const child = spawn(path.join(ROOT, "node_modules/.bin/next"), ["start", "-p", String(PORT), "-H", "127.0.0.1"], {
    cwd: SRC,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      APP_URL: url,
      PGLITE_DIR: path.join(db, "db"),
      LOG_LEVEL: "error",
      NEXT_DIST_DIR: ".next",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    fs.rmSync(db, { recursive: true, force: true });
  };
  process.on("exit", stop);
  await waitForHealth(url, child, 60_000, "/api/bench-floor");
  return { url, stop };
}

async function load(url: string, seconds: number) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1 });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.non2xx + r.errors };
}

async function firstRequest(url: string) {
  const t = performance.now();
  const r = await fetch(url);
  const body = await r.arrayBuffer();
  return {
    ms: performance.now() - t,
    status: r.status,
    bytes: body.byteLength,
    cacheControl: r.headers.get("cache-control") ?? "",
  };
}

async function browser(base: string) {
  const b = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const out: { width: string; lcp: number; fcp: number; transfer: number; requests: number }[] = [];
  try {
    for (const [width, viewport, mobile] of [
      ["desktop 1280", { width: 1280, height: 800 }, false],
      ["phone 360", { width: 360, height: 740 }, true],
    ] as const) {
      const runs: (typeof out)[number][] = [];
      for (let i = 0; i < 3; i++) {
        const ctx = await b.newContext({ viewport, isMobile: mobile, hasTouch: mobile, deviceScaleFactor: 2 });
        const page = await ctx.newPage();
        await page.goto(base + LCP_PAGE, { waitUntil: "load" });
        const m = await page.evaluate(
          () =>
            new Promise<{ lcp: number; fcp: number; transfer: number; requests: number }>((resolve) => {
              let lcp = 0;
              new PerformanceObserver((l) => {
                for (const e of l.getEntries()) lcp = Math.max(lcp, e.startTime);
              }).observe({ type: "largest-contentful-paint", buffered: true });
              setTimeout(() => {
                const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
                const res = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
                const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
                resolve({
                  lcp,
                  fcp,
                  transfer: nav.transferSize + res.reduce((s, r) => s + r.transferSize, 0),
                  requests: 1 + res.length,
                });
              }, 1500);
            }),
        );
        runs.push({ width, ...m });
        await ctx.close();
      }
      runs.sort((a, b) => a.lcp - b.lcp);
      out.push(runs[1]); // the median of three cold visits
    }
  } finally {
    await b.close();
  }
  return out;
}

async function main() {
  if (!REUSE || !fs.existsSync(path.join(SRC, ".next/BUILD_ID"))) build();
  const app = await startServer();
  const cold: {
    name: string;
    first: Awaited<ReturnType<typeof firstRequest>>;
    run: Awaited<ReturnType<typeof load>>;
  }[] = [];
  for (const [name, p] of TARGETS) {
    const first = await firstRequest(app.url + p);
    cold.push({ name, first, run: await load(app.url + p, 5) });
  }
  // Warm: each page right after a floor run of its own, so a ratio compares neighbours (the 2 cores are shared).
  const warm: { name: string; run: Awaited<ReturnType<typeof load>>; floor: number }[] = [];
  for (const [name, p] of TARGETS) {
    await load(app.url + p, 3);
    const floor = (await load(app.url + TARGETS[0][1], 5)).rps;
    warm.push({ name, run: await load(app.url + p, SECONDS), floor });
  }
  const floorCold = cold[0].run.rps;
  console.log(
    `\nbench/pages: ${CONNECTIONS} connections, ${os.cpus().length} cores shared with the load generator; warm rows ${SECONDS} s after 3 s warm-up\n`,
  );
  console.log(
    "| page | first request ms | bytes | Cache-Control | cold req/s (5 s) | cold p50/p99 ms | warm req/s | warm p50/p99 ms | × floor (warm) |",
  );
  console.log("|---|---:|---:|---|---:|---:|---:|---:|---:|");
  for (let i = 0; i < TARGETS.length; i++) {
    const c = cold[i];
    const w = warm[i].run;
    console.log(
      `| ${c.name} | ${c.first.ms.toFixed(0)} (${c.first.status}) | ${c.first.bytes} | ${c.first.cacheControl || "–"} | ${c.run.rps.toFixed(0)} (${(c.run.rps / floorCold).toFixed(2)}×) | ${c.run.p50}/${c.run.p99} | ${w.rps.toFixed(0)} | ${w.p50}/${w.p99} | ${i === 0 ? "–" : `${(w.rps / warm[i].floor).toFixed(2)} (floor ${warm[i].floor.toFixed(0)})`} |`,
    );
    if (c.run.errors || w.errors) console.log(`  (${c.name}: ${c.run.errors + w.errors} non-2xx or errors)`);
  }
  const lcp = await browser(app.url);
  app.stop();
  console.log(`\nlesson page ${LCP_PAGE} in Chromium (median of 3 cold visits):\n`);
  console.log("| width | LCP ms | FCP ms | transferred KB | requests |");
  console.log("|---|---:|---:|---:|---:|");
  for (const r of lcp)
    console.log(
      `| ${r.width} | ${r.lcp.toFixed(0)} | ${r.fcp.toFixed(0)} | ${(r.transfer / 1024).toFixed(1)} | ${r.requests} |`,
    );
  process.exit(0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
