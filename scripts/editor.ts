// npm run editor -- <email> [--revoke] – gives a user the editor role (they may open /studio), or takes it back.
// While `npm run dev` runs with the embedded database, it goes through the dev server's pglite-server; otherwise it
// opens DATABASE_URL or the PGlite folder directly.
import { closePrismaClient, createPrismaClient, setPrisma } from "../lib/db/client";
import { setUserRoleByEmail } from "../lib/db/queries/roles";
import { runningServerUrl } from "./pglite-server";

/** Sets the role on one database (tests call this for the server's copy before it starts). */
export async function setRole(
  email: string,
  role: "editor" | "learner",
  db: { databaseUrl?: string; pgliteDir?: string } = {},
) {
  const prisma = await createPrismaClient(db);
  setPrisma(prisma);
  try {
    return await setUserRoleByEmail({ email, role });
  } finally {
    await closePrismaClient(prisma);
  }
}

async function main() {
  const args = process.argv.slice(2);
  const revoke = args.includes("--revoke");
  const email = args.find((a) => !a.startsWith("--"));
  if (!email) {
    console.error("usage: npm run editor -- <email> [--revoke]   (e.g. npm run editor -- ada@example.com)");
    process.exit(2);
  }
  const user = await setRole(
    email,
    revoke ? "learner" : "editor",
    process.env.DATABASE_URL ? {} : { databaseUrl: runningServerUrl() },
  );
  if (!user) {
    console.error(`no user with email ${email} (sign up first)`);
    process.exit(1);
  }
  console.log(
    revoke
      ? `${user.email} (@${user.handle}) is a learner again.`
      : `${user.email} (@${user.handle}) is an editor: sign in and open /studio.`,
  );
}

if (process.argv[1] && /editor\.ts$/.test(process.argv[1]))
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
