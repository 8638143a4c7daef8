// The only reader of process.env. Parsed once (zod); every other module imports `env`.
import { z } from "zod";
import { formatZodError } from "./errors";

const bool = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "yes");
const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.string().url().optional());
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Set by Next: "phase-production-build" while `next build` prerenders pages. */
  NEXT_PHASE: optionalString,
  PORT: z.coerce.number().int().positive().default(3000),
  /** Canonical public origin (no trailing slash). Builds every advertised URL, never the Host header. */
  APP_URL: optionalUrl,
  VERCEL_ENV: z.enum(["production", "preview", "development"]).optional(),
  VERCEL_URL: optionalString,
  VERCEL_PROJECT_PRODUCTION_URL: optionalString,
  DATABASE_URL: optionalUrl,
  PGLITE_DIR: z.string().default(".data/pglite"),
  /** Secret that signs access tokens and next-auth sessions. Required in production. */
  AUTH_SECRET: optionalString,
  NEXTAUTH_SECRET: optionalString,
  AUTH_JWT_ISSUER: optionalString,
  AUTH_JWT_JWKS_URL: optionalUrl,
  AUTH_JWT_AUDIENCE: optionalString,
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(2_592_000).default(3600),
  /** Lifetime of each refresh token (authorization code flow); every use rotates it. Default 30 days. */
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(300).max(31_536_000).default(2_592_000),
  /**
   * Client ID Metadata Documents on loopback (http://127.0.0.1:…/client.json): for local development and the test
   * suite only. Private, link-local and other non-public addresses are always refused. Refused on Vercel.
   */
  CIMD_ALLOW_LOOPBACK: bool,
  GITHUB_ID: optionalString,
  GITHUB_SECRET: optionalString,
  GOOGLE_ID: optionalString,
  GOOGLE_SECRET: optionalString,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  AI_MODEL: z.string().default("gpt-4o-mini"),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  UPSTASH_REDIS_REST_URL: optionalUrl,
  UPSTASH_REDIS_REST_TOKEN: optionalString,
  REDIS_URL: optionalString,
  /** Trust X-Forwarded-For for the client address (only behind a proxy you control). Vercel's header is always trusted on Vercel. */
  TRUST_PROXY: bool,
  VERCEL: optionalString,
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Workers for code reviews (default: CPUs − 1, 1 to 4); 0 runs reviews on the main thread. */
  ANALYZE_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  /** Reviews that may wait for a worker (default: 4 per worker, at least 8); more → 503 with Retry-After. */
  ANALYZE_QUEUE: z.coerce.number().int().min(0).max(10_000).optional(),
  /** Heap limit of each review worker, in MB. */
  ANALYZE_WORKER_MEMORY_MB: z.coerce.number().int().min(64).max(8192).default(512),
  /**
   * Where reviews run: "process" (default), child processes whose every thread (garbage collection included) runs at
   * ANALYZE_WORKER_NICE; or "thread", worker threads of the server process (only the review's own thread is lowered).
   */
  ANALYZE_ISOLATION: z.enum(["process", "thread"]).default("process"),
  /** OS scheduling niceness of the review workers (Linux; 0 = same as requests, 19 = lowest): requests first. */
  ANALYZE_WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /** Requests per minute per client address on the auth endpoints (token, register, authorize, sign-in). */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Short server-side cache of public catalogue reads, in seconds (0 disables it). */
  CATALOG_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  /** Where learners' Java runs (lib/run): local (javac/java under bubblewrap), piston (PISTON_URL) or none. Default: local in development when javac is found, otherwise none. */
  RUNNER: z.enum(["local", "piston", "none"]).optional(),
  /** Single-user machines only: let RUNNER=local run code without the bubblewrap sandbox when bwrap is missing. */
  RUNNER_UNSANDBOXED: bool,
  /** Submissions compiled/run at the same time by this instance (default: CPUs, 1 to 4). */
  RUNNER_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Submissions that may wait for a free slot; one more is refused with 503 + Retry-After. */
  RUNNER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  /** Base URL of a Piston code-execution engine (RUNNER=piston), e.g. http://127.0.0.1:2000. */
  PISTON_URL: optionalUrl,
  /** Java version requested from Piston ("*" = the newest installed). */
  PISTON_JAVA_VERSION: z.string().default("*"),
});

export type Env = z.infer<typeof schema>;

function parseEnv(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${formatZodError(parsed.error, Infinity)}. See .env.example.`);
  }
  const e = parsed.data;
  if (e.VERCEL && e.NODE_ENV === "production") {
    // Serverless functions have no writable, shared disk: the embedded database is for local use only.
    if (!e.DATABASE_URL)
      throw new Error(
        "Invalid environment: DATABASE_URL is required on Vercel (the embedded PGlite database is local-only). See docs/deployment.md.",
      );
    if (!(e.AUTH_SECRET ?? e.NEXTAUTH_SECRET))
      throw new Error("Invalid environment: AUTH_SECRET is required on Vercel. See .env.example.");
    if (e.CIMD_ALLOW_LOOPBACK)
      throw new Error(
        "Invalid environment: CIMD_ALLOW_LOOPBACK must not be set on Vercel (client metadata documents on loopback addresses are an SSRF risk).",
      );
    if (!(e.AUTH_JWT_ISSUER && e.AUTH_JWT_JWKS_URL && e.AUTH_JWT_AUDIENCE))
      throw new Error(
        "Invalid environment: AUTH_JWT_ISSUER, AUTH_JWT_JWKS_URL and AUTH_JWT_AUDIENCE are required on Vercel (agents claim tokens with ID tokens from this provider). See .env.example.",
      );
    // Functions run as many instances: per-instance memory would turn "30 a minute" into 30 per instance.
    if (e.VERCEL_ENV === "production" && !(e.UPSTASH_REDIS_REST_URL && e.UPSTASH_REDIS_REST_TOKEN) && !e.REDIS_URL)
      throw new Error(
        "Invalid environment: a shared rate-limit store is required on Vercel production: UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN (Upstash, e.g. from the Vercel marketplace) or REDIS_URL. Without one, every instance would count on its own. See docs/deployment.md.",
      );
  }
  return e;
}

export const env: Env = parseEnv();

/** The canonical origin: APP_URL, else the Vercel deployment URL, else localhost. No trailing slash. */
export function appOrigin(): string {
  if (env.APP_URL) return env.APP_URL.replace(/\/+$/, "");
  if (env.VERCEL_ENV === "production" && env.VERCEL_PROJECT_PRODUCTION_URL)
    return `https://${env.VERCEL_PROJECT_PRODUCTION_URL}`;
  if (env.VERCEL_URL) return `https://${env.VERCEL_URL}`;
  return `http://localhost:${env.PORT}`;
}

/**
 * next-auth (v4) builds its own URLs (sign-in, callback, `/api/auth/providers`) from NEXTAUTH_URL and falls back to
 * http://localhost:3000; it is pointed at the app's one origin rule unless an operator set it explicitly.
 */
export function alignNextAuthUrl(): void {
  if (!process.env.NEXTAUTH_URL) process.env.NEXTAUTH_URL = appOrigin();
}

/** The secret that signs this service's tokens; a fixed development value when none is configured outside Vercel. */
export function authSecret(): string {
  return env.AUTH_SECRET ?? env.NEXTAUTH_SECRET ?? "development-only-secret-change-me-0123456789";
}
