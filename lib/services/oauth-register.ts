// POST /api/auth/register: RFC 7591 dynamic client registration (client metadata JSON → 201 with client_id), or
// learner sign-up ({email, password, firstName, lastName} → 201 with the new profile; the password is never echoed).
// Client-registration errors use the RFC 7591 shape {error, error_description} (thrown as OAuthError); sign-up
// errors use the REST shape. Reading the body, the rate limit, CORS and the 201 framing are the route's.
import { signUpRequest, signUpResponse } from "@/lib/contracts/auth";
import { AppError } from "@/lib/errors";
import { CLIENT_KEYS, registerClient } from "@/lib/oauth/clients";
import { OAuthError } from "@/lib/oauth/errors";
import { signUp } from "./accounts";
import { profileUrl } from "./urls";

const SIGNUP_KEYS = new Set(["email", "password", "firstName", "lastName"]);

export type Registration =
  | { kind: "learner"; body: ReturnType<typeof signUpResponse.parse> }
  | { kind: "client"; body: Awaited<ReturnType<typeof registerClient>> };

export async function registerEndpoint(body: unknown): Promise<Registration> {
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw new OAuthError(
      "invalid_client_metadata",
      "The body must be a JSON object: client metadata (RFC 7591) or {email, password, firstName, lastName}.",
    );
  const keys = Object.keys(body);
  const isSignUp = keys.some((k) => SIGNUP_KEYS.has(k));
  const isClient = keys.some((k) => CLIENT_KEYS.has(k));
  if (isSignUp && isClient)
    throw new OAuthError(
      "invalid_request",
      "Send either client metadata (RFC 7591) or learner sign-up fields, not both.",
    );
  if (isSignUp) {
    const parsed = signUpRequest.safeParse(body);
    if (!parsed.success)
      throw new AppError(
        "VALIDATION_ERROR",
        parsed.error.issues
          .slice(0, 5)
          .map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message))
          .join("; "),
        "Send {email, password (10+ characters), firstName, lastName}.",
      );
    const user = await signUp(parsed.data);
    return {
      kind: "learner",
      body: signUpResponse.parse({ ...user, email: user.email!, profileUrl: profileUrl(user.handle) }),
    };
  }
  if (!isClient && keys.length)
    throw new OAuthError(
      "invalid_client_metadata",
      `Unknown fields: ${keys
        .slice(0, 5)
        .map((k) => k.slice(0, 50))
        .join(", ")}.`,
    );
  return { kind: "client", body: await registerClient(body as Record<string, unknown>) };
}
