// Contracts of the auth endpoints: learner sign-up, RFC 7591 client metadata and the authorization request.
import { z } from "zod";

export const signUpRequest = z
  .strictObject({
    email: z.string().trim().toLowerCase().email("email must be a valid address").max(254),
    password: z
      .string()
      .min(10, "password must be at least 10 characters")
      .max(200, "password must be at most 200 characters"),
    firstName: z.string().trim().min(1, "firstName is required").max(60),
    lastName: z.string().trim().min(1, "lastName is required").max(60),
  })
  .meta({ id: "SignUpRequest" });

export const signUpResponse = z
  .object({
    id: z.string(),
    handle: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileUrl: z.string(),
  })
  .meta({ id: "SignUpResponse" });

export const redirectUri = z
  .string()
  .url()
  .max(2000)
  .refine((u) => {
    if (!URL.canParse(u)) return false;
    const url = new URL(u);
    const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
    return (
      !url.hash &&
      (url.protocol === "https:" ||
        (url.protocol === "http:" && loopback) ||
        /^[a-z][a-z0-9+.-]*\.[a-z0-9+.-]+:$/.test(url.protocol))
    );
  }, "redirect URIs must be https, http on loopback, or a private-use scheme, without a fragment");

export const GRANT_TYPES = [
  "authorization_code",
  "refresh_token",
  "urn:ietf:params:oauth:grant-type:token-exchange",
  "urn:ietf:params:oauth:grant-type:jwt-bearer",
] as const;
export const AUTH_METHODS = ["none", "client_secret_basic", "client_secret_post"] as const;

export const clientMetadata = z
  .object({
    redirect_uris: z.array(redirectUri).max(10).optional(),
    client_name: z.string().min(1).max(120).optional(),
    client_uri: z.string().url().max(2000).optional(),
    logo_uri: z.string().url().max(2000).optional(),
    contacts: z.array(z.string().max(254)).max(5).optional(),
    grant_types: z.array(z.enum(GRANT_TYPES)).min(1).optional(),
    response_types: z.array(z.enum(["code", "none"])).optional(),
    token_endpoint_auth_method: z.enum(AUTH_METHODS).optional(),
    scope: z.string().max(200).optional(),
    software_id: z.string().max(200).optional(),
    software_version: z.string().max(60).optional(),
  })
  .meta({ id: "ClientMetadata" });

export type ClientMetadata = z.infer<typeof clientMetadata>;

/** PKCE (RFC 7636): a code verifier is 43–128 unreserved characters; an S256 challenge is 43 base64url characters. */
export const PKCE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
export const PKCE_S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** The authorization request (GET /api/auth/authorize), after the client and its redirect URI are trusted. */
export const authorizationRequest = z.object({
  response_type: z.string({ error: "response_type is required" }).refine((v) => v === "code", {
    message: 'only response_type "code" is supported',
  }),
  code_challenge: z
    .string({ error: "code_challenge is required (PKCE with S256)" })
    .regex(PKCE_S256_CHALLENGE, "code_challenge must be the base64url SHA-256 of the code verifier (43 characters)"),
  code_challenge_method: z
    .string({ error: 'code_challenge_method is required and must be "S256"' })
    .refine((v) => v === "S256", { message: 'code_challenge_method must be "S256" (plain is not accepted)' }),
  state: z.string().max(2000).optional(),
  scope: z.string().max(500).optional(),
  resource: z.string().max(2000).optional(),
});
