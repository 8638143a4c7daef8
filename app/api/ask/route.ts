import { askRequest } from "@/lib/contracts/ask";
import { methodNotAllowed, route } from "@/lib/http/route";
import { sseResponse } from "@/lib/http/sse";
import { askQuestion, streamAsk } from "@/lib/services/ask";
export const runtime = "nodejs";

export const dynamic = "force-dynamic";
export const maxDuration = 30;

// POST /api/ask – a Markdown answer grounded in our lessons, with sources; SSE with Accept: text/event-stream
export const POST = route({ endpoint: "POST /api/ask", body: askRequest }, async ({ req, body, headers }) => {
  if ((req.headers.get("accept") ?? "").includes("text/event-stream")) return sseResponse(streamAsk(body), headers);
  const r = await askQuestion(body);
  headers.set("X-Answer-Engine", r.engine);
  if (r.fallback) headers.set("X-AI-Fallback", r.fallback);
  return { answer: r.answer, sources: r.sources, engine: r.engine };
});
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
