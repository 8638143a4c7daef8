// In-process cost of one MCP tool call against the same REST read, without HTTP or Next.js in between: what the
// handlers themselves cost per request (the part lib/mcp controls). Runs under vitest (the analyzer's ESM-only
// dependencies do not load under tsx's CommonJS mode), on a copy of the seeded test database:
//   npx vitest run --config bench/mcp/vitest.inproc.mts          N=3000 (calls per path) tunes it
// For a CPU profile: PROFILE=1 writes .data/inproc-*.cpuprofile (open it in Chrome DevTools or speedscope) for the MCP
// paths, PROFILE=all for the REST ones too.
// ROUNDS=4 (the first is warm-up; each path's mean and fastest round are printed).
// PROMISES=1 counts the promises one call creates per path (under Next.js each one runs the AsyncLocalStorage hooks).
// ONLY=<regex> keeps the paths whose name matches (e.g. ONLY='get_course' PROFILE=1 N=20000 for longer profiles).
import fs from "node:fs";
import path from "node:path";
import { test } from "vitest";

const N = Number(process.env.N ?? 3000);
const SLUG = process.env.SLUG ?? "java-fundamentals";
const dir = path.resolve(".data", "pglite-inproc");
fs.rmSync(dir, { recursive: true, force: true });
fs.cpSync(path.resolve(".data", "test-template"), dir, { recursive: true });
Object.assign(process.env, { PGLITE_DIR: dir, LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) });

const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
  "io.modelcontextprotocol/clientInfo": { name: "bench", version: "1.0.0" },
};
const HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };

test("MCP vs REST in process", { timeout: 600_000 }, async () => {
  const { handleMcpPost } = await import("@/lib/mcp/http");
  const courses = await import("@/app/api/courses/route");
  const course = await import("@/app/api/courses/[slug]/route");
  const url = "http://127.0.0.1:3000";
  const mcp = (era: "2025" | "2026", name: string, args: Record<string, unknown>) => () =>
    handleMcpPost(
      new Request(`${url}/api/mcp`, {
        method: "POST",
        headers:
          era === "2025"
            ? { ...HEADERS, "mcp-protocol-version": "2025-11-25" }
            : { ...HEADERS, "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/call", "mcp-name": name },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "tools/call",
          params: { name, arguments: args, ...(era === "2026" ? { _meta: META } : {}) },
        }),
      }),
    );
  const raw = (body: object) => () =>
    handleMcpPost(
      new Request(`${url}/api/mcp`, {
        method: "POST",
        headers: { ...HEADERS, "mcp-protocol-version": "2025-11-25" },
        body: JSON.stringify(body),
      }),
    );
  const allPaths: [string, () => Promise<Response>][] = [
    // the fixed costs: a notification (answered 202 before any server instance) and a ping (a server instance)
    ["MCP 2025 notification", raw({ jsonrpc: "2.0", method: "notifications/initialized" })],
    ["MCP 2025 ping", raw({ jsonrpc: "2.0", id: 1, method: "ping" })],
    ["REST GET /api/courses", () => courses.GET(new Request(`${url}/api/courses`))],
    ["MCP 2025 list_courses", mcp("2025", "list_courses", {})],
    ["MCP 2026 list_courses", mcp("2026", "list_courses", {})],
    [
      `REST GET /api/courses/${SLUG}`,
      () => course.GET(new Request(`${url}/api/courses/${SLUG}`), { params: Promise.resolve({ slug: SLUG }) } as never),
    ],
    ["MCP 2025 get_course", mcp("2025", "get_course", { slug: SLUG })],
    ["MCP 2026 get_course", mcp("2026", "get_course", { slug: SLUG })],
  ];
  const only = process.env.ONLY ? new RegExp(process.env.ONLY) : undefined;
  const paths = allPaths.filter(([name]) => !only || only.test(name));
  // Next.js serves every request inside AsyncLocalStorage contexts, which turn on promise hooks (every promise
  // costs more); ALS=1 does the same here
  if (process.env.ALS) {
    const { AsyncLocalStorage } = await import("node:async_hooks");
    const als = new AsyncLocalStorage<object>();
    for (const p of paths) {
      const call = p[1];
      p[1] = () => als.run({}, call);
    }
  }
  const times = new Map<string, number[]>();
  const rounds = Number(process.env.ROUNDS ?? 4);
  for (let round = 0; round < rounds; round++)
    for (const [name, call] of paths) {
      // CPU time of this process, not wall time: other work on the machine does not count
      const t = process.cpuUsage();
      for (let i = 0; i < N / rounds; i++) {
        const res = await call();
        const text = await res.text(); // the body is produced lazily by some responses: count it
        if (res.status >= 300 || text.includes('"isError":true'))
          throw new Error(`${name}: ${res.status} ${text.slice(0, 200)}`);
      }
      if (round > 0)
        (times.get(name) ?? times.set(name, []).get(name)!).push(cpuMs(process.cpuUsage(t)) / (N / rounds));
    }
  if (process.env.PROMISES) await countPromises(paths);
  if (process.env.PROFILE)
    await profile(process.env.PROFILE === "all" ? paths : paths.filter(([name]) => name.startsWith("MCP")));
  const µs = (ms: number) => (ms * 1000).toFixed(0).padStart(6);
  for (const [name, ts] of times)
    console.log(
      `${name.padEnd(40)} ${µs(ts.reduce((a, b) => a + b) / ts.length)} µs CPU/call (fastest round ${µs(Math.min(...ts)).trim()})`,
    );
});

