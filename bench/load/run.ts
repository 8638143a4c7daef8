// bench/load: a soak test of the production build with a realistic mix at a fixed request rate (open loop: requests
// start on schedule whether or not earlier ones finished, with a bound on requests in flight), printing throughput,
// p50/p95/p99 per route, errors (429s from the rate limits counted apart, as intended), and the server's RSS at the
// start, every 30 s and at the end, against a stated bound: RSS growth after warm-up < 20%.
//   npm run build && npx tsx bench/load/run.ts [duration=5m] [--rate 40] [--max-in-flight 64]
// Tokens come from the auth flow: a test identity provider signs ID tokens, /api/auth/token exchanges them. The ask
// limit is 30/min per token subject, analyze 60/min: the pools of token subjects are sized so the mix stays under them.
import os from "node:os";
import { startAgentBench } from "../lib/agent";

const argv = process.argv.slice(2);
const flag = (name: string, dflt: number) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : dflt);
const positional = argv.filter((a, i) => !a.startsWith("--") && !(i > 0 && argv[i - 1].startsWith("--")));
function parseDuration(s: string | undefined): number {
  if (!s) return 300;
  const m = /^(\d+(?:\.\d+)?)(s|m)?$/.exec(s);
  if (!m) throw new Error(`duration "${s}": use e.g. 90s or 5m`);
  return Number(m[1]) * (m[2] === "m" ? 60 : 1);
}
const DURATION_S = parseDuration(positional[0]);
const RATE = flag("--rate", 40);
const MAX_IN_FLIGHT = flag("--max-in-flight", 64);
const WARMUP_S = Math.min(30, DURATION_S / 5);
const RSS_BOUND = 0.2;
const TIMEOUT_MS = 30_000;

type Call = { route: string; method: "GET" | "POST"; path: string; body?: unknown; token?: string; accept?: string };

/** The mix, by weight: what learners and agents do most. */
function mixOf(ctx: {
  slugs: string[];
  lessons: [string, string][];
  askTokens: string[];
  analyzeTokens: string[];
  mcpTokens: string[];
}) {
  const pick = <T>(a: T[]) => a[Math.floor(Math.random() * a.length)];
  const rr = (pool: string[]) => {
    let i = 0;
    return () => pool[i++ % pool.length];
  };
  const askToken = rr(ctx.askTokens);
  const analyzeToken = rr(ctx.analyzeTokens);
  const mcpToken = rr(ctx.mcpTokens);
  const questions = [
    "What is the N+1 problem?",
    "How do I use @Transactional?",
    "What is a record?",
    "Difference between == and equals",
    "How does constructor injection work?",
    "What is a stream?",
    "How do I validate a request body?",
  ];
  const code = [
    'class A { boolean f(String s) { return s == "x"; } }',
    'import java.sql.*;\nclass Repo { ResultSet find(Statement st, String name) throws Exception { return st.executeQuery("SELECT * FROM t WHERE n = \'" + name + "\'"); } }',
    '@RestController class C { @Autowired private Service s; @GetMapping("/x") String x() { return s.x(); } }',
    "public class Main { public static void main(String[] args) { int[] a = new int[3]; System.out.println(a[3]); } }",
  ];
  const mcp = (method: string, params?: unknown) => ({
    jsonrpc: "2.0",
    id: Math.floor(Math.random() * 1e6),
    method,
    ...(params ? { params } : {}),
  });
  const entries: [number, () => Call][] = [
    [14, () => ({ route: "GET /api/courses", method: "GET", path: "/api/courses" })],
    [14, () => ({ route: "GET /api/courses/{slug}", method: "GET", path: `/api/courses/${pick(ctx.slugs)}` })],
    [4, () => ({ route: "GET /api/masters", method: "GET", path: "/api/masters" })],
    [
      16,
      () => {
        const [c, l] = pick(ctx.lessons);
        return {
          route: "GET /api/courses/{slug}/lessons/{lesson}",
          method: "GET",
          path: `/api/courses/${c}/lessons/${l}`,
        };
      },
    ],
    [
      10,
      () => {
        const [c, l] = pick(ctx.lessons);
        return {
          route: "GET /courses/{slug}/{lesson} (page)",
          method: "GET",
          path: `/courses/${c}/${l}`,
          accept: "text/html",
        };
      },
    ],
    [
      14,
      () => ({
        route: "POST /api/ask",
        method: "POST",
        path: "/api/ask",
        body: { query: pick(questions) },
        token: askToken(),
      }),
    ],
    // An anonymous caller above 30/min: the limiter's 429s (intended) show up in their own column.
    [
      2,
      () => ({
        route: "POST /api/ask (anonymous, over the limit)",
        method: "POST",
        path: "/api/ask",
        body: { query: pick(questions) },
      }),
    ],
    [
      10,
      () => ({
        route: "POST /api/java/analyze",
        method: "POST",
        path: "/api/java/analyze",
        body: { code: pick(code) },
        token: analyzeToken(),
      }),
    ],
    [
      6,
      () => ({
        route: "POST /api/mcp tools/list",
        method: "POST",
        path: "/api/mcp",
        body: mcp("tools/list"),
        token: mcpToken(),
      }),
    ],
    [
      6,
      () => ({
        route: "POST /api/mcp tools/call get_course",
        method: "POST",
        path: "/api/mcp",
        body: mcp("tools/call", { name: "get_course", arguments: { slug: pick(ctx.slugs) } }),
        token: mcpToken(),
      }),
    ],
    [
      6,
      () => ({
        route: "POST /api/mcp tools/call ask_question",
        method: "POST",
        path: "/api/mcp",
        body: mcp("tools/call", { name: "ask_question", arguments: { query: pick(questions) } }),
        token: mcpToken(),
      }),
    ],
  ];
  const total = entries.reduce((s, [w]) => s + w, 0);
  const share = (route: string) => (entries.find(([, f]) => f().route === route)?.[0] ?? 0) / total;
  return {
    next(): Call {
      let x = Math.random() * total;
      for (const [w, f] of entries) if ((x -= w) < 0) return f();
      return entries[0][1]();
    },
    share,
  };
}

