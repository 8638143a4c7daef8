// Learner accounts: credentials, handles, identities, settings and the agent tokens listed on /account.
import { getPrisma } from "@/lib/db/client";

/** For password sign-in only: the one query that selects a password hash. */
export async function findUserCredentialsByEmail({ email }: { email: string }) {
  const prisma = await getPrisma();
  return prisma.user.findUnique({
    where: { email },
    select: { id: true, firstName: true, lastName: true, passwordHash: true },
  });
}

export async function isHandleTaken({ handle }: { handle: string }): Promise<boolean> {
  const prisma = await getPrisma();
  return (await prisma.user.findUnique({ where: { handle }, select: { id: true } })) !== null;
}

export async function createPasswordUser(data: {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  handle: string;
}) {
  const prisma = await getPrisma();
  return prisma.user.create({
    data,
    select: { id: true, handle: true, firstName: true, lastName: true, email: true, createdAt: true },
  });
}

export async function findUserByIdentity({ issuer, subject }: { issuer: string; subject: string }) {
  const prisma = await getPrisma();
  const found = await prisma.userIdentity.findUnique({
    where: { issuer_subject: { issuer, subject } },
    select: { user: { select: { id: true, handle: true } } },
  });
  return found?.user ?? null;
}

export async function createIdentityUser(data: {
  issuer: string;
  subject: string;
  firstName: string;
  lastName: string;
  handle: string;
}) {
  const prisma = await getPrisma();
  const { issuer, subject, ...user } = data;
  return prisma.user.create({
    data: { ...user, identities: { create: { issuer, subject } } },
    select: { id: true, handle: true },
  });
}

export async function getAccountById({ id }: { id: string }) {
  const prisma = await getPrisma();
  return prisma.user.findUnique({
    where: { id },
    select: {
      id: true,
      handle: true,
      email: true,
      firstName: true,
      lastName: true,
      bio: true,
      isPro: true,
      profilePublic: true,
      showCompletions: true,
      showSkills: true,
    },
  });
}

export async function updateUserSettings(
  id: string,
  data: {
    handle: string;
    firstName: string;
    lastName: string;
    bio: string | null;
    profilePublic: boolean;
    showCompletions: boolean;
    showSkills: boolean;
  },
) {
  const prisma = await getPrisma();
  await prisma.user.update({ where: { id }, data });
}

/** Agent tokens issued for a learner: metadata only, never the token hash. */
export async function listAccessTokensByUser({ userId }: { userId: string }) {
  const prisma = await getPrisma();
  return prisma.accessToken.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    take: 100,
    select: {
      id: true,
      label: true,
      scope: true,
      createdAt: true,
      expiresAt: true,
      revokedAt: true,
      lastUsedAt: true,
      client: { select: { clientName: true, clientId: true } },
    },
  });
}
