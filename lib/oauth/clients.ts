// RFC 7591 dynamic client registration.
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { clientMetadata, GRANT_TYPES } from "@/lib/contracts/auth";
import { getPrisma } from "@/lib/db/client";
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
  const grantTypes = m.grant_types ?? [...GRANT_TYPES];
  const clientId = `cl_${randomBytes(16).toString("base64url")}`;
  const secret = method === "none" ? undefined : `cs_${randomBytes(32).toString("base64url")}`;
  const registered = {
    ...m,
    grant_types: grantTypes,
    token_endpoint_auth_method: method,
    response_types: m.response_types ?? [],
  };
  const prisma = await getPrisma();
  const row = await prisma.oAuthClient.create({
    data: {
      clientId,
      secretHash: secret ? await hashPassword(secret) : null,
      clientName: m.client_name ?? null,
      redirectUris: m.redirect_uris ?? [],
      grantTypes,
      tokenEndpointAuthMethod: method,
      scope: m.scope ?? null,
      metadata: registered as object,
    },
    select: { clientId: true, createdAt: true },
  });
  return {
    client_id: row.clientId,
    client_id_issued_at: Math.floor(row.createdAt.getTime() / 1000),
    ...(secret ? { client_secret: secret, client_secret_expires_at: 0 } : {}),
    ...registered,
  };
}

/** Authenticates the client of a token request (RFC 6749 §2.3). Public clients send only client_id. */
export async function authenticateClient(
  params: Record<string, string>,
  authorization: string | null,
): Promise<{ clientId: string; scope: string | null; grantTypes: string[] } | null> {
  let id = params.client_id;
  let secret = params.client_secret;
  if (authorization?.toLowerCase().startsWith("basic ")) {
    const decoded = Buffer.from(authorization.slice(6).trim(), "base64").toString("utf8");
    const i = decoded.indexOf(":");
    if (i < 0)
      throw new OAuthError("invalid_client", "Malformed Basic credentials.", 401, {
        "WWW-Authenticate": 'Basic realm="token"',
      });
    const basicId = decodeURIComponent(decoded.slice(0, i));
    if (id && id !== basicId) throw new OAuthError("invalid_request", "client_id differs from the Basic credentials.");
    id = basicId;
    secret = decodeURIComponent(decoded.slice(i + 1));
  }
  if (!id) return null;
  if (!z.string().max(200).safeParse(id).success) throw new OAuthError("invalid_client", "Unknown client.", 401);
  const prisma = await getPrisma();
  const c = await prisma.oAuthClient.findUnique({
    where: { clientId: id },
    select: { clientId: true, secretHash: true, tokenEndpointAuthMethod: true, scope: true, grantTypes: true },
  });
  if (!c) throw new OAuthError("invalid_client", "Unknown client.", 401);
  if (c.tokenEndpointAuthMethod !== "none") {
    if (!secret || !(await verifyPassword(secret, c.secretHash)))
      throw new OAuthError("invalid_client", "Client authentication failed.", 401, {
        "WWW-Authenticate": 'Basic realm="token"',
      });
  }
  return { clientId: c.clientId, scope: c.scope, grantTypes: c.grantTypes };
}
