// A comparison's second side (lib/ask/answer.ts secondSection): another lesson's unit joins only when it names a side
// of the question the lead does not name yet.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { answerOffline, buildAskIndex } from "@/lib/ask";
import { loadLessonDocsFromContent } from "@/tests/helpers/lesson-docs";

const index = buildAskIndex(loadLessonDocsFromContent(path.resolve("prisma/content/courses")));

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
