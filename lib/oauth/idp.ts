// Trust in an external identity provider (AUTH_JWT_ISSUER / AUTH_JWT_JWKS_URL / AUTH_JWT_AUDIENCE): verifies the
// ID tokens that agents present to claim an access token. RS256/ES256 only; the JWKS is cached and refetched on an
// unknown `kid` at most every 30 s; iss, sub, exp required; nbf honoured; at most 60 s clock skew.
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWTPayload } from "jose";
import { env } from "@/lib/env";
import { OAuthError } from "./errors";

export const ID_TOKEN_ALGORITHMS = ["RS256", "ES256"];

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
function keySet() {
  jwks ??= createRemoteJWKSet(new URL(env.AUTH_JWT_JWKS_URL!), {
    cooldownDuration: 30_000,
    cacheMaxAge: 10 * 60_000,
    timeoutDuration: 5_000,
  });
  return jwks;
}

export function idpConfigured(): boolean {
  return Boolean(env.AUTH_JWT_ISSUER && env.AUTH_JWT_JWKS_URL && env.AUTH_JWT_AUDIENCE);
}

export interface IdentityClaims {
  issuer: string;
  subject: string;
  email: string | null;
  name: string;
}

export async function verifyIdToken(token: string): Promise<IdentityClaims> {
  if (!idpConfigured())
    throw new OAuthError(
      "invalid_grant",
      "No identity provider is configured on this server (AUTH_JWT_ISSUER, AUTH_JWT_JWKS_URL, AUTH_JWT_AUDIENCE).",
    );
  if (token.length > 16_384 || token.split(".").length !== 3)
    throw new OAuthError("invalid_grant", "The assertion is not a compact JWS.");
  let alg: string | undefined;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    throw new OAuthError("invalid_grant", "The assertion header cannot be decoded.");
  }
  if (!alg || !ID_TOKEN_ALGORITHMS.includes(alg))
    throw new OAuthError("invalid_grant", `Algorithm "${alg ?? "none"}" is not accepted; use RS256 or ES256.`);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keySet(), {
      algorithms: ID_TOKEN_ALGORITHMS,
      issuer: env.AUTH_JWT_ISSUER,
      audience: env.AUTH_JWT_AUDIENCE,
      clockTolerance: 60,
      requiredClaims: ["iss", "sub", "exp"],
    }));
  } catch (e) {
    const code = (e as { code?: string }).code;
    const why =
      code === "ERR_JWT_EXPIRED"
        ? "The assertion has expired."
        : code === "ERR_JWKS_NO_MATCHING_KEY"
          ? "The assertion is signed with a key that is not in the identity provider's JWKS."
          : code === "ERR_JWT_CLAIM_VALIDATION_FAILED"
            ? `The assertion's claims are not valid (${(e as Error).message}).`
            : code === "ERR_JWKS_TIMEOUT" || code === "ERR_JOSE_GENERIC"
              ? "The identity provider's keys could not be fetched."
              : "The assertion signature is not valid.";
    throw new OAuthError("invalid_grant", why);
  }
  if (typeof payload.sub !== "string" || !payload.sub || payload.sub.length > 255)
    throw new OAuthError("invalid_grant", "The assertion has no valid sub claim.");
  return {
    issuer: payload.iss!,
    subject: payload.sub,
    email: typeof payload.email === "string" ? payload.email : null,
    name: typeof payload.name === "string" ? payload.name.slice(0, 120) : "",
  };
}
