import { documentRoute } from "@/lib/http/documents";
import { methodNotAllowed } from "@/lib/http/route";
import { serverCard } from "@/lib/mcp/card";

// Built per request: the URLs come from the runtime APP_URL, not the one at build time.
export const dynamic = "force-dynamic";

// GET /.well-known/mcp.json – the MCP server card: endpoint, transport, protocol versions, auth, tools
export const GET = documentRoute("application/json", serverCard);
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
