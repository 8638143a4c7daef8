// User roles (learner | editor). Editors reach the embedded Prisma Studio; `npm run editor -- <email>` grants it.
import type { Role } from "@prisma/client";
import { getPrisma } from "@/lib/db/client";

export type { Role };

export async function getUserRoleById({ id }: { id: string }): Promise<Role | null> {
  const prisma = await getPrisma();
  const u = await prisma.user.findUnique({ where: { id }, select: { role: true } });
  return u?.role ?? null;
}

/** Sets a user's role by email; null when no user has that email. */
export async function setUserRoleByEmail({ email, role }: { email: string; role: Role }) {
  const prisma = await getPrisma();
  const u = await prisma.user.findUnique({ where: { email: email.trim().toLowerCase() }, select: { id: true } });
  if (!u) return null;
  return prisma.user.update({
    where: { id: u.id },
    data: { role },
    select: { id: true, handle: true, email: true, role: true },
  });
}
