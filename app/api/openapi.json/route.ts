import { documentRoute } from "@/lib/http/documents";
import { methodNotAllowed } from "@/lib/http/route";
import { openApiDocument } from "@/lib/openapi";
export const runtime = "nodejs";

export const dynamic = "force-dynamic";

// GET /api/openapi.json – OpenAPI 3.1, generated from the zod contracts
export const GET = documentRoute("application/json", openApiDocument);
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
