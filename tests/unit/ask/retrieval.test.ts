// Ranking details of the ask index on small synthetic lessons.
import { describe, expect, it } from "vitest";
import { buildAskIndex, searchSections, type LessonDoc } from "@/lib/ask";
import { analyzeQuery } from "@/lib/ask/query";
import { identifierParts, indexTerms, rawWords, splitSentences } from "@/lib/ask/text";
import { stem } from "@/lib/ask/stem";

function lesson(
  courseSlug: string,
  lessonSlug: string,
  lessonTitle: string,
  body: string,
  extra: Partial<LessonDoc> = {},
): LessonDoc {
  return { courseSlug, courseTitle: courseSlug, lessonSlug, lessonTitle, summary: "", body, pro: false, ...extra };
}

const filler =
  "This paragraph talks about unrelated things such as planning your study time, taking notes while reading and keeping a steady pace.";

const corpus: LessonDoc[] = [
  lesson(
    "exc",
    "npe",
    "Fixing the most common runtime crash",
    `Intro text. ${filler}\n\n## Where it comes from\n\nCalling a method on a reference that holds nothing throws a NullPointerException. ${filler}\n\n## Summary\n\n${filler}`,
  ),
  lesson(
    "exc",
    "null-words",
    "Absent values",
    `## Null pointer basics\n\nA null pointer means the variable refers to no object. ${filler}`,
  ),
  lesson(
    "spring",
    "beans",
    "Beans in Spring",
    `## Dependency injection\n\nThe container hands each object the collaborators it needs: this is dependency injection. ${filler}`,
  ),
  lesson(
    "data",
    "nplus1",
    "Query performance",
    `## The N+1 select problem\n\nLoading a list of orders and then their customers one by one issues N+1 queries. ${filler}`,
  ),
  lesson(
    "data",
    "tx",
    "Transactions",
    `## Proxies and private methods\n\nThe @Transactional annotation is ignored on private methods because calls do not go through the proxy. ${filler}`,
  ),
  lesson(
    "core",
    "contract",
    "Object contracts",
    `## Overriding equals()\n\nAlways override hashCode() when you override equals(). ${filler}`,
  ),
  lesson(
    "conc",
    "cf",
    "Async pipelines",
    `## Chaining with thenCompose\n\nUse thenCompose to chain a CompletableFuture that returns another future.\n\n\`\`\`java\nCompletableFuture<User> user = findId().thenCompose(this::loadUser);\n\`\`\`\n\n${filler}`,
  ),
  lesson(
    "sec",
    "sqli",
    "SQL injection",
    `## Injection in Spring Data\n\nString concatenation in a Spring Data query allows SQL injection. ${filler}`,
  ),
  lesson(
    "sec",
    "passwords",
    "Storing credentials",
    `## Hash a password\n\nNever store a password in plain text; hash it with bcrypt. ${filler}`,
  ),
  lesson("misc", "heading-match", "Misc A", `## Garbage collection\n\n${filler}`),
  lesson(
    "misc",
    "body-match",
    "Misc B",
    `## Memory\n\nThe JVM frees memory through garbage collection eventually, ${filler}`,
  ),
  lesson(
    "misc",
    "code-only",
    "Misc C",
    `## Code\n\n${filler}\n\n\`\`\`java\nvar probe = new AllocationProbe();\n\`\`\``,
  ),
  lesson("misc", "prose-probe", "Misc D", `## Tools\n\nAn allocation probe helps you see where memory goes. ${filler}`),
];
const index = buildAskIndex(corpus);
const lessonsOf = (q: string, limit = 3) => searchSections(index, q, { limit }).map((h) => h.lessonSlug);

describe("text analysis", () => {
  it("keeps a Java identifier whole and also splits its camelCase parts", () => {
    expect(identifierParts("NullPointerException")).toEqual(["null", "pointer", "exception"]);
    expect(identifierParts("HTTPServer")).toEqual(["http", "server"]);
    expect(identifierParts("MAX_VALUE")).toEqual(["max", "value"]);
    expect(identifierParts("simple")).toEqual([]);
    const terms = indexTerms("NullPointerException");
    expect(terms).toContain(stem("nullpointerexception"));
    expect(terms).toEqual(expect.arrayContaining(["null", "pointer", stem("exception")]));
  });

  it("strips @ and () and normalises N+1", () => {
    expect(rawWords("@Transactional on equals() and N+1 / n plus one")).toEqual([
      "Transactional",
      "on",
      "equals",
      "and",
      "nplusone",
      "nplusone",
    ]);
  });

  it("stems English suffixes consistently", () => {
    expect(stem("injection")).toBe(stem("injected"));
    expect(stem("hashing")).toBe(stem("hash"));
    expect(stem("passwords")).toBe("password");
    // irregular past forms of a learner's story meet the base verb
    expect(stem("wrote")).toBe(stem("write"));
    expect(stem("thrown")).toBe(stem("throws"));
    expect(stem("classes")).toBe("class");
    expect(stem("generics")).not.toBe(stem("general"));
  });

  it("splits sentences but not inside inline code or after e.g.", () => {
    expect(splitSentences("Call `a.b(). C` first. Then e.g. this. Done!")).toEqual([
      "Call `a.b(). C` first.",
      "Then e.g. this.",
      "Done!",
    ]);
  });

  it("drops stop words and question filler", () => {
    expect(analyzeQuery("what is the difference between them?").terms).toEqual([]);
    expect(searchSections(index, "what is the")).toEqual([]);
  });
});

