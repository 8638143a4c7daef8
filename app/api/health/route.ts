import { methodNotAllowed, route } from "@/lib/http/route";
import { getHealth } from "@/lib/services/health";
export const runtime = "nodejs";

export const dynamic = "force-dynamic";

// GET /api/health – database, rate-limit store and AI mode; 503 when the database is down
export const GET = route({ endpoint: "GET /api/health" }, async () => {
  const h = await getHealth();
  return Response.json(h, { status: h.status === "down" ? 503 : 200 });
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
