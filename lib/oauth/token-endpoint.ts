// POST /api/auth/token: claim an access token with an identity assertion (RFC 8693 token exchange with an ID token,
// or RFC 7523 JWT bearer), claim one from a signed-in browser session, or revoke one (RFC 7009: no grant_type and
// a `token` parameter). Errors use the OAuth shape.
import { appOrigin } from "@/lib/env";
import { isAppError } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/http/rate";
import { toAppError } from "@/lib/http/route";
import { findOrCreateOAuthUser } from "@/lib/services/accounts";
import { authenticateClient } from "./clients";
import { OAuthError, oauthErrorResponse, oauthJson, CORS_HEADERS, NO_STORE } from "./errors";
import { verifyIdToken } from "./idp";
import { readOAuthParams } from "./params";
import { parseScope, type Scope } from "./scopes";
import { issueAccessToken, revokeToken } from "./tokens";

export const GRANT_TOKEN_EXCHANGE = "urn:ietf:params:oauth:grant-type:token-exchange";
export const GRANT_JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer";
export const GRANT_SESSION = "urn:javaspring-learn:params:oauth:grant-type:session";
export const TOKEN_TYPE_ID_TOKEN = "urn:ietf:params:oauth:token-type:id_token";
export const TOKEN_TYPE_ACCESS_TOKEN = "urn:ietf:params:oauth:token-type:access_token";

function require(params: Record<string, string>, name: string): string {
  const v = params[name];
  if (!v) throw new OAuthError("invalid_request", `Parameter "${name}" is required.`);
  return v;
}

/** `resource` (RFC 8707) and `audience` (RFC 8693) must name this service when present. */
function checkTarget(params: Record<string, string>) {
  const origin = appOrigin();
  for (const name of ["resource", "audience"]) {
    const v = params[name];
    if (v !== undefined && v.replace(/\/+$/, "") !== origin)
      throw new OAuthError(
        "invalid_target",
        `This server only issues tokens for ${origin}; ${name} "${v.slice(0, 200)}" is not it.`,
      );
  }
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

export async function handleTokenRequest(req: Request, session: { userId: string } | null): Promise<Response> {
  const requestId = crypto.randomUUID();
  const res = await tokenResponse(req, session, requestId);
  res.headers.set("X-Request-Id", requestId);
  return res;
}

async function tokenResponse(req: Request, session: { userId: string } | null, requestId: string): Promise<Response> {
  try {
    try {
      await enforceRateLimit("auth", req.headers, null);
    } catch (e) {
      if (isAppError(e) && e.code === "RATE_LIMITED")
        throw new OAuthError("temporarily_unavailable", e.message, 429, e.headers);
      throw e;
    }
    const params = await readOAuthParams(req);
    const grant = params.grant_type;

    if (!grant) {
      if (params.token === undefined)
        throw new OAuthError("invalid_request", 'Parameter "grant_type" is required (or "token" to revoke a token).');
      if (params.token_type_hint && !["access_token", "refresh_token"].includes(params.token_type_hint))
        throw new OAuthError(
          "unsupported_token_type",
          `token_type_hint "${params.token_type_hint.slice(0, 50)}" is not supported.`,
        );
      await authenticateClient(
        params,
        req.headers.get("authorization")?.toLowerCase().startsWith("basic ") ? req.headers.get("authorization") : null,
      );
      if (params.token.length <= 8192) await revokeToken(params.token);
      // RFC 7009 §2.2: 200 also for unknown or already revoked tokens.
      return new Response(null, { status: 200, headers: { ...NO_STORE, ...CORS_HEADERS } });
    }

    const basic = req.headers.get("authorization");
    const client = await authenticateClient(params, basic?.toLowerCase().startsWith("basic ") ? basic : null);
    if (client && grant !== GRANT_SESSION && !client.grantTypes.includes(grant))
      throw new OAuthError(
        "unauthorized_client",
        `This client is not registered for grant type "${grant.slice(0, 100)}".`,
      );
    checkTarget(params);

    let userId: string;
    let issuedTokenType = false;
    let label: string | undefined;
    if (grant === GRANT_TOKEN_EXCHANGE) {
      const subjectToken = require(params, "subject_token");
      const type = require(params, "subject_token_type");
      if (type !== TOKEN_TYPE_ID_TOKEN)
        throw new OAuthError("invalid_request", `subject_token_type must be ${TOKEN_TYPE_ID_TOKEN}.`);
      if (params.requested_token_type && params.requested_token_type !== TOKEN_TYPE_ACCESS_TOKEN)
        throw new OAuthError("invalid_request", `requested_token_type must be ${TOKEN_TYPE_ACCESS_TOKEN}.`);
      if (params.actor_token) throw new OAuthError("invalid_request", "Delegation (actor_token) is not supported.");
      userId = await userFromAssertion(subjectToken);
      issuedTokenType = true;
    } else if (grant === GRANT_JWT_BEARER) {
      userId = await userFromAssertion(require(params, "assertion"));
    } else if (grant === GRANT_SESSION) {
      // Cookie-authenticated: only from our own pages (Origin check against cross-site requests).
      if (req.headers.get("origin") !== appOrigin())
        throw new OAuthError("invalid_request", "The session grant is only accepted from this site's pages.");
      if (!session) throw new OAuthError("invalid_grant", "No signed-in session.");
      userId = session.userId;
      label = params.label?.slice(0, 80) || "Browser-issued token";
    } else {
      throw new OAuthError(
        "unsupported_grant_type",
        `Grant type "${grant.slice(0, 100)}" is not supported. Use ${GRANT_TOKEN_EXCHANGE} or ${GRANT_JWT_BEARER}.`,
      );
    }

    const token = await issueAccessToken({
      userId,
      scopes: scopesFor(params, client?.scope ?? null),
      clientId: client?.clientId ?? null,
      label,
    });
    return oauthJson(issuedTokenType ? { ...token, issued_token_type: TOKEN_TYPE_ACCESS_TOKEN } : token);
  } catch (e) {
    if (e instanceof OAuthError) return oauthErrorResponse(e);
    // Same classification (and logging, with the request id) as the REST wrapper: an outage → 503, a bug → 500.
    const err = toAppError(e, requestId);
    if (err.code === "SERVICE_UNAVAILABLE")
      return oauthErrorResponse(
        new OAuthError("temporarily_unavailable", "A backing service is unavailable; retry shortly.", 503, {
          "Retry-After": "5",
        }),
      );
    if (err.status < 500) return oauthErrorResponse(new OAuthError("invalid_request", err.message, err.status));
    return oauthErrorResponse(new OAuthError("server_error", "The token could not be issued."));
  }
}
