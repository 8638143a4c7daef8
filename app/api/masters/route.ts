import { PUBLIC_CACHE, methodNotAllowed, route } from "@/lib/http/route";
import { listMasterPrograms } from "@/lib/services/masters";
export const runtime = "nodejs";

// GET /api/masters – active master programs with prices in cents
export const GET = route({ endpoint: "GET /api/masters", cache: PUBLIC_CACHE }, () => listMasterPrograms());
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
