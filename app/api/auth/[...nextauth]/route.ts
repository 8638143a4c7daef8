import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/nextauth";
export const runtime = "nodejs";

// GET/POST /api/auth/* – next-auth browser sign-in (register and token have their own routes, which take precedence)
const handler = NextAuth(authOptions);
export { handler as GET, handler as POST };
