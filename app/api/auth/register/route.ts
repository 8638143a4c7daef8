import { methodNotAllowed } from "@/lib/http/route";
import { preflight } from "@/lib/oauth/errors";
import { handleRegister } from "@/lib/oauth/register-endpoint";
export const runtime = "nodejs";
export const maxDuration = 30;

export const dynamic = "force-dynamic";

// POST /api/auth/register – RFC 7591 client registration, or learner sign-up
export const POST = handleRegister;
export const OPTIONS = preflight;
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
