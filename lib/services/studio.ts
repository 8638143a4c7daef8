// The embedded Prisma Studio's backend: runs the SQL Studio sends (its BFF contract) for an editor, within the
// editors' policy. Studio's own introspection query is recognised exactly and its answer filtered to the visible
// tables and columns; every other statement passes the statement check (lib/studio/sql-check.ts) or is refused
// with 403 FORBIDDEN. Database errors go back in the contract's `[error]` form so Studio shows them in place.
// A write to a content table refreshes this instance's catalogue cache and ask/search index at once; other
// instances follow the content version (it includes the newest audit id) within their cache windows.
import { revalidatePath } from "next/cache";
import { Prisma } from "@prisma/client";
import type { StudioQueryInput, StudioRequest } from "@/lib/contracts/studio";
import { getUserRoleById } from "@/lib/db/queries/roles";
import { listRelationNames, runStudioQueries, type StudioQuery } from "@/lib/db/queries/studio";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { CONTENT_TABLES, isVisibleTable, tablePolicy, STUDIO_POLICY } from "@/lib/studio/policy";
import { checkStatement, type CheckContext } from "@/lib/studio/sql-check";
import { invalidateAskIndex } from "./ask";
import { clearMemo } from "./cache";

export interface EditorSession {
  userId: string;
}

type SerializedError = { name: string; message: string };
type Planned = { query: StudioQuery; kind: "read" | "write" | "introspect"; tables: string[] };

/** Studio's fixed queries (built by the same package version the page uses). */
let known: Promise<{ tables: string; exact: Set<string> }> | undefined;
function knownQueries() {
  known ??= import("@prisma/studio-core/data/postgres-core").then((pg) => ({
    tables: pg.getTablesQuery().sql,
    exact: new Set([pg.getTimezoneQuery().sql, pg.getPIDQuery().sql]),
  }));
  return known;
}

const HIDDEN_TTL_MS = 30_000;
let hiddenCache: { at: number; value: Promise<CheckContext> } | undefined;
/** Every relation and schema the database has that the policy does not show (new tables are hidden by default). */
function checkContext(): Promise<CheckContext> {
  if (hiddenCache && Date.now() - hiddenCache.at < HIDDEN_TTL_MS) return hiddenCache.value;
  const visible = new Set(Object.keys(STUDIO_POLICY).map((t) => t.toLowerCase()));
  const value = listRelationNames().then((rows) => ({
    hidden: new Set(
      rows
        .filter((r) => !isVisibleTable(r.schema, r.name) && r.name !== "public")
        .map((r) => r.name.toLowerCase())
        .filter((n) => !visible.has(n)),
    ),
  }));
  value.catch(() => (hiddenCache = undefined));
  hiddenCache = { at: Date.now(), value };
  return value;
}

async function plan(q: StudioQueryInput, userId: string): Promise<Planned> {
  const query = { sql: q.sql, parameters: q.parameters };
  const k = await knownQueries();
  if (q.sql === k.tables) return { query: { ...query, asJson: true }, kind: "introspect", tables: [] };
  if (k.exact.has(q.sql)) return { query, kind: "read", tables: [] };
  const r = checkStatement(q.sql, await checkContext());
  if (!r.ok) {
    log.warn("studio statement refused", { userId, reason: r.reason });
    throw new AppError(
      "FORBIDDEN",
      `Studio refused this statement: ${r.reason}`,
      "Editors may change content, programs, plans and learners' pro access; see docs/editors.md.",
    );
  }
  return { query, kind: r.kind, tables: r.writes.map((w) => w.table) };
}

interface IntrospectedColumn {
  name: string;
  fk_table: string | null;
  fk_schema: string | null;
  fk_column: string | null;
  [k: string]: unknown;
}
interface IntrospectedTable {
  schema: string;
  name: string;
  columns: IntrospectedColumn[] | string;
}

