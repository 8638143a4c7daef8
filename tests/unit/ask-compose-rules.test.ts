// The composition rules of an offline answer (issue 27), on the real lessons, through the production path
// (`answerQuestion`, the function the ask service, the benchmarks and the export for judging call).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { answerOffline, answerQuestion, ASK_HITS, buildAskIndex, reducePaste, type LessonDoc } from "@/lib/ask";
import { parseBlocks } from "@/lib/ask/text";
import { checkAnswerUnits, inShortOf } from "@/lib/content/answer-units";
import { splitSections } from "@/lib/content/sections";
import { ASK_SYSTEM_PROMPT, buildGroundedPrompt } from "@/lib/ai/ask-prompt";
import { loadLessonDocsFromContent } from "@/tests/helpers/lesson-docs";

const docs = loadLessonDocsFromContent(path.resolve("prisma/content/courses"));
const index = buildAskIndex(docs);
const ask = (q: string) => answerQuestion(index, q);
// every section's and question entry's text by its URL (entries: lesson-questions.test.ts)
const sectionText = new Map([...index.sections, ...index.entries].map((r) => [r.url, r.text]));

/** Questions in learners' words, one per kind (written for these rules, not taken from the judged sets). */
const QUESTIONS = [
  "how can i remove items from a list while looping over it without an exception",
  "what is the difference between checked and unchecked exceptions",
  "why does my @Transactional method not roll back when i call it from the same class",
  "show me how to sort a list of people by last name then first name",
  "HashMap vs TreeMap which one should i pick",
  "how do i return 404 from a spring controller when the order does not exist",
];

describe("the production path", () => {
  it("is one function with the service's hit limit", () => {
    expect(answerOffline).toBe(answerQuestion);
    const a = ask(QUESTIONS[0]);
    expect(a.hits.length).toBeLessThanOrEqual(ASK_HITS);
    expect(a.hits.length).toBeGreaterThan(3);
  });
});

