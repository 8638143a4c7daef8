import { analyzeRequest } from "@/lib/contracts/analyze";
import { methodNotAllowed, route } from "@/lib/http/route";
import { analyzeCode } from "@/lib/services/analyze";
export const runtime = "nodejs";

export const dynamic = "force-dynamic";
export const maxDuration = 30;

// POST /api/java/analyze – Markdown review + findings for Java/Spring code (bearer token with the analyze scope)
export const POST = route({ endpoint: "POST /api/java/analyze", body: analyzeRequest }, async ({ body, headers }) => {
  const r = await analyzeCode(body);
  headers.set("X-Analysis-Engine", r.engine);
  return r;
});
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