describe("searchSections", () => {
  it("matches NullPointerException by the phrase 'null pointer exception' and vice versa", () => {
    expect(lessonsOf("null pointer exception", 2)).toContain("npe");
    expect(lessonsOf("NullPointerException", 2)).toEqual(expect.arrayContaining(["npe", "null-words"]));
  });

  it("expands Java/Spring synonyms at query time", () => {
    expect(lessonsOf("DI", 1)).toEqual(["beans"]);
    expect(lessonsOf("how do I fix NPE", 1)).toEqual(["npe"]);
    expect(lessonsOf("n plus one problem", 1)).toEqual(["nplus1"]);
    expect(lessonsOf("what is N+1", 1)).toEqual(["nplus1"]);
    expect(lessonsOf("lazy loading select problem", 1)).toEqual(["nplus1"]);
    expect(lessonsOf("CF thenCompose", 1)).toEqual(["cf"]);
  });

  it("counts a multi-word synonym only when all its words match", () => {
    const hits = searchSections(index, "DI in spring", { limit: 5 });
    expect(hits[0].lessonSlug).toBe("beans");
    const sqli = hits.find((h) => h.lessonSlug === "sqli");
    expect(sqli?.coverage ?? 0).toBeLessThan(hits[0].coverage!);
    expect(sqli?.coverage ?? 0).toBeLessThan(0.8);
  });

  it("handles @annotations, method calls and camelCase in the query", () => {
    expect(lessonsOf("@Transactional private method", 1)).toEqual(["tx"]);
    expect(lessonsOf("equals() and hashCode()", 1)).toEqual(["contract"]);
    expect(lessonsOf("hash code", 1)).toEqual(["contract"]);
  });

  it("stems, tolerates typos in longer terms and prefix-matches the last word", () => {
    expect(lessonsOf("hashing passwords", 1)).toEqual(["passwords"]);
    expect(lessonsOf("dependncy injecton", 1)).toEqual(["beans"]);
    expect(lessonsOf("CompletableFuture thenComp", 1)).toEqual(["cf"]);
    // no prefix matching once the question is finished
    const q = analyzeQuery("CompletableFuture thenComp?");
    expect(q.terms.some((t) => t.prefix)).toBe(false);
    expect(analyzeQuery("CompletableFuture thenComp").terms.find((t) => t.prefix)?.term).toBe("thencomp");
  });

  it("boosts headings over body text and body text over code", () => {
    expect(lessonsOf("garbage collection", 2)).toEqual(["heading-match", "body-match"]);
    expect(lessonsOf("allocation probe", 2)).toEqual(["prose-probe", "code-only"]);
  });

  it("returns section URLs with anchors from splitSections and titles 'Lesson – Section'", () => {
    const [hit] = searchSections(index, "N+1 select", { limit: 1 });
    expect(hit.url).toBe("/courses/data/nplus1#the-n-1-select-problem");
    expect(hit.anchor).toBe("the-n-1-select-problem");
    expect(hit.title).toBe("Query performance – The N+1 select problem");
    expect(hit.section).toBe("The N+1 select problem");
    expect(hit.snippet).toContain("N+1 queries");
    expect(hit.text).toContain("Loading a list of orders");
    const [intro] = searchSections(index, "intro text crash", { limit: 1 });
    expect(intro.url).toBe("/courses/exc/npe");
    expect(intro.title).toBe("Fixing the most common runtime crash");
  });

  it("puts the best section of each lesson first (diversification)", () => {
    const many = buildAskIndex([
      ...corpus,
      lesson(
        "c",
        "a",
        "Streams",
        ["One", "Two", "Three"]
          .map((h) => `## Streams ${h}\n\nStreams filter and map collections lazily.`)
          .join("\n\n"),
      ),
      lesson(
        "c",
        "b",
        "Collectors",
        "## Grouping\n\nStreams filter elements and map them before a collector groups them.",
      ),
    ]);
    const hits = searchSections(many, "streams filter map", { limit: 4 });
    // Without diversification the three "Streams …" sections of lesson a would fill the top; now b is in the top 2.
    expect(new Set(hits.slice(0, 2).map((h) => h.lessonSlug))).toEqual(new Set(["a", "b"]));
    expect(hits.map((h) => h.lessonSlug).sort()).toEqual(["a", "a", "a", "b"]);
    const raw = [...hits].sort((x, y) => y.score - x.score).map((h) => h.lessonSlug);
    expect(raw).toEqual(["a", "a", "a", "b"]); // by score alone, b would come last
  });

  it("respects the limit and tolerates empty input", () => {
    expect(searchSections(index, "the garbage", { limit: 2 }).length).toBeLessThanOrEqual(2);
    expect(searchSections(index, "")).toEqual([]);
    expect(searchSections(buildAskIndex([]), "anything")).toEqual([]);
  });
});
