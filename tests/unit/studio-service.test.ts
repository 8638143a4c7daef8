// The Studio backend against a real database: Studio's own queries (built by @prisma/studio-core), the policy, the
// audit triggers, and the content version that learners' caches follow.
// The Studio backend against a real database, driven by Studio's own adapter (@prisma/studio-core's Postgres adapter
// over its BFF client, with fetch bound to the service): its introspection, browsing and editing queries, the
// editors' policy, the audit triggers, and the content version that learners' caches follow.
import { createStudioBFFClient } from "@prisma/studio-core/data/bff";
import { createPostgresAdapter } from "@prisma/studio-core/data/postgres-core";
import { describe, expect, it } from "vitest";
import { studioRequest } from "@/lib/contracts/studio";
import { getLessonContentVersion } from "@/lib/db/queries/courses";
import { isAppError } from "@/lib/errors";
import { askQuestion } from "@/lib/services/ask";
import { getLesson } from "@/lib/services/courses";
import { searchSite } from "@/lib/services/search";
import { runStudioRequest } from "@/lib/services/studio";
import { useTestDatabase } from "../helpers/db";

const db = useTestDatabase();

async function editor() {
  const u = await db.prisma().user.findFirstOrThrow({ where: { email: "ada@example.com" } });
  return { userId: u.id };
}

/** Studio's adapter, talking JSON to the service as it would over HTTP. */
function studioAdapter() {
  const client = createStudioBFFClient({
    url: "http://studio.test/api/studio",
    fetch: async (_url, init) => {
      try {
        const body = studioRequest.parse(JSON.parse(String(init?.body)));
        return Response.json(await runStudioRequest(await editor(), body));
      } catch (e) {
        if (isAppError(e)) return Response.json(e.toBody(), { status: e.status });
        throw e;
      }
    },
  });
  return createPostgresAdapter({ executor: client });
}

async function introspect() {
  const [err, result] = await studioAdapter().introspect({});
  if (err) throw err;
  return result;
}

async function query(sql: string, parameters: unknown[] = []) {
  return runStudioRequest(await editor(), { procedure: "query", query: { sql, parameters } });
}

async function refusal(sql: string): Promise<string> {
  try {
    await query(sql);
  } catch (e) {
    if (isAppError(e) && e.code === "FORBIDDEN") return e.message;
    throw e;
  }
  throw new Error(`not refused: ${sql}`);
}

describe("Studio introspection", () => {
  it("lists the policy's tables only, and never the password hash column", async () => {
    const { schemas } = await introspect();
    expect(Object.keys(schemas)).toEqual(["public"]);
    const names = Object.keys(schemas.public.tables);
    expect(names).toEqual(expect.arrayContaining(["Lesson", "Course", "User", "AuditLog", "LessonCompletion"]));
    for (const hidden of ["AccessToken", "OAuthClient", "UserIdentity", "_prisma_migrations"])
      expect(names).not.toContain(hidden);
    const userColumns = Object.keys(schemas.public.tables.User.columns);
    expect(userColumns).toEqual(expect.arrayContaining(["id", "handle", "isPro", "role"]));
    expect(userColumns).not.toContain("passwordHash");
  });
});

