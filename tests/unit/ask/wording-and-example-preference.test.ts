// Round 11: wording-only leads (./wording: an item of the section that speaks to the question's distinctive words
// clearly better than the enumerating In short line leads, whole) and example preferences (./example: a comparison's
// example shows both names it compares; an example shows the technique the lead recommends in words, not the
// neighbouring or discouraged one). Synthetic lessons only.
import { describe, expect, it } from "vitest";
import { answerQuestion, buildAskIndex, type LessonDoc } from "@/lib/ask";
import { namesPhrase, showsSpan } from "@/lib/ask/example";

const base = { courseSlug: "c", courseTitle: "Course", summary: "A lesson.", pro: false };

const catalogue = (intro = "") =>
  [
    "## Reading colour names",
    "",
    "**In short:** Reading colour names goes wrong by caching a palette forever (call `refresh`), by parsing the colour name raw (trim it and catch `BadColourException`), by sharing one palette between threads, and by forgetting to `close` the palette file.",
    "",
    ...(intro ? [intro, ""] : []),
    "- **Caching a palette forever.** A cached palette never sees new settings; call `refresh()` after the settings change so it reloads them.",
    "- **Parsing the colour name raw.** Visitors type the colour in lowercase or with stray spaces; `Colour.parse` is case-sensitive and throws `BadColourException`, so trim and upper-case the text first.",
    "- **Sharing one palette between threads.** A palette keeps mutable state; give each thread its own palette or guard it with a lock.",
    "- **Forgetting to close the palette file.** An open palette holds a file handle; close it in a `try`-with-resources block.",
  ].join("\n");

const lessonOf = (body: string): LessonDoc => ({ ...base, lessonSlug: "colours", lessonTitle: "Colours", body });
const question = "why does it blow up when visitors type the colour in lowercase";

describe("wording-only leads", () => {
  it("leads with the one item the question's distinctive words speak to, whole, without the summary", () => {
    const a = answerQuestion(buildAskIndex([lessonOf(catalogue())]), question);
    expect(a.covered).toBe(true);
    expect(a.answer.startsWith("**Parsing the colour name raw.** Visitors type the colour in lowercase")).toBe(true);
    expect(a.answer).toContain("so trim and upper-case the text first.");
    expect(a.answer).not.toContain("goes wrong by caching a palette forever");
    expect(a.answer).not.toContain("Sharing one palette between threads");
  });

  it("keeps the In short line when the list is a counted whole (steps of one answer)", () => {
    const a = answerQuestion(buildAskIndex([lessonOf(catalogue("Reading a colour name takes four steps:"))]), question);
    expect(a.answer.startsWith("Reading colour names goes wrong by caching")).toBe(true);
  });

  it("keeps the In short line when no item stands out (two items speak to the question alike)", () => {
    const body = catalogue().replace(
      "A palette keeps mutable state;",
      "Visitors type the colour in lowercase from many threads at once, and a palette keeps mutable state;",
    );
    const a = answerQuestion(buildAskIndex([lessonOf(body)]), question);
    expect(a.answer.startsWith("Reading colour names goes wrong by caching")).toBe(true);
  });
});

