// Reads a request body with a hard size cap and strict UTF-8, then parses JSON or form data.
import { AppError } from "@/lib/errors";

export const DEFAULT_MAX_BODY = 64 * 1024;

/** One strict decoder for every body: decode() without {stream: true} keeps no state between calls. */
const UTF8 = new TextDecoder("utf-8", { fatal: true });

export async function readBodyText(req: Request, maxBytes = DEFAULT_MAX_BODY): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  const tooLarge = () =>
    new AppError(
      "PAYLOAD_TOO_LARGE",
      `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`,
      "Send a smaller body.",
    );
  if (declared > maxBytes) throw tooLarge();
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = chunks.length === 1 ? chunks[0] : concat(chunks, size);
  try {
    return UTF8.decode(bytes);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid UTF-8.", "Encode the body as UTF-8 JSON.");
  }
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let o = 0;
  for (const c of chunks) {
    bytes.set(c, o);
    o += c.byteLength;
  }
  return bytes;
}

export function mediaType(req: Request): string {
  return (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/** A NUL or an unpaired UTF-16 surrogate: valid in a JSON string (`\u0000`, `\ud800`), but no database column stores it. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** What JSON text must contain to produce one: an escape of NUL or of a surrogate (raw ones are not valid JSON/UTF-8). */
const UNSTORABLE_ESCAPE = /\\u(?:0000|[dD][89a-fA-F][0-9a-fA-F]{2})/;

export const hasUnstorableText = (s: string): boolean => UNSTORABLE.test(s);

function unstorableTextError(): AppError {
  return new AppError(
    "BAD_REQUEST",
    "The request body contains a NUL character or an unpaired UTF-16 surrogate.",
    "Send text as valid Unicode without \\u0000.",
  );
}

/** Throws BAD_REQUEST when any string or key of a parsed JSON value is unstorable (iterative: bodies may nest deeply). */
function assertStorable(text: string, value: unknown): void {
  if (!UNSTORABLE_ESCAPE.test(text)) return;
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (UNSTORABLE.test(v)) throw unstorableTextError();
    } else if (v && typeof v === "object") {
      for (const [k, child] of Object.entries(v)) {
        if (UNSTORABLE.test(k)) throw unstorableTextError();
        stack.push(child);
      }
    }
  }
}

/** Parses a JSON body. Missing or non-JSON content types are accepted only when the text is JSON (curl defaults). */
export async function readJson(req: Request, maxBytes?: number): Promise<unknown> {
  const type = mediaType(req);
  if (
    type &&
    type !== "application/json" &&
    !type.endsWith("+json") &&
    type !== "text/plain" &&
    type !== "application/x-www-form-urlencoded"
  )
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      `Content-Type "${type}" is not supported here.`,
      "Send the body as application/json.",
    );
  const text = await readBodyText(req, maxBytes);
  if (!text.trim()) throw new AppError("BAD_REQUEST", "The request body is empty.", "Send a JSON object in the body.");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError(
      "BAD_REQUEST",
      "The request body is not valid JSON.",
      'Send a JSON object, e.g. {"query": "What is a record?"}.',
    );
  }
  assertStorable(text, value);
  return value;
}

/**
 * Reads OAuth-style parameters: an application/x-www-form-urlencoded body (RFC 6749) or a JSON object whose values
 * are all strings. Repeated parameters are refused (RFC 6749 §3.2), and so are NUL and unpaired surrogates.
 */
export async function readParams(req: Request, maxBytes = DEFAULT_MAX_BODY): Promise<Record<string, string>> {
  const text = await readBodyText(req, maxBytes);
  const type = mediaType(req);
  const bad = (message: string) => new AppError("BAD_REQUEST", message, "Send application/x-www-form-urlencoded.");
  const out: Record<string, string> = Object.create(null); // parameter names such as "__proto__" stay plain keys
  if (type === "application/json" || (!type && text.trim().startsWith("{"))) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw bad("The body is not valid JSON.");
    }
    if (!json || typeof json !== "object" || Array.isArray(json)) throw bad("The body must be a JSON object.");
    for (const [k, v] of Object.entries(json)) {
      if (typeof v !== "string") throw bad(`Parameter "${k.slice(0, 50)}" must be a string.`);
      out[k] = v;
    }
  } else {
    if (type && type !== "application/x-www-form-urlencoded")
      throw bad(`Content-Type "${type}" is not supported; use application/x-www-form-urlencoded or application/json.`);
    for (const [k, v] of new URLSearchParams(text)) {
      if (Object.hasOwn(out, k)) throw bad(`Parameter "${k.slice(0, 50)}" is repeated.`);
      out[k] = v;
    }
  }
  for (const [k, v] of Object.entries(out))
    if (hasUnstorableText(k) || hasUnstorableText(v))
      throw bad("Parameters must be valid Unicode text without NUL characters.");
  return out;
}
