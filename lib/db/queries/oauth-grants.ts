// The authorization code flow's rows: single-use codes, grants ("connected apps", one refresh-token family each)
// and refresh tokens. Values are stored only as SHA-256 hashes.
import { getPrisma } from "@/lib/db/client";
import { forgetTokenRows } from "./token-cache";

/** Used codes are kept this long after they expire, so a late replay still revokes what the code issued. */
const CODE_RETENTION_MS = 24 * 3600_000;

export async function insertAuthorizationCode(data: {
  codeHash: string;
  clientId: string;
  userId: string;
  redirectUri: string;
  codeChallenge: string;
  resource: string;
  scope: string;
  expiresAt: Date;
}): Promise<void> {
  const prisma = await getPrisma();
  await prisma.oAuthAuthorizationCode.deleteMany({
    where: { expiresAt: { lt: new Date(Date.now() - CODE_RETENTION_MS) } },
  });
  await prisma.oAuthAuthorizationCode.create({ data });
}

export type CodeRow = NonNullable<Awaited<ReturnType<typeof findCode>>>;

async function findCode(codeHash: string) {
  const prisma = await getPrisma();
  return prisma.oAuthAuthorizationCode.findUnique({
    where: { codeHash },
    select: {
      id: true,
      clientId: true,
      userId: true,
      redirectUri: true,
      codeChallenge: true,
      resource: true,
      scope: true,
      expiresAt: true,
      grantId: true,
    },
  });
}

/**
 * Marks a code used, atomically: `firstUse` is true for exactly one caller, even under concurrent exchanges.
 * Returns null for an unknown code.
 */
export async function claimAuthorizationCode(codeHash: string): Promise<{ code: CodeRow; firstUse: boolean } | null> {
  const code = await findCode(codeHash);
  if (!code) return null;
  const prisma = await getPrisma();
  const r = await prisma.oAuthAuthorizationCode.updateMany({
    where: { id: code.id, usedAt: null },
    data: { usedAt: new Date() },
  });
  return { code, firstUse: r.count === 1 };
}

/** Starts a grant (connected app) with its first refresh token, and links the code that produced it. */
export async function createGrant(data: {
  userId: string;
  clientId: string;
  scope: string;
  resource: string;
  codeId: string;
  /** null when the client may not use refresh tokens. */
  refreshTokenHash: string | null;
  refreshExpiresAt: Date | null;
}): Promise<string> {
  const prisma = await getPrisma();
  const grant = await prisma.oAuthGrant.create({
    data: {
      userId: data.userId,
      clientId: data.clientId,
      scope: data.scope,
      resource: data.resource,
      lastUsedAt: new Date(),
      ...(data.refreshTokenHash && data.refreshExpiresAt
        ? { refreshTokens: { create: { tokenHash: data.refreshTokenHash, expiresAt: data.refreshExpiresAt } } }
        : {}),
    },
    select: { id: true },
  });
  await prisma.oAuthAuthorizationCode.update({ where: { id: data.codeId }, data: { grantId: grant.id } });
  return grant.id;
}

export async function findRefreshToken(tokenHash: string) {
  const prisma = await getPrisma();
  return prisma.oAuthRefreshToken.findUnique({
    where: { tokenHash },
    select: {
      id: true,
      usedAt: true,
      expiresAt: true,
      grant: { select: { id: true, userId: true, clientId: true, scope: true, resource: true, revokedAt: true } },
    },
  });
}

/**
 * Rotates a refresh token: marks the old one used (only if nobody did first) and stores its successor.
 * Returns false when the old one was already used (a reuse: the caller revokes the family).
 */
export async function rotateRefreshToken(
  oldId: string,
  grantId: string,
  next: { tokenHash: string; expiresAt: Date },
): Promise<boolean> {
  const prisma = await getPrisma();
  const r = await prisma.oAuthRefreshToken.updateMany({
    where: { id: oldId, usedAt: null },
    data: { usedAt: new Date() },
  });
  if (r.count !== 1) return false;
  await prisma.oAuthRefreshToken.create({ data: { grantId, ...next } });
  await prisma.oAuthGrant.update({ where: { id: grantId }, data: { lastUsedAt: new Date() } });
  return true;
}

/** Revokes a grant: its refresh tokens stop working (the grant is checked) and so do the access tokens it issued. */
export async function revokeGrant(grantId: string, reason: string): Promise<void> {
  const prisma = await getPrisma();
  const now = new Date();
  await prisma.oAuthGrant.updateMany({
    where: { id: grantId, revokedAt: null },
    data: { revokedAt: now, revokedReason: reason },
  });
  await prisma.accessToken.updateMany({ where: { grantId, revokedAt: null }, data: { revokedAt: now } });
  forgetTokenRows();
}

/** The learner's connected apps: live grants grouped by client, newest first. */
export async function listConnectedApps(userId: string) {
  const prisma = await getPrisma();
  const grants = await prisma.oAuthGrant.findMany({
    where: { userId, revokedAt: null },
    orderBy: { createdAt: "desc" },
    take: 200,
    select: {
      clientId: true,
      scope: true,
      createdAt: true,
      lastUsedAt: true,
      client: { select: { clientName: true, redirectUris: true, metadataFetchedAt: true } },
    },
  });
  const apps = new Map<
    string,
    {
      clientId: string;
      clientName: string | null;
      fromMetadataDocument: boolean;
      scopes: Set<string>;
      connectedAt: Date;
      lastUsedAt: Date | null;
    }
  >();
  for (const g of grants) {
    const app = apps.get(g.clientId) ?? {
      clientId: g.clientId,
      clientName: g.client.clientName,
      fromMetadataDocument: g.client.metadataFetchedAt !== null,
      scopes: new Set<string>(),
      connectedAt: g.createdAt,
      lastUsedAt: g.lastUsedAt,
    };
    for (const s of g.scope.split(" ")) app.scopes.add(s);
    if (g.createdAt < app.connectedAt) app.connectedAt = g.createdAt;
    if (g.lastUsedAt && (!app.lastUsedAt || g.lastUsedAt > app.lastUsedAt)) app.lastUsedAt = g.lastUsedAt;
    apps.set(g.clientId, app);
  }
  return [...apps.values()].map((a) => ({ ...a, scopes: [...a.scopes] }));
}

/**
 * Disconnects an app for a learner: every grant of that client (refresh tokens and the access tokens they issued)
 * and every other live access token the client holds for the learner. Returns the number of grants revoked.
 */
export async function revokeConnectedApp(userId: string, clientId: string): Promise<number> {
  const prisma = await getPrisma();
  const now = new Date();
  const grants = await prisma.oAuthGrant.updateMany({
    where: { userId, clientId, revokedAt: null },
    data: { revokedAt: now, revokedReason: "user" },
  });
  await prisma.accessToken.updateMany({ where: { userId, clientId, revokedAt: null }, data: { revokedAt: now } });
  forgetTokenRows();
  return grants.count;
}
