// Access tokens issued by this service (rows keyed by the SHA-256 hash of the token).
import { getPrisma } from "@/lib/db/client";
import { cachedTokenRow, forgetTokenRows, type TokenRow } from "./token-cache";

export async function insertAccessToken(data: {
  tokenHash: string;
  jti: string;
  userId: string;
  clientId: string | null;
  grantId: string | null;
  scope: string;
  audience: string;
  label: string | null;
  expiresAt: Date;
}): Promise<void> {
  const prisma = await getPrisma();
  await prisma.accessToken.create({ data });
}

/** The token's row; on the embedded database kept in process for a short while (lib/db/queries/token-cache.ts). */
export async function findAccessTokenByHash(tokenHash: string): Promise<TokenRow | null> {
  return cachedTokenRow(tokenHash, async () => {
    const prisma = await getPrisma();
    return prisma.accessToken.findUnique({
      where: { tokenHash },
      select: { id: true, userId: true, scope: true, clientId: true, revokedAt: true, expiresAt: true, audience: true },
    });
  });
}

/** Revokes one token by its hash (optionally only a given user's). Returns whether a live row was revoked. */
export async function revokeAccessTokenByHash(tokenHash: string, userId?: string): Promise<boolean> {
  const prisma = await getPrisma();
  const r = await prisma.accessToken.updateMany({
    where: { tokenHash, revokedAt: null, ...(userId ? { userId } : {}) },
    data: { revokedAt: new Date() },
  });
  forgetTokenRows();
  return r.count > 0;
}

export async function revokeAccessTokenById(id: string, userId: string): Promise<boolean> {
  const prisma = await getPrisma();
  const r = await prisma.accessToken.updateMany({
    where: { id, userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  forgetTokenRows();
  return r.count > 0;
}
