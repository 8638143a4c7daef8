// Bearer authentication for API routes: parse the Authorization header, verify, and answer with the 401/403 challenge.
export { bearerChallenge, resourceMetadataUrl } from "./challenge";
import { appOrigin } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { bearerChallenge, UNAUTHORIZED_HINT } from "./challenge";
import { verifyAccessToken, type Principal } from "@/lib/oauth/tokens";
import type { Scope } from "@/lib/oauth/scopes";

/** 401 with the challenge; `scope` names what the endpoint or tool needs (RFC 6750 §3, MCP authorization). */
export function unauthorized(
  message: string,
  error?: "invalid_token",
  hint = UNAUTHORIZED_HINT,
  scope?: string,
): AppError {
  return new AppError("UNAUTHORIZED", message, hint, { "WWW-Authenticate": bearerChallenge(error, scope) });
}

export function insufficientScope(scope: Scope): AppError {
  return new AppError(
    "INSUFFICIENT_SCOPE",
    `This token lacks the "${scope}" scope.`,
    `Request a token with scope="${scope}" from POST /api/auth/token.`,
    {
      "WWW-Authenticate": bearerChallenge("insufficient_scope", scope),
    },
  );
}

/** Extracts the bearer token. Missing → null; malformed, repeated or oversized → invalid_token. */
export function bearerToken(headers: Headers): string | null {
  const raw = headers.get("authorization");
  if (raw === null || raw.trim() === "") return null;
  // Headers.get joins repeated headers with ", ": more than one credential is refused.
  const m = /^Bearer[ ]+([A-Za-z0-9\-._~+/]+=*)$/i.exec(raw.trim());
  if (!m || raw.length > 4096)
    throw unauthorized("The Authorization header is not a single valid Bearer token.", "invalid_token");
  return m[1];
}

/** Resolves the caller from a bearer token. Returns null when no token was sent; throws 401 for a bad one. */
export async function authenticateBearer(headers: Headers): Promise<Principal | null> {
  const token = bearerToken(headers);
  if (token === null) return null;
  const r = await verifyAccessToken(token);
  if (!r.ok) {
    if (r.reason === "audience")
      throw unauthorized(
        `The access token was issued for ${r.audience}, not for this server.`,
        "invalid_token",
        `This server accepts tokens whose audience is ${appOrigin()}. Get one from ${appOrigin()}/api/auth/token, or mint it with \`npm run token -- <email> --base ${appOrigin()}\`.`,
      );
    const why =
      r.reason === "expired"
        ? "The access token has expired."
        : r.reason === "revoked"
          ? "The access token has been revoked."
          : "The access token is invalid.";
    throw unauthorized(why, "invalid_token");
  }
  return r.principal;
}
