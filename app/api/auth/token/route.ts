import { getViewer } from "@/lib/auth/session";
import { methodNotAllowed } from "@/lib/http/route";
import { preflight } from "@/lib/oauth/errors";
import { handleTokenRequest } from "@/lib/oauth/token-endpoint";
export const runtime = "nodejs";
export const maxDuration = 30;

export const dynamic = "force-dynamic";

// POST /api/auth/token – claim (token exchange / JWT bearer / session) or revoke (RFC 7009) an access token
export async function POST(req: Request) {
  const needsSession = req.headers.get("cookie")?.includes("next-auth.session-token") ?? false;
  return handleTokenRequest(req, needsSession ? await getViewer() : null);
}
export const OPTIONS = preflight;
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
