// One error type, one code → status table, one error body: {error:{code,message,hint?}}.
import type { z } from "zod";
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  INSUFFICIENT_SCOPE: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorBody {
  error: { code: ErrorCode; message: string; hint?: string };
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly hint?: string;
  /** Extra response headers (Allow, Retry-After, WWW-Authenticate …). */
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, hint?: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.hint = hint;
    this.headers = headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.hint ? { hint: this.hint } : {}) } };
  }
}

/** The one error response: the error body, its status, no-store, the request id and the error's own headers. */
export function appErrorResponse(err: AppError, requestId: string, headers: Record<string, string> = {}): Response {
  return Response.json(err.toBody(), {
    status: err.status,
    headers: { "Cache-Control": "no-store", ...headers, "X-Request-Id": requestId, ...err.headers },
  });
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/** Throws NOT_FOUND with the spec's hint when `value` is null/undefined. */
export function orNotFound<T>(value: T | null | undefined, message: string, hint?: string): T {
  if (value === null || value === undefined)
    throw new AppError("NOT_FOUND", message, hint ?? "Check the resource ID or the URL parameters.");
  return value;
}

/**
 * The one way a zod failure is told to a person or an agent: each issue with its field path; at most five unless
 * `max` says otherwise (content and configuration checks list every problem).
 */
export function formatZodError(e: z.ZodError, max = 5): string {
  return e.issues
    .slice(0, max)
    .map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message))
    .join("; ");
}
