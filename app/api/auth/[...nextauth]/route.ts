import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/nextauth";
import { enforceRateLimit } from "@/lib/http/rate";
import { errorResponse } from "@/lib/http/route";
import { requestIdOf } from "@/lib/request-id";
export const runtime = "nodejs";

// GET/POST /api/auth/* – next-auth browser sign-in (register and token have their own routes, which take precedence).
// A password attempt (POST …/callback/credentials) counts against the `auth` limit per client address, the same
// quota as the sign-in form's server action: 429 with Retry-After once it is used up.
const handler = NextAuth(authOptions);

export async function POST(req: Request, ctx: { params: Promise<{ nextauth: string[] }> }): Promise<Response> {
  if (new URL(req.url).pathname.endsWith("/callback/credentials")) {
    try {
      await enforceRateLimit("auth", req.headers, null);
    } catch (e) {
      return errorResponse(e, requestIdOf(req.headers));
    }
  }
  return handler(req, ctx);
}
export { handler as GET };
