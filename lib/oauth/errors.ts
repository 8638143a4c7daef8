// OAuth endpoints answer errors in the RFC 6749 §5.2 shape {error, error_description}, with no-store caching,
// so that off-the-shelf OAuth clients understand them. (The REST API uses {error:{code,message,hint}}.)
import { CORS_HEADERS, NO_STORE } from "@/lib/cors";
import type { AppError } from "@/lib/errors";
import { requestIdOf } from "@/lib/request-id";
export type OAuthErrorCode =
  | "invalid_request"
  | "invalid_client"
  | "invalid_grant"
  | "unauthorized_client"
  | "unsupported_grant_type"
  | "invalid_scope"
  | "invalid_target"
  | "invalid_client_metadata"
  | "invalid_redirect_uri"
  | "unsupported_token_type"
  | "unsupported_response_type"
  | "access_denied"
  | "server_error"
  | "temporarily_unavailable";

export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
    readonly status = error === "invalid_client"
      ? 401
      : error === "server_error"
        ? 500
        : error === "temporarily_unavailable"
          ? 503
          : 400,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
    this.name = "OAuthError";
  }
}

export { CORS_HEADERS, NO_STORE };

export function oauthJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...CORS_HEADERS, ...headers } });
}

export function oauthErrorResponse(e: OAuthError): Response {
  return oauthJson({ error: e.error, error_description: e.description }, e.status, e.headers);
}

export function preflight(req: Request): Response {
  return new Response(null, { status: 204, headers: { ...CORS_HEADERS, "X-Request-Id": requestIdOf(req.headers) } });
}

/**
 * The OAuth form of a REST error (a rate limit, a body too large, a database outage), for endpoints that OAuth
 * libraries call: 413 and 429 keep their status; an outage is temporarily_unavailable; a bug is server_error.
 */
export function oauthErrorFromAppError(e: AppError): OAuthError {
  if (e.code === "RATE_LIMITED") return new OAuthError("temporarily_unavailable", e.message, 429, e.headers);
  if (e.code === "SERVICE_UNAVAILABLE")
    return new OAuthError(
      "temporarily_unavailable",
      "A backing service is unavailable; retry shortly.",
      503,
      e.headers,
    );
  if (e.status >= 500) return new OAuthError("server_error", "The request could not be completed.");
  return new OAuthError("invalid_request", e.message, e.code === "PAYLOAD_TOO_LARGE" ? 413 : 400, e.headers);
}
