// MCP vs REST on the same catalogue reads, same server, same run: what the JSON-RPC layer costs, for the 2025 path
// (stateless initialize-era requests) and the 2026-07-28 path (the `_meta` envelope and Mcp-* headers per request).
//   npx tsx bench/mcp/run.ts [base-url]     (default: $BASE_URL, else http://127.0.0.1:3210; a production build)
//   DURATION=10 (s per endpoint) CONNECTIONS=32 ROUNDS=5 tune the load. The services cache catalogue reads for
//   10 s, so both paths serve the same cached data and the difference is routing + JSON-RPC + the MCP envelope.
// REST and the two MCP paths take turns in short rounds (A B C, B C A, C A B …) so that load from other processes
// on the machine hits all alike; req/s = all requests ÷ all time, p50/p99 = the median over rounds of each round's percentile.
// Prints requests/s and p50/p99 latency per endpoint and the MCP/REST ratio (target: within 1.2×).
// SERVER_PID=<pid of next start> adds the server's CPU time per request (utime+stime of the process from
// /proc/<pid>/stat over each window ÷ its requests): on a machine shared with other work that is the steadier
// measure of what a request costs, because waiting for a core does not count.
// autocannon is imported untyped on purpose; the part used here is typed below
import fs from "node:fs";
import autocannonUntyped from "autocannon";

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  throughput: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
}
type Autocannon = (opts: {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;
const autocannon = autocannonUntyped as Autocannon;

const BASE = (process.argv[2] ?? process.env.BASE_URL ?? "http://127.0.0.1:3210").replace(/\/+$/, "");
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 5));
const SLUG = process.env.SLUG ?? "java-fundamentals";
const SERVER_PID = process.env.SERVER_PID ? Number(process.env.SERVER_PID) : undefined;

