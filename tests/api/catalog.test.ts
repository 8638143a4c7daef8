// The catalogue API over HTTP against the built app.
import { describe, expect, it } from "vitest";
import { api, BASE, expectErrorShape, postJson } from "../helpers/http";

describe("GET /api/courses", () => {
  it("returns the catalogue with lesson counts, free/pro status and CDN cache headers", async () => {
    const r = await api("/api/courses");
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toMatch(/s-maxage=\d+/);
    expect(r.headers.get("cache-control")).toMatch(/stale-while-revalidate=\d+/);
    expect(r.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const courses = await r.json();
    expect(courses.length).toBeGreaterThanOrEqual(16);
    for (const c of courses) {
      expect(c).toMatchObject({
        id: expect.any(String),
        title: expect.any(String),
        slug: expect.any(String),
        description: expect.any(String),
        isFree: expect.any(Boolean),
        lessonCount: expect.any(Number),
      });
      expect(c.url).toBe(`${BASE}/courses/${c.slug}`);
    }
  });
});

describe("GET /api/courses/{slug}", () => {
  it("returns the course with sections and lessons", async () => {
    const c = await (await api("/api/courses/spring-boot-fundamentals")).json();
    expect(c.sections.length).toBeGreaterThan(0);
    expect(c.sections[0].lessons[0]).toMatchObject({
      slug: expect.any(String),
      title: expect.any(String),
      minutes: expect.any(Number),
      isFree: true,
    });
    expect(c.lessonCount).toBe(c.sections.flatMap((s: { lessons: unknown[] }) => s.lessons).length);
  });
  it("returns 404 NOT_FOUND with a hint for an unknown slug", async () => {
    const body = await expectErrorShape(await api("/api/courses/no-such-course"), 404, "NOT_FOUND");
    expect(body.error.hint).toMatch(/slug|URL/i);
  });
  it("returns 404 for malformed slugs (encoded slashes, dots, unicode, overlong)", async () => {
    for (const s of ["..%2F..%2Fetc", "UPPER", "%F0%9F%98%80", "a".repeat(200), "a_b", "%00"])
      await expectErrorShape(await api(`/api/courses/${s}`), 404, "NOT_FOUND");
  });
  it("answers 405 with Allow for unsupported methods", async () => {
    const r = await api("/api/courses/java-fundamentals", { method: "DELETE" });
    await expectErrorShape(r, 405, "METHOD_NOT_ALLOWED");
    expect(r.headers.get("allow")).toContain("GET");
  });
});

describe("GET /api/courses/{slug}/lessons/{lesson}", () => {
  it("serves a free lesson's Markdown and only the outline of a pro lesson", async () => {
    const free = await (await api("/api/courses/java-fundamentals/lessons/hello-java")).json();
    expect(free).toMatchObject({ locked: false, body: expect.stringContaining("```java") });
    const pro = await (await api("/api/courses/spring-data-jpa/lessons/n-plus-one")).json();
    expect(pro).toMatchObject({ locked: true, body: null });
    expect(pro.headings.length).toBeGreaterThan(2);
  });
});

describe("GET /api/masters", () => {
  it("returns active programs only, with priceCents", async () => {
    const m = await (await api("/api/masters")).json();
    expect(m.length).toBeGreaterThanOrEqual(3);
    expect(m.every((x: { priceCents: number }) => Number.isInteger(x.priceCents))).toBe(true);
    expect(m.map((x: { slug: string }) => x.slug)).not.toContain("java-ee-legacy-migration");
  });
});

describe("GET /api/users/{id}", () => {
  it("returns a public profile by handle and by id, without private fields", async () => {
    const byHandle = await (await api("/api/users/grace-h")).json();
    expect(byHandle).toMatchObject({ firstName: "Grace", lastName: "Hopper", completedCoursesCount: 5 });
    const byId = await (await api(`/api/users/${byHandle.id}`)).json();
    expect(byId.handle).toBe("grace-h");
    expect(JSON.stringify(byId)).not.toMatch(/email|password|scrypt/i);
  });
  it("returns 404 for unknown, private and malformed ids", async () => {
    for (const id of ["nobody-here", "barbara-l", "a%2Fb", "x".repeat(100)]) {
      const body = await expectErrorShape(await api(`/api/users/${id}`), 404, "NOT_FOUND");
      expect(body.error.hint).toMatch(/ID|URL/i);
    }
  });
});

describe("bad input on JSON endpoints", () => {
  it("non-JSON, empty and wrong-type bodies → 400; unsupported content types → 415; never 500", async () => {
    await expectErrorShape(await postJson("/api/ask", "not json"), 400, "BAD_REQUEST");
    await expectErrorShape(
      await api("/api/ask", { method: "POST", headers: { "content-type": "application/json" } }),
      400,
      "BAD_REQUEST",
    );
    await expectErrorShape(await postJson("/api/ask", [1, 2]), 400, "VALIDATION_ERROR");
    await expectErrorShape(
      await api("/api/ask", { method: "POST", headers: { "content-type": "application/xml" }, body: "<q/>" }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    );
  });
});

describe("server-rendered pages", () => {
  it("render the catalogue, a course, a lesson with anchors, masters and a profile; unknown pages are 404", async () => {
    for (const p of ["/", "/courses", "/courses/java-fundamentals", "/masters", "/u/ada-dev"])
      expect((await api(p)).status, p).toBe(200);
    const lesson = await (await api("/courses/exceptions-and-debugging/null-pointer-exception")).text();
    expect(lesson).toMatch(/<h2 id="[a-z0-9-]+">/);
    expect(lesson).not.toMatch(/<script>alert/);
    expect((await api("/courses/nope")).status).toBe(404);
    expect((await api("/u/barbara-l")).status).toBe(404);
  });
  it("render every lesson of every course with working section anchors", async () => {
    const courses = await (await api("/api/courses")).json();
    let lessons = 0;
    for (const c of courses) {
      const detail = await (await api(`/api/courses/${c.slug}`)).json();
      for (const s of detail.sections)
        for (const l of s.lessons) {
          const [page, data] = await Promise.all([
            api(`/courses/${c.slug}/${l.slug}`),
            api(`/api/courses/${c.slug}/lessons/${l.slug}`).then((r) => r.json()),
          ]);
          expect(page.status, l.url).toBe(200);
          const html = await page.text();
          if (!data.locked)
            for (const h of data.headings) expect(html, `${l.url}#${h.anchor}`).toContain(`id="${h.anchor}"`);
          lessons++;
        }
    }
    expect(lessons).toBeGreaterThanOrEqual(120);
  }, 120_000);

  it("send security headers on pages (cached pages: script hashes, tests/api/pages.test.ts; dynamic: a nonce)", async () => {
    const r = await api("/courses");
    const csp = r.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect((await api("/ask")).headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    expect(r.headers.get("referrer-policy")).toBeTruthy();
  });
});
