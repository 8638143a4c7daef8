// POST /api/studio and the /studio page against the built app: who gets in (a signed-in editor, from our origin),
// who does not (anonymous, learners, bearer tokens, other sites), and what editors may do there.
// scripts/test.ts makes the seeded barbara@example.com an editor before the server starts.
import { getTablesQuery } from "@prisma/studio-core/data/postgres-core";
import { beforeAll, describe, expect, it } from "vitest";
import { api, BASE, expectErrorShape, getAccessToken } from "../helpers/http";

const EDITOR = "barbara@example.com";
const LEARNER = "linus@example.com";
const PASSWORD = "learn-java-2026";

/** A next-auth session cookie for a seeded user (the credentials callback, as the sign-in form would post it). */
async function sessionCookie(email: string): Promise<string> {
  const csrf = await api("/api/auth/csrf");
  const jar = (csrf.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const r = await api("/api/auth/callback/credentials", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
    body: new URLSearchParams({ csrfToken, email, password: PASSWORD, json: "true" }),
  });
  const session = (r.headers.getSetCookie?.() ?? [])
    .map((c) => c.split(";")[0])
    .find((c) => c.includes("session-token"));
  if (!session) throw new Error(`no session for ${email}: ${r.status}`);
  return session;
}

const tables = getTablesQuery();
const introspection = { procedure: "query", query: { sql: tables.sql, parameters: tables.parameters } };

function studio(body: unknown, headers: Record<string, string> = {}) {
  return api("/api/studio", {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE, ...headers },
    body: JSON.stringify(body),
  });
}

let editor = "";
let learner = "";
beforeAll(async () => {
  editor = await sessionCookie(EDITOR);
  learner = await sessionCookie(LEARNER);
});

describe("POST /api/studio: access", () => {
  it("401 UNAUTHORIZED for an anonymous visitor", async () => {
    const r = await studio(introspection);
    expect(r.status).toBe(401);
    await expectErrorShape(r, r.status, "UNAUTHORIZED");
  });

  it("403 FORBIDDEN for a signed-in learner", async () => {
    const r = await studio(introspection, { cookie: learner });
    expect(r.status).toBe(403);
    await expectErrorShape(r, r.status, "FORBIDDEN");
  });

  it("403 FORBIDDEN for an agent's bearer token, even next to an editor's cookie", async () => {
    const token = await getAccessToken("read analyze");
    const variants: Record<string, string>[] = [
      { authorization: `Bearer ${token}` },
      { authorization: `Bearer ${token}`, cookie: editor },
    ];
    for (const headers of variants) {
      const r = await studio(introspection, headers);
      expect(r.status).toBe(403);
      await expectErrorShape(r, r.status, "FORBIDDEN");
    }
  });

  it("403 FORBIDDEN for an editor's cookie sent from another site, or without Origin (CSRF)", async () => {
    for (const origin of ["https://evil.example", "null"]) {
      const r = await studio(introspection, { cookie: editor, origin });
      expect(r.status).toBe(403);
      await expectErrorShape(r, r.status, "FORBIDDEN");
    }
    const r = await api("/api/studio", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: editor },
      body: JSON.stringify(introspection),
    });
    expect(r.status).toBe(403);
  });

  it("415 for a form post, 405 with Allow for GET, 400 for a body that is not a Studio request", async () => {
    const form = await api("/api/studio", {
      method: "POST",
      headers: { "content-type": "text/plain", origin: BASE, cookie: editor },
      body: JSON.stringify(introspection),
    });
    expect(form.status).toBe(415);
    const get = await api("/api/studio", { headers: { cookie: editor } });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toContain("POST");
    const bad = await studio({ procedure: "drop-everything" }, { cookie: editor });
    expect(bad.status).toBe(400);
    await expectErrorShape(bad, bad.status, "VALIDATION_ERROR");
  });
});

describe("POST /api/studio: an editor", () => {
  it("gets the table list without hidden tables or the password hash, with RateLimit headers", async () => {
    const r = await studio(introspection, { cookie: editor });
    expect(r.status).toBe(200);
    expect(r.headers.get("ratelimit-policy")).toContain('"studio"');
    const [err, rows] = (await r.json()) as [unknown, { name: string; columns: { name: string }[] }[]];
    expect(err).toBeNull();
    const names = rows.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(["Lesson", "Course", "User", "AuditLog"]));
    for (const hidden of ["AccessToken", "OAuthClient", "UserIdentity", "_prisma_migrations"])
      expect(names).not.toContain(hidden);
    expect(rows.find((t) => t.name === "User")!.columns.map((c) => c.name)).not.toContain("passwordHash");
  });

  it("is refused SQL on hidden tables and columns with 403 in the error shape", async () => {
    for (const sql of [
      `SELECT * FROM "AccessToken"`,
      `SELECT "secretHash" FROM "OAuthClient"`,
      `SELECT "passwordHash" FROM "User"`,
      `UPDATE "User" SET "email" = 'x@example.com'`,
    ]) {
      const r = await studio({ procedure: "query", query: { sql, parameters: [] } }, { cookie: editor });
      expect(r.status, sql).toBe(403);
      const body = await expectErrorShape(r, r.status, "FORBIDDEN");
      expect(body.error.message).toMatch(/refused/);
    }
  });

  it("gets database errors in Studio's [error] form", async () => {
    const r = await studio(
      { procedure: "query", query: { sql: `SELECT "nope" FROM "Lesson"`, parameters: [] } },
      {
        cookie: editor,
      },
    );
    expect(r.status).toBe(200);
    const [err] = (await r.json()) as [{ name: string; message: string }];
    expect(err).toMatchObject({ name: "DatabaseError", message: expect.stringContaining("nope") });
  });
});

describe("GET /studio", () => {
  it("redirects an anonymous visitor to sign in, answers 403 to a learner and 200 to an editor", async () => {
    const anon = await api("/studio");
    expect([303, 307, 308]).toContain(anon.status);
    expect(anon.headers.get("location")).toContain("/signin?next=%2Fstudio".replace("%2F", "/"));
    expect((await api("/studio", { headers: { cookie: learner } })).status).toBe(403);
    const ok = await api("/studio", { headers: { cookie: editor } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("Loading Prisma Studio");
  });
});
