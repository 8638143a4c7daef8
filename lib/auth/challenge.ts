// The spec's 401/403 challenge, built from the canonical origin. Kept free of database imports so the middleware
// (edge runtime) and the route wrapper build the exact same header.
import { appOrigin } from "@/lib/env";

export const UNAUTHORIZED_HINT =
  "Send `Authorization: Bearer <token>`. Get a token from POST /api/auth/token (see /.well-known/oauth-authorization-server).";

export function resourceMetadataUrl(): string {
  return `${appOrigin()}/.well-known/oauth-protected-resource`;
}

/** `error` is added when a token was sent but is bad (RFC 6750 §3.1). */
export function bearerChallenge(error?: "invalid_token" | "insufficient_scope", scope?: string): string {
  let v = `Bearer resource_metadata="${resourceMetadataUrl()}"`;
  if (error) v += `, error="${error}"`;
  if (scope) v += `, scope="${scope}"`;
  return v;
}
