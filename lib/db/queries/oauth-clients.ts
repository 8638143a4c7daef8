// OAuth clients: dynamically registered (RFC 7591) and Client ID Metadata Document clients (cached rows).
import type { Prisma } from "@prisma/client";
import { getPrisma } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";

export interface ClientRow {
  clientId: string;
  secretHash: string | null;
  clientName: string | null;
  redirectUris: string[];
  grantTypes: string[];
  tokenEndpointAuthMethod: string;
  scope: string | null;
  metadata: Prisma.JsonValue;
  metadataFetchedAt: Date | null;
}

const CLIENT_SELECT = {
  clientId: true,
  secretHash: true,
  clientName: true,
  redirectUris: true,
  grantTypes: true,
  tokenEndpointAuthMethod: true,
  scope: true,
  metadata: true,
  metadataFetchedAt: true,
} as const;

export async function insertClient(data: {
  clientId: string;
  secretHash: string | null;
  clientName: string | null;
  redirectUris: string[];
  grantTypes: string[];
  tokenEndpointAuthMethod: string;
  scope: string | null;
  metadata: Prisma.InputJsonValue;
}): Promise<{ clientId: string; createdAt: Date }> {
  const prisma = await getPrisma();
  return prisma.oAuthClient.create({ data, select: { clientId: true, createdAt: true } });
}

export async function findClient(clientId: string): Promise<ClientRow | null> {
  const prisma = await getPrisma();
  return prisma.oAuthClient.findUnique({ where: { clientId }, select: CLIENT_SELECT });
}

/** Stores (or refreshes) the row of a metadata-document client, so tokens, codes and grants can reference it. */
export async function upsertDocumentClient(data: {
  clientId: string;
  clientName: string | null;
  redirectUris: string[];
  grantTypes: string[];
  scope: string | null;
  metadata: Prisma.InputJsonValue;
}): Promise<void> {
  const prisma = await getPrisma();
  const fields = { ...data, tokenEndpointAuthMethod: "none", secretHash: null, metadataFetchedAt: new Date() };
  try {
    await prisma.oAuthClient.upsert({ where: { clientId: data.clientId }, create: fields, update: fields });
  } catch (e) {
    // Two first fetches of the same document at once: the loser's create collides; the row is there, update it.
    if (!isUniqueViolation(e)) throw e;
    await prisma.oAuthClient.update({ where: { clientId: data.clientId }, data: fields });
  }
}
