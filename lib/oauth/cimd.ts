// Client ID Metadata Documents (MCP 2025-11-25, draft-ietf-oauth-client-id-metadata-document): a client_id that is
// an https URL names a JSON document with the client's metadata. We fetch it on the client's behalf, so the fetch is
// SSRF-safe: https only, the host's addresses must all be public (loopback only with CIMD_ALLOW_LOOPBACK, for local
// development and tests) and the connection is pinned to the checked address (no DNS rebinding), no redirects,
// a 3 s budget for the whole exchange and a 16 KB cap on the body. Documents are cached per instance by max-age
// (clamped to 1 min … 24 h; 5 min without one).
import http from "node:http";
import https from "node:https";
import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
import { z } from "zod";
import { redirectUri } from "@/lib/contracts/auth";
import { mayConnect } from "./net";

export const CIMD_MAX_BYTES = 16 * 1024;
export const CIMD_TIMEOUT_MS = 3000;

export class MetadataDocumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MetadataDocumentError";
  }
}

const documentSchema = z.object({
  client_id: z.string(),
  client_name: z.string().trim().min(1).max(120).optional(),
  redirect_uris: z.array(redirectUri).min(1, "at least one redirect URI is required").max(10),
  grant_types: z
    .array(z.enum(["authorization_code", "refresh_token"]))
    .min(1)
    .optional(),
  response_types: z.array(z.literal("code")).optional(),
  token_endpoint_auth_method: z.literal("none", "only public clients (token_endpoint_auth_method none)").optional(),
  scope: z.string().max(200).optional(),
  client_uri: z.string().url().max(2000).optional(),
  logo_uri: z.string().url().max(2000).optional(),
});
export type ClientDocument = z.infer<typeof documentSchema>;

type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;
const defaultResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** True when `clientId` is meant as a metadata document URL (rather than a registered client id). */
export function isDocumentClientId(clientId: string): boolean {
  return /^https?:\/\//i.test(clientId);
}

const LOOPBACK_NAMES = new Set(["localhost", "localhost."]);

/** Checks the URL itself; throws a MetadataDocumentError naming the problem. */
export function checkDocumentUrl(raw: string, allowLoopback: boolean): URL {
  if (raw.length > 2000) throw new MetadataDocumentError("The client_id URL is longer than 2,000 characters.");
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new MetadataDocumentError("The client_id is not a valid URL.");
  }
  const host = u.hostname.replace(/^\[|\]$/g, "");
  const loopbackHost =
    LOOPBACK_NAMES.has(host.toLowerCase()) || (isIP(host) !== 0 && mayConnect(host, true) && !mayConnect(host, false));
  if (u.protocol !== "https:" && !(u.protocol === "http:" && allowLoopback && loopbackHost))
    throw new MetadataDocumentError("A client_id URL must use https.");
  if (u.username || u.password) throw new MetadataDocumentError("A client_id URL must not contain credentials.");
  if (u.hash || raw.includes("#")) throw new MetadataDocumentError("A client_id URL must not contain a fragment.");
  if (u.pathname === "/" || u.pathname === "")
    throw new MetadataDocumentError("A client_id URL must have a path (e.g. https://app.example/oauth/client.json).");
  if (/\/\.\.?(?:[/?]|$)/.test(raw.replace(/^[a-z]+:\/\/[^/]*/i, "")))
    throw new MetadataDocumentError("A client_id URL must not contain dot segments.");
  return u;
}

/** Resolves the host and returns the address to connect to; refuses names with any non-public address. */
async function pinAddress(
  u: URL,
  allowLoopback: boolean,
  resolve: Resolve,
): Promise<{ address: string; family: number }> {
  const host = u.hostname.replace(/^\[|\]$/g, "");
  const literal = isIP(host);
  if (literal) {
    if (!mayConnect(host, allowLoopback))
      throw new MetadataDocumentError(`The client_id URL points at a non-public address (${host}).`);
    return { address: host, family: literal };
  }
  let addresses: { address: string; family: number }[];
  try {
    addresses = LOOPBACK_NAMES.has(host.toLowerCase()) ? [{ address: "127.0.0.1", family: 4 }] : await resolve(host);
  } catch {
    throw new MetadataDocumentError(`The client_id host ${host} could not be resolved.`);
  }
  if (!addresses.length) throw new MetadataDocumentError(`The client_id host ${host} has no address.`);
  const bad = addresses.find((a) => !mayConnect(a.address, allowLoopback));
  if (bad)
    throw new MetadataDocumentError(`The client_id host ${host} resolves to a non-public address (${bad.address}).`);
  return addresses[0];
}