const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;

/** One CPU profile per MCP path (N/4 calls each), written to .data/inproc-<path>.cpuprofile. */
async function profile(paths: [string, () => Promise<Response>][]) {
  const { Session } = await import("node:inspector/promises");
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  for (const [name, call] of paths) {
    await session.post("Profiler.start");
    for (let i = 0; i < N / 4; i++) await (await call()).text();
    const { profile: p } = await session.post("Profiler.stop");
    const file = path.resolve(".data", `inproc-${name.replace(/\W+/g, "-")}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(p));
    console.log(`profile: ${file}`);
  }
  session.disconnect();
}

/** Promises created per call (the body read included), counted with an async hook after the timed rounds. */
async function countPromises(paths: [string, () => Promise<Response>][]) {
  const { createHook } = await import("node:async_hooks");
  let count = 0;
  const hook = createHook({ init: (_id, type) => void (type === "PROMISE" && count++) });
  for (const [name, call] of paths) {
    hook.enable();
    count = 0;
    for (let i = 0; i < 100; i++) await (await call()).text();
    hook.disable();
    console.log(`${name.padEnd(40)} ${(count / 100).toFixed(1).padStart(6)} promises/call`);
  }
  if (process.env.PROMISES === "stacks") {
    const stacks = new Map<string, number>();
    const h = createHook({
      init: (_id, type) => {
        if (type !== "PROMISE") return;
        const limit = Error.stackTraceLimit;
        Error.stackTraceLimit = 20;
        const stack = new Error().stack ?? "";
        Error.stackTraceLimit = limit;
        const lines = stack
          .split("\n")
          .slice(1)
          .filter((l) => !/async_hooks|<anonymous>|node:internal\/util/.test(l))
          .slice(0, 3)
          .map((l) =>
            l
              .trim()
              .replace(/\(.*node_modules\//, "(")
              .replace(/\(\/work\/wt\/mcp\//, "("),
          );
        const k = lines.join(" | ");
        stacks.set(k, (stacks.get(k) ?? 0) + 1);
      },
    });
    for (const [name, call] of paths) {
      stacks.clear();
      h.enable();
      for (let i = 0; i < 10; i++) await (await call()).text();
      h.disable();
      console.log(`== ${name}`);
      for (const [k, n] of [...stacks].sort((a, b) => b[1] - a[1])) console.log(`${(n / 10).toFixed(1)} ${k}`);
    }
  }
}