/** Only the tables and columns editors may see; foreign keys into hidden tables are dropped. */
export function filterIntrospection(rows: unknown[]): IntrospectedTable[] {
  return (rows as IntrospectedTable[])
    .filter((t) => isVisibleTable(t.schema, t.name))
    .map((t) => {
      const hidden = tablePolicy(t.name)?.hiddenColumns ?? [];
      const cols = (typeof t.columns === "string" ? JSON.parse(t.columns) : t.columns) as IntrospectedColumn[];
      return {
        ...t,
        columns: cols
          .filter((c) => !hidden.includes(c.name))
          .map((c) =>
            c.fk_table && !isVisibleTable(c.fk_schema ?? "", c.fk_table)
              ? { ...c, fk_table: null, fk_schema: null, fk_column: null }
              : c,
          ),
      };
    });
}

/** Raw query failures of the database (syntax, constraint, timeout) are Studio's to show; outages are ours. */
function databaseError(e: unknown): SerializedError | null {
  if (e instanceof Prisma.PrismaClientKnownRequestError && (e.code === "P2010" || e.code === "P2028")) {
    const meta = e.meta as {
      message?: unknown;
      driverAdapterError?: { cause?: { message?: unknown; originalMessage?: unknown; code?: unknown } };
    };
    const cause = meta?.driverAdapterError?.cause;
    const detail = cause?.originalMessage ?? cause?.message ?? meta?.message;
    return { name: "DatabaseError", message: typeof detail === "string" && detail ? detail : e.message };
  }
  return null;
}

/** JSON-safe values: bigint → string (as the pg driver returns int8). */
function jsonSafe(rows: unknown[]): unknown[] {
  return JSON.parse(JSON.stringify(rows, (_k, v) => (typeof v === "bigint" ? v.toString() : v))) as unknown[];
}

async function execute(editor: EditorSession, planned: Planned[]): Promise<unknown[][]> {
  const readOnly = planned.every((p) => p.kind !== "write");
  const results = await runStudioQueries(
    editor.userId,
    planned.map((p) => p.query),
    { readOnly },
  );
  if (planned.some((p) => p.kind === "write" && p.tables.some((t) => CONTENT_TABLES.has(t)))) contentChanged();
  return results.map((rows, i) => jsonSafe(planned[i].kind === "introspect" ? filterIntrospection(rows) : rows));
}

/**
 * This instance serves the edit at once: catalogue cache, ask/search index and the cached (ISR) learner pages, which
 * render again on their next request. Other instances follow the content version (10 s / 30 s) and their pages'
 * revalidation time (60 s).
 */
export function contentChanged(): void {
  clearMemo();
  invalidateAskIndex();
  try {
    revalidatePath("/", "layout");
  } catch {
    // Outside a Next request (unit tests, scripts) there are no cached pages to revalidate.
  }
}

async function attempt<T>(run: () => Promise<T>): Promise<[SerializedError] | [null, T]> {
  try {
    return [null, await run()];
  } catch (e) {
    const err = databaseError(e);
    if (err) return [err];
    throw e;
  }
}

export async function runStudioRequest(editor: EditorSession, req: StudioRequest): Promise<unknown> {
  switch (req.procedure) {
    case "query": {
      const p = await plan(req.query, editor.userId);
      return attempt(async () => (await execute(editor, [p]))[0]);
    }
    case "sequence": {
      const [a, b] = [await plan(req.sequence[0], editor.userId), await plan(req.sequence[1], editor.userId)];
      const first = await attempt(async () => (await execute(editor, [a]))[0]);
      if (first[0]) return [first];
      return [first, await attempt(async () => (await execute(editor, [b]))[0])];
    }
    case "transaction": {
      const planned: Planned[] = [];
      for (const q of req.queries) planned.push(await plan(q, editor.userId));
      return attempt(() => execute(editor, planned));
    }
    case "sql-lint": {
      const ctx = await checkContext();
      const r = req.sql.trim() ? checkStatement(req.sql, ctx) : { ok: true as const };
      const diagnostics = r.ok
        ? []
        : [{ from: 0, to: req.sql.length, severity: "error", message: r.reason, source: "editor policy" }];
      return [null, { diagnostics, ...(req.schemaVersion ? { schemaVersion: req.schemaVersion } : {}) }];
    }
    case "query-insights":
      throw new AppError("NOT_FOUND", "Query insights are not available here.", "Studio's Queries view is disabled.");
  }
}

/** Whether a user may open Studio (the page and the endpoint ask the same question). */
export async function isEditor(userId: string): Promise<boolean> {
  return (await getUserRoleById({ id: userId })) === "editor";
}
