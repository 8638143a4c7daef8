// Coarse gate, cheap by design (the route() wrapper verifies every token again, with revocation):
// 1. pages get a per-request CSP nonce (no 'unsafe-inline' scripts);
// 2. protected API routes without any Authorization header get the spec's 401 + WWW-Authenticate at once.
// Public GET reads (catalogue) are not matched, so they pay nothing here.
import { NextResponse, type NextRequest } from "next/server";

const PROTECTED_API = ["/api/java/analyze", "/api/me"];

function origin(): string {
  const o = process.env.APP_URL || (process.env.VERCEL_URL ? `https://${process.env.VERCEL_URL}` : `http://localhost:${process.env.PORT || 3000}`);
  return o.replace(/\/+$/, "");
}

export function middleware(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (pathname.startsWith("/api/")) {
    if (req.method !== "OPTIONS" && PROTECTED_API.some((p) => pathname === p || pathname.startsWith(`${p}/`)) && !req.headers.get("authorization")) {
      return NextResponse.json(
        { error: { code: "UNAUTHORIZED", message: "Authentication is required for this endpoint.", hint: "Send `Authorization: Bearer <token>`. Get a token from POST /api/auth/token (see /.well-known/oauth-authorization-server)." } },
        { status: 401, headers: { "WWW-Authenticate": `Bearer resource_metadata="${origin()}/.well-known/oauth-protected-resource"`, "Cache-Control": "no-store" } },
      );
    }
    return NextResponse.next();
  }
  const nonce = btoa(crypto.randomUUID());
  const dev = process.env.NODE_ENV !== "production";
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", csp);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("Content-Security-Policy", csp);
  return res;
}

export const config = {
  matcher: [
    "/api/java/:path*",
    "/api/me/:path*",
    { source: "/((?!api/|_next/static|_next/image|images/|favicon|llms.txt|pricing.md|\\.well-known/).*)", missing: [{ type: "header", key: "next-router-prefetch" }] },
  ],
};
