// Probe: POST /api/ask latency with a bearer token vs anonymous, back to back and spaced (the responsive bench's ask
// samples come one every 2.5 s). Prints medians.   npm run build && npx tsx bench/responsive/ask-probe.mts
import { startAgentBench } from "../lib/agent.ts";

const bench = await startAgentBench(3471, {
  secret: "bench-secret-for-the-responsive-test-0123456789",
  user: { prefix: "probe", email: "probe@example.org", name: "Probe" },
});
const app = bench.app;
try {
  const token = await bench.claim("read analyze");
  const ask = async (auth: boolean, path = "/api/ask") => {
    const t = performance.now();
    const res = await fetch(`${app.url}${path}`, {
      method: path === "/api/ask" ? "POST" : "GET",
      headers: { "content-type": "application/json", ...(auth ? { authorization: `Bearer ${token}` } : {}) },
      ...(path === "/api/ask" ? { body: JSON.stringify({ query: "How do I use @Transactional?" }) } : {}),
    });
    await res.arrayBuffer();
    return performance.now() - t;
  };
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(1);
  for (let i = 0; i < 4; i++) await ask(true);
  // Interleaved, so load from elsewhere on the machine hits all three alike; 24 of each (the ask quota is 30 a
  // minute per token subject and per address).
  const kinds = [
    ["ask, token", true, "/api/ask"],
    ["ask, anonymous", false, "/api/ask"],
    ["GET /api/me (token only)", true, "/api/me"],
  ] as const;
  for (const gap of [0, 500]) {
    const xs = kinds.map(() => [] as number[]);
    for (let i = 0; i < 12; i++)
      for (const [k, [, auth, path]] of kinds.entries()) {
        if (gap) await new Promise((res) => setTimeout(res, gap));
        xs[k].push(await ask(auth, path));
      }
    for (const [k, [name]] of kinds.entries())
      console.log(`${name.padEnd(26)} gap ${String(gap).padStart(4)} ms: median ${med(xs[k])} ms`);
  }
} finally {
  await bench.stop();
}
