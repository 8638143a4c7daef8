// The Prisma client and the choice of driver adapter: DATABASE_URL → PostgreSQL (pg); unset → embedded PGlite folder.
// One client per process, cached on globalThis (survives hot reload in dev).
import fs from "node:fs";
import path from "node:path";
import { PrismaClient } from "@prisma/client";
import { env } from "@/lib/env";
import { acquirePgliteLock } from "./pglite-lock";

type Holder = { prisma?: Promise<PrismaClient> };
const holder = globalThis as unknown as { __learnDb?: Holder };
const state: Holder = (holder.__learnDb ??= {});

export async function createPrismaClient(
  opts: { databaseUrl?: string; pgliteDir?: string } = {},
): Promise<PrismaClient> {
  const url = opts.databaseUrl ?? env.DATABASE_URL;
  if (url) {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    // Small pool per instance: serverless functions run many instances; PgBouncer/Neon pooling sits in front.
    return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: env.VERCEL ? 3 : 10 }) });
  }
  const dir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), opts.pgliteDir ?? env.PGLITE_DIR);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const release = acquirePgliteLock(dir);
  const pglite = new PGlite(dir);
  const close = pglite.close.bind(pglite);
  pglite.close = async () => {
    await close();
    release();
  };
  return Object.assign(new PrismaClient({ adapter: new PrismaPGlite(pglite) }), { [PGLITE]: pglite });
}

const PGLITE = Symbol.for("learn.pglite");

/** Disconnects a client and, for PGlite, closes the embedded database so its folder can be reopened. */
export async function closePrismaClient(client: PrismaClient): Promise<void> {
  await client.$disconnect();
  const pg = (client as unknown as Record<symbol, { close(): Promise<void> } | undefined>)[PGLITE];
  if (pg) await pg.close();
}

/** The process-wide client. */
export function getPrisma(): Promise<PrismaClient> {
  state.prisma ??= createPrismaClient().catch((e) => {
    state.prisma = undefined; // let the next request retry (e.g. the database came back)
    throw e;
  });
  return state.prisma;
}

/**
 * Whether the process-wide client is the embedded database opened in this process. PGlite is opened by one process
 * only (lib/db/pglite-lock.ts; Studio and other tools reach it through this app), so every write to it passes here.
 */
export async function ownsEmbeddedDatabase(): Promise<boolean> {
  const client = await getPrisma();
  return (client as unknown as Record<symbol, unknown>)[PGLITE] !== undefined;
}

/** Tests (and scripts) install their own client, e.g. an in-memory PGlite. */
export function setPrisma(client: PrismaClient): void {
  state.prisma = Promise.resolve(client);
}
