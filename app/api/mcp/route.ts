import { methodNotAllowed } from "@/lib/http/route";
import { handleMcpGet, handleMcpPost } from "@/lib/mcp/http";
export const runtime = "nodejs";

export const dynamic = "force-dynamic";
export const maxDuration = 30;

// POST /api/mcp – MCP over Streamable HTTP: one JSON-RPC 2.0 message in, one JSON response out (stateless)
export const POST = handleMcpPost;
// GET /api/mcp – discovery JSON {status, server, version, toolsCount, …}; 405 for an SSE stream request
export const GET = handleMcpGet;
export const { PUT, PATCH, DELETE } = methodNotAllowed(["GET", "POST"]);
