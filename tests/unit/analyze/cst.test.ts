import { describe, expect, it } from "vitest";
import type { IToken } from "java-parser";
import { lowerBound } from "@/lib/analyze/cst";

// lowerBound answers from a precomputed table for long token lists and by binary search for short ones: both must
// give the index of the first token starting at or after the offset, for every offset (gaps, ends, out of range).
function tokensAt(starts: number[]): IToken[] {
  return starts.map((s) => ({ startOffset: s, endOffset: s }) as IToken);
}

function expected(tokens: IToken[], offset: number): number {
  const i = tokens.findIndex((t) => t.startOffset >= offset);
  return i < 0 ? tokens.length : i;
}

describe("lowerBound", () => {
  for (const count of [0, 1, 5, 255, 256, 1000]) {
    it(`matches a linear search on ${count} tokens`, () => {
      let seed = count + 1;
      const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      const starts: number[] = [];
      let o = Math.floor(rand() * 3);
      for (let i = 0; i < count; i++) {
        starts.push(o);
        o += 1 + Math.floor(rand() * 6);
      }
      const tokens = tokensAt(starts);
      for (let off = -3; off <= o + 3; off++) expect(lowerBound(tokens, off)).toBe(expected(tokens, off));
    });
  }
});
