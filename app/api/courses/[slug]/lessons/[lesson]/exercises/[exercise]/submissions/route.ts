import { exerciseParams, submissionRequest } from "@/lib/contracts/exercises";
import { methodNotAllowed, route } from "@/lib/http/route";
import { submitSolution } from "@/lib/services/exercises";
export const runtime = "nodejs";
export const dynamic = "force-dynamic";
export const maxDuration = 60;

// POST …/exercises/{exercise}/submissions – run the checks on {code} (token with the practice scope; 10 runs/minute)
export const POST = route(
  {
    endpoint: "POST /api/courses/{slug}/lessons/{lesson}/exercises/{exercise}/submissions",
    params: exerciseParams,
    body: submissionRequest,
  },
  ({ params, body, principal }) =>
    submitSolution(params.slug, params.lesson, params.exercise, body.code, principal!.userId),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
