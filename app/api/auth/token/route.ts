import { z } from "zod";
import { getViewer } from "@/lib/auth/session";
import { methodNotAllowed, route } from "@/lib/http/route";
import { preflight } from "@/lib/oauth/errors";
import { tokenEndpoint } from "@/lib/services/oauth-token";
export const runtime = "nodejs";
export const maxDuration = 30;

export const dynamic = "force-dynamic";

/** Already strings (the wrapper's parameter reader checks that); kept as read, in a prototype-free object. */
const oauthParams = z.custom<Record<string, string>>((v) => typeof v === "object" && v !== null);

// POST /api/auth/token – authorization code / refresh token grants, claim (token exchange / JWT bearer / session),
// or revoke (RFC 7009) a token. Form or JSON parameters; errors in the OAuth shape.
export const POST = route(
  { rateLimit: "auth", body: oauthParams, bodyFormat: "params", errors: "oauth", cors: true },
  ({ req, body }) =>
    tokenEndpoint(body, {
      authorization: req.headers.get("authorization"),
      origin: req.headers.get("origin"),
      session: () =>
        req.headers.get("cookie")?.includes("next-auth.session-token") ? getViewer() : Promise.resolve(null),
    }),
);
export const OPTIONS = preflight;
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
