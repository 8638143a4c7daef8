// The authorization request (OAuth 2.1 §4.1.1, PKCE S256 only, RFC 8707 resource, RFC 9207 iss): validation in the
// order that keeps the redirect URI safe. Until the client and its redirect URI are known and matched, an error is
// shown on our own page and never redirected (no open redirector); after that, errors go back to the client.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { authorizationRequest } from "@/lib/contracts/auth";
import { insertAuthorizationCode } from "@/lib/db/queries/oauth-grants";
import { appOrigin, authSecret } from "@/lib/env";
import { resolveClient, type ResolvedClient } from "./clients";
import { OAuthError, type OAuthErrorCode } from "./errors";
import { redirectUriMatches } from "./redirect";
import { checkResource } from "./resource";
import { parseScope, type Scope } from "./scopes";
import { sha256 } from "./tokens";

export const CODE_TTL_SECONDS = 60;

/** NUL, or an unpaired UTF-16 surrogate. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The parameters of an authorization request that the consent form carries back. */
export const AUTHORIZE_PARAMS = [
  "response_type",
  "client_id",
  "redirect_uri",
  "scope",
  "state",
  "code_challenge",
  "code_challenge_method",
  "resource",
] as const;

export interface ValidAuthorization {
  client: ResolvedClient;
  redirectUri: string;
  state?: string;
  scopes: Scope[];
  resource: string;
  codeChallenge: string;
  /** The request's own parameters (for the consent form and the sign-in round trip). */
  params: Record<string, string>;
}

export type AuthorizeOutcome =
  | { kind: "untrusted"; message: string }
  | { kind: "error"; redirectUri: string; state?: string; error: OAuthErrorCode; description: string }
  | { kind: "ok"; request: ValidAuthorization };

/** Reads the request's parameters: each at most once (RFC 6749 §3.1); unknown ones are ignored. */
function single(query: URLSearchParams): { params: Record<string, string>; repeated: string[] } {
  const params: Record<string, string> = {};
  const repeated: string[] = [];
  for (const name of AUTHORIZE_PARAMS) {
    const all = query.getAll(name);
    if (all.length > 1) repeated.push(name);
    if (all.length) params[name] = all[0];
  }
  return { params, repeated };
}

export async function validateAuthorizationRequest(query: URLSearchParams): Promise<AuthorizeOutcome> {
  const { params, repeated } = single(query);
  const untrusted = (message: string): AuthorizeOutcome => ({ kind: "untrusted", message });
  // %00 (or a lone surrogate) can be neither looked up nor stored: refuse before anything trusts the request.
  if (Object.values(params).some((v) => UNSTORABLE.test(v)))
    return untrusted("The request contains characters that are not allowed (NUL or invalid Unicode).");
  if (repeated.includes("client_id") || repeated.includes("redirect_uri"))
    return untrusted("client_id and redirect_uri must each appear once.");
  if (!params.client_id) return untrusted("The request has no client_id.");
  let client: ResolvedClient;
  try {
    client = await resolveClient(params.client_id);
  } catch (e) {
    if (e instanceof OAuthError) return untrusted(e.description);
    throw e;
  }
  if (!params.redirect_uri) return untrusted("The request has no redirect_uri.");
  if (!redirectUriMatches(params.redirect_uri, client.redirectUris))
    return untrusted("The redirect_uri is not one of the client's registered redirect URIs.");

  // From here on the redirect URI is trusted: errors go back to the client.
  const redirectUri = params.redirect_uri;
  const state = params.state;
  const fail = (error: OAuthErrorCode, description: string): AuthorizeOutcome => ({
    kind: "error",
    redirectUri,
    state,
    error,
    description,
  });
  if (repeated.length) return fail("invalid_request", `Repeated parameters: ${repeated.join(", ")}.`);
  if (!client.grantTypes.includes("authorization_code"))
    return fail("unauthorized_client", "This client is not registered for the authorization_code grant.");
  const parsed = authorizationRequest.safeParse(params);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(
      issue.path[0] === "response_type" && params.response_type ? "unsupported_response_type" : "invalid_request",
      issue.message,
    );
  }
  const scopes = parseScope(params.scope);
  if (!scopes)
    return fail(
      "invalid_scope",
      `Unknown scope in "${params.scope!.slice(0, 200)}". Supported: read, analyze, progress.`,
    );
  let granted = scopes;
  if (client.scope) {
    const allowed = new Set(client.scope.split(/\s+/));
    if (params.scope && scopes.some((s) => !allowed.has(s)))
      return fail("invalid_scope", "A requested scope was not registered for this client.");
    if (!params.scope) granted = [...allowed].filter((s): s is Scope => parseScope(s) !== null);
  }
  let resource = appOrigin();
  if (params.resource !== undefined) {
    try {
      resource = checkResource(params.resource);
    } catch (e) {
      if (e instanceof OAuthError) return fail(e.error, e.description);
      throw e;
    }
  }
  return {
    kind: "ok",
    request: {
      client,
      redirectUri,
      state,
      scopes: granted,
      resource,
      codeChallenge: parsed.data.code_challenge,
      params,
    },
  };
}

