import { exerciseParams, exerciseQuery } from "@/lib/contracts/exercises";
import { validationError, methodNotAllowed, route } from "@/lib/http/route";
import { lessonViewer } from "@/lib/services/courses";
import { getExercise } from "@/lib/services/exercises";
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

// GET /api/courses/{slug}/lessons/{lesson}/exercises/{exercise}[?reveal=solution] – one exercise
export const GET = route(
  { endpoint: "GET /api/courses/{slug}/lessons/{lesson}/exercises/{exercise}", params: exerciseParams },
  ({ req, params, principal }) => {
    const q = exerciseQuery.safeParse(Object.fromEntries(new URL(req.url).searchParams));
    if (!q.success) throw validationError(q.error, "The only query parameter is reveal=solution.");
    return getExercise(params.slug, params.lesson, params.exercise, lessonViewer(principal), {
      revealSolution: q.data.reveal === "solution",
    });
  },
);
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
