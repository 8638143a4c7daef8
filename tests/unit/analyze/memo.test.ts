import { describe, expect, it } from "vitest";
import { memoize } from "@/lib/analyze/memo";

describe("memoize", () => {
  it("computes each input once and returns the same answers", () => {
    const calls: string[] = [];
    const f = memoize((s: string) => {
      calls.push(s);
      return s.length ? s.toUpperCase() : undefined;
    });
    expect([f("a"), f("b"), f("a"), f(""), f("")]).toEqual(["A", "B", "A", undefined, undefined]);
    expect(calls).toEqual(["a", "b", ""]);
  });

  it("empties the cache at its size limit instead of growing", () => {
    const calls: string[] = [];
    const f = memoize((s: string) => {
      calls.push(s);
      return s + "!";
    }, 2);
    f("a");
    f("b");
    f("c"); // full: cleared, then "c" stored
    f("a"); // computed again
    f("c"); // still cached
    expect(calls).toEqual(["a", "b", "c", "a"]);
    expect(f("b")).toBe("b!");
  });
});
