// npm run token -- <email> [scopes] – prints a valid access token for a user (try the API with curl).
// Opens the database directly: with the embedded PGlite, stop the dev server first or use `npm run db:server`.
import { closePrismaClient, createPrismaClient, setPrisma } from "../lib/db/client";
import { parseScope } from "../lib/oauth/scopes";
import { issueAccessToken } from "../lib/oauth/tokens";

async function main() {
  const [email, scope] = process.argv.slice(2);
  if (!email) {
    console.error(
      'usage: npm run token -- <email> ["read analyze"]   (seeded users: ada@example.com, grace@example.com, …)',
    );
    process.exit(2);
  }
  const scopes = parseScope(scope);
  if (!scopes) {
    console.error(`unknown scope in "${scope}"; use read, analyze, progress`);
    process.exit(2);
  }
  const prisma = await createPrismaClient();
  setPrisma(prisma);
  try {
    const user = await prisma.user.findUnique({ where: { email: email.toLowerCase() }, select: { id: true } });
    if (!user) {
      console.error(`no user with email ${email}`);
      process.exit(1);
    }
    const t = await issueAccessToken({ userId: user.id, scopes, label: "npm run token" });
    console.log(t.access_token);
    console.error(
      `scope "${t.scope}", expires in ${t.expires_in} s, audience ${process.env.APP_URL ?? "http://localhost:3000"}`,
    );
  } finally {
    await closePrismaClient(prisma);
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
