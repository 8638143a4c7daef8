// A one-word question is refused when its word only reaches a longer word by prefix (against the real lessons).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { answerOffline, buildAskIndex } from "@/lib/ask";
import { loadLessonDocsFromContent } from "@/tests/helpers/lesson-docs";

const index = buildAskIndex(loadLessonDocsFromContent(path.resolve("prisma/content/courses")));
const ask = (q: string) => answerOffline(index, q);

describe("off-subject questions", () => {
  it("refuses a one-word question that only reaches a longer word by its prefix", () => {
    expect(ask("what is the meaning of life").sources).toEqual([]);
  });

  it("still answers in-scope questions, including one-word ones", () => {
    expect(ask("Optional").sources.length).toBeGreaterThan(0);
    expect(ask("What is a record in Java?").sources.length).toBeGreaterThan(0);
    expect(ask("How do I return 201 Created with a Location header?").sources.length).toBeGreaterThan(0);
    expect(ask("How do I build a Docker image for a Spring Boot app?").sources.length).toBeGreaterThan(0);
    expect(ask("How do I expose Actuator health probes for Kubernetes?").sources.length).toBeGreaterThan(0);
  });
});
