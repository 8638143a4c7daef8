// POST /api/auth/token: the authorization code (PKCE) and refresh token grants; claim an access token with an
// identity assertion (RFC 8693 token exchange with an ID token, or RFC 7523 JWT bearer) or from a signed-in browser
// session; or revoke a token (RFC 7009: no grant_type and a `token` parameter). Errors use the OAuth shape.
// The HTTP part (rate limit, body, CORS, error shape, framing) is the route's; this service sees parameters only and
// returns the token response body, or null for a revocation (RFC 7009: an empty 200).
import { appOrigin } from "@/lib/env";
import { authenticateClient, type ResolvedClient } from "@/lib/oauth/clients";
import { exchangeAuthorizationCode, refreshAccessToken, revokeRefreshToken } from "@/lib/oauth/code-grant";
import { OAuthError } from "@/lib/oauth/errors";
import {
  GRANT_AUTHORIZATION_CODE,
  GRANT_JWT_BEARER,
  GRANT_REFRESH_TOKEN,
  GRANT_SESSION,
  GRANT_TOKEN_EXCHANGE,
  TOKEN_TYPE_ACCESS_TOKEN,
  TOKEN_TYPE_ID_TOKEN,
} from "@/lib/oauth/grants";
import { verifyIdToken } from "@/lib/oauth/idp";
import { checkResource } from "@/lib/oauth/resource";
import { parseScope, type Scope } from "@/lib/oauth/scopes";
import { issueAccessToken, revokeToken, type IssuedToken } from "@/lib/oauth/tokens";
import { findOrCreateOAuthUser } from "./accounts";

/** Grants this endpoint understands; anything else is unsupported_grant_type before any client check (RFC 6749 §5.2). */
const SUPPORTED_GRANTS = new Set([
  GRANT_AUTHORIZATION_CODE,
  GRANT_REFRESH_TOKEN,
  GRANT_TOKEN_EXCHANGE,
  GRANT_JWT_BEARER,
  GRANT_SESSION,
]);

export interface TokenRequestContext {
  /** The Authorization header (client_secret_basic). */
  authorization: string | null;
  /** The Origin header (the session grant is only accepted from our own pages). */
  origin: string | null;
  /** The signed-in learner of the browser session, read only when the session grant asks for it. */
  session: () => Promise<{ userId: string } | null>;
}

function requiredParam(params: Record<string, string>, name: string): string {
  const v = params[name];
  if (!v) throw new OAuthError("invalid_request", `Parameter "${name}" is required.`);
  return v;
}

/** `resource` (RFC 8707) and `audience` (RFC 8693) must name this service when present. */
function checkTarget(params: Record<string, string>) {
  for (const name of ["resource", "audience"]) if (params[name] !== undefined) checkResource(params[name], name);
}

function scopesFor(params: Record<string, string>, clientScope: string | null): Scope[] {
  const scopes = parseScope(params.scope);
  if (!scopes)
    throw new OAuthError(
      "invalid_scope",
      `Unknown scope in "${params.scope?.slice(0, 200)}". Supported: read, analyze, progress.`,
    );
  if (clientScope) {
    const allowed = new Set(clientScope.split(/\s+/));
    const narrowed = params.scope ? scopes : scopes.filter((s) => allowed.has(s));
    if (narrowed.some((s) => !allowed.has(s)))
      throw new OAuthError("invalid_scope", "A requested scope was not registered for this client.");
    return narrowed.length ? narrowed : scopes;
  }
  return scopes;
}

async function userFromAssertion(assertion: string): Promise<string> {
  const id = await verifyIdToken(assertion);
  const user = await findOrCreateOAuthUser({ issuer: id.issuer, subject: id.subject, email: id.email, name: id.name });
  return user.id;
}

const basicOnly = (authorization: string | null) =>
  authorization?.toLowerCase().startsWith("basic ") ? authorization : null;

/** A token response body (RFC 6749 §5.1; issued_token_type for RFC 8693), or null after a revocation. */
export type TokenEndpointResult = IssuedToken | null;

