// Signs a learner in or out from a server action (forms work without client JavaScript): writes the same
// next-auth JWT session cookie that next-auth itself writes, so getServerSession() reads it.
import { encode } from "next-auth/jwt";
import { cookies } from "next/headers";
import { appOrigin, authSecret } from "@/lib/env";
import { SIGNED_IN_HINT } from "@/lib/pages/signed-in-hint";
import { SESSION_MAX_AGE } from "./nextauth";

const secure = () => appOrigin().startsWith("https://");
export const sessionCookieName = () => `${secure() ? "__Secure-" : ""}next-auth.session-token`;

export async function startSession(user: { id: string; name: string; email: string | null }): Promise<void> {
  const token = await encode({
    token: { sub: user.id, uid: user.id, name: user.name, email: user.email },
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE,
  });
  (await cookies()).set(sessionCookieName(), token, {
    httpOnly: true,
    sameSite: "lax",
    secure: secure(),
    path: "/",
    maxAge: SESSION_MAX_AGE,
  });
  // readable, not a credential: tells the client islands of cached pages that there is a session to ask about
  (await cookies()).set(SIGNED_IN_HINT, "1", { sameSite: "lax", path: "/", maxAge: SESSION_MAX_AGE });
}

export async function endSession(): Promise<void> {
  (await cookies()).delete(sessionCookieName());
  (await cookies()).delete(SIGNED_IN_HINT);
}
