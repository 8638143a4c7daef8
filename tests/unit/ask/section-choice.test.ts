// Which section of a lesson answers (against the real lessons): the section's own heading and text decide, not the
// lesson title and summary every section shares; a "Common mistakes" section that names the asked word is not
// discounted as a recap.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { answerOffline, buildAskIndex } from "@/lib/ask";
import { loadLessonDocsFromContent, withoutQuestionEntries } from "@/tests/helpers/lesson-docs";

const index = buildAskIndex(withoutQuestionEntries(loadLessonDocsFromContent(path.resolve("prisma/content/courses"))));

describe("section choice within a lesson", () => {
  it("picks the section that names the asked topic", () => {
    const a = answerOffline(index, "virtual thread pinning synchronized");
    expect(a.sources[0].url).toBe(
      "/courses/java-concurrency/virtual-threads#common-mistakes-pinning-pooling-and-threadlocal",
    );
    expect(a.answer).toMatch(/\bpin(s|ned|ning)?\b/);
  });

  it("still prefers the explaining section for a question its recap only repeats", () => {
    const a = answerOffline(index, "what is a virtual thread carrier thread");
    expect(a.sources[0].url).toContain("/courses/java-concurrency/virtual-threads");
    expect(a.sources[0].url).not.toMatch(/#summary$/);
  });
});
