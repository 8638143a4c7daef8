// The production build with a test identity provider, and agent tokens claimed the way agents claim them (an ID token
// from the provider exchanged at /api/auth/token), for the benches that call authenticated endpoints.
import { randomUUID } from "node:crypto";
import { startTestIdp } from "../../tests/helpers/idp";
import { startProductionServer, type BenchServer } from "./server";

export interface AgentBench {
  app: BenchServer;
  /** An access token for a new user (`<prefix>-<uuid>`) with these scopes. */
  claim: (scope: string) => Promise<string>;
  stop: () => Promise<void>;
}

export async function startAgentBench(
  port: number,
  opts: { secret: string; user: { prefix: string; email: string; name: string }; env?: Record<string, string> },
): Promise<AgentBench> {
  const idp = await startTestIdp();
  const app = await startProductionServer(port, {
    AUTH_SECRET: opts.secret,
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    AUTH_JWT_ISSUER: idp.issuer,
    AUTH_JWT_JWKS_URL: `${idp.url}/jwks.json`,
    AUTH_JWT_AUDIENCE: idp.audience,
    ...opts.env,
  });
  const claim = async (scope: string): Promise<string> => {
    const { prefix, email, name } = opts.user;
    const sign = await fetch(`${idp.url}/sign`, {
      method: "POST",
      body: JSON.stringify({ claims: { sub: `${prefix}-${randomUUID()}`, email, name } }),
    });
    const r = await fetch(`${app.url}/api/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "urn:ietf:params:oauth:grant-type:token-exchange",
        subject_token: await sign.text(),
        subject_token_type: "urn:ietf:params:oauth:token-type:id_token",
        scope,
      }),
    });
    if (r.status === 429) {
      // 60 claims per minute per address: wait as told and retry
      await new Promise((res) => setTimeout(res, Number(r.headers.get("retry-after") ?? 5) * 1000));
      return claim(scope);
    }
    if (!r.ok) throw new Error(`token claim failed: ${r.status} ${await r.text()}`);
    return ((await r.json()) as { access_token: string }).access_token;
  };
  return {
    app,
    claim,
    stop: async () => {
      app.stop();
      await idp.close();
    },
  };
}
