// Reads OAuth request parameters from application/x-www-form-urlencoded or JSON bodies (64 KB cap).
// Repeated parameters are refused (RFC 6749 §3.2); every value must be a string.
import { hasUnstorableText, readBodyText, mediaType } from "@/lib/http/body";
import { AppError } from "@/lib/errors";
import { OAuthError } from "./errors";

export const OAUTH_MAX_BODY = 64 * 1024;

export async function readOAuthParams(req: Request): Promise<Record<string, string>> {
  let text: string;
  try {
    text = await readBodyText(req, OAUTH_MAX_BODY);
  } catch (e) {
    if (e instanceof AppError && e.code === "PAYLOAD_TOO_LARGE")
      throw new OAuthError("invalid_request", e.message, 413);
    if (e instanceof AppError) throw new OAuthError("invalid_request", e.message);
    throw e;
  }
  const type = mediaType(req);
  const out: Record<string, string> = Object.create(null); // parameter names such as "__proto__" stay plain keys
  if (type === "application/json" || (!type && text.trim().startsWith("{"))) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new OAuthError("invalid_request", "The body is not valid JSON.");
    }
    if (!json || typeof json !== "object" || Array.isArray(json))
      throw new OAuthError("invalid_request", "The body must be a JSON object.");
    for (const [k, v] of Object.entries(json)) {
      if (typeof v !== "string")
        throw new OAuthError("invalid_request", `Parameter "${k.slice(0, 50)}" must be a string.`);
      out[k] = v;
    }
    return storable(out);
  }
  if (type && type !== "application/x-www-form-urlencoded")
    throw new OAuthError(
      "invalid_request",
      `Content-Type "${type}" is not supported; use application/x-www-form-urlencoded or application/json.`,
    );
  const params = new URLSearchParams(text);
  for (const [k, v] of params) {
    if (Object.hasOwn(out, k)) throw new OAuthError("invalid_request", `Parameter "${k.slice(0, 50)}" is repeated.`);
    out[k] = v;
  }
  return storable(out);
}

/** NUL (`%00`) and unpaired surrogates cannot be looked up in or stored by the database: refuse them up front. */
function storable(params: Record<string, string>): Record<string, string> {
  for (const [k, v] of Object.entries(params))
    if (hasUnstorableText(k) || hasUnstorableText(v))
      throw new OAuthError("invalid_request", "Parameters must be valid Unicode text without NUL characters.");
  return params;
}
