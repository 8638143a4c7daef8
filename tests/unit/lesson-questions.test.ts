// "Questions learners ask" (prisma/content/README.md): the format and its checks, the anchors the lesson page
// renders, and Ask answering from an entry (lib/ask/entry.ts) — over a synthetic lesson and over the real content.
import { describe, expect, it } from "vitest";
import { answerQuestion, buildAskIndex, type LessonDoc } from "@/lib/ask";
import { checkAnswerUnits, checkQuestions } from "@/lib/content/answer-units";
import { QUESTIONS_HEADING, splitQuestions, splitSections } from "@/lib/content/sections";
import { renderMarkdown } from "@/lib/markdown";
import { loadLessonDocsFromContent, withoutQuestionEntries } from "@/tests/helpers/lesson-docs";

const BODY = [
  "Maps store values by key.",
  "",
  "## Reading a missing key",
  "",
  "**In short:** `Map.get` returns `null` for a key the map does not hold; use `getOrDefault` or `containsKey`.",
  "",
  "`Map.get` returns `null` when the key is missing. Unboxing that `null` into an `int` throws a `NullPointerException`.",
  "",
  "```java",
  "int qty = stock.getOrDefault(product, 0);",
  "```",
  "",
  "## Iterating a map",
  "",
  "**In short:** Iterate `entrySet()` to get keys and values together.",
  "",
  "Loop over `map.entrySet()` and read `getKey()` and `getValue()` of each entry; `keySet()` plus `get` looks up every key twice.",
  "",
  `## ${QUESTIONS_HEADING}`,
  "",
  "### Why does `int qty = stock.get(product)` throw a `NullPointerException`?",
  "",
  "The map has no entry for the product, so `get` returns `null`, and unboxing `null` into an `int` throws. Read it with `stock.getOrDefault(product, 0)`, or check `containsKey` first.",
  "",
  "```java",
  "int qty = stock.getOrDefault(product, 0);",
  "```",
  "",
  "More: [Reading a missing key](#reading-a-missing-key)",
  "",
  "### How do I loop over the keys and values of a `HashMap`?",
  "",
  "Loop over `map.entrySet()` and read `getKey()` and `getValue()` of each entry.",
  "",
  "More: [Iterating a map](#iterating-a-map)",
  "",
  "### Can a `HashMap` hold a `null` key?",
  "",
  "Yes: `HashMap` allows one `null` key and any number of `null` values; `TreeMap` and `Map.of` reject `null` keys.",
  "",
  "More: [Reading a missing key](#reading-a-missing-key)",
  "",
  "### What does `getOrDefault` do?",
  "",
  "`Map.getOrDefault(key, fallback)` returns the value stored for the key, or the fallback when the map has no entry for the key.",
  "",
  "More: [Reading a missing key](#reading-a-missing-key)",
].join("\n");

const doc: LessonDoc = {
  courseSlug: "collections",
  courseTitle: "Collections",
  lessonSlug: "maps",
  lessonTitle: "Working with maps",
  summary: "Read, write and iterate a Map.",
  body: BODY,
  pro: false,
};

const questionsSection = () => splitSections(BODY).find((s) => s.heading === QUESTIONS_HEADING)!;

