// Response headers shared by the HTTP layer and the OAuth module (a leaf: it imports nothing, so both can use it).

/** CORS for public agent endpoints (discovery documents, token, register): any origin, no credentials. */
export const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Authorization, Content-Type, MCP-Protocol-Version",
  "Access-Control-Max-Age": "86400",
} as const;

/** OAuth responses carrying tokens or errors must not be cached (RFC 6749 §5.1). */
export const NO_STORE = { "Cache-Control": "no-store", Pragma: "no-cache" } as const;
