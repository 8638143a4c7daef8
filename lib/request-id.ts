// One request id per request, minted once before Next sees it and read by everything that answers:
// - self-hosted (`next start`, `next dev`): instrumentation-node.ts writes a fresh UUID into REQUEST_ID_HEADER on every
//   request, overwriting any value a client sent, so the middleware and the route wrapper read the same id;
// - on Vercel: the platform's own `x-vercel-id`, which clients cannot set either.
// Only when neither is present (unit tests calling a handler directly) is a new id minted here.
import { env } from "@/lib/env";

export const REQUEST_ID_HEADER = "x-learn-request-id";
const VALID = /^[A-Za-z0-9:_-]{8,128}$/;

export function requestIdOf(headers: Headers): string {
  const v = env.VERCEL ? headers.get("x-vercel-id") : headers.get(REQUEST_ID_HEADER);
  return v && VALID.test(v) ? v : crypto.randomUUID();
}
