// route(): the one wrapper every API handler uses. In order: request id → authenticate → rate limit → parse params
// and body (zod) → call the service → Response.json. Every throw becomes {error:{code,message,hint?}}.
import { z } from "zod";
import { authenticateBearer, insufficientScope, unauthorized } from "@/lib/auth/bearer";
import { CORS_HEADERS } from "@/lib/cors";
import { ENDPOINTS } from "@/lib/contracts/endpoints";
import { AppError, appErrorResponse, formatZodError, isAppError, type ErrorCode } from "@/lib/errors";
import { log } from "@/lib/log";
import { OAuthError, oauthErrorFromAppError, oauthErrorResponse } from "@/lib/oauth/errors";
import type { Principal } from "@/lib/oauth/tokens";
import type { Scope } from "@/lib/oauth/scopes";
import type { PolicyName } from "@/lib/ratelimit";
import { enforceRateLimit } from "./rate";
import { readJson, readParams, DEFAULT_MAX_BODY } from "./body";
import { requestIdOf } from "@/lib/request-id";

export interface RouteContext<P, B> {
  req: Request;
  params: P;
  body: B;
  principal: Principal | null;
  requestId: string;
  /** Extra headers for the success response. */
  headers: Headers;
}

export interface RouteOptions<P extends z.ZodType | undefined, B extends z.ZodType | undefined> {
  /**
   * The endpoint this handler serves, as listed in lib/contracts/endpoints.ts ("POST /api/java/analyze"): its entry
   * gives `auth`, `scope` and `rateLimit` (the list is the one source; a route may not repeat them).
   */
  endpoint?: `${"GET" | "POST"} /${string}`;
  /** "required": 401 without a valid token; "optional": a token is verified when sent. Default: none. */
  auth?: "required" | "optional";
  scope?: Scope;
  rateLimit?: PolicyName;
  params?: P;
  body?: B;
  maxBodyBytes?: number;
  /** Cache-Control of successful responses (default: no-store). */
  cache?: string;
  /** Adds the public CORS headers to every answer (agent-facing documents, OAuth endpoints). */
  cors?: boolean;
  /** How `body` is read: a JSON value (default), or OAuth parameters (form-encoded or a JSON object of strings). */
  bodyFormat?: "json" | "params";
  /** Error bodies: the REST shape (default) or RFC 6749 §5.2 `{error, error_description}` for OAuth endpoints. An
   *  OAuthError thrown by a handler is always answered in the OAuth shape. */
  errors?: "rest" | "oauth";
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type NextCtx = { params: Promise<Record<string, string | string[]>> };

export const PUBLIC_CACHE = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";

export function validationError(e: z.ZodError, hint?: string): AppError {
  return new AppError("VALIDATION_ERROR", formatZodError(e), hint);
}

const UNAVAILABLE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|EPIPE|Connection terminated|DatabaseNotReachable|Can't reach database|connect ECONN|the database system is (starting|shutting) up|the database system is in recovery mode|Connection is closed|timeout exceeded when trying to connect|Server has closed the connection|terminating connection due to administrator command|Timed out fetching a new connection|too many clients already/i;
/**
 * Connectivity codes: Prisma P1001 (unreachable), P1002/P1008 (timeouts), P1017 (server closed the connection, e.g. a
 * query in flight when PostgreSQL stops), P2024 (pool timeout); PostgreSQL 57P01–57P03 (shutdown, cannot connect now),
 * 53300 (too many connections), class 08 (connection exceptions); Node socket errors.
 */
const UNAVAILABLE_CODES = new Set([
  "P1001",
  "P1002",
  "P1008",
  "P1017",
  "P2024",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EPIPE",
]);

/** True when a throw means a backing service (database, Redis) is down or unreachable, not that our code is wrong. */
export function isUnavailable(e: unknown): boolean {
  let cur = e as
    { message?: unknown; code?: unknown; errorCode?: unknown; originalCode?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; cur && depth < 4; depth++, cur = cur.cause as typeof cur) {
    if ([cur.code, cur.errorCode, cur.originalCode].some((c) => typeof c === "string" && UNAVAILABLE_CODES.has(c)))
      return true;
    if (UNAVAILABLE.test(String(cur.message ?? ""))) return true;
  }
  return false;
}

/** Classifies any throw: AppError as is; a dependency outage → SERVICE_UNAVAILABLE; anything else → INTERNAL (logged). */
export function toAppError(e: unknown, requestId: string): AppError {
  if (isAppError(e)) return e;
  if (isUnavailable(e)) {
    log.error("dependency unavailable", { requestId, error: String((e as Error)?.message).slice(0, 300) });
    return new AppError(
      "SERVICE_UNAVAILABLE",
      "A backing service is temporarily unavailable.",
      "Retry in a few seconds.",
      { "Retry-After": "5" },
    );
  }
  log.error("unhandled error", { requestId, error: String((e as Error)?.stack ?? e).slice(0, 2000) });
  return new AppError(
    "INTERNAL",
    "Something went wrong on our side.",
    `Retry later; quote request id ${requestId} if it persists.`,
  );
}

export function errorResponse(e: unknown, requestId: string, headers: Record<string, string> = {}): Response {
  return appErrorResponse(toAppError(e, requestId), requestId, headers);
}

/** auth, scope and rate limit of a listed endpoint, as route options. Throws at module load for an unknown endpoint. */
function fromEndpoint<P extends z.ZodType | undefined, B extends z.ZodType | undefined>(
  opts: RouteOptions<P, B>,
): RouteOptions<P, B> {
  if (!opts.endpoint) return opts;
  const [method, path] = opts.endpoint.split(" ");
  const entry = ENDPOINTS.find((e) => e.method === method && e.path === path);
  if (!entry || entry.auth === "editor") throw new Error(`route(): ${opts.endpoint} is not a listed API endpoint`);
  if (opts.auth || opts.scope || opts.rateLimit)
    throw new Error(`route(): ${opts.endpoint} takes auth, scope and rateLimit from lib/contracts/endpoints.ts`);
  return {
    ...opts,
    auth: entry.auth === "none" ? undefined : entry.auth,
    scope: entry.auth === "required" ? entry.scope : undefined,
    rateLimit: entry.rateLimit,
    maxBodyBytes: opts.maxBodyBytes ?? entry.maxBodyBytes,
  };
}

/** A handler made by route(), with the endpoint it serves (tests check every listed endpoint has one). */
export type RouteHandler = ((req: Request, nextCtx?: NextCtx) => Promise<Response>) & { endpoint?: string };

export function route<P extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined>(
  options: RouteOptions<P, B>,
  handler: (ctx: RouteContext<Infer<P>, Infer<B>>) => unknown | Promise<unknown>,
): RouteHandler {
  const opts = fromEndpoint(options);
  const served: RouteHandler = async (req: Request, nextCtx?: NextCtx): Promise<Response> => {
    const requestId = requestIdOf(req.headers);
    const cors: Record<string, string> = opts.cors ? CORS_HEADERS : {};
    try {
      const principal = opts.auth ? await authenticateBearer(req.headers) : null;
      if (opts.auth === "required" && !principal) throw unauthorized("Authentication is required for this endpoint.");
      if (principal && opts.scope && !principal.scopes.includes(opts.scope)) throw insufficientScope(opts.scope);

      const headers = new Headers({ ...cors, "X-Request-Id": requestId, "Cache-Control": opts.cache ?? "no-store" });
      if (opts.rateLimit) {
        for (const [k, v] of Object.entries(await enforceRateLimit(opts.rateLimit, req.headers, principal)))
          headers.set(k, v);
      }

      let params: unknown = undefined;
      if (opts.params) {
        const raw = nextCtx ? await nextCtx.params : {};
        const parsed = opts.params.safeParse(raw);
        if (!parsed.success)
          throw new AppError(
            "NOT_FOUND",
            `No resource matches this URL: ${formatZodError(parsed.error)}.`,
            "Check the resource ID or the URL parameters.",
          );
        params = parsed.data;
      }
      let body: unknown = undefined;
      if (opts.body) {
        const max = opts.maxBodyBytes ?? DEFAULT_MAX_BODY;
        const json = opts.bodyFormat === "params" ? await readParams(req, max) : await readJson(req, max);
        const parsed = opts.body.safeParse(json);
        if (!parsed.success)
          throw validationError(
            parsed.error,
            "Check the request body against the OpenAPI document at /api/openapi.json.",
          );
        body = parsed.data;
      }

      const result = await handler({
        req,
        params: params as Infer<P>,
        body: body as Infer<B>,
        principal,
        requestId,
        headers,
      });
      if (result instanceof Response) {
        for (const [k, v] of headers) if (!result.headers.has(k)) result.headers.set(k, v);
        return result;
      }
      return Response.json(result, { status: 200, headers });
    } catch (e) {
      if (!(e instanceof OAuthError) && opts.errors !== "oauth") return errorResponse(e, requestId, cors);
      const res = oauthErrorResponse(e instanceof OAuthError ? e : oauthErrorFromAppError(toAppError(e, requestId)));
      res.headers.set("X-Request-Id", requestId);
      return res;
    }
  };
  served.endpoint = opts.endpoint;
  return served;
}

/** Handlers for the methods a path does not support: 405 with Allow, in the error shape. */
export function methodNotAllowed(allowed: string[]) {
  const allow = [...new Set([...allowed, ...(allowed.includes("GET") ? ["HEAD"] : []), "OPTIONS"])].join(", ");
  const handler = async (req: Request) =>
    appErrorResponse(
      new AppError(
        "METHOD_NOT_ALLOWED",
        `This endpoint supports ${allowed.join(", ")} only.`,
        `Use one of: ${allow}.`,
        {
          Allow: allow,
        },
      ),
      requestIdOf(req.headers),
    );
  const all = ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((m) => !allowed.includes(m));
  return Object.fromEntries(all.map((m) => [m, handler])) as Record<string, typeof handler>;
}

export type { ErrorCode };
