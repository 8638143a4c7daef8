// The read side of the cached pages: Markdown rendered once per content version, a pro lesson's text only for pro
// learners, and the page cache that gives each cached page a CSP of exactly its own inline scripts.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CACHED_PAGE } from "@/lib/pages/cached-pages";
import PageCacheHandler from "@/lib/pages/cache-handler.mjs";
import { hashCsp, inlineScripts, nonceCsp } from "@/lib/pages/csp.mjs";
import { getLessonPage, lessonBodyFor } from "@/lib/services/courses";
import { useTestDatabase } from "../helpers/db";

const db = useTestDatabase();

describe("getLessonPage", () => {
  it("renders a free lesson once per content version and again after an edit", async () => {
    const a = await getLessonPage("java-fundamentals", "hello-java");
    const b = await getLessonPage("java-fundamentals", "hello-java");
    expect(a.html).toContain('<h2 id="');
    expect(b.html).toBe(a.html); // the same string: served from the memo, not rendered again
    const row = await db.prisma().lesson.findFirstOrThrow({ where: { slug: "hello-java" } });
    await db
      .prisma()
      .lesson.update({ where: { id: row.id }, data: { body: `${row.body}\n\n## Edited in Studio\n\nNew text.\n` } });
    const c = await getLessonPage("java-fundamentals", "hello-java");
    expect(c.html).toContain('<h2 id="edited-in-studio">');
    expect(c.lesson.headings.at(-1)).toEqual({ title: "Edited in Studio", anchor: "edited-in-studio", level: 2 });
    await db.prisma().lesson.update({ where: { id: row.id }, data: { body: row.body } });
  });

  it("gives every visitor a pro lesson's outline (its anchors) and no text; the text only to pro learners", async () => {
    const p = await getLessonPage("spring-data-jpa", "n-plus-one");
    expect(p.html).toBeNull();
    expect(p.lesson.body).toBeNull();
    expect(p.lesson.headings.length).toBeGreaterThan(2);
    const ada = await db.prisma().user.findFirstOrThrow({ where: { email: "ada@example.com" } });
    const linus = await db.prisma().user.findFirstOrThrow({ where: { email: "linus@example.com" } });
    const text = await lessonBodyFor("spring-data-jpa", "n-plus-one", { userId: ada.id });
    for (const h of p.lesson.headings) expect(text).toContain(`<h${h.level} id="${h.anchor}">`);
    expect(await lessonBodyFor("spring-data-jpa", "n-plus-one", { userId: linus.id })).toBeNull();
    expect(await lessonBodyFor("spring-data-jpa", "n-plus-one", null)).toBeNull();
    expect(await lessonBodyFor("spring-data-jpa", "nope", { userId: ada.id })).toBeNull();
  });
});

describe("page CSP", () => {
  const html =
    '<html><head><script src="/_next/a.js" async></script></head><body><p>x</p>' +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"a"])</script></body></html>';
  const sha = (s: string) => createHash("sha256").update(s).digest("base64");

  it("lists exactly the inline scripts of a page, by SHA-256, and never 'unsafe-inline' for scripts", () => {
    expect(inlineScripts(html)).toEqual(["(self.__next_f=self.__next_f||[]).push([0])", 'self.__next_f.push([1,"a"])']);
    const csp = hashCsp(inlineScripts(html).map(sha));
    expect(csp).toContain(`script-src 'self' 'sha256-${sha("(self.__next_f=self.__next_f||[]).push([0])")}'`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(nonceCsp("abc")).toMatch(/script-src 'self' 'nonce-abc' 'strict-dynamic';/);
    expect(nonceCsp("abc")).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it("the page cache stores each page with the CSP of its own HTML, and forgets pages by tag", async () => {
    const cache = new PageCacheHandler();
    const headers: Record<string, string> = { "x-next-cache-tags": "_N_T_/layout,_N_T_/courses" };
    const entry = { kind: "APP_PAGE", html, headers };
    await cache.set("/courses", entry, {});
    const hit = (await cache.get("/courses"))!;
    expect(hit.value.headers?.["content-security-policy"]).toBe(hashCsp(inlineScripts(html).map(sha)));
    expect(headers["content-security-policy"]).toBeDefined(); // the first response is sent from this object
    await cache.revalidateTag(["_N_T_/courses"]);
    expect(await cache.get("/courses")).toBeNull();
  });
});

describe("cached pages and the middleware agree", () => {
  it("every page with `revalidate` is in CACHED_PAGE (hash CSP) and every force-dynamic page is not (nonce CSP)", () => {
    const root = path.resolve("app");
    const pages = fs.readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => /(^|\/)page\.tsx$/.test(f));
    expect(pages.length).toBeGreaterThan(10);
    for (const f of pages) {
      const src = fs.readFileSync(path.join(root, f), "utf8");
      const route =
        "/" +
        path
          .dirname(f)
          .split("/")
          .filter((s) => s !== "." && !/^\(.*\)$/.test(s))
          .map((s) => (s.startsWith("[") ? "some-slug" : s))
          .join("/");
      const cached = /export const revalidate = \d+/.test(src);
      const dynamic = /export const dynamic = "force-dynamic"/.test(src);
      expect(cached !== dynamic, `${f}: exactly one of revalidate / force-dynamic`).toBe(true);
      expect(CACHED_PAGE.test(route), `${route} (${f})`).toBe(cached);
    }
  });
});
