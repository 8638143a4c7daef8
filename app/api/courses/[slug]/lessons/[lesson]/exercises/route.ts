import { exerciseListParams } from "@/lib/contracts/exercises";
import { methodNotAllowed, route } from "@/lib/http/route";
import { lessonViewer } from "@/lib/services/courses";
import { listExercises } from "@/lib/services/exercises";
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

// GET /api/courses/{slug}/lessons/{lesson}/exercises – the lesson's exercises (locked, solved) and the runner's state
export const GET = route(
  { endpoint: "GET /api/courses/{slug}/lessons/{lesson}/exercises", params: exerciseListParams },
  ({ params, principal }) => listExercises(params.slug, params.lesson, lessonViewer(principal)),
);
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
