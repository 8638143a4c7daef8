// The second section an answer quotes (lib/ask/answer.ts secondSection): a comparison's other side only when it
// names a side the lead does not name yet; the lesson's fix after a problem section.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { answerOffline, buildAskIndex } from "@/lib/ask";
import { loadLessonDocsFromContent, withoutQuestionEntries } from "@/tests/helpers/lesson-docs";

const index = buildAskIndex(withoutQuestionEntries(loadLessonDocsFromContent(path.resolve("prisma/content/courses"))));

describe("comparison answers", () => {
  it("quote no second lesson when the lead already names both sides", () => {
    for (const q of [
      "difference between == and equals when comparing strings",
      "JdbcClient or JPA, which is better for reports",
    ]) {
      const a = answerOffline(index, q);
      const lessons = new Set(a.sources.map((s) => s.url.replace(/#.*$/, "")));
      expect(lessons.size).toBe(1);
    }
  });

  it("add the other side's section when the lead covers one side only", () => {
    const a = answerOffline(index, "WebMvcTest versus SpringBootTest for a controller test");
    const urls = a.sources.map((s) => s.url);
    expect(urls.some((u) => u.includes("/test-slices"))).toBe(true);
    expect(urls.some((u) => u.includes("/spring-boot-test"))).toBe(true);
    expect(a.answer).toMatch(/@SpringBootTest/);
    expect(a.answer).toMatch(/@WebMvcTest/);
  });
});

describe("a question about a problem section", () => {
  it("gets the lesson's fix after the problem", () => {
    const a = answerOffline(index, "why are there so many selects for the customers of my orders list");
    expect(a.sources[0]?.url).toBe("/courses/spring-data-jpa/n-plus-one#what-the-n-1-select-problem-is");
    expect(a.sources.map((s) => s.url)).toContain(
      "/courses/spring-data-jpa/n-plus-one#fixing-n-1-with-join-fetch-and-entitygraph",
    );
    expect(a.answer).toMatch(/join fetch/);
  });
});
