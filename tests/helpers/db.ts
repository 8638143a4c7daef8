// Gives a test file its own database: a copy of the seeded PGlite template (in-process, real Postgres semantics),
// or the Postgres server when DATABASE_URL is set. Call useTestDatabase() at the top of a test file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PrismaClient } from "@prisma/client";
import { afterAll, beforeAll } from "vitest";
import { closePrismaClient, createPrismaClient, setPrisma } from "@/lib/db/client";
import { clearMemo } from "@/lib/services/cache";

export const TEMPLATE_DIR = path.resolve(".data", "test-template");

export function useTestDatabase(): { prisma: () => PrismaClient } {
  let client: PrismaClient | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    if (process.env.DATABASE_URL) client = await createPrismaClient({ databaseUrl: process.env.DATABASE_URL });
    else {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "learn-db-"));
      fs.cpSync(TEMPLATE_DIR, dir, { recursive: true });
      client = await createPrismaClient({ pgliteDir: dir });
    }
    setPrisma(client);
    clearMemo();
  });
  afterAll(async () => {
    if (client) await closePrismaClient(client);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return { prisma: () => client! };
}
