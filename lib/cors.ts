// CORS for the public agent-facing documents and the OAuth endpoints: any origin may read them (no cookies are
// involved; bearer tokens are sent explicitly). Lives below lib/http and lib/oauth so both import it downward.
export const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Authorization, Content-Type, MCP-Protocol-Version",
  "Access-Control-Max-Age": "86400",
} as const;

/** OAuth responses carrying tokens or errors must not be cached (RFC 6749 §5.1). */
export const NO_STORE = { "Cache-Control": "no-store", Pragma: "no-cache" } as const;
