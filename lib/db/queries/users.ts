import { getPrisma } from "@/lib/db/client";

/** Public profile data by id or handle. Never selects email or password hash. */
export async function getPublicUserByIdOrHandle({ idOrHandle }: { idOrHandle: string }) {
  const prisma = await getPrisma();
  return prisma.user.findFirst({
    where: { OR: [{ id: idOrHandle }, { handle: idOrHandle.toLowerCase() }] },
    select: {
      id: true,
      handle: true,
      firstName: true,
      lastName: true,
      bio: true,
      profilePublic: true,
      showCompletions: true,
      showSkills: true,
      courseCompletions: {
        where: { course: { published: true } },
        orderBy: { completedAt: "asc" },
        select: {
          completedAt: true,
          course: { select: { slug: true, title: true, skills: { select: { skill: { select: { name: true } } } } } },
        },
      },
    },
  });
}

export async function getUserAccessById({ id }: { id: string }) {
  const prisma = await getPrisma();
  return prisma.user.findUnique({ where: { id }, select: { id: true, isPro: true, firstName: true, handle: true } });
}

/** The handle of one public profile (the oldest), for example links in the agent documents; null when none is public. */
export async function firstPublicHandle(): Promise<string | null> {
  const prisma = await getPrisma();
  const u = await prisma.user.findFirst({
    where: { profilePublic: true },
    orderBy: { createdAt: "asc" },
    select: { handle: true },
  });
  return u?.handle ?? null;
}
