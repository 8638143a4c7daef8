// The learner's decision on the consent page (POST /api/auth/authorize): re-validates the request, checks the form
// belongs to this learner and this exact request, then sends the browser back to the client with a code or
// access_denied (through a Refresh page: see continueToClientPage). Also the connected-apps list of /account.
import { appOrigin } from "@/lib/env";
import { listConnectedApps, revokeConnectedApp } from "@/lib/db/queries/oauth-grants";
import {
  AUTHORIZE_PARAMS,
  authorizeQuery,
  checkConsentToken,
  clientRedirect,
  errorRedirect,
  issueAuthorizationCode,
  validateAuthorizationRequest,
} from "@/lib/oauth/authorize";
import { authorizationErrorPage, continueToClientPage } from "@/lib/oauth/error-page";

const seeOther = (location: string) =>
  new Response(null, {
    status: 303,
    headers: { Location: location, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });

/** GET /api/auth/authorize: validate, then on to the consent page (which asks signed-out learners to sign in). */
export async function startAuthorization(query: URLSearchParams): Promise<Response> {
  const outcome = await validateAuthorizationRequest(query);
  if (outcome.kind === "untrusted") return authorizationErrorPage(outcome.message);
  if (outcome.kind === "error") return seeOther(errorRedirect(outcome));
  return seeOther(`${appOrigin()}/oauth/authorize?${authorizeQuery(outcome.request.params)}`);
}

export async function decideAuthorization(
  form: Record<string, string>,
  ctx: { origin: string | null; viewer: { userId: string } | null },
): Promise<Response> {
  // A form post from another site (or a sandboxed frame, Origin "null") is never a learner's decision.
  if (ctx.origin !== null && ctx.origin !== appOrigin())
    return authorizationErrorPage("The consent form was not sent from this site.", 403);
  const query = new URLSearchParams();
  for (const k of AUTHORIZE_PARAMS) if (form[k] !== undefined) query.set(k, form[k]);
  const outcome = await validateAuthorizationRequest(query);
  if (outcome.kind === "untrusted") return authorizationErrorPage(outcome.message);
  const back = (location: string) => continueToClientPage(location, destinationHost(location));
  if (outcome.kind === "error") return back(errorRedirect(outcome));
  const a = outcome.request;
  if (!ctx.viewer)
    return seeOther(`${appOrigin()}/signin?next=${encodeURIComponent(`/oauth/authorize?${authorizeQuery(a.params)}`)}`);
  if (!checkConsentToken(form.consent_token ?? "", ctx.viewer.userId, a.params))
    return authorizationErrorPage(
      "The consent form has expired or belongs to another session. Start again from the app.",
      403,
    );
  if (form.decision === "allow") {
    const code = await issueAuthorizationCode(ctx.viewer.userId, a);
    return back(clientRedirect(a.redirectUri, { code, state: a.state }));
  }
  return back(
    clientRedirect(a.redirectUri, {
      error: "access_denied",
      error_description: "The learner declined.",
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