describe("example preferences", () => {
  it("a comparison's example shows both names it compares when the lesson has such a block", () => {
    const lesson: LessonDoc = {
      ...base,
      lessonSlug: "fallbacks",
      lessonTitle: "Fallback values",
      body: [
        "## What a fallback is for",
        "",
        "**In short:** A lookup returns a `Box` that may be empty; `fallbackTo` supplies a default value.",
        "",
        "A lookup that may find nothing returns a `Box` holding the default value in that case:",
        "",
        "```java",
        'String name = lookup("ana").fallbackTo("guest");',
        "```",
        "",
        "## fallbackTo vs fallbackFrom",
        "",
        "**In short:** `fallbackTo(x)` evaluates its argument before the call even when the box is full, while `fallbackFrom(() -> x)` runs the supplier only when the box is empty.",
        "",
        "A constant default such as a guest name is cheap to evaluate:",
        "",
        "```java",
        'String shown = lookup("ana").fallbackTo("guest name");',
        "```",
        "",
        "## Chaining lookups",
        "",
        "**In short:** Chain `map` and `filter` on a `Box` instead of unwrapping it.",
        "",
        "```java key",
        "public class Demo {",
        "    public static void main(String[] args) {",
        ...Array.from(
          { length: 12 },
          (_, i) => `        System.out.println(lookup("u${i}").map(String::trim).filter(s -> !s.isEmpty()));`,
        ),
        "",
        '        System.out.println("fallbackTo with a full box:");',
        '        lookup("ana").fallbackTo(expensiveDefault());',
        '        System.out.println("fallbackFrom with a full box:");',
        '        lookup("ana").fallbackFrom(Demo::expensiveDefault);',
        "",
        ...Array.from({ length: 8 }, (_, i) => `        System.out.println(lookup("v${i}").map(String::strip));`),
        "    }",
        "}",
        "```",
      ].join("\n"),
    };
    const a = answerQuestion(buildAskIndex([lesson]), "fallbackTo vs fallbackFrom, what is the difference");
    expect(a.answer.startsWith("`fallbackTo(x)` evaluates its argument")).toBe(true);
    expect(a.answer).toContain("**Example**");
    expect(a.answer).toContain("fallbackFrom(Demo::expensiveDefault)");
    expect(a.answer).not.toContain('fallbackTo("guest")');
    expect(a.answer).not.toContain('fallbackTo("guest name")');
  });

  it("shows the block the lesson introduces as the technique the lead recommends, not the discouraged one", () => {
    const lesson: LessonDoc = {
      ...base,
      lessonSlug: "wiring",
      lessonTitle: "Wiring services with @Inject",
      body: [
        "## Why slot wiring is discouraged",
        "",
        "**In short:** Slot wiring with `@Inject` hides collaborators, prevents `final` slots and makes plain unit tests fail. Use builder wiring; slot wiring is acceptable only in test classes.",
        "",
        "## Two ways to wire a collaborator",
        "",
        "**Slot wiring** puts `@Inject` on a private slot. The container fills the slot by reflection after construction:",
        "",
        "```java",
        "class SignupService {",
        "    @Inject",
        "    private Mailer mailer;",
        "}",
        "```",
        "",
        "**Builder wiring** passes each collaborator to the builder. The service keeps it in a final slot:",
        "",
        "```java",
        "class SignupService {",
        "    private final Mailer mailer;",
        "    SignupService(Builder b) { this.mailer = b.mailer(); }",
        "}",
        "```",
      ].join("\n"),
    };
    const a = answerQuestion(
      buildAskIndex([lesson]),
      "builder wiring or @Inject on the slot? slot wiring is so much less typing",
    );
    expect(a.answer.startsWith("Slot wiring with `@Inject` hides collaborators")).toBe(true);
    expect(a.answer).toContain("**Example**");
    expect(a.answer).toContain("private final Mailer mailer;");
    expect(a.answer).not.toContain("@Inject\n    private Mailer mailer;");
  });

  it("shows the section's block with the lead's construct instead of its complete program", () => {
    const program = [
      "public class Walks {",
      "    public static void main(String[] args) {",
      ...Array.from(
        { length: 10 },
        (_, i) =>
          `        for (int i${i} = 0; i${i} < 3; i${i}++) { if (i${i} == 1) continue; System.out.println(i${i}); }`,
      ),
      "        for (String s : args) { if (s.isEmpty()) break; }",
      "    }",
      "}",
    ];
    const lesson: LessonDoc = {
      ...base,
      lessonSlug: "walks",
      lessonTitle: "Walking tables",
      body: [
        "## Leaving nested walks",
        "",
        "**In short:** `break` leaves the innermost walk, `continue` skips a pass, and a label such as `outer:` lets `break outer;` leave nested walks over a table at once.",
        "",
        "A label lets `break` leave the outer walk over a table of cells:",
        "",
        "```java",
        "outer:",
        "for (int r = 0; r < table.length; r++) {",
        "    for (int c = 0; c < table[r].length; c++) {",
        "        if (table[r][c] == wanted) break outer;",
        "    }",
        "}",
        "```",
        "",
        "```java key",
        ...program,
        "```",
      ].join("\n"),
    };
    const a = answerQuestion(
      buildAskIndex([lesson]),
      "write a walk over a table of cells that leaves both walks when it finds the wanted cell",
    );
    expect(a.answer).toContain("**Example**");
    expect(a.answer).toContain("if (table[r][c] == wanted) break outer;");
    expect(a.answer).not.toContain("public class Walks");
  });

  it("finds a construct's words in order with any punctuation between", () => {
    expect(showsSpan("    break outer;   // both", [["break", "outer"]])).toBe(true);
    expect(showsSpan("Clock.fixed(instant, ZoneOffset.UTC)", [["Clock", "fixed", "instant"]])).toBe(true);
    expect(showsSpan("breakOuter();", [["break", "outer"]])).toBe(false);
  });

  it("matches a recommended phrase as words in order (plural and emphasis allowed)", () => {
    expect(namesPhrase("**Constructor injection** declares dependencies", "constructor injection")).toBe(true);
    expect(namesPhrase("Field injection uses the no-argument constructor", "constructor injection")).toBe(false);
    expect(namesPhrase("Prefer constructor injections.", "constructor injection")).toBe(true);
  });
});
