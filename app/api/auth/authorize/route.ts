import { z } from "zod";
import { getViewer } from "@/lib/auth/session";
import { methodNotAllowed, route } from "@/lib/http/route";
import { authorizationErrorPage, continueToClientPage } from "@/lib/oauth/error-page";
import { decideAuthorization, startAuthorization, type AuthorizeStep } from "@/lib/services/oauth-consent";
export const runtime = "nodejs";
export const maxDuration = 30;

export const dynamic = "force-dynamic";

const form = z.custom<Record<string, string>>((v) => typeof v === "object" && v !== null);

/** The service's decision as HTTP: our error page, a 303 on this site, or the Refresh page back to the client. */
function respond(step: AuthorizeStep): Response {
  if (step.kind === "error-page") return authorizationErrorPage(step.message, step.status);
  if (step.kind === "to-client") return continueToClientPage(step.location, step.host);
  return new Response(null, {
    status: 303,
    headers: { Location: step.location, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });
}

// GET /api/auth/authorize – OAuth 2.1 authorization endpoint (code + PKCE S256): validates the request, then shows
// the consent page (/oauth/authorize); errors before the redirect URI is trusted render a page and never redirect.
export const GET = route({ endpoint: "GET /api/auth/authorize" }, async ({ req }) =>
  respond(await startAuthorization(new URL(req.url).searchParams)),
);

// POST /api/auth/authorize – the consent page's form: allow → redirect with a code; deny → access_denied.
export const POST = route(
  { endpoint: "POST /api/auth/authorize", body: form, bodyFormat: "params" },
  async ({ req, body }) =>
    respond(await decideAuthorization(body, { origin: req.headers.get("origin"), viewer: await getViewer() })),
);
export const { PUT, PATCH, DELETE } = methodNotAllowed(["GET", "POST"]);
