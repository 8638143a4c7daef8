// The example an answer shows (lib/ask/example.ts): never the version the lesson itself corrects.
import { describe, expect, it } from "vitest";
import type { SectionRecord } from "@/lib/ask/build";
import { brokenNames, chooseExample } from "@/lib/ask/example";
import type { OverlapWeights } from "@/lib/ask/overlap";

const section = (heading: string, text: string) => ({ heading, text, pro: false }) as SectionRecord;
const w: OverlapWeights = {
  byTerm: new Map([
    ["discount", { weight: 1, concepts: [0] }],
    ["percent", { weight: 1, concepts: [1] }],
  ]),
  concept: [2, 1],
  bigrams: new Set(),
};
const buggy = section(
  "A wrong result",
  "This program computes a discount in cents.\n\n```java\npublic class Discount {\n  static long discount(long total, int percent) { return total * (percent / 100); }\n}\n```",
);
const fixed = section(
  "Keeping it fixed",
  "Multiply first, then divide.\n\n```java\npublic class DiscountFixed {\n  static long discount(long total, int percent) { return total * percent / 100; }\n}\n```",
);

describe("chooseExample", () => {
  it("knows which classes the lesson corrects with a …Fixed version", () => {
    expect([...brokenNames([buggy, fixed])]).toEqual(["Discount"]);
    expect(brokenNames([buggy]).size).toBe(0);
  });

  it("shows the corrected class, not the one its lesson supersedes", () => {
    const ex = chooseExample([buggy], [buggy, fixed], "error", w, []);
    expect(ex?.block.code).toContain("class DiscountFixed");
    // without the corrected version in the lesson, the section's own code is the example
    expect(chooseExample([buggy], [buggy], "error", w, [])?.block.code).toContain("class Discount ");
  });
});
