// OAuth clients: RFC 7591 dynamic registration, Client ID Metadata Documents (an https client_id), and client
// authentication at the token endpoint (RFC 6749 §2.3).
import { randomBytes } from "node:crypto";
import type { Prisma } from "@prisma/client";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { clientMetadata, GRANT_TYPES } from "@/lib/contracts/auth";
import { findClient, insertClient, upsertDocumentClient } from "@/lib/db/queries/oauth-clients";
import { env } from "@/lib/env";
import { fetchClientMetadataDocument, isDocumentClientId, MetadataDocumentError } from "./cimd";
import { OAuthError } from "./errors";
import { parseScope } from "./scopes";

export const CLIENT_KEYS = new Set(Object.keys(clientMetadata.shape));

export async function registerClient(raw: Record<string, unknown>) {
  const parsed = clientMetadata.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue.path[0] ?? "");
    throw new OAuthError(
      field === "redirect_uris" ? "invalid_redirect_uri" : "invalid_client_metadata",
      `${issue.path.join(".") || "body"}: ${issue.message}`,
    );
  }
  const m = parsed.data;
  if (m.scope !== undefined && parseScope(m.scope) === null)
    throw new OAuthError("invalid_client_metadata", `scope: unknown scope in "${m.scope}"`);
  const method = m.token_endpoint_auth_method ?? "none";
  // Without redirect URIs a client can only claim tokens (token exchange / JWT bearer); with them, every grant.
  const grantTypes = m.grant_types ?? (m.redirect_uris?.length ? [...GRANT_TYPES] : GRANT_TYPES.slice(2));
  if (grantTypes.includes("authorization_code") && !m.redirect_uris?.length)
    throw new OAuthError("invalid_redirect_uri", "redirect_uris: the authorization_code grant needs at least one.");
  const clientId = `cl_${randomBytes(16).toString("base64url")}`;
  const secret = method === "none" ? undefined : `cs_${randomBytes(32).toString("base64url")}`;
  const registered = {
    ...m,
    grant_types: grantTypes,
    token_endpoint_auth_method: method,
    response_types: m.response_types ?? (grantTypes.includes("authorization_code") ? ["code"] : []),
  };
  const row = await insertClient({
    clientId,
    secretHash: secret ? await hashPassword(secret) : null,
    clientName: m.client_name ?? null,
    redirectUris: m.redirect_uris ?? [],
    grantTypes,
    tokenEndpointAuthMethod: method,
    scope: m.scope ?? null,
    metadata: registered as Prisma.InputJsonValue,
  });
  return {
    client_id: row.clientId,
    client_id_issued_at: Math.floor(row.createdAt.getTime() / 1000),
    ...(secret ? { client_secret: secret, client_secret_expires_at: 0 } : {}),
    ...registered,
  };
}

export interface ResolvedClient {
  clientId: string;
  name: string | null;
  redirectUris: string[];
  grantTypes: string[];
  scope: string | null;
  authMethod: string;
  secretHash: string | null;
  /** true: identified by a Client ID Metadata Document (the client_id is the document's URL). */
  viaDocument: boolean;
}

/** Fetched documents by URL (max-age), and failures for 30 s, so a client_id cannot make us fetch in a loop. */
const documents = new Map<string, { client: ResolvedClient | string; expires: number }>();
const MAX_CACHED_DOCUMENTS = 500;
const FAILURE_CACHE_MS = 30_000;

function remember(url: string, client: ResolvedClient | string, ms: number) {
  if (documents.size >= MAX_CACHED_DOCUMENTS) documents.delete(documents.keys().next().value!);
  documents.set(url, { client, expires: Date.now() + ms });
}

async function resolveDocumentClient(url: string): Promise<ResolvedClient> {
  const hit = documents.get(url);
  if (hit && hit.expires > Date.now()) {
    if (typeof hit.client === "string") throw new OAuthError("invalid_client", hit.client);
    return hit.client;
  }
  let fetched;
  try {
    fetched = await fetchClientMetadataDocument(url, { allowLoopback: env.CIMD_ALLOW_LOOPBACK });
  } catch (e) {
    if (e instanceof MetadataDocumentError) {
      remember(url, e.message, FAILURE_CACHE_MS);
      throw new OAuthError("invalid_client", e.message);
    }
    throw e;
  }
  const d = fetched.document;
  const client: ResolvedClient = {
    clientId: url,
    name: d.client_name ?? null,
    redirectUris: d.redirect_uris,
    grantTypes: d.grant_types ?? ["authorization_code", "refresh_token"],
    scope: d.scope && parseScope(d.scope) ? d.scope : null,
    authMethod: "none",
    secretHash: null,
    viaDocument: true,
  };
  await upsertDocumentClient({
    clientId: url,
    clientName: client.name,
    redirectUris: client.redirectUris,
    grantTypes: client.grantTypes,
    scope: client.scope,
    metadata: d as Prisma.InputJsonValue,
  });
  remember(url, client, fetched.maxAgeSeconds * 1000);
  return client;
}

/**
 * The client named by a client_id: a registered client, or the client described by the metadata document at that
 * URL. Throws invalid_client (status 400 here: the caller decides the status) with the reason.
 */
export async function resolveClient(clientId: string): Promise<ResolvedClient> {
  if (isDocumentClientId(clientId)) return resolveDocumentClient(clientId);
  if (clientId.length > 200) throw new OAuthError("invalid_client", "Unknown client.");
  const c = await findClient(clientId);
  if (!c) throw new OAuthError("invalid_client", "Unknown client.");
  return {
    clientId: c.clientId,
    name: c.clientName,
    redirectUris: c.redirectUris,
    grantTypes: c.grantTypes,
    scope: c.scope,
    authMethod: c.tokenEndpointAuthMethod,
    secretHash: c.secretHash,
    viaDocument: c.metadataFetchedAt !== null,
  };
}

/** Authenticates the client of a token request (RFC 6749 §2.3). Public clients send only client_id. */
export async function authenticateClient(
  params: Record<string, string>,
  authorization: string | null,
): Promise<ResolvedClient | null> {
  let id = params.client_id;
  let secret = params.client_secret;
  if (authorization?.toLowerCase().startsWith("basic ")) {
    const decoded = Buffer.from(authorization.slice(6).trim(), "base64").toString("utf8");
    const i = decoded.indexOf(":");
    if (i < 0)
      throw new OAuthError("invalid_client", "Malformed Basic credentials.", 401, {
        "WWW-Authenticate": 'Basic realm="token"',
      });
    let basicId: string;
    try {
      basicId = decodeURIComponent(decoded.slice(0, i));
      secret = decodeURIComponent(decoded.slice(i + 1));
    } catch {
      throw new OAuthError("invalid_client", "Malformed Basic credentials.", 401);
    }
    if (id && id !== basicId) throw new OAuthError("invalid_request", "client_id differs from the Basic credentials.");
    id = basicId;
  }
  if (!id) return null;
  let c: ResolvedClient;
  try {
    c = await resolveClient(id);
  } catch (e) {
    if (e instanceof OAuthError) throw new OAuthError("invalid_client", e.description, 401);
    throw e;
  }
  if (c.authMethod !== "none") {
    if (!secret || !(await verifyPassword(secret, c.secretHash)))
      throw new OAuthError("invalid_client", "Client authentication failed.", 401, {
        "WWW-Authenticate": 'Basic realm="token"',
      });
  }
  return c;
}
