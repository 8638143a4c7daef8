import { courseParams } from "@/lib/contracts/courses";
import { PUBLIC_CACHE, methodNotAllowed, route } from "@/lib/http/route";
import { getCourse } from "@/lib/services/courses";
export const runtime = "nodejs";

// GET /api/courses/{slug} – one course with its sections and lessons
export const GET = route(
  { endpoint: "GET /api/courses/{slug}", params: courseParams, cache: PUBLIC_CACHE },
  ({ params }) => getCourse(params.slug),
);
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
