// The learner's decision on the consent page (POST /api/auth/authorize): re-validates the request, checks the form
// belongs to this learner and this exact request, then sends the browser back to the client with a code or
// access_denied (through a Refresh page: see continueToClientPage). Also the connected-apps list of /account.
// The functions return what should happen (AuthorizeStep); app/api/auth/authorize/route.ts frames it as a Response.
import { appOrigin } from "@/lib/env";
import { listConnectedApps, revokeConnectedApp } from "@/lib/db/queries/oauth-grants";
import {
  AUTHORIZE_PARAMS,
  authorizeQuery,
  checkConsentToken,
  chosenScopes,
  clientRedirect,
  errorRedirect,
  issueAuthorizationCode,
  validateAuthorizationRequest,
} from "@/lib/oauth/authorize";

/** What the authorization endpoint answers: our own error page, a 303 on this site, or back to the client. */
export type AuthorizeStep =
  | { kind: "error-page"; message: string; status: 400 | 403 }
  | { kind: "see-other"; location: string }
  | { kind: "to-client"; location: string; host: string };

const errorPage = (message: string, status: 400 | 403 = 400): AuthorizeStep => ({
  kind: "error-page",
  message,
  status,
});
const seeOther = (location: string): AuthorizeStep => ({ kind: "see-other", location });

/** GET /api/auth/authorize: validate, then on to the consent page (which asks signed-out learners to sign in). */
export async function startAuthorization(query: URLSearchParams): Promise<AuthorizeStep> {
  const outcome = await validateAuthorizationRequest(query);
  if (outcome.kind === "untrusted") return errorPage(outcome.message);
  if (outcome.kind === "error") return seeOther(errorRedirect(outcome));
  return seeOther(`${appOrigin()}/oauth/authorize?${authorizeQuery(outcome.request.params)}`);
}

export async function decideAuthorization(
  form: Record<string, string>,
  ctx: { origin: string | null; viewer: { userId: string } | null },
): Promise<AuthorizeStep> {
  // A form post from another site (or a sandboxed frame, Origin "null") is never a learner's decision.
  if (ctx.origin !== null && ctx.origin !== appOrigin())
    return errorPage("The consent form was not sent from this site.", 403);
  const query = new URLSearchParams();
  for (const k of AUTHORIZE_PARAMS) if (form[k] !== undefined) query.set(k, form[k]);
  const outcome = await validateAuthorizationRequest(query);
  if (outcome.kind === "untrusted") return errorPage(outcome.message);
  const back = (location: string): AuthorizeStep => ({ kind: "to-client", location, host: destinationHost(location) });
  if (outcome.kind === "error") return back(errorRedirect(outcome));
  const a = outcome.request;
  if (!ctx.viewer)
    return seeOther(`${appOrigin()}/signin?next=${encodeURIComponent(`/oauth/authorize?${authorizeQuery(a.params)}`)}`);
  if (!checkConsentToken(form.consent_token ?? "", ctx.viewer.userId, a.params))
    return errorPage("The consent form has expired or belongs to another session. Start again from the app.", 403);
  // Partial consent: the learner may untick scopes; the code (and so the tokens) carries only the ticked ones.
  const scopes = chosenScopes(form, a.scopes);
  if (form.decision === "allow" && scopes.length) {
    const code = await issueAuthorizationCode(ctx.viewer.userId, { ...a, scopes });
    return back(clientRedirect(a.redirectUri, { code, state: a.state }));
  }
  return back(
    clientRedirect(a.redirectUri, {
      error: "access_denied",
      error_description:
        form.decision === "allow" ? "The learner granted none of the scopes." : "The learner declined.",
      state: a.state,
    }),
  );
}

/** What the learner is told they go back to: the host of a web redirect URI, or a native app's scheme. */
export function destinationHost(redirectUri: string): string {
  const u = new URL(redirectUri);
  return u.protocol === "http:" || u.protocol === "https:" ? u.host : `the app (${u.protocol})`;
}

export { listConnectedApps };

/** Disconnects an app: its refresh tokens and every access token it holds for the learner stop working at once. */
export function disconnectApp(userId: string, clientId: string): Promise<number> {
  return revokeConnectedApp(userId, clientId);
}

/** Where the learner goes after deciding, in words: loopback is the app on this computer (RFC 8252 §7.3). */
export function describeRedirect(redirectUri: string): { words: string; detail: string } {
  const u = new URL(redirectUri);
  if (u.protocol !== "http:" && u.protocol !== "https:")
    return { words: "back to the app installed on this device", detail: `${u.protocol} link` };
  const host = u.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host))
    return { words: "back to the app on this computer", detail: `local address ${u.host}` };
  return { words: `back to the website ${u.hostname}`, detail: u.host };
}