/** The redirect back to the client, with the response parameters added to the URI's own query (RFC 9207 iss). */
export function clientRedirect(redirectUri: string, response: Record<string, string | undefined>): string {
  const u = new URL(redirectUri);
  for (const [k, v] of Object.entries({ ...response, iss: appOrigin() }))
    if (v !== undefined) u.searchParams.append(k, v);
  return u.toString();
}

export function errorRedirect(o: Extract<AuthorizeOutcome, { kind: "error" }>): string {
  return clientRedirect(o.redirectUri, { error: o.error, error_description: o.description, state: o.state });
}

/** Issues a single-use code (60 s) bound to the client, redirect URI, PKCE challenge, resource and scopes. */
export async function issueAuthorizationCode(userId: string, a: ValidAuthorization): Promise<string> {
  const code = `ac_${randomBytes(32).toString("base64url")}`;
  await insertAuthorizationCode({
    codeHash: sha256(code),
    clientId: a.client.clientId,
    userId,
    redirectUri: a.redirectUri,
    codeChallenge: a.codeChallenge,
    resource: a.resource,
    scope: a.scopes.join(" "),
    expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
  });
  return code;
}

/** The consent form's field that says it lists one checkbox per requested scope (`grant_<scope>`). */
export const CHOOSE_SCOPES_FIELD = "choose_scopes";
export const grantField = (scope: Scope) => `grant_${scope}`;

/**
 * The scopes the learner ticked on the consent page: a subset of the request's scopes, in the request's order. A
 * form without the CHOOSE_SCOPES_FIELD marker (a client posting the decision by hand) grants what was requested.
 */
export function chosenScopes(form: Record<string, string>, requested: readonly Scope[]): Scope[] {
  if (form[CHOOSE_SCOPES_FIELD] !== "1") return [...requested];
  return requested.filter((s) => form[grantField(s)] === "on");
}

/** A token that ties the consent form to the signed-in learner and the exact request (CSRF). */
export function consentToken(userId: string, params: Record<string, string>): string {
  const canonical = AUTHORIZE_PARAMS.map((k) => `${k}=${params[k] ?? ""}`).join("\n");
  return createHmac("sha256", `consent:${authSecret()}`).update(`${userId}\n${canonical}`).digest("base64url");
}

export function checkConsentToken(token: string, userId: string, params: Record<string, string>): boolean {
  const expected = Buffer.from(consentToken(userId, params));
  const got = Buffer.from(token);
  return got.length === expected.length && timingSafeEqual(got, expected);
}

/** Characters that survive the sign-in page's `next` check: everything else is percent-encoded. */
export function authorizeQuery(params: Record<string, string>): string {
  const enc = (s: string) =>
    s.replace(/[^A-Za-z0-9_.-]/g, (c) =>
      encodeURIComponent(c).replace(/[!'()*~]/g, (x) => `%${x.charCodeAt(0).toString(16).toUpperCase()}`),
    );
  return AUTHORIZE_PARAMS.filter((k) => params[k] !== undefined)
    .map((k) => `${k}=${enc(params[k])}`)
    .join("&");
}
