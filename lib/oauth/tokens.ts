// Access tokens issued by this service: JWTs (HS256, signed with AUTH_SECRET), issuer and audience = the canonical
// origin (so a preview deployment's tokens are refused by production), stored by SHA-256 hash with their jti,
// and checked against the database on every request (revocation holds across instances).
import { createHash, randomUUID } from "node:crypto";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import {
  findAccessTokenByHash,
  insertAccessToken,
  revokeAccessTokenByHash,
  revokeAccessTokenById,
} from "@/lib/db/queries/oauth-tokens";
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
  refresh_token?: string;
}

const key = () => new TextEncoder().encode(`access-token:${authSecret()}`);
export const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

export async function issueAccessToken(opts: {
  userId: string;
  scopes: Scope[];
  clientId?: string | null;
  /** The connected app (authorization code grant) this token belongs to. */
  grantId?: string | null;
  label?: string;
  ttlSeconds?: number;
  /** Issuer and audience; default the canonical origin. `npm run token -- --base` mints for another origin. */
  audience?: string;
}): Promise<IssuedToken> {
  const ttl = opts.ttlSeconds ?? env.ACCESS_TOKEN_TTL_SECONDS;
  const jti = randomUUID();
  const origin = opts.audience ?? appOrigin();
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
  await insertAccessToken({
    tokenHash: sha256(token),
    jti,
    userId: opts.userId,
    clientId: opts.clientId ?? null,
    grantId: opts.grantId ?? null,
    scope,
    audience: origin,
    label: opts.label ?? null,
    expiresAt: new Date(Date.now() + ttl * 1000),
  });
  return { access_token: token, token_type: "Bearer", expires_in: ttl, scope };
}

export type VerifyFailure =
  | { ok: false; reason: "invalid" | "expired" | "revoked" }
  /** Signed by us but for another origin (e.g. minted for another port): `audience` is what the token names. */
  | { ok: false; reason: "audience"; audience: string };

/** Verifies signature, issuer, audience, expiry, then the database row (revocation). */
export async function verifyAccessToken(token: string): Promise<{ ok: true; principal: Principal } | VerifyFailure> {
  if (token.length > 4096 || token.split(".").length !== 3) return { ok: false, reason: "invalid" };
  const origin = appOrigin();
  let iss: string | undefined;
  let aud: string | string[] | undefined;
  try {
    ({
      payload: { iss, aud },
    } = await jwtVerify(token, key(), {
      algorithms: ["HS256"],
      typ: "at+jwt",
      clockTolerance: 60,
      requiredClaims: ["sub", "jti", "exp", "iss", "aud"],
    }));
  } catch (e) {
    return { ok: false, reason: e instanceof joseErrors.JWTExpired ? "expired" : "invalid" };
  }
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (iss !== origin || !audiences.includes(origin))
    return { ok: false, reason: "audience", audience: String(audiences[0] ?? iss).slice(0, 200) };
  const row = await findAccessTokenByHash(sha256(token));
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
  return revokeAccessTokenByHash(sha256(token), opts.userId);
}

export async function revokeTokenById(id: string, userId: string): Promise<boolean> {
  return revokeAccessTokenById(id, userId);
}
