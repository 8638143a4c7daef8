// Coarse gate, cheap by design (the route() wrapper verifies every token again, with revocation):
// 1. dynamic pages get a per-request CSP nonce (no 'unsafe-inline' scripts) and keep the `learn.signed-in` hint
//    cookie in step with the session cookie (the client islands of cached pages ask for the visitor's progress only
//    when it is set; sign-in and sign-out also set it, lib/auth/session-cookie.ts). Cached pages (catalogue,
//    courses, lessons, masters, API guide: the same HTML for everyone) are not matched at all: their CSP lists the
//    hashes of their own inline scripts and comes with the cached page (lib/pages/cache-handler.mjs);
// 2. protected API routes without any Authorization header get the spec's 401 + WWW-Authenticate at once;
// 3. API paths that are not valid percent-encoded UTF-8 (`/api/courses/%ff`) get 400 BAD_REQUEST in the error shape:
//    Next answers them with a plain-text 500 when it decodes the route parameters;
// 4. the agent documents get an X-Request-Id (the request's one id: lib/request-id.ts), and non-GET methods on
//    the text documents get 405 in the error shape (Next's own 405 there has no body and no Allow).
// Public GET reads (catalogue) are not matched, so they pay nothing here: a matched request costs about 1 ms of CPU.
import { NextResponse, type NextRequest } from "next/server";
import { bearerChallenge, UNAUTHORIZED_HINT } from "@/lib/auth/challenge";
import { pathPattern, protectedPaths } from "@/lib/contracts/endpoints";
import { env } from "@/lib/env";
import { AppError, appErrorResponse } from "@/lib/errors";
import { requestIdOf } from "@/lib/request-id";
import { CACHED_PAGE } from "@/lib/pages/cached-pages";
import { nonceCsp } from "@/lib/pages/csp.mjs";
import { SIGNED_IN_HINT } from "@/lib/pages/signed-in-hint";

// next-auth's session cookie, also when it is split into chunks (`.0`, `.1`, …) or has the `__Secure-` prefix
const SESSION_COOKIE = /^(?:__Secure-)?next-auth\.session-token(?:\.\d+)?$/;

// From the one endpoint list; the matcher below must cover each of them (tests/unit/endpoints.test.ts checks it).
const PROTECTED_API = protectedPaths().map(pathPattern);
const TEXT_DOCUMENTS = new Set(["/llms.txt", "/pricing.md"]);
const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const apiError = (req: NextRequest, err: AppError): Response => appErrorResponse(err, requestIdOf(req.headers));

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function apiGate(req: NextRequest, pathname: string): Response {
  if (!isDecodable(pathname))
    return apiError(
      req,
      new AppError(
        "BAD_REQUEST",
        "The URL path is not valid percent-encoded UTF-8.",
        "Percent-encode path parameters as UTF-8, e.g. with encodeURIComponent.",
      ),
    );
  if (req.method !== "OPTIONS" && PROTECTED_API.some((p) => p.test(pathname)) && !req.headers.get("authorization")) {
    return apiError(
      req,
      new AppError("UNAUTHORIZED", "Authentication is required for this endpoint.", UNAUTHORIZED_HINT, {
        "WWW-Authenticate": bearerChallenge(),
      }),
    );
  }
  return NextResponse.next();
}

function documentGate(req: NextRequest, pathname: string): Response {
  if (TEXT_DOCUMENTS.has(pathname) && !READ_METHODS.has(req.method))
    return apiError(
      req,
      new AppError("METHOD_NOT_ALLOWED", "This document supports GET only.", "Use one of: GET, HEAD, OPTIONS.", {
        Allow: "GET, HEAD, OPTIONS",
      }),
    );
  // Documents served by route() set X-Request-Id themselves (the same id); the rest get it here.
  const res = NextResponse.next();
  res.headers.set("X-Request-Id", requestIdOf(req.headers));
  return res;
}

export function middleware(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (pathname.startsWith("/api/")) return apiGate(req, pathname);
  if (pathname.startsWith("/.well-known/") || TEXT_DOCUMENTS.has(pathname)) return documentGate(req, pathname);
  if (CACHED_PAGE.test(pathname)) return NextResponse.next(); // normally not matched (config below)
  const res = withNonceCsp(req);
  syncSignedInHint(req, res);
  return res;
}

function withNonceCsp(req: NextRequest): NextResponse {
  const nonce = btoa(crypto.randomUUID());
  const csp = nonceCsp(nonce, env.NODE_ENV !== "production");
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", csp);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("Content-Security-Policy", csp);
  return res;
}

/** The hint is not a credential (the islands' server actions read the real session); it only saves a request. */
function syncSignedInHint(req: NextRequest, res: NextResponse): void {
  const session = req.cookies.getAll().some((c) => SESSION_COOKIE.test(c.name));
  const hint = req.cookies.get(SIGNED_IN_HINT)?.value === "1";
  if (session && !hint) res.cookies.set(SIGNED_IN_HINT, "1", { path: "/", sameSite: "lax" });
  else if (!session && req.cookies.has(SIGNED_IN_HINT)) res.cookies.delete(SIGNED_IN_HINT);
}

export const config = {
  matcher: [
    "/api/java/:path*",
    "/api/me/:path*",
    "/api/courses/:path(.*/submissions)",
    // only paths with a '%' in them: the decode check above; valid encodings pass through
    "/api/:path(.*%.*)",
    "/.well-known/:path*",
    "/llms.txt",
    "/pricing.md",
    {
      // every page except the cached ones (CACHED_PAGE: /, /courses…, /masters, /docs/api), which need nothing here
      source:
        "/((?!api/|_next/static|_next/image|images/|favicon|llms.txt|pricing.md|\\.well-known/|courses(?:/|$)|masters$|docs/api$).+)",
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
  ],
};
