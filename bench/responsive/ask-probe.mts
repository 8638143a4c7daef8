// Probe: POST /api/ask latency with a bearer token vs anonymous, back to back and spaced (the responsive bench's ask
// samples come one every 2.5 s). Prints medians.   npm run build && npx tsx bench/responsive/ask-probe.mts
import { randomUUID } from "node:crypto";
import { startTestIdp } from "../../tests/helpers/idp.ts";
import { startProductionServer } from "../lib/server.ts";

const idp = await startTestIdp();
const port = 3471;
const app = await startProductionServer(port, {
  AUTH_SECRET: "bench-secret-for-the-responsive-test-0123456789",
  NEXTAUTH_URL: `http://127.0.0.1:${port}`,
  AUTH_JWT_ISSUER: idp.issuer,
  AUTH_JWT_JWKS_URL: `${idp.url}/jwks.json`,
  AUTH_JWT_AUDIENCE: idp.audience,
});
try {
  const sign = await fetch(`${idp.url}/sign`, {
    method: "POST",
    body: JSON.stringify({ claims: { sub: `probe-${randomUUID()}`, email: "probe@example.org", name: "Probe" } }),
  });
  const r = await fetch(`${app.url}/api/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:token-exchange",
      subject_token: await sign.text(),
      subject_token_type: "urn:ietf:params:oauth:token-type:id_token",
      scope: "read analyze",
    }),
  });
  const token = ((await r.json()) as { access_token: string }).access_token;
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
  for (let i = 0; i < 5; i++) await ask(true);
  for (const gap of [0, 500]) {
    for (const [name, auth, path] of [
      ["ask, token", true, "/api/ask"],
      ["ask, anonymous", false, "/api/ask"],
      ["GET /api/me (token only)", true, "/api/me"],
    ] as const) {
      const xs: number[] = [];
      for (let i = 0; i < 12; i++) {
        if (gap) await new Promise((res) => setTimeout(res, gap));
        xs.push(await ask(auth, path));
      }
      console.log(`${name.padEnd(26)} gap ${String(gap).padStart(4)} ms: median ${med(xs)} ms`);
    }
  }
} finally {
  app.stop();
  await idp.close();
}
