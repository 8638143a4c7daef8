import { getPrisma } from "@/lib/db/client";

export async function listActiveMasterPrograms() {
  const prisma = await getPrisma();
  return prisma.masterProgram.findMany({
    where: { active: true },
    orderBy: [{ order: "asc" }, { slug: "asc" }],
    select: {
      id: true,
      slug: true,
      title: true,
      description: true,
      priceCents: true,
      currency: true,
      courses: {
        orderBy: { order: "asc" },
        where: { course: { published: true } },
        select: { course: { select: { slug: true, title: true } } },
      },
    },
  });
}
