// The statement check of the Studio endpoint, rule by rule (lib/studio/sql-check.ts). Pure: no database.
import { describe, expect, it } from "vitest";
import { checkStatement } from "@/lib/studio/sql-check";
import { lex } from "@/lib/studio/sql-lexer";

const ctx = { hidden: new Set(["accesstoken", "oauthclient", "useridentity", "_prisma_migrations", "secret_schema"]) };
const accepts = (sql: string) => expect(checkStatement(sql, ctx), sql).toMatchObject({ ok: true });
const refuses = (sql: string, why?: RegExp) => {
  const r = checkStatement(sql, ctx);
  expect(r.ok, sql).toBe(false);
  if (why && !r.ok) expect(r.reason, sql).toMatch(why);
};

describe("lexer", () => {
  it("keeps strings, quoted identifiers, comments and dollar quotes apart from code", () => {
    const toks = lex(`select 'a''b', "Q""x", $tag$ "AccessToken" $tag$, E'\\'', $1 -- "AccessToken"\n/* /* */ */ 1.5`);
    expect(toks.map((t) => t.t)).toEqual([
      "word",
      "string",
      "op",
      "ident",
      "op",
      "string",
      "op",
      "string",
      "op",
      "param",
      "number",
    ]);
    expect(toks[3]).toEqual({ t: "ident", v: 'Q"x' });
  });

  it("refuses what it cannot read", () => {
    refuses(`select 'unterminated`);
    refuses(`select "x`);
    refuses(`select /* open`);
    refuses(`select U&"\\0041"`);
  });
});

describe("statement kinds", () => {
  it("accepts one SELECT/WITH/VALUES/INSERT/UPDATE/DELETE/EXPLAIN statement, with a trailing semicolon", () => {
    accepts(`select "title" from "Lesson" where "slug" = $1;`);
    accepts(`(select 1)`);
    accepts(`values (1), (2)`);
    accepts(`explain select * from "Lesson"`);
    accepts(`with x as (select "id" from "Course") select count(*) from x`);
  });

  it("refuses several statements, DDL, utility commands, SELECT INTO, MERGE, COPY and EXPLAIN ANALYZE", () => {
    refuses(`select 1; select 2`, /one statement/);
    refuses(`drop table "Lesson"`, /Only SELECT/);
    refuses(`set role postgres`, /Only SELECT/);
    refuses(`do $$ begin perform 1; end $$`, /Only SELECT/);
    refuses(`select * into "Copy" from "Lesson"`, /INTO/);
    refuses(`explain analyze delete from "Lesson"`, /ANALYZE/);
    refuses(`with x as (select 1) merge into "Lesson" using x on true when matched then delete`, /MERGE/);
    refuses(``, /empty/);
  });
});

describe("hidden tables and system catalogs", () => {
  it("refuses any mention of a hidden table, quoted or not, qualified or not, in any clause", () => {
    refuses(`select * from "AccessToken"`, /hidden/);
    refuses(`select * from public.accesstoken`, /hidden/);
    refuses(`select "id" from "Lesson" where exists (select 1 from "OAuthClient")`, /hidden/);
    refuses(`with t as (delete from "UserIdentity" returning 1) select 1`, /hidden/);
    refuses(`select * from secret_schema.things`, /hidden/);
  });

  it("does not mistake a string or a comment for a table", () => {
    accepts(`select 'AccessToken' as "name" -- "AccessToken"`);
  });

  it("refuses system catalogs and pg_ functions", () => {
    refuses(`select * from pg_catalog.pg_class`, /system/);
    refuses(`select * from pg_shadow`, /system/);
    refuses(`select * from information_schema.tables`, /system/);
    refuses(`select pg_sleep(10)`, /system/);
  });
});

