import { documentRoute } from "@/lib/http/documents";
import { pricingMarkdown } from "@/lib/services/documents";
export const runtime = "nodejs";

export const dynamic = "force-dynamic";

// GET /pricing.md – plans and active master programs, prices from the database
export const GET = documentRoute("text/markdown; charset=utf-8", pricingMarkdown);