describe("Studio statements", () => {
  it("browses a table with the query Studio builds", async () => {
    const { schemas } = await introspect();
    const [err, result] = await studioAdapter().query(
      {
        table: schemas.public.tables.User,
        pageIndex: 0,
        pageSize: 5,
        sortOrder: [],
        filter: { kind: "FilterGroup", after: "and", filters: [], id: "root" },
      },
      { abortSignal: new AbortController().signal },
    );
    if (err) throw err;
    expect(result.rows.length).toBeGreaterThan(0);
    expect(result.rows[0]).not.toHaveProperty("passwordHash");
  });

  it("finds rows with Studio's full-table search", async () => {
    const { schemas } = await introspect();
    const [err, result] = await studioAdapter().query(
      {
        table: schemas.public.tables.Lesson,
        pageIndex: 0,
        pageSize: 5,
        sortOrder: [],
        filter: { kind: "FilterGroup", after: "and", filters: [], id: "root" },
        fullTableSearchTerm: "operators-and-expressions",
      },
      { abortSignal: new AbortController().signal },
    );
    if (err) throw err;
    expect(result.rows.map((r) => r.slug)).toContain("operators-and-expressions");
  });

  it("edits a lesson title: audited with the editor and key, the content version moves, readers see it", async () => {
    const lesson = await db.prisma().lesson.findFirstOrThrow({
      where: { isFree: true, course: { published: true } },
      select: { id: true, slug: true, title: true, updatedAt: true, course: { select: { slug: true } } },
    });
    const before = await getLessonContentVersion();
    await askQuestion({ query: "warm the index" });
    const { schemas } = await introspect();
    const title = `Zanzibar quokka lesson ${Date.now()}`;
    const [err, result] = await studioAdapter().update(
      { table: schemas.public.tables.Lesson, row: { id: lesson.id }, changes: { title } },
      {},
    );
    if (err) throw err;
    expect(result.row.title).toBe(title);

    const me = await editor();
    const audit = await db.prisma().auditLog.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(audit).toMatchObject({ userId: me.userId, table: "Lesson", action: "update", rowKey: { id: lesson.id } });
    expect(audit.columns).toEqual(["title"]);
    const after = await db.prisma().lesson.findUniqueOrThrow({ where: { id: lesson.id } });
    expect(after.updatedAt.getTime()).toBeGreaterThan(lesson.updatedAt.getTime());
    expect(await getLessonContentVersion()).not.toBe(before);

    expect((await getLesson(lesson.course.slug, lesson.slug)).title).toBe(title);
    expect((await searchSite("Zanzibar quokka")).sections.map((s) => s.lessonTitle)).toContain(title);
    // a source names its lesson (and the section the answer quotes)
    const asked = await askQuestion({ query: "Zanzibar quokka lesson" });
    expect(
      asked.sources.some((s) => s.title.startsWith(title)),
      JSON.stringify(asked.sources),
    ).toBe(true);
  });

  it("sets a learner's pro access and role, and nothing else on User", async () => {
    const learner = await db.prisma().user.findFirstOrThrow({ where: { email: { not: "ada@example.com" } } });
    const [err] = (await query(`UPDATE "public"."User" SET "isPro" = $1, "role" = $2 WHERE "id" = $3`, [
      true,
      "editor",
      learner.id,
    ])) as [unknown];
    expect(err).toBeNull();
    expect(await db.prisma().user.findUniqueOrThrow({ where: { id: learner.id } })).toMatchObject({
      isPro: true,
      role: "editor",
    });
    expect(await refusal(`UPDATE "User" SET "handle" = 'x' WHERE "id" = '${learner.id}'`)).toMatch(/only change/);
    expect(await refusal(`DELETE FROM "User"`)).toMatch(/may not delete/);
    expect(await refusal(`INSERT INTO "User" ("id") VALUES ('x')`)).toMatch(/may not insert/);
  });

  it("refuses hidden tables, hidden columns, whole rows of User and dangerous functions", async () => {
    expect(await refusal(`SELECT * FROM "AccessToken"`)).toMatch(/hidden/);
    expect(await refusal(`select "tokenHash" from public."AccessToken"`)).toMatch(/hidden/);
    expect(await refusal(`SELECT "passwordHash" FROM "User"`)).toMatch(/hidden/);
    expect(await refusal(`SELECT * FROM "User"`)).toMatch(/\*/);
    expect(await refusal(`SELECT u FROM "User" u`)).toMatch(/one by one/);
    expect(await refusal(`SELECT pg_read_file('/etc/passwd')`)).toMatch(/system/);
    expect(await refusal(`SELECT query_to_xml('select 1', true, true, '')`)).toMatch(/not available/);
    expect(await refusal(`UPDATE "AuditLog" SET "userId" = 'x'`)).toMatch(/may not update/);
    expect(await refusal(`DROP TABLE "Lesson"`)).toMatch(/Only SELECT/);
  });

  it("runs a staged save as one transaction, and refuses all of it when one statement is refused", async () => {
    // Rows of its own: the seeded ones are shared with the HTTP suite on a Postgres server.
    const tag = `studio-tx-${Date.now().toString(36)}`;
    const [a, b] = await Promise.all(
      ["a", "b"].map((k) => db.prisma().skill.create({ data: { name: `${tag} ${k}`, slug: `${tag}-${k}` } })),
    );
    const version = await getLessonContentVersion(); // Skill has no updatedAt: the audit id moves the version
    const rename = (id: string, name: string) => ({
      sql: `UPDATE "public"."Skill" SET "name" = $1 WHERE "id" = $2`,
      parameters: [name, id],
    });
    const ok = (await runStudioRequest(await editor(), {
      procedure: "transaction",
      queries: [rename(a.id, `${a.name} (a)`), rename(b.id, `${b.name} (b)`)],
    })) as [unknown, unknown[][]];
    expect(ok[0]).toBeNull();
    expect((await db.prisma().skill.findUniqueOrThrow({ where: { id: b.id } })).name).toBe(`${b.name} (b)`);
    expect(await getLessonContentVersion()).not.toBe(version);

    await expect(
      runStudioRequest(await editor(), {
        procedure: "transaction",
        queries: [rename(a.id, a.name), { sql: `DELETE FROM "AccessToken"`, parameters: [] }],
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await db.prisma().skill.findUniqueOrThrow({ where: { id: a.id } })).name).toBe(`${a.name} (a)`);
    await db.prisma().skill.deleteMany({ where: { id: { in: [a.id, b.id] } } });
  });

  it("audits Studio writes only: the app's own writes leave no audit row", async () => {
    const before = await db.prisma().auditLog.count();
    const lesson = await db.prisma().lesson.findFirstOrThrow();
    await db.prisma().lesson.update({ where: { id: lesson.id }, data: { minutes: lesson.minutes } });
    expect(await db.prisma().auditLog.count()).toBe(before);
  });

  it("returns database errors in Studio's error form", async () => {
    const [err] = (await query(`SELECT "nope" FROM "Lesson"`)) as [{ name: string; message: string }];
    expect(err.name).toBe("DatabaseError");
    expect(err.message).toMatch(/nope/);
  });

  it("runs a read-only request in a read-only transaction", async () => {
    const [err, rows] = (await query(`SELECT count(*) AS n FROM "Lesson"`)) as [unknown, { n: string }[]];
    expect(err).toBeNull();
    expect(Number(rows[0].n)).toBeGreaterThan(0);
  });
});
