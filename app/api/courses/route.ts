import { PUBLIC_CACHE, methodNotAllowed, route } from "@/lib/http/route";
import { listCourses } from "@/lib/services/courses";
export const runtime = "nodejs";

// GET /api/courses – the published catalogue with lesson counts and free/pro status
export const GET = route({ endpoint: "GET /api/courses", cache: PUBLIC_CACHE }, () => listCourses());
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
