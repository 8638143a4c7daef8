// Round 9 section choice: the question's own code fragments ("map.get(key)", "remove(1)", "name = name") are its most
// specific signal. A section quoting them beats a neighbouring section that only shares the topic's nouns, and the
// passage-level choice (lib/ask/passage.ts) does not hand the lead to a section that quotes fewer of them.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { answerOffline, buildAskIndex } from "@/lib/ask";
import { codeFragments } from "@/lib/ask/fragments";
import { loadLessonDocsFromContent, withoutQuestionEntries } from "@/tests/helpers/lesson-docs";

const index = buildAskIndex(withoutQuestionEntries(loadLessonDocsFromContent(path.resolve("prisma/content/courses"))));

describe("code fragments of a question", () => {
  it("keeps calls without their receiver and assignments as written, normalised", () => {
    expect(codeFragments("why does cache.get(userId) miss and this.total = total; not")).toEqual([
      "get(userid)",
      "total=total",
    ]);
  });

  it("ignores stack frames and calls too short to be specific", () => {
    expect(codeFragments("at com.shop.Cart.add(Cart.java:14) after run() and add()")).toEqual([]);
  });
});

describe("section choice by a quoted fragment", () => {
  it("answers a lost HashMap entry from the mutable-key section, not from thread safety", () => {
    const a = answerOffline(index, "changed the list I used as HashMap key, now map.get(key) returns null");
    expect(a.sources[0].url).toBe("/courses/collections-and-generics/how-hashmap-works#mutable-keys-get-lost");
  });

  it("answers remove(1) on a list of Integer from the list mistakes section", () => {
    const a = answerOffline(index, "ArrayList<Integer> values; values.remove(1) removes the wrong element, why");
    expect(a.answer).toMatch(/Integer\.valueOf\(1\)/);
  });
});
