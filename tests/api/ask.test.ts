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
