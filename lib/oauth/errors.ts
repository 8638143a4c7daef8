// OAuth endpoints answer errors in the RFC 6749 §5.2 shape {error, error_description}, with no-store caching,
// so that off-the-shelf OAuth clients understand them. (The REST API uses {error:{code,message,hint}}.)
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

export const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Authorization, Content-Type, MCP-Protocol-Version",
  "Access-Control-Max-Age": "86400",
} as const;

export const NO_STORE = { "Cache-Control": "no-store", Pragma: "no-cache" } as const;

export function oauthJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...CORS_HEADERS, ...headers } });
}

export function oauthErrorResponse(e: OAuthError): Response {
  return oauthJson({ error: e.error, error_description: e.description }, e.status, e.headers);
}

export function preflight(): Response {
  return new Response(null, { status: 204, headers: { ...CORS_HEADERS, "X-Request-Id": crypto.randomUUID() } });
}
