import { z } from "zod";
import { getViewer } from "@/lib/auth/session";
import { methodNotAllowed, route } from "@/lib/http/route";
import { CORS_HEADERS, NO_STORE, oauthJson, preflight } from "@/lib/oauth/errors";
import { tokenEndpoint } from "@/lib/services/oauth-token";
export const runtime = "nodejs";
export const maxDuration = 30;

export const dynamic = "force-dynamic";

/** Already strings (the wrapper's parameter reader checks that); kept as read, in a prototype-free object. */
const oauthParams = z.custom<Record<string, string>>((v) => typeof v === "object" && v !== null);

// POST /api/auth/token – authorization code / refresh token grants, claim (token exchange / JWT bearer / session),
// or revoke (RFC 7009) a token. Form or JSON parameters; errors in the OAuth shape (RFC 6749 §5.2).
export const POST = route(
  { endpoint: "POST /api/auth/token", body: oauthParams, bodyFormat: "params", errors: "oauth", cors: true },
  async ({ req, body }) => {
    const token = await tokenEndpoint(body, {
      authorization: req.headers.get("authorization"),
      origin: req.headers.get("origin"),
      session: () =>
        req.headers.get("cookie")?.includes("next-auth.session-token") ? getViewer() : Promise.resolve(null),
    });
    // A revocation answers an empty 200 (RFC 7009 §2.2), a grant the token response (RFC 6749 §5.1).
    return token ? oauthJson(token) : new Response(null, { status: 200, headers: { ...NO_STORE, ...CORS_HEADERS } });
  },
);
export const OPTIONS = preflight;
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
