// The signed-in learner of a page or server action, from the next-auth session cookie.
import { getServerSession } from "next-auth";
import { authOptions } from "./nextauth";

export interface SessionViewer {
  userId: string;
}

export async function getViewer(): Promise<SessionViewer | null> {
  try {
    const s = (await getServerSession(authOptions)) as { userId?: string } | null;
    return s?.userId ? { userId: s.userId } : null;
  } catch {
    return null;
  }
}
