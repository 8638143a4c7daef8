// next-auth (v4) for browser sessions: email + password (the same users as sign-up), plus GitHub/Google when
// their keys are set. Sessions are JWT cookies signed with AUTH_SECRET.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GitHubProvider from "next-auth/providers/github";
import GoogleProvider from "next-auth/providers/google";
import { z } from "zod";
import { alignNextAuthUrl, appOrigin, authSecret, env } from "@/lib/env";
import { log } from "@/lib/log";
import { authenticateWithPassword, findOrCreateOAuthUser } from "./accounts";

alignNextAuthUrl();

export const SESSION_MAX_AGE = 30 * 24 * 3600;

const credentials = z.object({ email: z.string().email().max(254), password: z.string().min(1).max(200) });

export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  useSecureCookies: appOrigin().startsWith("https://"),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
  pages: { signIn: "/signin" },
  // JSON lines like the rest of the app (a garbage session cookie would otherwise print multi-line stacks).
  logger: {
    error: (code, metadata) =>
      log.warn("next-auth error", {
        code,
        error: String((metadata as { message?: string })?.message ?? metadata).slice(0, 300),
      }),
    warn: (code) => log.warn("next-auth warning", { code }),
    debug: () => {},
  },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(raw) {
        const parsed = credentials.safeParse(raw);
        if (!parsed.success) return null;
        const user = await authenticateWithPassword(parsed.data.email, parsed.data.password);
        return user ? { id: user.id, name: `${user.firstName} ${user.lastName}`, email: parsed.data.email } : null;
      },
    }),
    ...(env.GITHUB_ID && env.GITHUB_SECRET
      ? [GitHubProvider({ clientId: env.GITHUB_ID, clientSecret: env.GITHUB_SECRET })]
      : []),
    ...(env.GOOGLE_ID && env.GOOGLE_SECRET
      ? [GoogleProvider({ clientId: env.GOOGLE_ID, clientSecret: env.GOOGLE_SECRET })]
      : []),
  ],
  callbacks: {
    async jwt({ token, user, account, profile }) {
      if (account && account.provider !== "credentials" && profile) {
        const u = await findOrCreateOAuthUser({
          issuer: account.provider,
          subject: account.providerAccountId,
          email: (profile as { email?: string }).email ?? null,
          name: (profile as { name?: string }).name ?? "",
        });
        token.uid = u.id;
      } else if (user) token.uid = user.id;
      return token;
    },
    async session({ session, token }) {
      if (token.uid) (session as { userId?: string }).userId = token.uid as string;
      return session;
    },
  },
};
