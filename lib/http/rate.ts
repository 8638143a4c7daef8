// Applies a named rate limit for a caller: per token subject when authenticated, else per client address.
// Used by route() and by the MCP tools, so /api/ask and the MCP ask tool share one quota.
import { AppError } from "@/lib/errors";
import type { Principal } from "@/lib/oauth/tokens";
import { checkRateLimit, rateLimitHeaders, type PolicyName } from "@/lib/ratelimit";
import { clientAddress } from "./client-ip";

export function rateKey(headers: Headers, principal: Principal | null): string {
  return principal ? `user:${principal.userId}` : `ip:${clientAddress(headers)}`;
}

/** Returns the RateLimit headers to add to the response; throws RATE_LIMITED (429 + Retry-After) when over. */
export async function enforceRateLimit(
  policy: PolicyName,
  headers: Headers,
  principal: Principal | null,
): Promise<Record<string, string>> {
  return enforceRateLimitFor(policy, rateKey(headers, principal));
}

/** The same, for a caller key chosen by the endpoint (e.g. a browser session's user: `user:<id>`). */
export async function enforceRateLimitFor(policy: PolicyName, key: string): Promise<Record<string, string>> {
  const r = await checkRateLimit(policy, key);
  const h = rateLimitHeaders(policy, r);
  if (!r.success)
    throw new AppError(
      "RATE_LIMITED",
      `Rate limit exceeded: ${r.limit} requests per minute.`,
      `Retry after ${h["Retry-After"]} s.`,
      h,
    );
  return h;
}
