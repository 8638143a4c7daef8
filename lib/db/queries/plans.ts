import { getPrisma } from "@/lib/db/client";

export async function listActivePlans() {
  const prisma = await getPrisma();
  return prisma.plan.findMany({
    where: { active: true },
    orderBy: [{ order: "asc" }, { slug: "asc" }],
    select: {
      slug: true,
      name: true,
      description: true,
      priceCents: true,
      currency: true,
      interval: true,
      features: true,
    },
  });
}
