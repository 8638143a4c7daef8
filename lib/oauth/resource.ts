// Resource indicators (RFC 8707) and audiences (RFC 8693): this server only issues tokens for itself.
import { appOrigin } from "@/lib/env";
import { OAuthError } from "./errors";

/**
 * Checks a `resource` (or `audience`) value: a URL on this origin (the origin itself, as the protected resource
 * metadata names it, or an endpoint under it such as /api/mcp), without a fragment. Returns the canonical origin,
 * which becomes the token's audience; anything else is invalid_target.
 */
export function checkResource(value: string, name = "resource"): string {
  const origin = appOrigin();
  const refuse = () =>
    new OAuthError(
      "invalid_target",
      `This server only issues tokens for ${origin}; ${name} "${value.slice(0, 200)}" is not it.`,
    );
  if (!URL.canParse(value)) throw refuse();
  const u = new URL(value);
  if (u.origin !== origin || u.hash || value.includes("#") || u.username || u.password) throw refuse();
  return origin;
}
