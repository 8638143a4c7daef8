// Access tokens issued by this service: JWTs (HS256, signed with AUTH_SECRET), issuer and audience = the canonical
// origin (so a preview deployment's tokens are refused by production), stored by SHA-256 hash with their jti,
// and checked against the database on every request (revocation holds across instances).
import { createHash, randomUUID } from "node:crypto";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import { getPrisma } from "@/lib/db/client";
import { appOrigin, authSecret, env } from "@/lib/env";
import type { Scope } from "./scopes";

export interface Principal {
  userId: string;
  scopes: Scope[];
  tokenId?: string;
  clientId?: string | null;
  via: "token" | "session";
}

export interface IssuedToken {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  scope: string;
  issued_token_type?: string;
}

const key = () => new TextEncoder().encode(`access-token:${authSecret()}`);
export const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

export async function issueAccessToken(opts: {
  userId: string;
  scopes: Scope[];
  clientId?: string | null;
  label?: string;
  ttlSeconds?: number;
}): Promise<IssuedToken> {
  const prisma = await getPrisma();
  const ttl = opts.ttlSeconds ?? env.ACCESS_TOKEN_TTL_SECONDS;
  const jti = randomUUID();
  const origin = appOrigin();
  const scope = opts.scopes.join(" ");
  const token = await new SignJWT({ scope, ...(opts.clientId ? { client_id: opts.clientId } : {}) })
    .setProtectedHeader({ alg: "HS256", typ: "at+jwt" })
    .setIssuer(origin)
    .setAudience(origin)
    .setSubject(opts.userId)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(`${ttl}s`)
    .sign(key());
  await prisma.accessToken.create({
    data: {
      tokenHash: sha256(token),
      jti,
      userId: opts.userId,
      clientId: opts.clientId ?? null,
      scope,
      audience: origin,
      label: opts.label ?? null,
      expiresAt: new Date(Date.now() + ttl * 1000),
    },
  });
  return { access_token: token, token_type: "Bearer", expires_in: ttl, scope };
}

export type VerifyFailure = "invalid" | "expired" | "revoked";

/** Verifies signature, issuer, audience, expiry, then the database row (revocation). */
export async function verifyAccessToken(
  token: string,
): Promise<{ ok: true; principal: Principal } | { ok: false; reason: VerifyFailure }> {
  if (token.length > 4096 || token.split(".").length !== 3) return { ok: false, reason: "invalid" };
  const origin = appOrigin();
  try {
    await jwtVerify(token, key(), {
      algorithms: ["HS256"],
      issuer: origin,
      audience: origin,
      typ: "at+jwt",
      clockTolerance: 60,
      requiredClaims: ["sub", "jti", "exp"],
    });
  } catch (e) {
    return { ok: false, reason: e instanceof joseErrors.JWTExpired ? "expired" : "invalid" };
  }
  const prisma = await getPrisma();
  const row = await prisma.accessToken.findUnique({
    where: { tokenHash: sha256(token) },
    select: { id: true, userId: true, scope: true, clientId: true, revokedAt: true, expiresAt: true, audience: true },
  });
  if (!row || row.audience !== origin) return { ok: false, reason: "invalid" };
  if (row.revokedAt) return { ok: false, reason: "revoked" };
  if (row.expiresAt.getTime() < Date.now()) return { ok: false, reason: "expired" };
  return {
    ok: true,
    principal: {
      userId: row.userId,
      scopes: row.scope.split(" ") as Scope[],
      tokenId: row.id,
      clientId: row.clientId,
      via: "token",
    },
  };
}

/** RFC 7009: revoke by token value. Unknown or foreign tokens are ignored (the caller still answers 200). */
export async function revokeToken(token: string, opts: { userId?: string } = {}): Promise<boolean> {
  const prisma = await getPrisma();
  const r = await prisma.accessToken.updateMany({
    where: { tokenHash: sha256(token), revokedAt: null, ...(opts.userId ? { userId: opts.userId } : {}) },
    data: { revokedAt: new Date() },
  });
  return r.count > 0;
}

export async function revokeTokenById(id: string, userId: string): Promise<boolean> {
  const prisma = await getPrisma();
  const r = await prisma.accessToken.updateMany({
    where: { id, userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return r.count > 0;
}
