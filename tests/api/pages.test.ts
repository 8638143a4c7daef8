// Cached learner pages over HTTP: the same HTML for everyone, cacheable by a CDN, a CSP of script hashes that
// matches the page exactly (never 'unsafe-inline' scripts), dynamic pages keep per-request nonces, and every
// section anchor of every pro lesson exists for an anonymous visitor.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";

const CACHED = [
  "/",
  "/courses",
  "/courses/spring-data-jpa",
  "/courses/exceptions-and-debugging/null-pointer-exception",
  "/courses/spring-data-jpa/n-plus-one",
  "/masters",
  "/docs/api",
];
const sha = (s: string) => createHash("sha256").update(s, "utf8").digest("base64");

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\bsrc=/.test(m[1]))
    .map((m) => m[2]);
}

describe("cached learner pages", () => {
  it("are cacheable by a CDN (s-maxage + stale-while-revalidate) and set no cookie for visitors", async () => {
    for (const p of CACHED) {
      const r = await api(p);
      expect(r.status, p).toBe(200);
      expect(r.headers.get("cache-control"), p).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/);
      expect(r.headers.get("set-cookie"), p).toBeNull();
    }
  });

  it("carry a CSP that allows exactly their own inline scripts by hash: no nonce, no 'unsafe-inline'", async () => {
    for (const p of CACHED) {
      const r = await api(p);
      const html = await r.text();
      const csp = r.headers.get("content-security-policy") ?? "";
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
      expect(scriptSrc, p).not.toContain("'unsafe-inline'");
      expect(scriptSrc, p).not.toContain("'nonce-");
      expect(csp, p).toContain("frame-ancestors 'none'");
      expect(csp, p).toContain("object-src 'none'");
      const scripts = inlineScripts(html);
      expect(scripts.length, p).toBeGreaterThan(0);
      for (const s of scripts) expect(scriptSrc, `${p}: ${s.slice(0, 60)}`).toContain(`'sha256-${sha(s)}'`);
      expect(scriptSrc.match(/'sha256-/g)?.length, p).toBe(new Set(scripts.map(sha)).size);
    }
  });

  it("are byte-identical for a visitor and for a request with a session cookie (nothing per visitor in the HTML)", async () => {
    for (const p of CACHED.slice(1, 5)) {
      const anonymous = await (await api(p)).text();
      const r = await api(p, { headers: { cookie: "next-auth.session-token=someone-else; learn.signed-in=1" } });
      expect(await r.text(), p).toBe(anonymous);
      expect(anonymous, p).not.toMatch(/You completed this lesson|lessons done|Continue where you left off/);
    }
  });

  it("never set a cookie, also for a request with a session cookie (the hint is kept in step on dynamic pages)", async () => {
    for (const p of CACHED)
      expect(
        (await api(p, { headers: { cookie: "next-auth.session-token=abc" } })).headers.get("set-cookie"),
        p,
      ).toBeNull();
    const on = await api("/search", { headers: { cookie: "next-auth.session-token=abc" } });
    expect(on.headers.get("set-cookie")).toMatch(/^learn\.signed-in=1; Path=\/; SameSite=lax$/i);
    const off = await api("/search", { headers: { cookie: "learn.signed-in=1" } });
    expect(off.headers.get("set-cookie")).toMatch(/^learn\.signed-in=; Path=\/; Expires=Thu, 01 Jan 1970/i);
    const steady = await api("/search", { headers: { cookie: "next-auth.session-token=abc; learn.signed-in=1" } });
    expect(steady.headers.get("set-cookie")).toBeNull();
  });

  it("unknown courses and lessons are 404, with the same hash-based CSP", async () => {
    for (const p of ["/courses/nope", "/courses/java-fundamentals/nope", "/courses/BAD_slug"]) {
      const r = await api(p);
      expect(r.status, p).toBe(404);
      const csp = r.headers.get("content-security-policy") ?? "";
      for (const s of inlineScripts(await r.text())) expect(csp, p).toContain(`'sha256-${sha(s)}'`);
    }
  });
});

describe("dynamic pages", () => {
  it("keep a fresh nonce per request and are never cached", async () => {
    for (const p of ["/ask", "/signin", "/search?q=records"]) {
      const [a, b] = [await api(p), await api(p)];
      const nonce = (r: Response) => /'nonce-([^']+)'/.exec(r.headers.get("content-security-policy") ?? "")?.[1];
      expect(nonce(a), p).toBeTruthy();
      expect(nonce(a), p).not.toBe(nonce(b));
      expect(a.headers.get("cache-control"), p).toMatch(/no-store/);
      expect(a.headers.get("content-security-policy"), p).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });
});

describe("pro lessons for an anonymous visitor", () => {
  it("render every ## section heading with its anchor (the ids the outline and the ask sources link to)", async () => {
    const courses = await (await api("/api/courses")).json();
    let anchors = 0;
    for (const c of courses) {
      const detail = await (await api(`/api/courses/${c.slug}`)).json();
      for (const s of detail.sections)
        for (const l of s.lessons) {
          if (l.isFree) continue;
          const [page, data] = await Promise.all([
            api(`/courses/${c.slug}/${l.slug}`).then((r) => r.text()),
            api(`/api/courses/${c.slug}/lessons/${l.slug}`).then((r) => r.json()),
          ]);
          expect(data.locked, l.url).toBe(true);
          expect(data.headings.length, l.url).toBeGreaterThan(0);
          for (const h of data.headings) {
            // sections are h2 (and in the outline), the questions of "Questions learners ask" h3
            expect(page, `${l.url}#${h.anchor}`).toContain(`<h${h.level} id="${h.anchor}">`);
            expect(page, `${l.url}: anchor link`).toContain(`href="#${h.anchor}"`);
            anchors++;
          }
          expect(page, l.url).toContain("This is a pro lesson.");
          expect(page, l.url).not.toContain('<figure class="code">'); // the outline, not the text
        }
    }
    expect(anchors).toBeGreaterThan(100);
  }, 120_000);
});
