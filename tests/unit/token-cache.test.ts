// The access-token row cache (lib/db/queries/token-cache.ts) on a real Postgres: on the embedded database (which
// one process alone opens) rows are cached and every revocation path of this process empties the cache before it
// returns; on a database server (DATABASE_URL: instances share the table) nothing is cached, so a revocation written
// by another instance — straight into the table here — holds at once.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { revokeConnectedApp } from "@/lib/db/queries/oauth-grants";
import { TOKEN_ROW_TTL_MS, cachedTokenRow, forgetTokenRows, type TokenRow } from "@/lib/db/queries/token-cache";
import { registerClient } from "@/lib/oauth/clients";
import { issueAccessToken, revokeToken, revokeTokenById, verifyAccessToken } from "@/lib/oauth/tokens";
import { signUp } from "@/lib/services/accounts";
import { useTestDatabase } from "../helpers/db";

const db = useTestDatabase();

async function learnerToken(clientId: string | null = null) {
  const user = await signUp({
    email: `cache-${randomUUID()}@example.com`,
    password: "a long enough password",
    firstName: "Cache",
    lastName: "Test",
  });
  const issued = await issueAccessToken({ userId: user.id, scopes: ["read"], clientId });
  return { user, token: issued.access_token };
}

const row = (id: string): TokenRow => ({
  id,
  userId: "u",
  scope: "read",
  clientId: null,
  revokedAt: null,
  expiresAt: new Date(Date.now() + 3_600_000),
  audience: "x",
});

describe("access-token row cache", () => {
  const embedded = !process.env.DATABASE_URL;

  it("a revocation on this instance is seen by the next request (by value and by id)", async () => {
    const a = await learnerToken();
    expect((await verifyAccessToken(a.token)).ok).toBe(true); // now cached
    expect(await revokeToken(a.token)).toBe(true);
    expect(await verifyAccessToken(a.token)).toEqual({ ok: false, reason: "revoked" });

    const b = await learnerToken();
    const v = await verifyAccessToken(b.token);
    if (!v.ok) throw new Error("token b should verify");
    expect(await revokeTokenById(v.principal.tokenId!, b.user.id)).toBe(true);
    expect(await verifyAccessToken(b.token)).toEqual({ ok: false, reason: "revoked" });
  });

  it("disconnecting an app (rows not keyed by the token) is seen by the next request", async () => {
    const { client_id: clientId } = await registerClient({
      client_name: "Cache client",
      redirect_uris: ["http://127.0.0.1/cb"],
    });
    const a = await learnerToken(clientId);
    expect((await verifyAccessToken(a.token)).ok).toBe(true);
    await revokeConnectedApp(a.user.id, clientId);
    expect(await verifyAccessToken(a.token)).toEqual({ ok: false, reason: "revoked" });
  });

  it.runIf(embedded)("embedded database: a row is read once and then served from the cache", async () => {
    const a = await learnerToken();
    expect((await verifyAccessToken(a.token)).ok).toBe(true);
    // Nothing but this process can write here; a write that bypasses the revocation queries shows the cache.
    await db.prisma().accessToken.updateMany({ where: { userId: a.user.id }, data: { revokedAt: new Date() } });
    expect((await verifyAccessToken(a.token)).ok).toBe(true);
    forgetTokenRows();
    expect(await verifyAccessToken(a.token)).toEqual({ ok: false, reason: "revoked" });
  });

  it.runIf(!embedded)("database server: a revocation by another instance holds at once", async () => {
    const a = await learnerToken();
    expect((await verifyAccessToken(a.token)).ok).toBe(true);
    await db.prisma().accessToken.updateMany({ where: { userId: a.user.id }, data: { revokedAt: new Date() } });
    expect(await verifyAccessToken(a.token)).toEqual({ ok: false, reason: "revoked" });
  });

  it.runIf(embedded)("serves a fresh row, reloads an expired one, never stores a revoked or missing row", async () => {
    let loads = 0;
    const load = (r: TokenRow | null) => async () => (loads++, r);
    const t0 = 1_000_000;
    await cachedTokenRow("h1", load(row("1")), t0);
    await cachedTokenRow("h1", load(row("1")), t0 + TOKEN_ROW_TTL_MS - 1);
    expect(loads).toBe(1);
    await cachedTokenRow("h1", load(row("1")), t0 + TOKEN_ROW_TTL_MS);
    expect(loads).toBe(2);
    await cachedTokenRow("h2", load({ ...row("2"), revokedAt: new Date() }), t0);
    await cachedTokenRow("h2", load(row("2")), t0 + 1);
    await cachedTokenRow("h3", load(null), t0);
    await cachedTokenRow("h3", load(null), t0 + 1);
    expect(loads).toBe(6);
  });

  it.runIf(embedded)("a read that started before a revocation is not stored after it", async () => {
    let release!: (r: TokenRow) => void;
    let reading!: () => void;
    const started = new Promise<void>((r) => (reading = r));
    const pending = cachedTokenRow("h-race", () => (reading(), new Promise<TokenRow>((r) => (release = r))));
    await started;
    forgetTokenRows(); // a revocation lands while the row is being read
    release(row("race"));
    await pending;
    let loads = 0;
    await cachedTokenRow("h-race", async () => (loads++, row("race")));
    expect(loads).toBe(1);
  });
});