export async function tokenEndpoint(
  params: Record<string, string>,
  ctx: TokenRequestContext,
): Promise<TokenEndpointResult> {
  const grant = params.grant_type;

  if (!grant) {
    if (params.token === undefined)
      throw new OAuthError("invalid_request", 'Parameter "grant_type" is required (or "token" to revoke a token).');
    if (params.token_type_hint && !["access_token", "refresh_token"].includes(params.token_type_hint))
      throw new OAuthError(
        "unsupported_token_type",
        `token_type_hint "${params.token_type_hint.slice(0, 50)}" is not supported.`,
      );
    await authenticateClient(params, basicOnly(ctx.authorization));
    if (params.token.length <= 8192 && !(await revokeRefreshToken(params.token))) await revokeToken(params.token);
    return null; // RFC 7009 §2.2: 200 also for unknown or already revoked tokens.
  }

  if (!SUPPORTED_GRANTS.has(grant))
    throw new OAuthError(
      "unsupported_grant_type",
      `Grant type "${grant.slice(0, 100)}" is not supported. Use authorization_code, refresh_token, ${GRANT_TOKEN_EXCHANGE} or ${GRANT_JWT_BEARER}.`,
    );
  const client: ResolvedClient | null = await authenticateClient(params, basicOnly(ctx.authorization));
  if (client && grant !== GRANT_SESSION && !client.grantTypes.includes(grant))
    throw new OAuthError(
      "unauthorized_client",
      `This client is not registered for grant type "${grant.slice(0, 100)}".`,
    );

  if (grant === GRANT_AUTHORIZATION_CODE) return exchangeAuthorizationCode(params, client);
  if (grant === GRANT_REFRESH_TOKEN) return refreshAccessToken(params, client);

  checkTarget(params);
  let userId: string;
  let issuedTokenType = false;
  let label: string | undefined;
  if (grant === GRANT_TOKEN_EXCHANGE) {
    const subjectToken = requiredParam(params, "subject_token");
    const type = requiredParam(params, "subject_token_type");
    if (type !== TOKEN_TYPE_ID_TOKEN)
      throw new OAuthError("invalid_request", `subject_token_type must be ${TOKEN_TYPE_ID_TOKEN}.`);
    if (params.requested_token_type && params.requested_token_type !== TOKEN_TYPE_ACCESS_TOKEN)
      throw new OAuthError("invalid_request", `requested_token_type must be ${TOKEN_TYPE_ACCESS_TOKEN}.`);
    if (params.actor_token) throw new OAuthError("invalid_request", "Delegation (actor_token) is not supported.");
    try {
      userId = await userFromAssertion(subjectToken);
    } catch (e) {
      // RFC 8693 §2.2.2: an invalid subject_token is invalid_request (invalid_grant stays for RFC 7523 assertions).
      if (e instanceof OAuthError && e.error === "invalid_grant")
        throw new OAuthError("invalid_request", `subject_token: ${e.description}`);
      throw e;
    }
    issuedTokenType = true;
  } else if (grant === GRANT_JWT_BEARER) {
    userId = await userFromAssertion(requiredParam(params, "assertion"));
  } else {
    // GRANT_SESSION, cookie-authenticated: only from our own pages (Origin check against cross-site requests).
    if (ctx.origin !== appOrigin())
      throw new OAuthError("invalid_request", "The session grant is only accepted from this site's pages.");
    const session = await ctx.session();
    if (!session) throw new OAuthError("invalid_grant", "No signed-in session.");
    userId = session.userId;
    label = params.label?.slice(0, 80) || "Browser-issued token";
  }

  const token = await issueAccessToken({
    userId,
    scopes: scopesFor(params, client?.scope ?? null),
    clientId: client?.clientId ?? null,
    label,
  });
  return issuedTokenType ? { ...token, issued_token_type: TOKEN_TYPE_ACCESS_TOKEN } : token;
}