describe("functions", () => {
  it("allows ordinary functions and keywords before parentheses", () => {
    accepts(
      `select cast(coalesce(count(*), 0) as text), lower("title"), date_trunc('day', now()) from "Lesson" where "id" in ($1, $2)`,
    );
    accepts(`insert into "public"."Skill" ("id", "slug", "name") values ($1, $2, $3)`);
    accepts(`select cast("title" as varchar(20)) from "Lesson"`);
    // Studio's full-table search bounds its own time
    accepts(
      `with g as (select set_config('statement_timeout', '5000ms', true) as a, set_config('lock_timeout', '100ms', true) as b) select "id" from "Lesson" inner join g on true where cast("title" as text) ilike $1`,
    );
  });

  it("refuses functions that run SQL from strings, touch files or change settings", () => {
    refuses(`select query_to_xml('select * from "AccessToken"', true, true, '')`, /not available/);
    refuses(`select set_config('role', 'postgres', false)`, /not available/);
    refuses(`select set_config('statement_timeout', '0', false)`, /not available/);
    refuses(`select set_config('search_path', 'secret', true)`, /not available/);
    refuses(`select dblink('host=x', 'select 1')`, /not available/);
    refuses(`select lo_import('/etc/passwd')`, /not available/);
    refuses(`select "public"."lower"('x')`, /not available/);
  });
});

describe("User: hidden columns and column-level writes", () => {
  it("reads User column by column", () => {
    accepts(`select "id", "handle", "isPro" from "public"."User" where "role" = 'editor'`);
    accepts(`select u."id", u."email" from "User" u join "LessonCompletion" c on c."userId" = u."id"`);
    accepts(`select count(*) from "User"`);
  });

  it("refuses the password hash, * and whole-row references", () => {
    refuses(`select "passwordHash" from "User"`, /hidden/);
    refuses(`select passwordhash from "User"`, /hidden/);
    refuses(`select * from "User"`, /\*/);
    refuses(`select u.* from "User" as u`, /\*/);
    refuses(`select u from "User" u`, /one by one/);
    refuses(`select row_to_json(x) from "User" x`, /one by one/);
    refuses(`select to_jsonb("User") from "User"`, /one by one/);
    refuses(`update "User" set "isPro" = true where "id" = $1 returning *`, /\*/);
  });

  it("lets editors set isPro and role only, and never insert or delete users", () => {
    accepts(`update "public"."User" set "isPro" = $1 where "id" = $2 returning "id", "isPro"`);
    accepts(`update "User" set "isPro" = true, "role" = 'editor' where "handle" = 'ada'`);
    refuses(`update "User" set "handle" = 'x'`, /only change/);
    refuses(`update "User" set "isPro" = true, "email" = 'x@y'`, /only change/);
    refuses(`update "User" set ("isPro", "email") = (true, 'x')`, /only change/);
    refuses(`delete from "User"`, /may not delete/);
    refuses(`insert into "User" ("id") values ('x')`, /may not insert/);
  });
});

describe("write targets", () => {
  it("reports what a statement writes", () => {
    expect(checkStatement(`update "Lesson" set "title" = $1 where "id" = $2`, ctx)).toEqual({
      ok: true,
      kind: "write",
      writes: [{ table: "Lesson", op: "update" }],
    });
    expect(checkStatement(`select "id" from "Lesson" for update`, ctx)).toEqual({ ok: true, kind: "read", writes: [] });
    expect(
      checkStatement(`insert into "Skill" ("id", "slug", "name") values ('a', 'b', 'c') on conflict do nothing`, ctx),
    ).toMatchObject({ kind: "write", writes: [{ table: "Skill", op: "insert" }] });
  });

  it("refuses writes to read-only tables, unknown tables and other schemas, also inside CTEs", () => {
    refuses(`update "AuditLog" set "userId" = 'x'`, /may not update/);
    refuses(`delete from "LessonCompletion"`, /may not delete/);
    refuses(`with d as (delete from "CourseCompletion" returning 1) select count(*) from d`, /may not delete/);
    refuses(`insert into "Nope" values (1)`, /not a table editors may change/);
    refuses(`update other."Lesson" set "title" = 'x'`, /schema/);
  });
});
