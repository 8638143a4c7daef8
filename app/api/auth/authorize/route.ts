import { z } from "zod";
import { getViewer } from "@/lib/auth/session";
import { methodNotAllowed, route } from "@/lib/http/route";
import { decideAuthorization, startAuthorization } from "@/lib/services/oauth-consent";
export const runtime = "nodejs";
export const maxDuration = 30;

export const dynamic = "force-dynamic";

const form = z.custom<Record<string, string>>((v) => typeof v === "object" && v !== null);

// GET /api/auth/authorize – OAuth 2.1 authorization endpoint (code + PKCE S256): validates the request, then shows
// the consent page (/oauth/authorize); errors before the redirect URI is trusted render a page and never redirect.
export const GET = route({ rateLimit: "auth" }, ({ req }) => startAuthorization(new URL(req.url).searchParams));

// POST /api/auth/authorize – the consent page's form: allow → redirect with a code; deny → access_denied.
export const POST = route({ rateLimit: "auth", body: form, bodyFormat: "params" }, async ({ req, body }) =>
  decideAuthorization(body, { origin: req.headers.get("origin"), viewer: await getViewer() }),
);
export const { PUT, PATCH, DELETE } = methodNotAllowed(["GET", "POST"]);
