// Passage-level choice of the answer's section (lib/ask/passage.ts): among close candidates, the section with one
// passage naming the question's distinctive words together leads, not the one sharing most generic words.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { answerOffline, buildAskIndex } from "@/lib/ask";
import type { SectionRecord } from "@/lib/ask/build";
import type { OverlapWeights } from "@/lib/ask/overlap";
import { bestPassageScore, promoteByPassage } from "@/lib/ask/passage";
import { loadLessonDocsFromContent, withoutQuestionEntries } from "@/tests/helpers/lesson-docs";

const section = (id: number, heading: string, text: string) =>
  ({ id, heading, anchor: heading.toLowerCase().replace(/\W+/g, "-"), text }) as SectionRecord;
// a question with two words: "clock" (distinctive, weight 3) and "test" (generic, weight 1)
const w: OverlapWeights = {
  byTerm: new Map([
    ["clock", { weight: 1, concepts: [0] }],
    ["test", { weight: 1, concepts: [1] }],
  ]),
  concept: [3, 1],
  bigrams: new Set(),
};
const generic = section(0, "Writing tests", "A test checks one thing. Name each test well. Keep a test fast.");
const specific = section(1, "Fixed time", "Inject a clock and pass a fixed clock in the test.");
const all = [generic, specific];

describe("promoteByPassage", () => {
  it("scores a section by its best single passage", () => {
    expect(bestPassageScore(specific, w)).toBeGreaterThan(bestPassageScore(generic, w));
  });

  it("moves a close candidate whose passage names the distinctive word to the front", () => {
    const ranked = [
      { id: 0, score: 10, coverage: 0.6 },
      { id: 1, score: 8, coverage: 0.6 },
    ];
    expect(promoteByPassage(ranked, all, w, () => true).map((r) => r.id)).toEqual([1, 0]);
  });

  it("keeps the order when the challenger scores far less, covers much less, or does not cover the question", () => {
    const far = [
      { id: 0, score: 10, coverage: 0.6 },
      { id: 1, score: 4, coverage: 0.6 },
    ];
    expect(promoteByPassage(far, all, w, () => true).map((r) => r.id)).toEqual([0, 1]);
    const thin = [
      { id: 0, score: 10, coverage: 0.8 },
      { id: 1, score: 8, coverage: 0.5 },
    ];
    expect(promoteByPassage(thin, all, w, () => true).map((r) => r.id)).toEqual([0, 1]);
    const close = [
      { id: 0, score: 10, coverage: 0.6 },
      { id: 1, score: 8, coverage: 0.6 },
    ];
    expect(promoteByPassage(close, all, w, (r) => r.id === 0).map((r) => r.id)).toEqual([0, 1]);
  });

  it("lets a close section that covers the question lead when the best-scoring one does not (instead of a refusal), only on strong evidence", () => {
    const eligible = (r: { id: number }) => r.id === 1;
    const strong = [
      { id: 0, score: 500, coverage: 0.45 },
      { id: 1, score: 300, coverage: 0.65 },
    ];
    expect(promoteByPassage(strong, all, w, eligible).map((r) => r.id)).toEqual([1, 0]);
    // an off-topic question's sections score in the tens: a refusal stays a refusal
    const weak = [
      { id: 0, score: 35, coverage: 0.45 },
      { id: 1, score: 30, coverage: 0.8 },
    ];
    expect(promoteByPassage(weak, all, w, eligible).map((r) => r.id)).toEqual([0, 1]);
    const thinCover = [
      { id: 0, score: 500, coverage: 0.45 },
      { id: 1, score: 300, coverage: 0.55 },
    ];
    expect(promoteByPassage(thinCover, all, w, eligible).map((r) => r.id)).toEqual([0, 1]);
    const far = [
      { id: 0, score: 700, coverage: 0.45 },
      { id: 1, score: 300, coverage: 0.65 },
    ];
    expect(promoteByPassage(far, all, w, eligible).map((r) => r.id)).toEqual([0, 1]);
  });

  it("answers a test-the-current-date question the JUnit mistakes outscore (the java.time section covers it)", () => {
    const index = buildAskIndex(withoutQuestionEntries(loadLessonDocsFromContent()));
    const a = answerOffline(
      index,
      "how do i unit test code that calls LocalDate.now() inside? test results depend on the day i run them",
    );
    expect(a.covered).toBe(true);
    expect(a.answer).toMatch(/Clock/);
  });

  it("never promotes a recap or the lesson intro", () => {
    const recap = section(1, "Summary", specific.text);
    const ranked = [
      { id: 0, score: 10, coverage: 0.6 },
      { id: 1, score: 8, coverage: 0.6 },
    ];
    expect(promoteByPassage(ranked, [generic, recap], w, () => true).map((r) => r.id)).toEqual([0, 1]);
  });
});

describe("passage choice on the real lessons", () => {
  const index = buildAskIndex(
    withoutQuestionEntries(loadLessonDocsFromContent(path.resolve("prisma/content/courses"))),
  );

  it("answers a test-the-current-date question from the Clock section, not from general testing advice", () => {
    for (const q of [
      "unit test code that depends on LocalDate.now()",
      "mock the current date in a test with a fixed clock",
    ]) {
      const a = answerOffline(index, q);
      expect(a.sources[0]?.url).toBe("/courses/java-io-and-time/java-time-basics#testable-time-inject-a-clock");
      expect(a.answer).toMatch(/Clock\.fixed/);
    }
  });
});