interface Sample {
  route: string;
  t: number;
  ms: number;
  status: number; // 0 = network error or timeout
  rpcError?: boolean;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 3460);
  const {
    app,
    claim,
    stop: stopAll,
  } = await startAgentBench(port, {
    secret: "bench-secret-for-the-load-test-0123456789abcdef",
    user: { prefix: "load", email: "load@example.org", name: "Load Test" },
  });
  try {
    const courses = (await (await fetch(`${app.url}/api/courses`)).json()) as { slug: string }[];
    const slugs = courses.map((c) => c.slug);
    const lessons: [string, string][] = [];
    for (const slug of slugs) {
      const d = (await (await fetch(`${app.url}/api/courses/${slug}`)).json()) as {
        sections: { lessons: { slug: string; isFree: boolean }[] }[];
      };
      for (const s of d.sections) for (const l of s.lessons) lessons.push([slug, l.slug]);
    }

    // Token subjects: ask is 30/min per subject (REST and the MCP ask tool share it), analyze 60/min. Size the pools
    // for the planned rate with 50% headroom, so any 429 points at the limiter and not at the plan.
    const probe = mixOf({ slugs, lessons, askTokens: ["x"], analyzeTokens: ["x"], mcpTokens: ["x"] });
    const askPerMin = RATE * 60 * (probe.share("POST /api/ask") + probe.share("POST /api/mcp tools/call ask_question"));
    const analyzePerMin = RATE * 60 * probe.share("POST /api/java/analyze");
    const askSubjects = Math.max(2, Math.ceil((askPerMin / 30) * 1.5));
    const analyzeSubjects = Math.max(1, Math.ceil((analyzePerMin / 60) * 1.5));
    // The auth endpoints allow 60 claims per minute per address: claim in batches.
    const tokens: string[] = [];
    for (let i = 0; i < askSubjects + analyzeSubjects; i++) tokens.push(await claim("read analyze"));
    const askTokens = tokens.slice(0, askSubjects);
    const analyzeTokens = tokens.slice(askSubjects);
    const mix = mixOf({ slugs, lessons, askTokens, analyzeTokens, mcpTokens: askTokens });

    console.log(
      `\nbench/load: ${DURATION_S} s at ${RATE} req/s (open loop, ≤ ${MAX_IN_FLIGHT} in flight), warm-up ${WARMUP_S} s excluded from latencies; ` +
        `${os.cpus().length} cores shared with the load generator; ${askSubjects} ask and ${analyzeSubjects} analyze token subjects`,
    );
    const samples: Sample[] = [];
    const rss: { t: number; mb: number }[] = [{ t: 0, mb: app.rssMb() }];
    console.log(`RSS at start: ${rss[0].mb.toFixed(0)} MB`);
    let inFlight = 0;
    let shed = 0;
    let sent = 0;
    const t0 = Date.now();
    const end = t0 + DURATION_S * 1000;

    const fire = async (call: Call) => {
      inFlight++;
      const started = Date.now();
      const headers: Record<string, string> = {};
      if (call.body !== undefined) headers["content-type"] = "application/json";
      if (call.token) headers.authorization = `Bearer ${call.token}`;
      if (call.accept) headers.accept = call.accept;
      else if (call.path === "/api/mcp") headers.accept = "application/json, text/event-stream";
      let status = 0;
      let rpcError = false;
      try {
        const r = await fetch(`${app.url}${call.path}`, {
          method: call.method,
          headers,
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const text = await r.text();
        status = r.status;
        if (call.path === "/api/mcp" && r.status === 200) {
          const j = JSON.parse(text) as {
            error?: unknown;
            result?: { isError?: boolean; content?: { text?: string }[] };
          };
          // A tool that hit the ask limit answers inside JSON-RPC (isError with RATE_LIMITED): count it with the 429s.
          if (j.error) rpcError = true;
          else if (j.result?.isError) status = /RATE_LIMITED|rate limit/i.test(JSON.stringify(j.result)) ? 429 : 599;
        }
      } catch {
        status = 0;
      } finally {
        inFlight--;
        samples.push({ route: call.route, t: started - t0, ms: Date.now() - started, status, rpcError });
      }
    };

    const rssTimer = setInterval(() => {
      const mb = app.rssMb();
      rss.push({ t: Math.round((Date.now() - t0) / 1000), mb });
      const done = samples.filter((s) => s.t >= Date.now() - t0 - 30_000).length;
      console.log(
        `  t=${String(Math.round((Date.now() - t0) / 1000)).padStart(4)} s  RSS ${mb.toFixed(0)} MB  last 30 s: ${(done / 30).toFixed(1)} req/s done, ${inFlight} in flight, ${shed} shed so far`,
      );
    }, 30_000);

    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        const now = Date.now();
        if (now >= end) {
          clearInterval(tick);
          resolve();
          return;
        }
        const due = Math.floor(((now - t0) / 1000) * RATE);
        while (sent < due) {
          sent++;
          if (inFlight >= MAX_IN_FLIGHT) shed++;
          else void fire(mix.next());
        }
      }, 5);
    });
    const drainStart = Date.now();
    while (inFlight > 0 && Date.now() - drainStart < TIMEOUT_MS + 1000) await new Promise((r) => setTimeout(r, 50));
    clearInterval(rssTimer);
    rss.push({ t: Math.round((Date.now() - t0) / 1000), mb: app.rssMb() });

    // ── report
    const measured = samples.filter((s) => s.t >= WARMUP_S * 1000);
    const routes = [...new Set(samples.map((s) => s.route))].sort();
    const elapsed = (Date.now() - t0) / 1000;
    const ok = (s: Sample) => s.status >= 200 && s.status < 400 && !s.rpcError;
    console.log(`\n| route | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | ok | 429 (intended) | errors |`);
    console.log(`|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|`);
    const row = (name: string, all: Sample[], window: Sample[]) => {
      const lat = window
        .filter(ok)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
      const errors = all.filter((s) => !ok(s) && s.status !== 429).length;
      console.log(
        `| ${name} | ${all.length} | ${(all.length / DURATION_S).toFixed(1)} | ${percentile(lat, 50)} | ${percentile(lat, 95)} | ${percentile(lat, 99)} | ${lat.at(-1) ?? "-"} | ${all.filter(ok).length} | ${all.filter((s) => s.status === 429).length} | ${errors} |`,
      );
    };
    for (const r of routes)
      row(
        r,
        samples.filter((s) => s.route === r),
        measured.filter((s) => s.route === r),
      );
    row("**all**", samples, measured);
    const errors = samples.filter((s) => !ok(s) && s.status !== 429);
    const byStatus = new Map<string, number>();
    for (const s of errors) {
      const key = `${s.route} → ${s.status === 0 ? "network error/timeout" : s.rpcError ? "JSON-RPC error" : s.status}`;
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    }
    console.log(
      `\nthroughput: ${(samples.length / elapsed).toFixed(1)} req/s completed (${sent} scheduled, ${shed} shed by the in-flight bound); errors: ${errors.length}${errors.length ? ` (${[...byStatus].map(([k, v]) => `${k}: ${v}`).join("; ")})` : ""}; intended 429s: ${samples.filter((s) => s.status === 429).length}`,
    );

    const warm = rss.find((r) => r.t >= WARMUP_S) ?? rss[1] ?? rss[0];
    const last = rss[rss.length - 1];
    const growth = (last.mb - warm.mb) / warm.mb;
    const peak = rss.reduce((a, b) => (b.mb > a.mb ? b : a));
    console.log(
      `RSS (MB): ${rss.map((r) => `${r.t}s ${r.mb.toFixed(0)}`).join(", ")}; peak ${peak.mb.toFixed(0)} MB at ${peak.t} s`,
    );
    console.log(
      `memory bound: RSS growth after warm-up < ${RSS_BOUND * 100}% — ${warm.mb.toFixed(0)} MB at ${warm.t} s → ${last.mb.toFixed(0)} MB at ${last.t} s: ${(growth * 100).toFixed(1)}% ${growth < RSS_BOUND ? "PASS" : "FAIL"}`,
    );
    await stopAll();
    process.exit(growth < RSS_BOUND && errors.length === 0 ? 0 : 1);
  } catch (e) {
    console.error(e);
    await stopAll();
    process.exit(1);
  }
}

main();
