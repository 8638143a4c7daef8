import { z } from "zod";
import { methodNotAllowed, route } from "@/lib/http/route";
import { CORS_HEADERS, NO_STORE, oauthJson, preflight } from "@/lib/oauth/errors";
import { registerEndpoint } from "@/lib/services/oauth-register";
export const runtime = "nodejs";
export const maxDuration = 30;

export const dynamic = "force-dynamic";

// POST /api/auth/register – RFC 7591 client registration (OAuth error shape), or learner sign-up (REST error shape)
export const POST = route({ endpoint: "POST /api/auth/register", body: z.unknown(), cors: true }, async ({ body }) => {
  const r = await registerEndpoint(body);
  return r.kind === "client"
    ? oauthJson(r.body, 201)
    : Response.json(r.body, { status: 201, headers: { ...NO_STORE, ...CORS_HEADERS } });
});
export const OPTIONS = preflight;
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
