// Security headers that do not depend on the request. The Content-Security-Policy is per page kind
// (lib/pages/csp.mjs): a per-request nonce on dynamic pages (middleware.ts), script hashes on cached pages
// (lib/pages/cache-handler.mjs).
import path from "node:path";

/** @type {import('next').NextConfig} */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

const nextConfig = {
  poweredByHeader: false,
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // `npm test` runs `tsc --noEmit` once before building; CI sets SKIP_TYPECHECK=1 so the build does not repeat it.
  typescript: { ignoreBuildErrors: process.env.SKIP_TYPECHECK === "1" },
  reactStrictMode: true,
  // Cached (ISR) pages: an in-memory cache that gives each page its own hash-based CSP (see the file).
  cacheHandler: path.join(import.meta.dirname, "lib", "pages", "cache-handler.mjs"),
  cacheMaxMemorySize: 0,
  // Cached pages: `s-maxage=<revalidate>, stale-while-revalidate=<a day minus that>`, like the catalogue API.
  expireTime: 86400,
  // forbidden() → app/forbidden.tsx with status 403 (the /studio page for signed-in learners who are not editors)
  experimental: { authInterrupts: true },
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "java-parser", "chevrotain"],
  // dist/workers: the bundled worker threads (scripts/build-workers.ts), started by path at run time, so file tracing
  // cannot see them: every server function gets them.
  outputFileTracingIncludes: {
    "/api/**": ["./prisma/content/**/*", "./dist/workers/**"],
    "/**": ["./dist/workers/**"],
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
