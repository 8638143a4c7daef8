import { progressUpdate } from "@/lib/contracts/progress";
import { methodNotAllowed, route } from "@/lib/http/route";
import { listProgress, updateProgress } from "@/lib/services/progress";
export const runtime = "nodejs";

export const dynamic = "force-dynamic";

// GET /api/me/progress – the caller's progress over started courses (scope read)
export const GET = route({ endpoint: "GET /api/me/progress" }, ({ principal }) => listProgress(principal!.userId));
// POST /api/me/progress – mark a lesson complete or undo it (scope progress)
export const POST = route({ endpoint: "POST /api/me/progress", body: progressUpdate }, ({ principal, body }) =>
  updateProgress(principal!.userId, body),
);
export const { PUT, PATCH, DELETE } = methodNotAllowed(["GET", "POST"]);
