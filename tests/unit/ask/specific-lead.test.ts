// Round 10: the question's specific signals (its code fragments, qualified names and API names written as code)
// choose which whole sentence or item of the chosen section leads; after such a lead the section's other points and
// an example that shows none of it are left out. Synthetic lessons only.
import { describe, expect, it } from "vitest";
import { analyzeQuery, answerQuestion, buildAskIndex, type LessonDoc } from "@/lib/ask";
import { specificScore, specificsOf, withoutTopic } from "@/lib/ask/specific";

const base = { courseSlug: "c", courseTitle: "Course", summary: "A lesson.", pro: false };

describe("specificsOf", () => {
  const index = buildAskIndex([
    {
      ...base,
      lessonSlug: "maps",
      lessonTitle: "Maps",
      body: "## Lookups\n\n**In short:** `Map.get` returns `null` for a missing key; `getOrDefault` and `computeIfAbsent` help. `OrderService` and `contains` too.",
    },
  ]);

  it("takes code fragments, qualified names as written (not stack frames) and camelCase API names", () => {
    const q = analyzeQuery(
      "java.lang.NullPointerException from java.util.Map.get(Object) in OrderService, i check contains(key)\n\tat com.shop.Billing.total(Billing.java:12)",
      index,
    );
    const s = specificsOf(q);
    expect(s.fragments).toContain("contains(key)");
    const flat = s.names.flat();
    expect(flat).toContain("map.get");
    expect(flat).toContain("java.util.map.get");
    expect(flat).toContain("orderservice");
    // a frame is the trace's noise; a lower-case word written as a call is any sentence's word
    expect(flat.some((n) => n.includes("billing"))).toBe(false);
    expect(flat).not.toContain("contains");
    // the short and the full name of one thing count once
    expect(specificScore("Use `java.util.Map.get` or `Map.get`.", s)).toBe(1);
  });

  it("scores fragments twice a name and leaves out the names a section's heading carries", () => {
    const s = { fragments: ["remove(1)"], names: [["unexpectedrollbackexception"], ["map.get"]] };
    expect(specificScore("`list.remove(1)` removes index 1", s)).toBe(2);
    expect(specificScore("ends in `UnexpectedRollbackException`", s)).toBe(1);
    expect(specificScore("`Map.getOrDefault` returns a default", s)).toBe(0);
    const t = withoutTopic(s, "Reading UnexpectedRollbackException");
    expect(t?.names).toEqual([["map.get"]]);
  });
});

describe("the In short sentence that names the question's exception leads", () => {
  const lesson: LessonDoc = {
    ...base,
    lessonSlug: "retries",
    lessonTitle: "Retrying listeners",
    body: [
      "## Handling failed messages",
      "",
      "**In short:** A failing listener throws, and the broker redelivers the message to the listener again and again until an operator steps in. A `PoisonMessageLoopException` means the same message failed five times; configure a `RetryTemplate` with a dead-letter queue.",
      "",
      "Listeners run with several consumers; raise the number of consumers when the listener is slow and the broker queue keeps growing again and again.",
    ].join("\n"),
  };
  const index = buildAskIndex([lesson]);

  it("moves it first, whole, and leaves out the paragraph that does not name it", () => {
    const a = answerQuestion(index, "PoisonMessageLoopException, my listener fails again and again, what does it mean");
    expect(a.covered).toBe(true);
    expect(a.answer.startsWith("A `PoisonMessageLoopException` means the same message failed five times;")).toBe(true);
    // nothing is dropped from the In short line itself
    expect(a.answer).toContain("A failing listener throws");
    expect(a.answer).not.toContain("raise the number of consumers");
  });

  const withCode = (code: string) =>
    buildAskIndex([{ ...lesson, body: `${lesson.body}\n\n\`\`\`java\n${code}\n\`\`\`` }]);
  const question = "PoisonMessageLoopException, my listener fails again and again, what does it mean";

  it("shows the section's example only when it shows what the lead names", () => {
    const other = answerQuestion(
      withCode("factory.setConcurrentConsumers(3);\nfactory.setPrefetchCount(10);"),
      question,
    );
    expect(other.answer.startsWith("A `PoisonMessageLoopException`")).toBe(true);
    expect(other.answer).not.toContain("**Example**");
    const fix = answerQuestion(
      withCode("RetryTemplate retry = new RetryTemplate();\nfactory.setRetryTemplate(retry);"),
      question,
    );
    expect(fix.answer).toContain("**Example**");
    expect(fix.answer).toContain("new RetryTemplate()");
  });
});