/** CPU time (ms) the server process has used so far, all threads; undefined without SERVER_PID. */
function serverCpuMs(): number | undefined {
  if (SERVER_PID === undefined) return undefined;
  const stat = fs.readFileSync(`/proc/${SERVER_PID}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // fields from 3 (state) on
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS; // utime, stime
}
const CLOCK_TICKS = Number(process.env.CLK_TCK ?? 100);

interface Target {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

const HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };
const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
  "io.modelcontextprotocol/clientInfo": { name: "bench", version: "1.0.0" },
};

/** tools/call as a 2025 client sends it after initialize (MCP-Protocol-Version: 2025-11-25, no session). */
const legacyCall = (name: string, args: Record<string, unknown>): Target => ({
  name: `2025 tools/call ${name}`,
  method: "POST",
  path: "/api/mcp",
  body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } }),
  headers: { ...HEADERS, "mcp-protocol-version": "2025-11-25" },
});

/** tools/call as a 2026-07-28 client sends it: the envelope in _meta, and the Mcp-Method / Mcp-Name headers. */
const modernCall = (name: string, args: Record<string, unknown>): Target => ({
  name: `2026 tools/call ${name}`,
  method: "POST",
  path: "/api/mcp",
  body: JSON.stringify({
    jsonrpc: "2.0",
    id: 1,
    method: "tools/call",
    params: { name, arguments: args, _meta: META },
  }),
  headers: { ...HEADERS, "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/call", "mcp-name": name },
});

const GROUPS: { label: string; targets: [Target, Target, Target] }[] = [
  {
    label: "list courses",
    targets: [
      { name: "GET /api/courses", method: "GET", path: "/api/courses" },
      legacyCall("list_courses", {}),
      modernCall("list_courses", {}),
    ],
  },
  {
    label: "get course",
    targets: [
      { name: `GET /api/courses/${SLUG}`, method: "GET", path: `/api/courses/${SLUG}` },
      legacyCall("get_course", { slug: SLUG }),
      modernCall("get_course", { slug: SLUG }),
    ],
  },
];

/** One request first: the endpoint must work (200, no JSON-RPC error, no isError) before it is measured. */
async function check(t: Target): Promise<number> {
  const r = await fetch(`${BASE}${t.path}`, {
    method: t.method,
    headers: t.headers ?? {},
    body: t.body,
  });
  const text = await r.text();
  if (r.status !== 200) throw new Error(`${t.name}: HTTP ${r.status} ${text.slice(0, 300)}`);
  if (t.body) {
    const j = JSON.parse(text);
    if (j.error || j.result?.isError) throw new Error(`${t.name}: ${text.slice(0, 300)}`);
  }
  return text.length;
}

type Measured = AutocannonResult & { cpuMs?: number };

async function measure(t: Target, duration: number): Promise<Measured> {
  const before = serverCpuMs();
  const r: Measured = await autocannon({
    url: `${BASE}${t.path}`,
    method: t.method,
    headers: t.headers,
    body: t.body,
    connections: CONNECTIONS,
    duration,
  });
  const after = serverCpuMs();
  if (before !== undefined && after !== undefined) r.cpuMs = after - before;
  return r;
}

interface Summary {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Server CPU ms per request (with SERVER_PID). */
  cpu?: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function summarize(runs: Measured[], secondsEach: number): Summary {
  const requests = runs.reduce((s, r) => s + r.requests.total, 0);
  return {
    cpu: runs.every((r) => r.cpuMs !== undefined)
      ? runs.reduce((s, r) => s + r.cpuMs!, 0) / Math.max(requests, 1)
      : undefined,
    rps: runs.reduce((s, r) => s + r.requests.total, 0) / (runs.length * secondsEach),
    p50: median(runs.map((r) => r.latency.p50)),
    p99: median(runs.map((r) => r.latency.p99)),
    non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
    errors: runs.reduce((s, r) => s + r.errors + r.timeouts, 0),
  };
}

/** ROUNDS windows per endpoint, the order rotating each round (A B C, B C A, …), DURATION seconds in total each. */
async function compare(targets: Target[]): Promise<Summary[]> {
  const each = Math.max(1, Math.round(DURATION / ROUNDS));
  const runs: Measured[][] = targets.map(() => []);
  for (let i = 0; i < ROUNDS; i++)
    for (let j = 0; j < targets.length; j++) {
      const k = (i + j) % targets.length;
      runs[k].push(await measure(targets[k], each));
    }
  return runs.map((r) => summarize(r, each));
}

const fmt = (n: number, d = 1) => n.toFixed(d);
const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);

async function main() {
  console.log(
    `MCP vs REST at ${BASE}: ${DURATION} s per endpoint in ${ROUNDS} alternating rounds, ${CONNECTIONS} connections, node ${process.version}`,
  );
  const rows: { name: string; bytes: number; r: Summary }[] = [];
  const ratios: { label: string; rps: number; p50: number; p99: number; cpu?: number }[] = [];
  for (const group of GROUPS) {
    const bytes: number[] = [];
    for (const t of group.targets) bytes.push(await check(t));
    // warm every path (JIT, route compilation, service cache) so none pays for it inside its window
    for (const t of group.targets) await measure(t, 2);
    const [rest, ...mcp] = await compare(group.targets);
    group.targets.forEach((t, i) => rows.push({ name: t.name, bytes: bytes[i], r: i === 0 ? rest : mcp[i - 1] }));
    mcp.forEach((m, i) =>
      ratios.push({
        label: `${group.label} (${i === 0 ? "2025" : "2026"})`,
        rps: rest.rps / m.rps,
        p50: m.p50 / Math.max(rest.p50, 0.001),
        p99: m.p99 / Math.max(rest.p99, 0.001),
        cpu: m.cpu !== undefined && rest.cpu ? m.cpu / rest.cpu : undefined,
      }),
    );
  }

  const cpu = SERVER_PID !== undefined;
  const head = `${pad("endpoint", 36)} ${lpad("bytes", 7)} ${lpad("req/s", 8)} ${lpad("p50 ms", 7)} ${lpad("p99 ms", 7)} ${lpad("non-2xx", 8)} ${lpad("errors", 7)}${cpu ? ` ${lpad("cpu ms/req", 11)}` : ""}`;
  console.log(`\n${head}\n${"-".repeat(head.length)}`);
  for (const { name, bytes, r } of rows)
    console.log(
      `${pad(name, 36)} ${lpad(String(bytes), 7)} ${lpad(fmt(r.rps), 8)} ${lpad(String(r.p50), 7)} ${lpad(String(r.p99), 7)} ${lpad(String(r.non2xx), 8)} ${lpad(String(r.errors), 7)}${cpu ? ` ${lpad(fmt(r.cpu ?? NaN, 3), 11)}` : ""}`,
    );

  console.log(
    `\n${pad("MCP / REST", 22)} ${lpad("time/req", 9)} ${lpad("p50", 6)} ${lpad("p99", 6)}${cpu ? ` ${lpad("cpu/req", 8)}` : ""}   (1.00× = same cost; target ≤ 1.20×)`,
  );
  let worst = 0;
  let worstCpu = 0;
  for (const x of ratios) {
    worst = Math.max(worst, x.rps);
    worstCpu = Math.max(worstCpu, x.cpu ?? 0);
    console.log(
      `${pad(x.label, 22)} ${lpad(`${fmt(x.rps, 2)}×`, 9)} ${lpad(`${fmt(x.p50, 2)}×`, 6)} ${lpad(`${fmt(x.p99, 2)}×`, 6)}${cpu ? ` ${lpad(`${fmt(x.cpu ?? NaN, 2)}×`, 8)}` : ""}`,
    );
  }
  console.log(`\n${worst <= 1.2 ? "✔" : "✘"} worst throughput ratio ${fmt(worst, 2)}× (REST req/s ÷ MCP req/s)`);
  if (cpu)
    console.log(
      `${worstCpu <= 1.2 ? "✔" : "✘"} worst server CPU ratio ${fmt(worstCpu, 2)}× (MCP ÷ REST CPU ms per request)`,
    );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
