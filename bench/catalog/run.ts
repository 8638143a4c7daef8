// bench/catalog: GET /api/courses and GET /api/courses/{slug} on the production build at 64 connections, beside
// two references that return the same bytes: a trivial route handler in a minimal Next app built by the bench
// (bench/lib/floor.ts: the framework's floor, same Next version)
// and a bare node:http server (the machine's limit). Usage: npm run build && npx tsx bench/catalog/run.ts [seconds]
import http from "node:http";
import os from "node:os";
import autocannon from "autocannon";
import { startFloorServer } from "../lib/floor";
import { startProductionServer } from "../lib/server";

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = 64;

async function load(url: string, seconds = SECONDS) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1 });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx + r.errors,
    bytes: r.throughput.average,
  };
}

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 3450);
  const app = await startProductionServer(port);
  const list = await (await fetch(`${app.url}/api/courses`)).text();
  const detail = await (await fetch(`${app.url}/api/courses/spring-data-jpa`)).text();
  const floor = await startFloorServer(port + 1, { list, detail });
  const bare = http.createServer((req, res) => {
    const body = req.url?.includes("detail") ? detail : list;
    res.writeHead(200, { "content-type": "application/json", "cache-control": "public, s-maxage=300" }).end(body);
  });
  await new Promise<void>((r) => bare.listen(0, "127.0.0.1", r));
  const barePort = (bare.address() as { port: number }).port;

  const rows: [string, string, Awaited<ReturnType<typeof load>>][] = [];
  for (const [name, url] of [
    ["bare node:http (list bytes)", `http://127.0.0.1:${barePort}/list`],
    ["trivial Next handler (list bytes)", `${floor.url}/floor/list`],
    ["GET /api/courses", `${app.url}/api/courses`],
    ["bare node:http (detail bytes)", `http://127.0.0.1:${barePort}/detail`],
    ["trivial Next handler, dynamic segment (detail bytes)", `${floor.url}/floor-dyn/detail`],
    ["GET /api/courses/spring-data-jpa", `${app.url}/api/courses/spring-data-jpa`],
  ] as const) {
    await load(url, 3); // warm-up
    rows.push([name, url, await load(url)]);
  }
  const cc = (await fetch(`${app.url}/api/courses`)).headers.get("cache-control");
  console.log(
    `\nbench/catalog: ${CONNECTIONS} connections, ${SECONDS} s per row, ${os.cpus().length} cores (load generator on the same machine)`,
  );
  console.log(`payload: list ${list.length} B, detail ${detail.length} B; Cache-Control: ${cc}\n`);
  console.log("| target | req/s | p50 ms | p99 ms | errors | × trivial | × bare |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (let i = 0; i < rows.length; i++) {
    const [name, , r] = rows[i];
    const group = i < 3 ? rows.slice(0, 3) : rows.slice(3);
    const trivial = group[1][2].rps;
    const bareRps = group[0][2].rps;
    console.log(
      `| ${name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${(r.rps / trivial).toFixed(2)} | ${(r.rps / bareRps).toFixed(3)} |`,
    );
  }
  bare.close();
  app.stop();
  floor.stop();
  process.exit(0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
