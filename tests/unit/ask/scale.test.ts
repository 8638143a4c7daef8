// The two-phase retrieval used on large corpora (common terms only scored for candidates) still finds the right
// lesson. The seeded content is too small to take that path, so this plants lessons in a synthetic corpus.
import { describe, expect, it } from "vitest";
import { answerOffline, buildAskIndex, searchSections, type LessonDoc } from "@/lib/ask";
import { syntheticLessons } from "@/bench/ask/corpus";

const planted: LessonDoc[] = [
  {
    courseSlug: "lambdas-and-streams",
    courseTitle: "Lambdas and Streams",
    lessonSlug: "method-references",
    lessonTitle: "Method references",
    summary: "Replace a lambda that only calls a method by a method reference with the double colon.",
    body: "## The four kinds of method references\n\n`String::length` refers to an instance method of an arbitrary object; `System.out::println` to one of a particular object.",
    pro: false,
  },
  {
    courseSlug: "spring-data-jpa",
    courseTitle: "Spring Data JPA",
    lessonSlug: "n-plus-one",
    lessonTitle: "Finding and fixing N+1 queries",
    summary: "Recognise the N+1 select problem and fix it with join fetch.",
    body: "The N+1 problem: one query loads N orders, lazy loading then runs one query per order.\n\n## Fixing it with join fetch\n\nFetch the customers in the same query with `join fetch`.",
    pro: true,
  },
];

describe("retrieval at scale", () => {
  const corpus = [...syntheticLessons(1500, 3), ...planted];
  const index = buildAskIndex(corpus);

  it("takes the two-phase path and still ranks the planted lessons first", () => {
    expect(index.sections.length).toBeGreaterThan(7000);
    // "method", "class", "exception" … are very common in the synthetic corpus
    expect((index.df.get("method") ?? 0) / index.sections.length).toBeGreaterThan(0.1);
    for (const [q, lesson] of [
      ["method references with double colon", "method-references"],
      ["what is a method reference", "method-references"],
      ["what is N+1", "n-plus-one"],
      ["fix N+1 queries with join fetch", "n-plus-one"],
    ]) {
      const hits = searchSections(index, q, { limit: 3 });
      expect(hits[0]?.lessonSlug, q).toBe(lesson);
      expect(answerOffline(index, q).covered, q).toBe(true);
    }
  });

  it("answers every question on a large corpus (speed: bench/ask/run.ts)", () => {
    const questions = [
      "how to fix ConcurrentModificationException",
      "Optional map orElse",
      "class vs record",
      "Spring Boot bean",
    ];
    for (const q of questions) expect(answerOffline(index, q).answer.length, q).toBeGreaterThan(0);
  });
});
