// Round 7 composition (docs/ask-engine.md): a quoted checklist keeps only the items about the question, and the
// example is shown only when it fits (a name the question or lead names, the fix, short or cut to its relevant part).
import { describe, expect, it } from "vitest";
import { answerQuestion, buildAskIndex, type LessonDoc } from "@/lib/ask";
import { excerpt, fittingCode, fixSpans, type FitNames } from "@/lib/ask/fit";
import { focusList } from "@/lib/ask/focus";

const names = (ids: string[], fix: string[][] = []): FitNames => ({
  ids: new Set(ids),
  fix: new Set(fix.flat()),
  strong: new Set(fix.flat()),
  fixSpans: fix,
});

// a word-count scorer: how many of the given words an item contains
const scoreBy = (words: string[]) => (t: string) => words.filter((w) => t.toLowerCase().includes(w)).length;

describe("focusList", () => {
  const mistakes = [
    "Other classic problems:",
    "",
    "- **Calling a cached method from the same class.** The call bypasses the proxy; call it from another bean.",
    "- **Stale data.** Every write path must evict or update the cache.",
    "- **Cache stampede.** Many threads miss at once; use `sync = true`.",
  ].join("\n");

  it("keeps only the checklist items about the question, whole", () => {
    const f = focusList(mistakes, "The proxy trap and other pitfalls", scoreBy(["cached", "proxy", "class"]), 3);
    expect(f?.dropped).toBe(2);
    expect(f?.markdown).toContain("**Calling a cached method from the same class.** The call bypasses the proxy");
    expect(f?.markdown).not.toContain("Stale data");
    expect(f?.markdown).not.toContain("stampede");
  });

  it("leaves the list out when no item speaks to the question as much as the lead", () => {
    expect(focusList(mistakes, "Pitfalls", scoreBy(["stampede"]), 4)).toBeNull();
  });

  it("keeps steps and a counted whole ('three reliable fixes:') as they are", () => {
    const steps = "The check has three steps:\n\n- Resolve the path.\n- Normalize it.\n- Check the prefix.";
    expect(focusList(steps, "Common mistakes", scoreBy(["normalize"]), 1)).toEqual({ markdown: steps, dropped: 0 });
    const rules = "- Resolve the path.\n- Normalize it.\n- Check the prefix.";
    expect(focusList(rules, "Resolving paths", scoreBy(["normalize"]), 1)).toEqual({ markdown: rules, dropped: 0 });
  });
});

describe("fixSpans", () => {
  it("names the fix after a fix verb, not what the text advises against", () => {
    expect(fixSpans("Use `removeIf` or call `it.remove()` inside the loop.")).toEqual([["removeIf"], ["remove"]]);
    expect(fixSpans("Add a `case` for it rather than a `default`.")).toEqual([["case"]]);
    expect(fixSpans("Runs once per row; do not add `@Test` to it.")).toEqual([]);
  });
});

describe("fittingCode", () => {
  const program = [
    "public class Demo {",
    "    public static void main(String[] args) {",
    '        List<String> skus = new ArrayList<>(List.of("OLD-1", "NEW-2"));',
    ...Array.from({ length: 14 }, (_, i) => `        System.out.println("line ${i}");`),
    "",
    '        skus.removeIf(sku -> sku.startsWith("OLD"));',
    '        System.out.println("after removeIf: " + skus);',
    "",
    ...Array.from({ length: 14 }, (_, i) => `        System.out.println("more ${i}");`),
    "    }",
    "}",
  ].join("\n");

  it("cuts a long program to the statements that show the fix", () => {
    const code = fittingCode(program, names(["removeIf", "Iterator"], [["removeIf"]]));
    expect(code).toBe('skus.removeIf(sku -> sku.startsWith("OLD"));\nSystem.out.println("after removeIf: " + skus);');
  });

  it("leaves out a long program that does not show the names, and a short block without the fix", () => {
    expect(fittingCode(program, names(["computeIfAbsent"]))).toBeNull();
    expect(fittingCode("map.put(word, map.get(word) + 1);\nreturn map;", names(["merge"], [["merge"]]))).toBeNull();
  });

  it("prefers a whole method over statements of a demo's main", () => {
    const withHelper = [
      "public class Cleanup {",
      "    static List<String> dropOld(List<String> skus) {",
      '        skus.removeIf(sku -> sku.startsWith("OLD"));',
      "        return skus;",
      "    }",
      "",
      program.replace("public class Demo {\n", "").replace(/\n}$/, ""),
      "}",
    ].join("\n");
    const code = fittingCode(withHelper, names(["removeIf", "Iterator"], [["removeIf"]]));
    expect(code).toMatch(/^static List<String> dropOld/);
  });

  it("never cuts out the broken version", () => {
    const broken = program.replace("skus.removeIf(", "// wrong: throws\n        skus.removeIf(");
    expect(excerpt(broken, names(["removeIf"], [["removeIf"]]))).toBeNull();
  });
});

describe("examples in answers", () => {
  const demo = [
    "public class SortingDemo {",
    "    public static void main(String[] args) {",
    ...Array.from({ length: 30 }, (_, i) => `        System.out.println("customer report line ${i}");`),
    "    }",
    "}",
  ].join("\n");
  const lesson: LessonDoc = {
    courseSlug: "collections",
    courseTitle: "Collections",
    lessonSlug: "sorting",
    lessonTitle: "Sorting customers",
    summary: "Sorting lists of customers.",
    pro: false,
    body: [
      "## Sorting by a key",
      "",
      "**In short:** Sort customers by name with `Comparator.comparing(Customer::name)` and break ties with `thenComparing`.",
      "",
      "## A customer report",
      "",
      "The report program sorts customers by name and prints a customer report line by line:",
      "",
      "```java",
      demo,
      "```",
      "",
      "## Printing a report",
      "",
      "**In short:** Use `System.out.printf` to print each customer on its own line.",
      "",
      "With printf, a format string such as `%s%n` puts each customer on its own line, and `%n` ends it with the platform's separator.",
      "",
      "The report prints customers sorted by name:",
      "",
      "```java",
      'for (Customer c : customers) System.out.printf("%s%n", c.name());',
      "```",
    ].join("\n"),
  };
  const index = buildAskIndex([lesson]);

  it("leaves out an example that does not show what the lead names", () => {
    const a = answerQuestion(index, "how do i sort customers by name");
    expect(a.covered).toBe(true);
    expect(a.answer).toContain("Comparator.comparing(Customer::name)");
    expect(a.answer).not.toContain("**Example**");
    expect(a.answer).not.toContain("System.out.printf");
  });

  it("shows the fitting block right after the lead when the learner asks for code", () => {
    const a = answerQuestion(index, "write code that prints each customer on its own line with printf");
    const parts = a.answer.split("\n\n");
    expect(parts[1]).toMatch(/^\*\*Example\*\*/);
    expect(a.answer.indexOf("**Example**")).toBeLessThan(a.answer.indexOf("With printf, a format string"));
    expect(a.answer).toContain('System.out.printf("%s%n", c.name())');
  });
});
