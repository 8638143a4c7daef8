import { z } from "zod";
import { methodNotAllowed, route } from "@/lib/http/route";
import { preflight } from "@/lib/oauth/errors";
import { registerEndpoint } from "@/lib/services/oauth-register";
export const runtime = "nodejs";
export const maxDuration = 30;

export const dynamic = "force-dynamic";

// POST /api/auth/register – RFC 7591 client registration (OAuth error shape), or learner sign-up (REST error shape)
export const POST = route({ rateLimit: "auth", body: z.unknown(), cors: true }, ({ body }) => registerEndpoint(body));
export const OPTIONS = preflight;
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
