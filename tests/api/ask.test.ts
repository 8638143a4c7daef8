// POST /api/ask over HTTP: shape, sources, streaming, bad input and the 30/minute limit.
import { describe, expect, it } from "vitest";
import { api, BASE, expectErrorShape, getAccessToken, postJson } from "../helpers/http";

describe("POST /api/ask", () => {
  it("answers from the lessons with real lesson-section sources", async () => {
    const token = await getAccessToken("read");
    const r = await postJson(
      "/api/ask",
      { query: "Why is field injection discouraged in Spring?" },
      { authorization: `Bearer ${token}` },
    );
    expect(r.status).toBe(200);
    expect(r.headers.get("x-answer-engine")).toBe("offline");
    expect(r.headers.get("ratelimit-policy")).toBe('"ask";q=30;w=60');
    expect(r.headers.get("ratelimit")).toMatch(/^"ask";r=\d+;t=\d+$/);
    const body = await r.json();
    expect(body.answer.length).toBeGreaterThan(50);
    expect(body.sources[0].url).toMatch(
      new RegExp(`^${BASE}/courses/spring-boot-fundamentals/constructor-vs-field-injection`),
    );
    // the anchor exists on the lesson page
    const [pagePath, anchor] = body.sources[0].url.replace(BASE, "").split("#");
    if (anchor) expect(await (await api(pagePath)).text()).toContain(`id="${anchor}"`);
  });

  it("says plainly when the courses do not cover a question", async () => {
    const body = await (await postJson("/api/ask", { query: "What is the best pizza dough recipe?" })).json();
    expect(body.sources).toEqual([]);
    expect(body.answer).toMatch(/not cover|don't cover|do not cover/i);
  });

  it("streams server-sent events: sources first, then deltas, then done", async () => {
    const r = await postJson(
      "/api/ask",
      { query: "How do I fix a NullPointerException?" },
      { accept: "text/event-stream" },
    );
    expect(r.headers.get("content-type")).toContain("text/event-stream");
    const text = await r.text();
    const events = [...text.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
    expect(events[0]).toBe("sources");
    expect(events).toContain("delta");
    expect(events.at(-1)).toBe("done");
  });

  it("refuses a missing, empty, non-string or over-2,000-character query with 400", async () => {
    for (const body of [
      {},
      { query: "" },
      { query: "   " },
      { query: 42 },
      { query: "x".repeat(2001) },
      { query: "ok", extra: 1 },
    ])
      await expectErrorShape(await postJson("/api/ask", body), 400, "VALIDATION_ERROR");
  });

  it("returns 429 with Retry-After on the 31st request in a minute (per token subject)", async () => {
    const token = await getAccessToken("read");
    const statuses = await Promise.all(
      Array.from({ length: 31 }, () =>
        postJson("/api/ask", { query: "What is a record?" }, { authorization: `Bearer ${token}` }).then(async (r) => ({
          status: r.status,
          retry: r.headers.get("retry-after"),
          body: await r.json(),
        })),
      ),
    );
    expect(statuses.filter((s) => s.status === 200).length).toBe(30);
    const limited = statuses.find((s) => s.status === 429)!;
    expect(Number(limited.retry)).toBeGreaterThan(0);
    expect(limited.body.error.code).toBe("RATE_LIMITED");
    // another caller is not affected
    expect(
      (
        await postJson(
          "/api/ask",
          { query: "What is a record?" },
          { authorization: `Bearer ${await getAccessToken("read")}` },
        )
      ).status,
    ).toBe(200);
  });
});

/** Reads the not-covered log of the server's database: the Postgres server, or a snapshot of its PGlite folder. */
async function readGapLog(): Promise<{ normalized: string; count: number }[]> {
  const sql = `SELECT "normalized", "count" FROM "UnansweredQuestion"`;
  if (process.env.DATABASE_URL) {
    const { Client } = await import("pg");
    const c = new Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    try {
      return (await c.query(sql)).rows;
    } finally {
      await c.end();
    }
  }
  // The server holds its PGlite folder; a copy (write-ahead log copied last) opens like a crash-consistent snapshot.
  const fs = await import("node:fs");
  const os = await import("node:os");
  const path = await import("node:path");
  const src = path.resolve(".data", "pglite-http");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gap-snapshot-"));
  fs.cpSync(src, dir, { recursive: true, filter: (f) => !f.includes(`${path.sep}pg_wal`) });
  fs.cpSync(path.join(src, "pg_wal"), path.join(dir, "pg_wal"), { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(dir);
  try {
    return (await db.query<{ normalized: string; count: number }>(sql)).rows;
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("the not-covered log over HTTP", () => {
  it("records a not-covered question without the caller's token, address or the secrets in its text", async () => {
    const token = await getAccessToken("read");
    const marker = `zorblax${Date.now()}`;
    const r = await postJson(
      "/api/ask",
      {
        query: `How do I cook ${marker} soup? mail me at learner@example.com, my key is sk_test_4eC39HqLyjWDarjtT1zdp7dc`,
      },
      { authorization: `Bearer ${token}`, "x-forwarded-for": "203.0.113.99" },
    );
    expect(r.status).toBe(200);
    expect((await r.json()).sources).toEqual([]);
    let rows: { normalized: string; count: number }[] = [];
    for (let i = 0; i < 50 && !rows.some((x) => x.normalized.includes(marker)); i++) {
      await new Promise((res) => setTimeout(res, 200));
      rows = await readGapLog();
    }
    const row = rows.find((x) => x.normalized.includes(marker));
    expect(row).toMatchObject({
      normalized: `how do i cook ${marker} soup? mail me at <email>, my key is <token>`,
      count: 1,
    });
    const all = JSON.stringify(rows);
    expect(all).not.toContain(token);
    expect(all).not.toContain(token.split(".")[1]);
    expect(all).not.toMatch(/203\.0\.113|127\.0\.0\.1|learner@example\.com|sk_test_/);
  });
});
