import { documentRoute } from "@/lib/http/documents";
import { llmsTxt } from "@/lib/services/documents";
export const runtime = "nodejs";

export const dynamic = "force-dynamic";

// GET /llms.txt – the platform for language models (llmstxt.org format)
export const GET = documentRoute("text/plain; charset=utf-8", llmsTxt);
