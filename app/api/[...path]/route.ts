import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

// ANY /api/* that no route serves – 404 in the error shape (instead of Next's HTML page)
const notFound = route({}, () => {
  throw new AppError("NOT_FOUND", "No API endpoint at this path.", "See /api/openapi.json for the endpoints.");
});
export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
