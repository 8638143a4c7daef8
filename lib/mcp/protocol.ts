// MCP protocol constants: the revisions we serve, who we are, and the JSON-RPC errors our own HTTP layer answers
// (the SDK answers everything else). The list of revisions is ours, because each one is a promise about transport
// behaviour: 2026-07-28 (stateless, per-request `_meta`) and the 2025 revisions (stateless, JSON answers) are both
// served by SDK v2 `Server` instances (lib/mcp/http.ts, lib/mcp/modern.ts and lib/mcp/legacy.ts say how).
import { ProtocolErrorCode } from "@modelcontextprotocol/server";
import { ANALYZE_MAX_BODY_BYTES } from "@/lib/contracts/analyze";
import pkg from "@/package.json";

/** The stateless revision: no initialize, protocol version and client capabilities in `_meta` on every request. */
export const MODERN_VERSION = "2026-07-28";
/** The 2025 revisions whose Streamable HTTP transport we implement, newest first (2024-11-05 was HTTP+SSE). */
export const LEGACY_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26"] as const;
/** The body cap of POST /api/mcp: an analyze_java_code call at the REST limit, plus the JSON-RPC envelope. */
export const MAX_MCP_BODY = ANALYZE_MAX_BODY_BYTES + 8 * 1024;

/** Every revision served on POST /api/mcp, newest first. */
export const PROTOCOL_VERSIONS = [MODERN_VERSION, ...LEGACY_VERSIONS] as const;
export type LegacyVersion = (typeof LEGACY_VERSIONS)[number];

export const isLegacyVersion = (v: string): v is LegacyVersion => (LEGACY_VERSIONS as readonly string[]).includes(v);

export const SERVER_INFO = {
  name: "javaspring-learn",
  title: "Java & Spring Boot Learning Platform",
  version: pkg.version,
} as const;

export const SERVER_DESCRIPTION =
  "Courses, lessons and master programs for learning Java and Spring Boot; answers to Java questions grounded in the lessons; Java code review.";

export const INSTRUCTIONS = [
  "Tools for a Java and Spring Boot learning platform.",
  "Browse with list_courses → get_course → get_lesson; ask_question answers from the lessons with sources.",
  "Lessons are also resources (javaspring://lessons/{course}/{lesson}, Markdown).",
  "analyze_java_code needs a bearer token with the analyze scope (OAuth metadata: /.well-known/oauth-protected-resource).",
].join(" ");

export const RPC = {
  PARSE_ERROR: ProtocolErrorCode.ParseError,
  INVALID_REQUEST: ProtocolErrorCode.InvalidRequest,
  METHOD_NOT_FOUND: ProtocolErrorCode.MethodNotFound,
  INVALID_PARAMS: ProtocolErrorCode.InvalidParams,
  INTERNAL_ERROR: ProtocolErrorCode.InternalError,
} as const;

/** JSON-RPC ids: MCP sends strings or integers; the service spec also allows null. Echoed back exactly. */
export type RpcId = string | number | null;

export const rpcError = (id: RpcId, code: number, message: string) => ({
  jsonrpc: "2.0" as const,
  id,
  error: { code, message },
});
