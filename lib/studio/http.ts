// The HTTP side of POST /api/studio, in order: no bearer token (agents never reach Studio) → same Origin (CSRF) →
// JSON content type → browser session → editor role → rate limit (per editor) → body (the BFF contract) → service.
// Everyone who is not a signed-in editor gets 401/403 in the REST error shape before anything is parsed.
import { getViewer } from "@/lib/auth/session";
import { STUDIO_MAX_BODY, studioRequest } from "@/lib/contracts/studio";
import { appOrigin } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { mediaType, readJson } from "@/lib/http/body";
import { enforceRateLimitFor } from "@/lib/http/rate";
import { route, validationError } from "@/lib/http/route";
import { isAllowedOrigin } from "@/lib/mcp/http";
import { isEditor, runStudioRequest, type EditorSession } from "@/lib/services/studio";

const SIGN_IN_HINT = "Open /studio in a browser and sign in with an editor account.";

/** The signed-in editor of a Studio request, or a 401/403 AppError. */
export async function requireEditor(req: Request): Promise<EditorSession> {
  if (req.headers.has("authorization"))
    throw new AppError(
      "FORBIDDEN",
      "Studio does not accept access tokens; it is for editors in the browser.",
      SIGN_IN_HINT,
    );
  const origin = req.headers.get("origin");
  if (!origin || !isAllowedOrigin(origin))
    throw new AppError(
      "FORBIDDEN",
      origin ? `Origin "${origin.slice(0, 200)}" may not use Studio.` : "Studio requests must carry an Origin header.",
      `Studio is served from ${appOrigin()}/studio; requests from other sites are refused.`,
    );
  if (mediaType(req) !== "application/json")
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Studio requests are JSON.", "Send Content-Type: application/json.");
  const viewer = await getViewer();
  if (!viewer) throw new AppError("UNAUTHORIZED", "Sign in to use Studio.", SIGN_IN_HINT);
  if (!(await isEditor(viewer.userId)))
    throw new AppError(
      "FORBIDDEN",
      "Studio is for editors only.",
      "An editor can give you the role in Studio (User.role), or an operator runs `npm run editor -- <email>`.",
    );
  return { userId: viewer.userId };
}

export const studioPost = route({}, async ({ req, headers }) => {
  const editor = await requireEditor(req);
  for (const [k, v] of Object.entries(await enforceRateLimitFor("studio", `user:${editor.userId}`))) headers.set(k, v);
  const parsed = studioRequest.safeParse(await readJson(req, STUDIO_MAX_BODY));
  if (!parsed.success) throw validationError(parsed.error, "Send a Studio BFF request (procedure: query, …).");
  return runStudioRequest(editor, parsed.data);
});
