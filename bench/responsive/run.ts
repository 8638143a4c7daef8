// bench/responsive: does the instance stay responsive while it reviews large files? Against the production build,
// six callers post a 185 KB Java file to /api/java/analyze back to back (six reviews in flight at all times), while a
// sampler sends light reads on a fixed schedule (GET /api/courses every 100 ms, a lesson page every 250 ms,
// POST /api/ask every 2.5 s). Prints the light reads' p50/p95/max idle and under load (goal under load: max ≤ 100 ms,
// p95 ≤ 30 ms), and the reviews' throughput, p50 and status counts.
// The three schedules are staggered (the lesson page 40 ms and the ask 70 ms after a courses read), so the sampler's
// own requests never arrive together: with a common start every ask arrived with a courses read and a page, and
// waited for both on the server's one request thread (the sampler measuring itself). --aligned keeps the common
// start of earlier runs, for comparison.
//   npm run build && npx tsx bench/responsive/run.ts [--load-seconds 30] [--idle-seconds 10] [--aligned] [-- extra env KEY=VALUE…]
import os from "node:os";
import { generateJava } from "../../tests/helpers/java-generator";
import { startAgentBench } from "../lib/agent";

const argv = process.argv.slice(2);
const flag = (name: string, dflt: number) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : dflt);
const LOAD_S = flag("--load-seconds", 30);
const IDLE_S = flag("--idle-seconds", 10);
const REVIEWERS = 6;
const ALIGNED = argv.includes("--aligned");
const extraEnv = Object.fromEntries(
  argv
    .slice(argv.indexOf("--") + 1 || argv.length)
    .filter((a) => a.includes("="))
    .map((a) => a.split("=", 2) as [string, string]),
);

/** A Spring file of about `bytes` bytes (the generator's entity/service/controller units). */
function fileOf(bytes: number): string {
  let lines = Math.round(bytes / 30);
  let code = generateJava(lines);
  while (Buffer.byteLength(code) > bytes) code = generateJava((lines -= 20));
  return code;
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 3470);
  const bench = await startAgentBench(port, {
    secret: "bench-secret-for-the-responsive-test-0123456789",
    user: { prefix: "resp", email: "resp@example.org", name: "Bench" },
    env: extraEnv,
  });
  const app = bench.app;
  try {
    const tokens = await Promise.all(Array.from({ length: REVIEWERS + 1 }, () => bench.claim("read analyze")));
    const askToken = tokens.pop()!;
    const code = fileOf(185 * 1024);
    const courses = (await (await fetch(`${app.url}/api/courses`)).json()) as { slug: string }[];
    const detail = (await (await fetch(`${app.url}/api/courses/${courses[0].slug}`)).json()) as {
      sections: { lessons: { slug: string }[] }[];
    };
    const lessonPath = `/courses/${courses[0].slug}/${detail.sections[0].lessons[0].slug}`;

    const light: Record<string, { every: number; offset: number; call: () => Promise<Response> }> = {
      "GET /api/courses": { every: 100, offset: 0, call: () => fetch(`${app.url}/api/courses`) },
      "GET lesson page": { every: 250, offset: ALIGNED ? 0 : 40, call: () => fetch(`${app.url}${lessonPath}`) },
      "POST /api/ask": {
        every: 2500,
        offset: ALIGNED ? 0 : 70,
        call: () =>
          fetch(`${app.url}/api/ask`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${askToken}` },
            body: JSON.stringify({ query: "How do I use @Transactional?" }),
          }),
      },
    };
    // warm every route once (first renders, first ask index build, the workers' start)
    for (const r of Object.values(light)) await (await r.call()).arrayBuffer();
    await fetch(`${app.url}/api/java/analyze`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${tokens[0]}` },
      body: JSON.stringify({ code: "class Warm { int f() { return 1; } }" }),
    });

    /** Open-loop sampling of the light reads for `seconds`. */
    const sample = async (seconds: number) => {
      const out: Record<string, number[]> = Object.fromEntries(Object.keys(light).map((k) => [k, []]));
      const start = Date.now();
      const end = start + seconds * 1000;
      const pending: Promise<void>[] = [];
      await Promise.all(
        Object.entries(light).map(async ([name, r]) => {
          for (let next = start + r.offset; next < end; next += r.every) {
            await new Promise((res) => setTimeout(res, Math.max(0, next - Date.now())));
            const t = performance.now();
            pending.push(
              r.call().then(async (res) => {
                await res.arrayBuffer();
                out[name].push(performance.now() - t);
              }),
            );
          }
        }),
      );
      await Promise.all(pending);
      return out;
    };

    const idle = await sample(IDLE_S);
    const reviews: { ms: number; status: number }[] = [];
    let stop = false;
    const reviewers = tokens.map(async (token) => {
      while (!stop) {
        const t = performance.now();
        const r = await fetch(`${app.url}/api/java/analyze`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ code }),
        });
        await r.arrayBuffer();
        reviews.push({ ms: performance.now() - t, status: r.status });
        if (r.status === 503)
          await new Promise((res) => setTimeout(res, Number(r.headers.get("retry-after") ?? 1) * 1000));
      }
    });
    await new Promise((r) => setTimeout(r, 1500)); // six reviews in flight before sampling starts
    const t0 = Date.now();
    const loaded = await sample(LOAD_S);
    const loadSeconds = (Date.now() - t0) / 1000;
    stop = true;
    await Promise.all(reviewers);
    const health = (await (await fetch(`${app.url}/api/health`)).json()) as { checks?: { analysis?: unknown } };

    const row = (xs: number[]) =>
      `${String(xs.length).padStart(5)}  ${pct(xs, 50).toFixed(1).padStart(7)}  ${pct(xs, 95).toFixed(1).padStart(7)}  ${Math.max(
        ...xs,
      )
        .toFixed(1)
        .padStart(8)}`;
    console.log(
      `\nbench/responsive${ALIGNED ? " (aligned schedules)" : ""} — ${os.cpus().length} cores (shared with the load generator), load average ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(
          " ",
        )}; review file ${(Buffer.byteLength(code) / 1024).toFixed(0)} KB, ${code.split("\n").length} lines; analysis: ${JSON.stringify(health.checks?.analysis ?? "unknown")}`,
    );
    console.log("\nlight reads (ms)               phase       n      p50      p95       max");
    for (const name of Object.keys(light)) {
      console.log(`${name.padEnd(30)} idle    ${row(idle[name])}`);
      console.log(`${"".padEnd(30)} loaded  ${row(loaded[name])}`);
    }
    const all = Object.values(loaded).flat();
    console.log(`${"all light reads".padEnd(30)} loaded  ${row(all)}   (goal: max ≤ 100, p95 ≤ 30)`);
    const done = reviews.filter((r) => r.status === 200 || r.status === 422);
    const statuses = Object.entries(
      reviews.reduce<Record<number, number>>((a, r) => ({ ...a, [r.status]: (a[r.status] ?? 0) + 1 }), {}),
    )
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ");
    console.log(
      `\nreviews (${REVIEWERS} in flight): ${done.length} answered in ${loadSeconds.toFixed(0)} s = ${(done.length / loadSeconds).toFixed(2)}/s, ` +
        `p50 ${pct(
          done.map((r) => r.ms),
          50,
        ).toFixed(0)} ms, p95 ${pct(
          done.map((r) => r.ms),
          95,
        ).toFixed(0)} ms; statuses ${statuses}`,
    );
  } finally {
    await bench.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
