import { lessonParams } from "@/lib/contracts/courses";
import { PUBLIC_CACHE, methodNotAllowed, route } from "@/lib/http/route";
import { getLesson, lessonViewer } from "@/lib/services/courses";
export const runtime = "nodejs";

// GET /api/courses/{slug}/lessons/{lesson} – one lesson's Markdown (pro lessons: outline only without pro access)
export const GET = route(
  { endpoint: "GET /api/courses/{slug}/lessons/{lesson}", params: lessonParams },
  async ({ params, principal, headers }) => {
    headers.set("Vary", "Authorization");
    if (!principal) headers.set("Cache-Control", PUBLIC_CACHE);
    return getLesson(params.slug, params.lesson, lessonViewer(principal));
  },
);
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