interface Fetched {
  status: number;
  contentType: string;
  cacheControl: string;
  body: string;
}

function get(
  u: URL,
  pinned: { address: string; family: number },
  timeoutMs: number,
  maxBytes: number,
): Promise<Fetched> {
  const mod = u.protocol === "https:" ? https : http;
  const tooLarge = () =>
    new MetadataDocumentError(`The client metadata document is larger than ${maxBytes / 1024} KB.`);
  return new Promise<Fetched>((resolve, reject) => {
    let settled = false;
    const finish = (err: Error | null, value?: Fetched) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (err) {
        req.destroy();
        reject(err);
      } else resolve(value!);
    };
    const req = mod.request(
      u,
      {
        method: "GET",
        headers: { accept: "application/json", "user-agent": "JavaSpring-Learn/1.0 (client metadata fetch)" },
        // Connect to the address we checked, whatever DNS says a moment later.
        lookup: ((_host: string, options: { all?: boolean }, cb: (...args: unknown[]) => void) =>
          options?.all
            ? cb(null, [{ address: pinned.address, family: pinned.family }])
            : cb(null, pinned.address, pinned.family)) as unknown as typeof import("node:dns").lookup,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers["content-type"] ?? "");
        const cacheControl = String(res.headers["cache-control"] ?? "");
        res.on("error", (e) => finish(e));
        if (status !== 200) {
          res.resume();
          return finish(null, { status, contentType, cacheControl, body: "" });
        }
        if (Number(res.headers["content-length"] ?? "0") > maxBytes) return finish(tooLarge());
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (c: Buffer) => {
          size += c.length;
          if (size > maxBytes) finish(tooLarge());
          else chunks.push(c);
        });
        res.on("end", () =>
          finish(null, { status, contentType, cacheControl, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    const timer = setTimeout(
      () =>
        finish(new MetadataDocumentError(`The client metadata document did not arrive within ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
    req.on("error", (e) => finish(e));
    req.end();
  });
}

export interface FetchOptions {
  allowLoopback: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  /** DNS resolution (tests inject one). */
  resolve?: Resolve;
}

/** Fetches and validates a client's metadata document. Throws MetadataDocumentError with a reason a person can act on. */
export async function fetchClientMetadataDocument(
  clientId: string,
  opts: FetchOptions,
): Promise<{ document: ClientDocument; maxAgeSeconds: number }> {
  const u = checkDocumentUrl(clientId, opts.allowLoopback);
  const pinned = await pinAddress(u, opts.allowLoopback, opts.resolve ?? defaultResolve);
  let r: Fetched;
  try {
    r = await get(u, pinned, opts.timeoutMs ?? CIMD_TIMEOUT_MS, opts.maxBytes ?? CIMD_MAX_BYTES);
  } catch (e) {
    if (e instanceof MetadataDocumentError) throw e;
    throw new MetadataDocumentError(
      `The client metadata document could not be fetched (${(e as Error).message.slice(0, 100)}).`,
    );
  }
  if (r.status >= 300 && r.status < 400)
    throw new MetadataDocumentError(
      `The client metadata document URL answered a redirect (${r.status}); redirects are not followed.`,
    );
  if (r.status !== 200) throw new MetadataDocumentError(`The client metadata document URL answered HTTP ${r.status}.`);
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(r.contentType.trim()))
    throw new MetadataDocumentError("The client metadata document must be served as application/json.");
  let json: unknown;
  try {
    json = JSON.parse(r.body);
  } catch {
    throw new MetadataDocumentError("The client metadata document is not valid JSON.");
  }
  if (json && typeof json === "object" && ("client_secret" in json || "client_secret_expires_at" in json))
    throw new MetadataDocumentError("A client metadata document must not contain a client secret.");
  const parsed = documentSchema.safeParse(json);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new MetadataDocumentError(
      `The client metadata document is invalid: ${i.path.join(".") || "document"}: ${i.message}.`,
    );
  }
  if (parsed.data.client_id !== clientId)
    throw new MetadataDocumentError(
      "The client metadata document's client_id is not exactly the URL it was fetched from.",
    );
  const maxAge = /(?:^|,)\s*max-age=(\d+)/i.exec(r.cacheControl);
  const seconds = maxAge ? Number(maxAge[1]) : 300;
  return { document: parsed.data, maxAgeSeconds: Math.min(Math.max(seconds, 60), 86_400) };
}
