// SQL execution for the embedded Prisma Studio (lib/studio checks every statement first). Each request runs in one
// transaction that names the editor (`learn.editor_id`, read by the audit triggers of migration
// 20261124120000_editors) and bounds its time; read-only requests run in a READ ONLY transaction.
// It goes through the app's own Prisma client, so it works the same on PGlite (in-process or pglite-server) and on a
// PostgreSQL server (Vercel included): no Studio CLI, no engine.
import { getPrisma } from "@/lib/db/client";

export interface StudioQuery {
  sql: string;
  parameters: readonly unknown[];
  /**
   * Rows as JSON objects (`to_jsonb`): for catalog queries whose `name` columns Prisma cannot read through the pg
   * adapter (prisma/orm#27403). Only for SELECTs.
   */
  asJson?: boolean;
}

/** Statement timeout inside a Studio transaction. */
const STATEMENT_TIMEOUT_MS = 10_000;

export async function runStudioQueries(
  editorId: string,
  queries: readonly StudioQuery[],
  opts: { readOnly: boolean },
): Promise<unknown[][]> {
  const prisma = await getPrisma();
  return prisma.$transaction(
    async (tx) => {
      if (opts.readOnly) await tx.$executeRawUnsafe("SET TRANSACTION READ ONLY");
      await tx.$queryRawUnsafe(
        "SELECT set_config('learn.editor_id', $1, true), set_config('statement_timeout', $2, true)",
        editorId,
        String(STATEMENT_TIMEOUT_MS),
      );
      const results: unknown[][] = [];
      for (const q of queries) {
        if (!q.asJson) results.push(await tx.$queryRawUnsafe<unknown[]>(q.sql, ...q.parameters));
        else {
          const sql = `SELECT to_jsonb(t) AS "row" FROM (${q.sql}) AS t`;
          results.push((await tx.$queryRawUnsafe<{ row: unknown }[]>(sql, ...q.parameters)).map((r) => r.row));
        }
      }
      return results;
    },
    { maxWait: 5_000, timeout: STATEMENT_TIMEOUT_MS + 5_000 },
  );
}

/** Lower-cased names of every relation and non-system schema in the database (the check hides all but the policy's). */
export async function listRelationNames(): Promise<{ schema: string; name: string }[]> {
  const prisma = await getPrisma();
  return prisma.$queryRawUnsafe<{ schema: string; name: string }[]>(
    `SELECT n.nspname::text AS "schema", c.relname::text AS "name" FROM pg_catalog.pg_class c
       JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'v', 'm', 'f', 'p', 'S') AND n.nspname !~ '^pg_' AND n.nspname <> 'information_schema'
     UNION SELECT n.nspname::text, n.nspname::text FROM pg_catalog.pg_namespace n
      WHERE n.nspname !~ '^pg_' AND n.nspname <> 'information_schema'`,
  );
}

/** The newest audit entries (the Editors page shows them under Studio). */
export async function listRecentAudit({ limit }: { limit: number }) {
  const prisma = await getPrisma();
  return prisma.auditLog.findMany({
    orderBy: { id: "desc" },
    take: limit,
    select: { id: true, at: true, userId: true, table: true, action: true, rowKey: true, columns: true },
  });
}
