// Reads OAuth request parameters from application/x-www-form-urlencoded or JSON bodies (64 KB cap).
// Repeated parameters are refused (RFC 6749 §3.2); every value must be a string.
import { readBodyText, mediaType } from "@/lib/http/body";
import { AppError } from "@/lib/errors";
import { OAuthError } from "./errors";

export const OAUTH_MAX_BODY = 64 * 1024;

export async function readOAuthParams(req: Request): Promise<Record<string, string>> {
  let text: string;
  try {
    text = await readBodyText(req, OAUTH_MAX_BODY);
  } catch (e) {
    if (e instanceof AppError && e.code === "PAYLOAD_TOO_LARGE") throw new OAuthError("invalid_request", e.message, 413);
    if (e instanceof AppError) throw new OAuthError("invalid_request", e.message);
    throw e;
  }
  const type = mediaType(req);
  const out: Record<string, string> = {};
  if (type === "application/json" || (!type && text.trim().startsWith("{"))) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new OAuthError("invalid_request", "The body is not valid JSON.");
    }
    if (!json || typeof json !== "object" || Array.isArray(json)) throw new OAuthError("invalid_request", "The body must be a JSON object.");
    for (const [k, v] of Object.entries(json)) {
      if (typeof v !== "string") throw new OAuthError("invalid_request", `Parameter "${k}" must be a string.`);
      out[k] = v;
    }
    return out;
  }
  if (type && type !== "application/x-www-form-urlencoded")
    throw new OAuthError("invalid_request", `Content-Type "${type}" is not supported; use application/x-www-form-urlencoded or application/json.`);
  const params = new URLSearchParams(text);
  for (const [k, v] of params) {
    if (k in out) throw new OAuthError("invalid_request", `Parameter "${k}" is repeated.`);
    out[k] = v;
  }
  return out;
}
