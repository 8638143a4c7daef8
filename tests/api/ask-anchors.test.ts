// Ask's sources land on their section for every visitor: a source in a pro lesson links to `…/lesson#section`, and
// the locked page an anonymous visitor gets must render that id (issue 16).
import { describe, expect, it } from "vitest";
import { api, BASE, getAccessToken, postJson } from "../helpers/http";

// Questions whose best lessons sit in pro courses (security, JPA, messaging, production, JDBC).
const QUESTIONS = [
  "How do I hash passwords with BCrypt in Spring Security?",
  "What is the N+1 select problem in JPA and how do I fix it?",
  "How does optimistic locking with @Version work?",
  "How do I configure a SecurityFilterChain for a REST API?",
  "What is the transactional outbox pattern?",
  "How do I expose Actuator health probes for Kubernetes?",
  "How do I write a Flyway migration?",
  "How do I send a message to RabbitMQ from Spring Boot?",
  "How do I use method security with @PreAuthorize?",
  "How do I cache method results with @Cacheable?",
];

describe("ask sources in pro lessons", () => {
  it("every source URL's #anchor exists on the page an anonymous visitor gets", async () => {
    const token = await getAccessToken("read"); // its own rate-limit subject
    const proCourses = new Set(
      ((await (await api("/api/courses")).json()) as { slug: string; access: string }[])
        .filter((c) => c.access === "pro")
        .map((c) => c.slug),
    );
    const pages = new Map<string, string>();
    let proSources = 0;
    let anchored = 0;
    for (const query of QUESTIONS) {
      const r = await postJson("/api/ask", { query }, { authorization: `Bearer ${token}` });
      expect(r.status, query).toBe(200);
      const { sources } = (await r.json()) as { sources: { url: string }[] };
      expect(sources.length, query).toBeGreaterThan(0);
      for (const s of sources) {
        const [url, anchor] = s.url.split("#");
        const path = url.replace(BASE, "");
        if (proCourses.has(path.split("/")[2])) proSources++;
        if (!pages.has(path)) pages.set(path, await (await api(path)).text()); // no cookie, no token
        expect(pages.get(path), `${s.url} for an anonymous visitor`).toMatch(/<h1/);
        // a source without an anchor is the lesson as a whole; one with an anchor must land on its heading
        if (anchor) {
          anchored++;
          expect(pages.get(path), `${s.url} for an anonymous visitor`).toContain(`id="${anchor}"`);
        }
      }
    }
    expect(proSources).toBeGreaterThan(5);
    expect(anchored).toBeGreaterThan(5);
  });
});