describe("the Questions learners ask section", () => {
  it("splits into questions with q- anchors and passes the content check", () => {
    const qs = splitQuestions(questionsSection().body);
    expect(qs.map((q) => q.anchor)).toEqual([
      "q-why-does-int-qty-stock-get-product-throw-a-nullpointerexception",
      "q-how-do-i-loop-over-the-keys-and-values-of-a-hashmap",
      "q-can-a-hashmap-hold-a-null-key",
      "q-what-does-getordefault-do",
    ]);
    expect(qs[0].body).toMatch(/^The map has no entry/);
    expect(checkAnswerUnits(BODY)).toEqual({ missing: [], errors: [] });
  });

  it("reports what breaks the format", () => {
    const bad = [
      "### Why this",
      "",
      "As shown below, see [the docs](https://example.com).",
      "",
      "More: [Nowhere](#nowhere)",
      "",
      "### What next?",
      "",
      "### Why is it slow?",
      "",
      "It loops twice.",
      "",
      "More: [Iterating a map](#iterating-a-map)",
      "",
      "### What last?",
      "",
      "```java",
      "x();",
      "```",
    ].join("\n");
    const errors = checkQuestions(bad, BODY).join("\n");
    expect(errors).toMatch(/Why is it slow\?: answer starts with "It"/);
    expect(errors).toMatch(/Why this: the question must end with "\?"/);
    expect(errors).toMatch(/answer contains a link/);
    expect(errors).toMatch(/refers to unseen context/);
    expect(errors).toMatch(/links to #nowhere, not a section of this lesson/);
    expect(errors).toMatch(/What next\?: no answer paragraph/);
    expect(checkQuestions("### Only one?\n\nYes.\n\nMore: [Iterating a map](#iterating-a-map)", BODY).join()).toMatch(
      /1 questions \(3 to 14\)/,
    );
    // not the last section
    const moved = BODY.replace(`## ${QUESTIONS_HEADING}`, `## Later\n\n**In short:** Fine.\n\n## ${QUESTIONS_HEADING}`);
    expect(checkAnswerUnits(`${moved}\n\n## Tail\n\n**In short:** Last.`).errors.join("\n")).toMatch(
      /must be the last/,
    );
  });

  it("renders an anchor on each question, equal to the one Ask links to", () => {
    const html = renderMarkdown(BODY);
    for (const q of splitQuestions(questionsSection().body)) expect(html).toContain(`<h3 id="${q.anchor}">`);
    // ordinary ### headings elsewhere get no question anchor
    expect(renderMarkdown("## A\n\n### Detail\n\ntext")).not.toMatch(/<h3 id=/);
  });
});

describe("Ask answers from an entry", () => {
  const index = buildAskIndex([doc]);

  it("leads with the entry's answer, shows its code, and cites the entry (what it quotes)", () => {
    const a = answerQuestion(index, "why does int qty = stock.get(product) throw a NullPointerException?");
    expect(a.covered).toBe(true);
    expect(a.answer.split("\n")[0]).toMatch(/^The map has no entry for the product/);
    expect(a.answer).toContain("stock.getOrDefault(product, 0);");
    expect(a.answer).not.toMatch(/^More:/m);
    expect(a.sources.map((s) => s.url)).toEqual([
      "/courses/collections/maps#q-why-does-int-qty-stock-get-product-throw-a-nullpointerexception",
    ]);
  });

  it("gives the model path the entry as its first source", () => {
    const a = answerQuestion(index, "why does int qty = stock.get(product) throw a NullPointerException?");
    expect(a.hits[0].url).toBe(a.sources[0].url);
    expect(a.hits[0].text).toMatch(/^The map has no entry/);
    expect(a.hits.slice(1).every((h) => !h.url.includes("#q-"))).toBe(true);
  });

  it("answers a differently worded question from the matching entry", () => {
    const a = answerQuestion(index, "how can i iterate keys and values of a hashmap");
    expect(a.answer.split("\n")[0]).toMatch(/^Loop over `map.entrySet\(\)`/);
    expect(a.sources[0].url).toBe("/courses/collections/maps#q-how-do-i-loop-over-the-keys-and-values-of-a-hashmap");
  });

  it("keeps an entry's Yes/No only for a learner who asked yes or no", () => {
    const yesNo = answerQuestion(index, "can a hashmap hold a null key?");
    expect(yesNo.answer.split("\n")[0]).toMatch(/^Yes: `HashMap` allows one `null` key/);
    const other = answerQuestion(index, "hashmap null key: how does a hashmap hold a null key");
    expect(other.sources[0].url).toBe(yesNo.sources[0].url);
    expect(other.answer.split("\n")[0]).toMatch(/^`HashMap` allows one `null` key/);
  });

  it("answers from a definition entry only a question that asks what something is", () => {
    const def = "/courses/collections/maps#q-what-does-getordefault-do";
    expect(answerQuestion(index, "what does getOrDefault do when a map has no entry for the key?").sources[0].url).toBe(
      def,
    );
    const other = answerQuestion(
      index,
      "getOrDefault returns the fallback value every time although the key exists, why",
    );
    expect(other.sources.map((x) => x.url)).not.toContain(def);
  });

  it("answers a comparison from a comparison or should-I entry, not from a how-to entry", () => {
    const howTo = "/courses/collections/maps#q-how-do-i-loop-over-the-keys-and-values-of-a-hashmap";
    expect(answerQuestion(index, "how do i loop over the keys and values of a hashmap").sources[0].url).toBe(howTo);
    const compared = answerQuestion(index, "entrySet vs keySet for looping over the keys and values of a hashmap?");
    expect(compared.covered).toBe(true);
    expect(compared.sources.map((x) => x.url)).not.toContain(howTo);
  });

  it("never answers from the section as a whole, and refuses what the lesson does not cover", () => {
    const a = answerQuestion(index, "what is the best sourdough bread recipe");
    expect(a.covered).toBe(false);
    for (const q of ["getOrDefault containsKey", "entrySet getKey getValue"])
      for (const s of answerQuestion(index, q).sources) expect(s.url).not.toMatch(/#questions-learners-ask$/);
  });
});

/** Three small lessons: an entry of a lesson the retrieval ranks low, and a why entry beside a how-to question. */
const lesson = (courseSlug: string, lessonSlug: string, summary: string, body: string[]): LessonDoc => ({
  courseSlug,
  courseTitle: courseSlug,
  lessonSlug,
  lessonTitle: lessonSlug,
  summary,
  body: body.join("\n"),
  pro: false,
});
const users = lesson("security", "users", "Where Spring Security finds its users.", [
  "Spring Security needs users to check a login against.",
  "",
  "## The generated user",
  "",
  "**In short:** Without a `UserDetailsService` bean, Spring Boot creates one in-memory user and logs its generated password at startup.",
  "",
  "Spring Boot creates a user named `user` with a random password and prints `Using generated security password` at startup when no `UserDetailsService` bean of yours exists.",
  "",
  "## Loading users from a database table",
  "",
  "**In short:** Declare a `UserDetailsService` bean that reads your users table and a `PasswordEncoder` bean.",
  "",
  "Implement `UserDetailsService.loadUserByUsername` with your repository and declare a `BCryptPasswordEncoder` bean for the stored hashes.",
  "",
  `## ${QUESTIONS_HEADING}`,
  "",
  "### Why does Spring Boot log `Using generated security password`?",
  "",
  "No `UserDetailsService` bean of yours exists, so Spring Boot created one in-memory user named `user` with a random password and logged it at startup.",
  "",
  "More: [The generated user](#the-generated-user)",
]);
const lists = lesson("collections", "lists", "ArrayList and its methods.", [
  "A list keeps elements in order.",
  "",
  "## Adding and replacing elements of an ArrayList",
  "",
  "**In short:** `add` appends an element to an `ArrayList`, `set` replaces the element at an index.",
  "",
  "Call `list.add(x)` to append and `list.set(i, x)` to replace the element at index `i`; an `ArrayList` grows as needed.",
]);
const unsupported = lesson("debugging", "unsupported-operation", "Collections that cannot change.", [
  "Some collections refuse changes.",
  "",
  "## Unmodifiable collections",
  "",
  "**In short:** `List.of` and `Collections.unmodifiableList` throw `UnsupportedOperationException` on every change.",
  "",
  "Read the stack trace: the method that threw is the change you attempted.",
  "",
  `## ${QUESTIONS_HEADING}`,
  "",
  "### Why can I `set` but not `add` on the list returned by `Arrays.asList`?",
  "",
  "`Arrays.asList` returns a fixed-size view over the array: `set` writes through to the array, while `add` and `remove` throw `UnsupportedOperationException`. Copy it into `new ArrayList<>(Arrays.asList(...))` when the list must grow.",
  "",
  "More: [Unmodifiable collections](#unmodifiable-collections)",
]);

const indexes = lesson("debugging", "index-errors", "Index out of bounds errors.", [
  "Arrays and lists check every index.",
  "",
  "## Reading an index error",
  "",
  "**In short:** `ArrayIndexOutOfBoundsException` names the index used and the length: an index equal to the length is one step past the end.",
  "",
  "A loop written `i <= array.length` reads one element past the end; write `i < array.length`.",
  "",
  `## ${QUESTIONS_HEADING}`,
  "",
  "### What does `ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 3` mean?",
  "",
  "A negative index was used, usually the `-1` that `indexOf` returns for a value it did not find. Check the result of `indexOf` before using it as an index.",
  "",
  "More: [Reading an index error](#reading-an-index-error)",
]);

describe("Ask chooses the entry that asks the learner's question", () => {
  const index = buildAskIndex([users, lists, unsupported, indexes]);
  const asList =
    "/courses/debugging/unsupported-operation#q-why-can-i-set-but-not-add-on-the-list-returned-by-arrays-aslist";
  const why = "/courses/security/users#q-why-does-spring-boot-log-using-generated-security-password";

  it("finds it in a lesson the retrieval ranked low when it asks the question nearly in the learner's words", () => {
    const a = answerQuestion(
      index,
      "my arraylist from Arrays.asList lets me set an element but add throws, why can i set but not add",
    );
    expect(a.hits[1].url).toBe("/courses/collections/lists#adding-and-replacing-elements-of-an-arraylist");
    expect(a.sources.map((s) => s.url)).toEqual([asList]);
    expect(a.answer.split("\n")[0]).toMatch(/^`Arrays.asList` returns a fixed-size view/);
    // (an entry of another lesson sharing a few words is not taken)
    const other = answerQuestion(index, "how do i replace the element at an index of an arraylist");
    expect(other.sources.map((s) => s.url)).not.toContain(asList);
  });

  it("does not answer a message with other numbers from an entry about a negative index", () => {
    const negative =
      "/courses/debugging/index-errors#q-what-does-arrayindexoutofboundsexception-index-1-out-of-bounds-for-length-3-mean";
    const a = answerQuestion(index, "ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 3");
    expect(a.sources.map((s) => s.url)).toEqual([negative]);
    const b = answerQuestion(index, "ArrayIndexOutOfBoundsException: Index 3 out of bounds for length 3");
    expect(b.covered).toBe(true);
    expect(b.sources.map((s) => s.url)).not.toContain(negative);
  });

  it("answers a how-to question from a how-to entry, not from a why entry on the same words", () => {
    expect(answerQuestion(index, "why does spring boot log using generated security password").sources[0].url).toBe(
      why,
    );
    const howTo = answerQuestion(
      index,
      "how do i log users in from my own users table instead of the generated security password",
    );
    expect(howTo.covered).toBe(true);
    expect(howTo.sources.map((s) => s.url)).not.toContain(why);
  });
});

describe("the real lessons' questions", () => {
  const docs = loadLessonDocsFromContent();

  it("move nothing in retrieval: the sections, word statistics, rankings and refusals are those without them", () => {
    const withQ = buildAskIndex(docs);
    const withoutQ = buildAskIndex(withoutQuestionEntries(docs));
    expect(withQ.entries.length).toBeGreaterThan(500);
    expect(withoutQ.entries.length).toBe(0);
    expect(withQ.sections.map((s) => s.url)).toEqual(withoutQ.sections.map((s) => s.url));
    expect([...withQ.df.entries()]).toEqual([...withoutQ.df.entries()]);
    const questions = [
      "how do i fix a LazyInitializationException",
      "what is the best sourdough bread recipe",
      "can you help me with my tax return",
      "HashMap vs TreeMap which one should i pick",
      'java.lang.NullPointerException: Cannot invoke "String.length()" because "name" is null',
    ];
    for (const q of questions) {
      const a = answerQuestion(withQ, q);
      const b = answerQuestion(withoutQ, q);
      expect(a.covered, q).toBe(b.covered);
      // the same ranked sections (the entry, when one answers, comes in front of them for the model)
      expect(
        a.hits.filter((h) => h.sectionId >= 0).map((h) => h.url),
        q,
      ).toEqual(b.hits.map((h) => h.url).slice(0, a.hits.filter((h) => h.sectionId >= 0).length));
    }
  });

  it("render with the anchors Ask links to, and every More line names a section of the lesson", () => {
    let checked = 0;
    for (const d of docs) {
      const section = splitSections(d.body).find((s) => s.heading === QUESTIONS_HEADING);
      if (!section) continue;
      const html = renderMarkdown(d.body);
      const anchors = new Set(splitSections(d.body).map((s) => s.anchor));
      for (const q of splitQuestions(section.body)) {
        expect(html, `${d.lessonSlug}: ${q.question}`).toContain(`<h3 id="${q.anchor}">`);
        const more = /^More:\s+\[[^\]]+\]\(#([a-z0-9-]+)\)/m.exec(q.body);
        expect(more && anchors.has(more[1]), `${d.lessonSlug}: ${q.question}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
