// The authorization code flow's rules at the service level, on a real Postgres (PGlite): expiry, races between
// concurrent exchanges and refreshes, and the 401 hint for a token minted for another origin.
import { createHash, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { authenticateBearer } from "@/lib/auth/bearer";
import { appOrigin } from "@/lib/env";
import { issueAuthorizationCode, validateAuthorizationRequest } from "@/lib/oauth/authorize";
import { registerClient } from "@/lib/oauth/clients";
import { OAuthError } from "@/lib/oauth/errors";
import { tokenEndpoint } from "@/lib/services/oauth-token";
import { issueAccessToken, verifyAccessToken } from "@/lib/oauth/tokens";
import { signUp } from "@/lib/services/accounts";
import { useTestDatabase } from "../helpers/db";

const db = useTestDatabase();
const REDIRECT = "http://127.0.0.1/cb";
const ctx = { authorization: null, origin: null, session: async () => null };
const verifier = "v".repeat(43) + randomUUID().replace(/-/g, "");
const challenge = createHash("sha256").update(verifier).digest("base64url");

async function setup() {
  const user = await signUp({
    email: `flow-${randomUUID()}@example.com`,
    password: "a long enough password",
    firstName: "Flo",
    lastName: "W",
  });
  const client = await registerClient({ client_name: "Unit client", redirect_uris: [REDIRECT] });
  const outcome = await validateAuthorizationRequest(
    new URLSearchParams({
      response_type: "code",
      client_id: client.client_id,
      redirect_uri: "http://127.0.0.1:5555/cb",
      code_challenge: challenge,
      code_challenge_method: "S256",
      scope: "analyze",
    }),
  );
  if (outcome.kind !== "ok") throw new Error(JSON.stringify(outcome));
  const code = await issueAuthorizationCode(user.id, outcome.request);
  const exchange = () =>
    tokenEndpoint(
      {
        grant_type: "authorization_code",
        code,
        redirect_uri: "http://127.0.0.1:5555/cb",
        client_id: client.client_id,
        code_verifier: verifier,
      },
      ctx,
    );
  return { user, client, code, exchange };
}

const settle = (ps: Promise<unknown>[]) =>
  Promise.allSettled(ps).then((rs) => rs.map((r) => (r.status === "fulfilled" ? 200 : (r.reason as OAuthError).error)));

describe("authorization codes", () => {
  it("expire after 60 s: an old code is invalid_grant", async () => {
    const { code, exchange } = await setup();
    const row = await db.prisma().oAuthAuthorizationCode.findFirstOrThrow({
      where: { codeHash: createHash("sha256").update(code).digest("hex") },
    });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(60_000);
    await db.prisma().oAuthAuthorizationCode.update({
      where: { id: row.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expect(exchange()).rejects.toMatchObject({
      error: "invalid_grant",
      description: expect.stringMatching(/expired/),
    });
  });

  it("two concurrent exchanges of one code: exactly one gets tokens", async () => {
    const { exchange } = await setup();
    const outcomes = await settle([exchange(), exchange(), exchange()]);
    expect(outcomes.filter((o) => o === 200)).toHaveLength(1);
    expect(outcomes.filter((o) => o === "invalid_grant")).toHaveLength(2);
  });
});

describe("refresh tokens", () => {
  it("two concurrent uses of one refresh token: at most one succeeds and the family ends revoked", async () => {
    const { client, exchange } = await setup();
    const first = (await exchange())!;
    const refresh = () =>
      tokenEndpoint(
        { grant_type: "refresh_token", refresh_token: first.refresh_token!, client_id: client.client_id },
        ctx,
      );
    const outcomes = await settle([refresh(), refresh()]);
    expect(outcomes.filter((o) => o === 200).length).toBeLessThanOrEqual(1);
    expect(outcomes).toContain("invalid_grant");
    const grant = await db.prisma().oAuthGrant.findFirstOrThrow({ where: { clientId: client.client_id } });
    expect(grant.revokedAt).not.toBeNull();
    expect(grant.revokedReason).toBe("refresh_reuse");
    expect((await verifyAccessToken(first.access_token)).ok).toBe(false);
  });
});

describe("audience", () => {
  it("a token minted for another origin gets a 401 whose hint names the expected audience", async () => {
    const { user } = await setup();
    const t = await issueAccessToken({ userId: user.id, scopes: ["read"], audience: "http://localhost:39999" });
    expect(await verifyAccessToken(t.access_token)).toEqual({
      ok: false,
      reason: "audience",
      audience: "http://localhost:39999",
    });
    const err = await authenticateBearer(new Headers({ authorization: `Bearer ${t.access_token}` })).catch((e) => e);
    expect(err).toMatchObject({ code: "UNAUTHORIZED" });
    expect(err.message).toContain("http://localhost:39999");
    expect(err.hint).toContain(`audience is ${appOrigin()}`);
    expect(err.hint).toContain("--base");
  });
});
