// Helpers for HTTP tests against the running app (BASE_URL) and the test identity provider (IDP_URL).
import { randomUUID } from "node:crypto";

export const BASE = (process.env.TEST_BASE_URL ?? "").replace(/\/$/, "");
export const IDP = (process.env.IDP_URL ?? "").replace(/\/$/, "");
export const hasServer = BASE !== "";

export function api(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${BASE}${path}`, { redirect: "manual", ...init });
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return api(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Signs an ID token at the test IdP. `key: "stranger"` signs with a key that is not in the JWKS. */
export async function signIdToken(
  opts: {
    claims?: Record<string, unknown>;
    alg?: "RS256" | "ES256";
    key?: "default" | "stranger";
    expiresIn?: string | null;
    header?: Record<string, unknown>;
  } = {},
): Promise<string> {
  const r = await fetch(`${IDP}/sign`, {
    method: "POST",
    body: JSON.stringify({
      claims: {
        sub: `user-${randomUUID()}`,
        email: "agent-owner@example.com",
        name: "Test Agent Owner",
        ...opts.claims,
      },
      alg: opts.alg,
      key: opts.key,
      expiresIn: opts.expiresIn === null ? "" : opts.expiresIn,
      header: opts.header,
    }),
  });
  if (!r.ok) throw new Error(`IdP sign failed: ${r.status} ${await r.text()}`);
  return r.text();
}

/** A fresh user's access token, claimed with an ID token through RFC 8693 token exchange. */
export async function getAccessToken(scope = "read analyze", sub = `user-${randomUUID()}`): Promise<string> {
  const idToken = await signIdToken({ claims: { sub } });
  const r = await api("/api/auth/token", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:token-exchange",
      subject_token: idToken,
      subject_token_type: "urn:ietf:params:oauth:token-type:id_token",
      scope,
    }),
  });
  const body = await r.json();
  if (!r.ok) throw new Error(`token exchange failed: ${r.status} ${JSON.stringify(body)}`);
  return body.access_token as string;
}

export async function expectErrorShape(r: Response, status: number, code?: string) {
  const body = await r.json();
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${JSON.stringify(body)}`);
  if (typeof body?.error?.code !== "string" || typeof body?.error?.message !== "string")
    throw new Error(`not the error shape: ${JSON.stringify(body)}`);
  if (code && body.error.code !== code) throw new Error(`expected code ${code}, got ${body.error.code}`);
  return body as { error: { code: string; message: string; hint?: string } };
}
