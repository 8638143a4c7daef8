// The caller's address for rate limiting, from a header that cannot be spoofed in the deployment at hand:
// - on Vercel: x-vercel-forwarded-for / x-real-ip (set by Vercel's edge, client values are overwritten);
// - behind your own proxy (TRUST_PROXY=1): the last X-Forwarded-For entry, the one your proxy appended;
// - otherwise (`next start` facing clients): the socket address, copied into PEER_HEADER by instrumentation.ts,
//   because Next keeps a client-sent X-Forwarded-For as it is.
import { env } from "@/lib/env";

export const PEER_HEADER = "x-learn-peer-address";

export function clientAddress(headers: Headers): string {
  if (env.VERCEL) {
    const v = headers.get("x-vercel-forwarded-for") ?? headers.get("x-real-ip") ?? headers.get("x-forwarded-for");
    if (v) return v.split(",")[0].trim().slice(0, 64);
  }
  if (env.TRUST_PROXY) {
    const xff = headers.get("x-forwarded-for");
    if (xff) return xff.split(",").at(-1)!.trim().slice(0, 64);
  }
  return (headers.get(PEER_HEADER) ?? "unknown").slice(0, 64);
}