describe("a checklist written as bold-labelled paragraphs", () => {
  const lesson: LessonDoc = {
    ...base,
    lessonSlug: "lists",
    lessonTitle: "Lists",
    body: [
      "## Common mistakes with lists",
      "",
      "**In short:** Common list mistakes are `remove(1)` removing an index, reading past the end with `get(size())`, removing inside a for-each loop, and raw types.",
      "",
      "**Removing by value.** `numbers.remove(1)` removes the element at index 1 of a list of numbers, not the number 1; write `remove(Integer.valueOf(1))`.",
      "",
      "**Reading past the end.** `numbers.get(numbers.size())` throws for a list of numbers; valid indexes of the list run to `size() - 1`.",
      "",
      "**Removing inside a for-each loop.** Calling `numbers.remove(n)` while iterating the list of numbers throws; use `removeIf`.",
    ].join("\n"),
  };
  const index = buildAskIndex([lesson]);

  it("leads with the item that quotes the learner's code, not with the summary of all items", () => {
    const a = answerQuestion(
      index,
      "list of numbers: nums.remove(1) removed the wrong element from my list of numbers",
    );
    expect(a.answer.startsWith("**Removing by value.**")).toBe(true);
    expect(a.answer).not.toContain("Reading past the end");
    expect(a.answer).not.toContain("Common list mistakes are");
  });
});

describe("a list that elaborates one answer", () => {
  const lesson: LessonDoc = {
    ...base,
    lessonSlug: "npe",
    lessonTitle: "NullPointerException messages",
    body: [
      "## Reading the message",
      "",
      "**In short:** A `NullPointerException` message says what the code tried to invoke and which reference or return value was null, and the `at` line gives the failing line of the program.",
      "",
      "The second half of the message tells you where the null came from:",
      "",
      "- `this.couponCode` in the message: a field of the object that was never assigned by the constructor.",
      "- `Integer.intValue()` on the return value of `Map.get`: unboxing of a missing key's null, which `int q = map.get(key)` does behind the scenes.",
      "- `<local2>[0]` in the message: an array element is null because a new array starts with null slots.",
    ].join("\n"),
  };
  const index = buildAskIndex([lesson]);

  it("gives way to the item that quotes two of the question's names", () => {
    const a = answerQuestion(
      index,
      'NullPointerException: Cannot invoke "java.lang.Integer.intValue()" because the return value of "java.util.Map.get(Object)" is null, what is the message',
    );
    expect(a.answer.startsWith("`Integer.intValue()` on the return value of `Map.get`")).toBe(true);
  });

  it("keeps the In short line when an item quotes only one name (the list may be one ordered whole)", () => {
    const a = answerQuestion(index, "what does this.couponCode in the NullPointerException message mean");
    expect(a.answer.startsWith("A `NullPointerException` message says what the code tried")).toBe(true);
  });
});

describe("a paragraph that quotes the learner's exception and code", () => {
  const lesson: LessonDoc = {
    ...base,
    lessonSlug: "mocking",
    lessonTitle: "Mocking with stubs",
    body: [
      "## Stubbing and verifying",
      "",
      "**In short:** `verify(mock).method(args)` asserts that a stubbed call happened, `times(n)` refines it, and stubs with argument matchers make tests flexible.",
      "",
      "Matchers such as `anyString()` and `eq(...)` make stubs flexible. If one argument uses a matcher, all must: `charge(anyString(), 100L)` throws `MixedMatcherStubException`; write `charge(anyString(), eq(100L))`.",
      "",
      "Verify only the interactions that matter; verifying every stubbed call makes tests brittle when the code changes.",
    ].join("\n"),
  };
  const index = buildAskIndex([lesson]);

  it("leads instead of the In short line, whole, and the other paragraph is left out", () => {
    const a = answerQuestion(
      index,
      "MixedMatcherStubException on my stub: when(gateway.charge(anyString(), 100L)).thenReturn(ok), argument matchers",
    );
    expect(a.answer.startsWith("Matchers such as `anyString()` and `eq(...)` make stubs flexible.")).toBe(true);
    expect(a.answer).not.toContain("`verify(mock).method(args)` asserts");
    expect(a.answer).not.toContain("Verify only the interactions");
  });

  it("keeps the In short line when no paragraph quotes more of the question", () => {
    const a = answerQuestion(index, "how do i verify that a stubbed call happened, times and matchers");
    expect(a.answer.startsWith("`verify(mock).method(args)` asserts")).toBe(true);
  });
});
