import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import { issueAccessToken, revokeToken, revokeTokenById, sha256, verifyAccessToken } from "@/lib/oauth/tokens";
import { authenticateWithPassword, findOrCreateOAuthUser, signUp } from "@/lib/services/accounts";
import { useTestDatabase } from "../helpers/db";

const db = useTestDatabase();

describe("signUp / authenticateWithPassword", () => {
  it("stores only a scrypt hash and signs the learner in with the right password only", async () => {
    const email = `Learner-${randomUUID()}@Example.com`;
    const u = await signUp({ email, password: "a long enough password", firstName: "Kim", lastName: "Lee" });
    expect(u.email).toBe(email.toLowerCase());
    expect(u.handle).toMatch(/^kim-lee/);
    const row = await db.prisma().user.findUniqueOrThrow({ where: { id: u.id } });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain("a long enough password");
    expect(await verifyPassword("a long enough password", row.passwordHash)).toBe(true);
    expect(await authenticateWithPassword(email, "a long enough password")).toMatchObject({ id: u.id });
    expect(await authenticateWithPassword(email, "wrong password")).toBeNull();
    expect(await authenticateWithPassword("nobody@example.com", "whatever")).toBeNull();
  });

  it("refuses a duplicate email with CONFLICT (on every driver adapter)", async () => {
    const email = `dup-${randomUUID()}@example.com`;
    await signUp({ email, password: "a long enough password", firstName: "A", lastName: "B" });
    await expect(signUp({ email, password: "another password!", firstName: "C", lastName: "D" })).rejects.toMatchObject(
      { code: "CONFLICT" },
    );
  });
});

describe("findOrCreateOAuthUser", () => {
  it("keys users by (issuer, subject), never by email", async () => {
    const a = await findOrCreateOAuthUser({
      issuer: "https://idp.example",
      subject: "s-1",
      email: "same@example.com",
      name: "Same Person",
    });
    const again = await findOrCreateOAuthUser({
      issuer: "https://idp.example",
      subject: "s-1",
      email: "changed@example.com",
      name: "X",
    });
    const other = await findOrCreateOAuthUser({
      issuer: "https://other.example",
      subject: "s-1",
      email: "same@example.com",
      name: "Same Person",
    });
    expect(again.id).toBe(a.id);
    expect(other.id).not.toBe(a.id);
  });
  it("gives concurrent first sign-ins of different people with the same name unique handles", async () => {
    const name = `Same Name ${randomUUID().slice(0, 8)}`;
    const users = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        findOrCreateOAuthUser({ issuer: "https://idp.example", subject: `${name}-${i}`, email: null, name }),
      ),
    );
    expect(new Set(users.map((u) => u.id)).size).toBe(8);
    expect(new Set(users.map((u) => u.handle)).size).toBe(8);
  });
  it("survives concurrent first sign-ins of one identity", async () => {
    const subject = `race-${randomUUID()}`;
    const users = await Promise.all(
      Array.from({ length: 5 }, () =>
        findOrCreateOAuthUser({ issuer: "https://idp.example", subject, email: null, name: "Racer" }),
      ),
    );
    expect(new Set(users.map((u) => u.id)).size).toBe(1);
  });
});

describe("access tokens", () => {
  it("issue → verify → revoke; only the SHA-256 hash is stored; other tokens keep working", async () => {
    const user = await db.prisma().user.findUniqueOrThrow({ where: { handle: "ada-dev" } });
    const t1 = await issueAccessToken({ userId: user.id, scopes: ["read", "analyze"] });
    const t2 = await issueAccessToken({ userId: user.id, scopes: ["read"] });
    const stored = await db.prisma().accessToken.findMany({ where: { userId: user.id } });
    expect(stored.some((s) => s.tokenHash === t1.access_token)).toBe(false);
    expect(await verifyAccessToken(t1.access_token)).toMatchObject({
      ok: true,
      principal: { userId: user.id, scopes: ["read", "analyze"] },
    });
    expect(await revokeToken(t1.access_token)).toBe(true);
    expect(await verifyAccessToken(t1.access_token)).toEqual({ ok: false, reason: "revoked" });
    expect((await verifyAccessToken(t2.access_token)).ok).toBe(true);
    expect(await revokeToken("unknown")).toBe(false);
  });
  it("refuses tampered, foreign-audience and expired tokens", async () => {
    const user = await db.prisma().user.findUniqueOrThrow({ where: { handle: "grace-h" } });
    const t = await issueAccessToken({ userId: user.id, scopes: ["read"] });
    const [h, p, s] = t.access_token.split(".");
    const payload = JSON.parse(Buffer.from(p, "base64url").toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, scope: "read analyze" })).toString("base64url")}.${s}`;
    expect((await verifyAccessToken(forged)).ok).toBe(false);
    expect((await verifyAccessToken("not.a.jwt")).ok).toBe(false);
    const short = await issueAccessToken({ userId: user.id, scopes: ["read"], ttlSeconds: 60 });
    await db.prisma().accessToken.update({
      where: { tokenHash: sha256(short.access_token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await verifyAccessToken(short.access_token)).toEqual({ ok: false, reason: "expired" });
  });
  it("revokes by id only for the owner", async () => {
    const [a, b] = await Promise.all(
      ["ada-dev", "linus-t"].map((h) => db.prisma().user.findUniqueOrThrow({ where: { handle: h } })),
    );
    const t = await issueAccessToken({ userId: a.id, scopes: ["read"] });
    const row = await db
      .prisma()
      .accessToken.findFirstOrThrow({ where: { userId: a.id }, orderBy: { createdAt: "desc" } });
    expect(await revokeTokenById(row.id, b.id)).toBe(false);
    expect((await verifyAccessToken(t.access_token)).ok).toBe(true);
    expect(await revokeTokenById(row.id, a.id)).toBe(true);
  });
});
