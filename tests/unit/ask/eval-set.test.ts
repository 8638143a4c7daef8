// The evaluation set under tests/fixtures/ask-eval is well-formed and points at real lessons, and the bench's
// measures do what they say (bench/ask prints the numbers; no thresholds are asserted here).
import { describe, expect, it } from "vitest";
import { anchorTable, anchorValid, lessonKey, loadEvalSet, sliceOf, termCoverage } from "@/bench/ask/eval";
import { loadLessonDocsFromContent } from "@/tests/helpers/lesson-docs";

const docs = loadLessonDocsFromContent("prisma/content/courses");
const set = loadEvalSet(docs);

describe("the ask evaluation set", () => {
  it("has at least 250 in-scope and 30 off-topic questions, all well-formed", () => {
    expect(set.invalid).toEqual([]);
    expect(set.inScope.length).toBeGreaterThanOrEqual(250);
    expect(set.offTopic.length).toBeGreaterThanOrEqual(30);
    for (const q of set.inScope) expect(q.terms.length, q.question).toBeGreaterThan(0);
  });

  it("has a held-out and a blind slice, and no question twice within a slice", () => {
    expect(set.inScope.some((q) => sliceOf(q.file) === "held-out")).toBe(true);
    expect(set.inScope.some((q) => sliceOf(q.file) === "blind")).toBe(true);
    expect(set.offTopic.some((q) => sliceOf(q.file) === "blind")).toBe(true);
    for (const slice of ["tuned", "held-out", "blind"]) {
      const all = [...set.inScope, ...set.offTopic]
        .filter((q) => sliceOf(q.file) === slice)
        .map((q) => q.question.toLowerCase().trim());
      expect(new Set(all).size, slice).toBe(all.length);
    }
  });

  it("reports entries whose expected lesson does not exist instead of counting them", () => {
    const only = docs.filter((d) => d.courseSlug !== "spring-security");
    const partial = loadEvalSet(only);
    expect(partial.skipped.some((s) => s.includes("spring-security/cors"))).toBe(true);
    expect(partial.inScope.every((q) => !q.expect.some((e) => e.startsWith("spring-security/")))).toBe(true);
  });
});

describe("bench measures", () => {
  it("counts expected terms case-insensitively, treating hyphens and spaces alike", () => {
    expect(termCoverage("Use `Try-With-Resources` to close it", ["try with resources", "close", "finally"])).toBe(
      2 / 3,
    );
  });

  it("checks anchors against every ## heading id of the lesson", () => {
    const anchors = anchorTable(docs);
    expect(anchorValid("/courses/spring-security/cors#summary", anchors)).toBe(true);
    expect(anchorValid("http://x.test/courses/spring-security/cors", anchors)).toBe(true);
    expect(anchorValid("/courses/spring-security/cors#nope", anchors)).toBe(false);
    expect(lessonKey("http://x.test/courses/a/b#c")).toBe("a/b");
  });
});
