// POST /api/auth/register: RFC 7591 dynamic client registration (client metadata JSON → 201 with client_id), or
// learner sign-up ({email, password, firstName, lastName} → 201 with the new profile; the password is never echoed).
// Client-registration errors use the RFC 7591 shape {error, error_description}; sign-up errors use the REST shape.
import { signUpRequest, signUpResponse } from "@/lib/contracts/auth";
import { readJson } from "@/lib/http/body";
import { enforceRateLimit } from "@/lib/http/rate";
import { errorResponse, validationError } from "@/lib/http/route";
import { signUp } from "@/lib/services/accounts";
import { profileUrl } from "@/lib/services/urls";
import { CLIENT_KEYS, registerClient } from "./clients";
import { OAuthError, oauthErrorResponse, oauthJson, CORS_HEADERS, NO_STORE } from "./errors";
import { OAUTH_MAX_BODY } from "./params";

const SIGNUP_KEYS = new Set(["email", "password", "firstName", "lastName"]);

export async function handleRegister(req: Request): Promise<Response> {
  const requestId = crypto.randomUUID();
  const res = await registerResponse(req, requestId);
  res.headers.set("X-Request-Id", requestId);
  return res;
}

async function registerResponse(req: Request, requestId: string): Promise<Response> {
  let body: unknown;
  try {
    await enforceRateLimit("auth", req.headers, null);
    body = await readJson(req, OAUTH_MAX_BODY);
  } catch (e) {
    return withCors(errorResponse(e, requestId));
  }
  if (!body || typeof body !== "object" || Array.isArray(body))
    return oauthErrorResponse(
      new OAuthError(
        "invalid_client_metadata",
        "The body must be a JSON object: client metadata (RFC 7591) or {email, password, firstName, lastName}.",
      ),
    );
  const keys = Object.keys(body);
  const isSignUp = keys.some((k) => SIGNUP_KEYS.has(k));
  const isClient = keys.some((k) => CLIENT_KEYS.has(k));
  if (isSignUp && isClient)
    return oauthErrorResponse(
      new OAuthError("invalid_request", "Send either client metadata (RFC 7591) or learner sign-up fields, not both."),
    );
  try {
    if (isSignUp) {
      const parsed = signUpRequest.safeParse(body);
      if (!parsed.success)
        throw validationError(parsed.error, "Send {email, password (10+ characters), firstName, lastName}.");
      const user = await signUp(parsed.data);
      return Response.json(signUpResponse.parse({ ...user, email: user.email!, profileUrl: profileUrl(user.handle) }), {
        status: 201,
        headers: { ...NO_STORE, ...CORS_HEADERS },
      });
    }
    const unknown = keys.filter((k) => !CLIENT_KEYS.has(k));
    if (!isClient && keys.length)
      throw new OAuthError(
        "invalid_client_metadata",
        `Unknown fields: ${unknown
          .slice(0, 5)
          .map((k) => k.slice(0, 50))
          .join(", ")}.`,
      );
    return oauthJson(await registerClient(body as Record<string, unknown>), 201);
  } catch (e) {
    if (e instanceof OAuthError) return oauthErrorResponse(e);
    return withCors(errorResponse(e, requestId));
  }
}

function withCors(r: Response): Response {
  for (const [k, v] of Object.entries(CORS_HEADERS)) r.headers.set(k, v);
  return r;
}
