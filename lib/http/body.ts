// Reads a request body with a hard size cap and strict UTF-8, then parses JSON or form data.
import { AppError } from "@/lib/errors";

export const DEFAULT_MAX_BODY = 64 * 1024;

export async function readBodyText(req: Request, maxBytes = DEFAULT_MAX_BODY): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  const tooLarge = () =>
    new AppError("PAYLOAD_TOO_LARGE", `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`, "Send a smaller body.");
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
  const bytes = new Uint8Array(size);
  let o = 0;
  for (const c of chunks) {
    bytes.set(c, o);
    o += c.byteLength;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid UTF-8.", "Encode the body as UTF-8 JSON.");
  }
}

export function mediaType(req: Request): string {
  return (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/** Parses a JSON body. Missing or non-JSON content types are accepted only when the text is JSON (curl defaults). */
export async function readJson(req: Request, maxBytes?: number): Promise<unknown> {
  const type = mediaType(req);
  if (type && type !== "application/json" && !type.endsWith("+json") && type !== "text/plain" && type !== "application/x-www-form-urlencoded")
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", `Content-Type "${type}" is not supported here.`, "Send the body as application/json.");
  const text = await readBodyText(req, maxBytes);
  if (!text.trim()) throw new AppError("BAD_REQUEST", "The request body is empty.", "Send a JSON object in the body.");
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.", "Send a JSON object, e.g. {\"query\": \"What is a record?\"}.");
  }
}