describe("composition rules", () => {
  for (const q of QUESTIONS) {
    it(`sources are exactly the sections quoted, and lists are whole: "${q}"`, () => {
      const a = ask(q);
      expect(a.covered).toBe(true);
      const readMore = a.answer.slice(a.answer.indexOf("**Read more:**"));
      const linked = [...readMore.matchAll(/\]\((\/courses\/[^)\s]+)\)/g)].map((m) => m[1]);
      expect(linked).toEqual(a.sources.map((s) => s.url));
      // every lesson link in the body (examples, second sections) is a source
      const body = a.answer.slice(0, a.answer.indexOf("**Read more:**"));
      for (const m of body.matchAll(/\((?:from )?\[[^\]]*\]\((\/courses\/[^)\s#]+#[^)\s]+)\)/g))
        expect(
          a.sources.map((s) => s.url),
          q,
        ).toContain(m[1]);
      // every source contributes text or code the answer shows
      for (const s of a.sources) {
        const text = sectionText.get(s.url)!;
        const quoted = parseBlocks(text).some((b) =>
          b.kind === "code"
            ? a.answer.includes(b.code)
            : b.kind === "list"
              ? b.items.some((i) => a.answer.includes(i))
              : b.kind === "para" &&
                (a.answer.includes(b.text) ||
                  a.answer.includes(b.text.split(". ")[0]) ||
                  a.answer.includes(b.text.replace(/^\*\*In short:\*\*\s*/, ""))),
        );
        expect(quoted, `${q} → ${s.url}`).toBe(true);
      }
      // a list of a quoted section is quoted whole or not at all
      for (const s of a.sources)
        for (const b of parseBlocks(sectionText.get(s.url)!))
          if (b.kind === "list") {
            const present = b.items.filter((i) => a.answer.includes(i)).length;
            expect([0, b.items.length], `${q} → ${s.url}`).toContain(present);
          }
    });
  }

  it("leads with a sentence that reads on its own and never ends the lead at a question mark", () => {
    for (const q of QUESTIONS) {
      const lead = ask(q).answer.split("\n\n")[0];
      expect(lead, q).toMatch(/^[A-Z0-9`"*@[]/);
      expect(lead, q).not.toMatch(/^(This|That|It|They|These|Those|But|And|So|However|Here)\b/);
      expect(lead.trim(), q).not.toMatch(/\?$/);
    }
  });

  it("leads a how-to with the fix the section teaches", () => {
    const a = ask("how can i remove items from a list while looping over it without an exception");
    expect(a.answer.split("\n\n").slice(0, 2).join(" ")).toMatch(/removeIf|Iterator/);
  });

  it("shows the fixed code for an error, not the failing version", () => {
    const a = ask(
      'Exception in thread "main" java.lang.ArrayIndexOutOfBoundsException: Index 3 out of bounds for length 3',
    );
    expect(a.covered).toBe(true);
    // the lead may name the cause (`i <= amounts.length`); the example's code is the fix, not the failing loop
    const example = /\*\*Example\*\*[\s\S]*?```java\n([\s\S]*?)```/.exec(a.answer)?.[1] ?? "";
    expect(example).toMatch(/i < \w+\.length|for \(\w+ \w+ : /);
    expect(example).not.toMatch(/i <= \w+\.length/);
  });

  it("lists as APIs to know only names written as code in the sections used", () => {
    for (const q of QUESTIONS) {
      const a = ask(q);
      const line = /\*\*APIs to know:\*\* (.*)/.exec(a.answer)?.[1];
      if (!line) continue;
      const names = [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
      const code = a.sources.map((s) => sectionText.get(s.url)!).join("\n");
      for (const n of names) {
        expect(code, `${q}: ${n}`).toContain(n.replace(/\(\)$/, ""));
        expect(n, q).not.toMatch(/^(GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS)$/);
        expect(n, q).not.toMatch(/^[a-z]+$/); // a plain word (keywords excepted below)
      }
    }
  });
});

describe("pasted errors", () => {
  const trace = [
    "after the import runs for a while it crashes:",
    "",
    "2024-05-02 10:14:03.331 ERROR 1 --- [nio-8080-exec-7] c.e.i.ImportRunner : import failed",
    'Exception in thread "main" java.util.ConcurrentModificationException',
    ...Array.from({ length: 30 }, (_, i) => `\tat com.example.orders.Step${i}.run(Step${i}.java:${10 + i})`),
    "\tat java.base/java.util.ArrayList$Itr.checkForComodification(ArrayList.java:1013)",
    "\t... 12 more",
    "",
    "why??",
  ].join("\n");

  it("are reduced to their exception, message and the learner's words", () => {
    const reduced = reducePaste(trace);
    expect(reduced).toContain("ConcurrentModificationException");
    expect(reduced).toContain("why??");
    expect(reduced).not.toMatch(/\bat com\.|Step\d|2024-05-02|nio-8080|java\.util\./);
  });

  it("are answered from the right lesson, never refused for their length", () => {
    const a = ask(trace);
    expect(a.covered).toBe(true);
    expect(a.sources[0].url).toMatch(/concurrent-modification|iteration-and-iterators/);
  });
});

describe("off-topic questions", () => {
  it("are refused, with no links that only share a word", () => {
    for (const q of [
      "solve for x: 3x + 7 = 22, show the steps",
      'Traceback (most recent call last):\n  File "app.py", line 3, in <module>\n    print(user["name"])\nKeyError: \'name\'',
      "my mattress springs squeak when i move",
      "what is the capital of australia",
    ]) {
      const a = ask(q);
      expect(a.covered, q).toBe(false);
      expect(a.sources, q).toEqual([]);
    }
    expect(ask("best spring rolls recipe").answer).not.toContain("](/courses/");
  });
});

describe("answer units in the content", () => {
  const lesson = docs.find((d) => d.lessonSlug === "iteration-and-iterators")!;
  const inShort =
    "**In short:** Remove elements while looping with `removeIf()` or an explicit `Iterator` and its `remove()`; " +
    "calling the list's own `remove()` inside a for-each loop throws `ConcurrentModificationException`.";
  // the lesson without In short lines (content helpers are adding them), then one injected
  const bare = lesson.body.replace(/^\*\*In short:\*\*.*(?:\n(?!\n).*)*\n+/gm, "");
  const withUnit: LessonDoc = {
    ...lesson,
    body: bare.replace("## Removing elements safely\n", `## Removing elements safely\n\n${inShort}\n`),
  };

  it("lead the answer when the section has one", () => {
    const idx = buildAskIndex([...docs.filter((d) => d !== lesson), withUnit]);
    const a = answerQuestion(idx, "removing elements safely from a collection with an iterator");
    expect(a.sources[0].url).toMatch(/iteration-and-iterators#removing-elements-safely$/);
    expect(a.answer.split("\n\n")[0]).toBe(inShort.replace("**In short:** ", ""));
    expect(a.answer).not.toContain("**In short:**");
  });

  it("go to the model as units, with the rubric in the system prompt", () => {
    const idx = buildAskIndex([...docs.filter((d) => d !== lesson), withUnit]);
    const { hits } = answerQuestion(idx, "removing elements safely from a collection with an iterator");
    const { system, prompt } = buildGroundedPrompt("how do i remove while iterating", hits);
    expect(hits.length).toBe(ASK_HITS);
    expect(prompt).toContain(`<in-short>${inShort.replace("**In short:** ", "")}</in-short>`);
    expect(prompt).not.toContain("**In short:**");
    expect(system).toBe(ASK_SYSTEM_PROMPT);
    expect(system).toMatch(/for an error, its cause and the fix/);
    expect(system).toMatch(/never the broken version/);
  });

  it("are checked: a missing line and a line that points at unseen context are errors", () => {
    const section = splitSections(withUnit.body).find((s) => s.heading === "Removing elements safely")!;
    expect(inShortOf(section.body)).toMatch(/^Remove elements/);
    const report = checkAnswerUnits(withUnit.body);
    expect(report.errors).toEqual([]);
    expect(report.missing).not.toContain("Removing elements safely");
    expect(checkAnswerUnits("## B\n\nNo summary here.\n").missing).toEqual(["B"]);
    const bad = checkAnswerUnits(
      "## A\n\n**In short:** Call this method as shown below.\n\n```java key\nx();\n```\n\n```java key\ny();\n```\n",
    );
    expect(bad.errors.join("\n")).toMatch(/unseen context/);
    expect(bad.errors.join("\n")).toMatch(/2 key code blocks/);
  });
});

describe("the lessons' answer units", () => {
  it("every section of every lesson states its In short line and breaks no rule (content:check does the same)", () => {
    expect(docs.length).toBeGreaterThan(100);
    for (const d of docs) {
      const r = checkAnswerUnits(d.body);
      expect(r.missing, `${d.courseSlug}/${d.lessonSlug}`).toEqual([]);
      expect(r.errors, `${d.courseSlug}/${d.lessonSlug}`).toEqual([]);
    }
  });
});
