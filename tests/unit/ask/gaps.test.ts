// The not-covered log: what is stored (scrubbed, normalised text and counters only) and that it never fails an answer.
import { describe, expect, it } from "vitest";
import { normalizeGapQuestion } from "@/lib/ask/gaps";
import { getUnansweredQuestion, listUnansweredQuestions } from "@/lib/db/queries/unanswered";
import { askQuestion } from "@/lib/services/ask";
import { useTestDatabase } from "../../helpers/db";

const db = useTestDatabase();

async function eventually<T>(read: () => Promise<T | null>): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const v = await read();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("not recorded");
}

describe("normalizeGapQuestion", () => {
  it("lower-cases, collapses whitespace and replaces addresses, URLs and token-like strings", () => {
    const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXZhbHVl";
    const n = normalizeGapQuestion(
      `  Best  PIZZA for ada@example.com from 203.0.113.7 and 2001:db8:0:0:0:0:0:1 see https://x.test/a?t=1 ${jwt} key sk_live_4eC39HqLyjWDarjtT1zdp7dc `,
    );
    expect(n).toBe("best pizza for <email> from <ip> and <ip> see <url> <token> key <token>");
    expect(normalizeGapQuestion("x".repeat(1000)).length).toBeLessThanOrEqual(300);
    expect(normalizeGapQuestion("  What is Kubernetes?  ")).toBe("what is kubernetes?");
  });
});

describe("the not-covered log", () => {
  it("counts a not-covered question once per ask, with first/last asked and no personal data", async () => {
    const q = "How do I bake sourdough bread, asks grace@example.com from 198.51.100.23?";
    const a = await askQuestion({ query: q });
    expect(a.sources).toEqual([]);
    const normalized = "how do i bake sourdough bread, asks <email> from <ip>?";
    const first = await eventually(() => getUnansweredQuestion({ normalized }));
    expect(first).toMatchObject({ count: 1, notCovered: true });
    await askQuestion({ query: q.toUpperCase().replace("GRACE@EXAMPLE.COM", "other@example.org") });
    const second = await eventually(async () => {
      const r = await getUnansweredQuestion({ normalized });
      return r && r.count === 2 ? r : null;
    });
    expect(second.lastAsked.getTime()).toBeGreaterThanOrEqual(first.lastAsked.getTime());
    const all = JSON.stringify(await listUnansweredQuestions());
    expect(all).not.toMatch(/example\.(com|org)|198\.51|grace|other@/);
  });

  it("does not record questions the lessons answer well", async () => {
    await askQuestion({ query: "What is the N+1 select problem in JPA?" });
    await new Promise((r) => setTimeout(r, 200));
    expect(await getUnansweredQuestion({ normalized: "what is the n+1 select problem in jpa?" })).toBeNull();
  });

  it("never fails or delays an answer when the log cannot be written", async () => {
    await db.prisma().$executeRawUnsafe(`ALTER TABLE "UnansweredQuestion" RENAME TO "UnansweredQuestionGone"`);
    try {
      const a = await askQuestion({ query: "best pizza dough recipe for a wood oven" });
      expect(a.sources).toEqual([]);
      expect(a.answer).toMatch(/don't cover/);
    } finally {
      await new Promise((r) => setTimeout(r, 200));
      await db.prisma().$executeRawUnsafe(`ALTER TABLE "UnansweredQuestionGone" RENAME TO "UnansweredQuestion"`);
    }
  });
});
