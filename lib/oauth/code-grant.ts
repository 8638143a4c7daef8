// The token endpoint's authorization_code and refresh_token grants (OAuth 2.1 §4.1.3, §4.3; RFC 9700 §2.2.2, §4.14):
// a code is exchanged once, with the PKCE verifier, by the client and for the redirect URI it was issued to; a
// replayed code revokes what it issued. Refresh tokens rotate on every use, and presenting a used one revokes the
// family (the grant, its refresh tokens and the access tokens it issued).
import { createHash, randomBytes } from "node:crypto";
import { PKCE_VERIFIER } from "@/lib/contracts/auth";
import {
  claimAuthorizationCode,
  createGrant,
  findRefreshToken,
  revokeGrant,
  rotateRefreshToken,
} from "@/lib/db/queries/oauth-grants";
import { env } from "@/lib/env";
import type { ResolvedClient } from "./clients";
import { OAuthError } from "./errors";
import { checkResource } from "./resource";
import { parseScope, type Scope } from "./scopes";
import { issueAccessToken, sha256, type IssuedToken } from "./tokens";

const newRefreshToken = () => {
  const token = `rt_${randomBytes(32).toString("base64url")}`;
  return { token, hash: sha256(token), expiresAt: new Date(Date.now() + env.REFRESH_TOKEN_TTL_SECONDS * 1000) };
};

function required(params: Record<string, string>, name: string): string {
  const v = params[name];
  if (!v) throw new OAuthError("invalid_request", `Parameter "${name}" is required.`);
  return v;
}

function publicClient(client: ResolvedClient | null, grant: string): ResolvedClient {
  if (!client)
    throw new OAuthError("invalid_client", `The ${grant} grant needs client_id (public clients send only that).`, 401);
  return client;
}

/** PKCE S256 (RFC 7636 §4.6): BASE64URL(SHA256(verifier)) must equal the challenge. */
export function pkceMatches(verifier: string, challenge: string): boolean {
  return createHash("sha256").update(verifier, "ascii").digest("base64url") === challenge;
}

export async function exchangeAuthorizationCode(
  params: Record<string, string>,
  clientOrNull: ResolvedClient | null,
): Promise<IssuedToken> {
  const client = publicClient(clientOrNull, "authorization_code");
  const code = required(params, "code");
  const redirectUri = required(params, "redirect_uri");
  const verifier = params.code_verifier;
  if (!verifier) throw new OAuthError("invalid_request", 'Parameter "code_verifier" is required (PKCE).');
  if (!PKCE_VERIFIER.test(verifier))
    throw new OAuthError("invalid_request", "code_verifier must be 43–128 characters of A–Z, a–z, 0–9, -, ., _, ~.");
  const claimed = code.length <= 200 ? await claimAuthorizationCode(sha256(code)) : null;
  if (!claimed) throw new OAuthError("invalid_grant", "The authorization code is unknown.");
  const { code: row, firstUse } = claimed;
  if (!firstUse) {
    // RFC 9700 §4.14 / OAuth 2.1 §4.1.3: a code used twice may have been stolen; revoke what it issued.
    if (row.grantId) await revokeGrant(row.grantId, "code_replay");
    throw new OAuthError(
      "invalid_grant",
      "The authorization code was already used; the tokens issued for it are revoked.",
    );
  }
  if (row.expiresAt.getTime() < Date.now())
    throw new OAuthError("invalid_grant", "The authorization code has expired.");
  if (row.clientId !== client.clientId)
    throw new OAuthError("invalid_grant", "The authorization code was issued to another client.");
  if (row.redirectUri !== redirectUri)
    throw new OAuthError("invalid_grant", "redirect_uri differs from the one of the authorization request.");
  if (!pkceMatches(verifier, row.codeChallenge))
    throw new OAuthError("invalid_grant", "The code_verifier does not match the code_challenge (PKCE S256).");
  if (params.resource !== undefined && checkResource(params.resource) !== row.resource)
    throw new OAuthError("invalid_target", "resource differs from the one of the authorization request.");

  const scopes = row.scope.split(" ") as Scope[];
  const refresh = client.grantTypes.includes("refresh_token") ? newRefreshToken() : null;
  const grantId = await createGrant({
    userId: row.userId,
    clientId: client.clientId,
    scope: row.scope,
    resource: row.resource,
    codeId: row.id,
    refreshTokenHash: refresh?.hash ?? null,
    refreshExpiresAt: refresh?.expiresAt ?? null,
  });
  const token = await issueAccessToken({ userId: row.userId, scopes, clientId: client.clientId, grantId });
  return refresh ? { ...token, refresh_token: refresh.token } : token;
}

export async function refreshAccessToken(
  params: Record<string, string>,
  clientOrNull: ResolvedClient | null,
): Promise<IssuedToken> {
  const client = publicClient(clientOrNull, "refresh_token");
  const presented = required(params, "refresh_token");
  const row = presented.length <= 200 ? await findRefreshToken(sha256(presented)) : null;
  if (!row) throw new OAuthError("invalid_grant", "The refresh token is unknown.");
  const grant = row.grant;
  if (grant.clientId !== client.clientId)
    throw new OAuthError("invalid_grant", "The refresh token was issued to another client.");
  if (grant.revokedAt) throw new OAuthError("invalid_grant", "The refresh token has been revoked.");
  if (row.usedAt) {
    await revokeGrant(grant.id, "refresh_reuse");
    throw new OAuthError(
      "invalid_grant",
      "The refresh token was already used; as a precaution every token of this authorization is now revoked. Sign in again.",
    );
  }
  if (row.expiresAt.getTime() < Date.now()) throw new OAuthError("invalid_grant", "The refresh token has expired.");
  if (params.resource !== undefined && checkResource(params.resource) !== grant.resource)
    throw new OAuthError("invalid_target", "resource differs from the one of the authorization.");
  const granted = grant.scope.split(" ") as Scope[];
  let scopes = granted;
  if (params.scope) {
    const asked = parseScope(params.scope);
    if (!asked || asked.some((s) => !granted.includes(s)))
      throw new OAuthError("invalid_scope", `A refresh can only narrow the granted scopes (${grant.scope}).`);
    scopes = asked;
  }
  const next = newRefreshToken();
  if (!(await rotateRefreshToken(row.id, grant.id, { tokenHash: next.hash, expiresAt: next.expiresAt }))) {
    // Another request used this refresh token a moment ago: the same reuse, seen concurrently.
    await revokeGrant(grant.id, "refresh_reuse");
    throw new OAuthError(
      "invalid_grant",
      "The refresh token was already used; every token of this authorization is revoked.",
    );
  }
  const token = await issueAccessToken({ userId: grant.userId, scopes, clientId: client.clientId, grantId: grant.id });
  return { ...token, refresh_token: next.token };
}

/** RFC 7009 for refresh tokens: revoking one revokes its whole grant (§2.1). Unknown values are ignored. */
export async function revokeRefreshToken(token: string): Promise<boolean> {
  if (!token.startsWith("rt_") || token.length > 200) return false;
  const row = await findRefreshToken(sha256(token));
  if (!row) return false;
  await revokeGrant(row.grant.id, "client_revocation");
  return true;
}
