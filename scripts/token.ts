// npm run token -- <email> [scopes] [--base <origin>] – prints a valid access token for a user (try the API with
// curl). The token's audience is the origin the app advertises, derived exactly as the app does (APP_URL, else the
// Vercel URL, else http://localhost:$PORT), or --base for a server started elsewhere (e.g. --base http://localhost:3001).
// Opens the database directly: with the embedded PGlite, stop the dev server first or use `npm run db:server`.
import { closePrismaClient, createPrismaClient, setPrisma } from "../lib/db/client";
import { appOrigin } from "../lib/env";
import { parseScope } from "../lib/oauth/scopes";
import { issueAccessToken } from "../lib/oauth/tokens";

function parseArgs(argv: string[]): { email?: string; scope?: string; base?: string; error?: string } {
  const rest: string[] = [];
  let base: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--base") base = argv[++i];
    else if (a.startsWith("--base=")) base = a.slice("--base=".length);
    else rest.push(a);
  }
  if (base !== undefined) {
    if (!base || !URL.canParse(base) || !/^https?:$/.test(new URL(base).protocol))
      return { error: `--base must be an http(s) origin such as http://localhost:3000, not "${base ?? ""}"` };
    base = new URL(base).origin;
  }
  return { email: rest[0], scope: rest[1], base };
}

async function main() {
  const { email, scope, base, error } = parseArgs(process.argv.slice(2));
  if (error || !email) {
    console.error(
      error ??
        'usage: npm run token -- <email> ["read analyze"] [--base http://localhost:3000]   (seeded users: ada@example.com, grace@example.com, …)',
    );
    process.exit(2);
  }
  const scopes = parseScope(scope);
  if (!scopes) {
    console.error(`unknown scope in "${scope}"; use read, analyze, progress`);
    process.exit(2);
  }
  const audience = base ?? appOrigin();
  const prisma = await createPrismaClient();
  setPrisma(prisma);
  try {
    const user = await prisma.user.findUnique({ where: { email: email.toLowerCase() }, select: { id: true } });
    if (!user) {
      console.error(`no user with email ${email}`);
      process.exit(1);
    }
    const t = await issueAccessToken({ userId: user.id, scopes, label: "npm run token", audience });
    console.log(t.access_token);
    console.error(
      `scope "${t.scope}", expires in ${t.expires_in} s, audience ${audience}` +
        (base ? "" : " (another origin or port? pass --base <origin>, or set APP_URL / PORT as for the server)"),
    );
  } finally {
    await closePrismaClient(prisma);
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
