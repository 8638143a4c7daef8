import { describe, expect, it } from "vitest";
import { checkRateLimit, rateLimitHeaders } from "@/lib/ratelimit";

describe("in-memory rate limiter (no REDIS_URL / Upstash)", () => {
  it.skipIf(Boolean(process.env.REDIS_URL))(
    "allows exactly 30 of 40 concurrent ask requests per key, and keys are independent",
    async () => {
      const key = `test-${Math.random()}`;
      const results = await Promise.all(Array.from({ length: 40 }, () => checkRateLimit("ask", key)));
      expect(results.filter((r) => r.success).length).toBe(30);
      expect(results.filter((r) => !r.success).length).toBe(10);
      expect((await checkRateLimit("ask", `${key}-other`)).success).toBe(true);
    },
  );
  it("formats IETF RateLimit headers and Retry-After", () => {
    const h = rateLimitHeaders("ask", {
      success: false,
      limit: 30,
      remaining: 0,
      reset: Date.now() + 42_000,
      enforced: true,
    });
    expect(h["RateLimit-Policy"]).toBe('"ask";q=30;w=60');
    expect(h.RateLimit).toMatch(/^"ask";r=0;t=4[12]$/);
    expect(Number(h["Retry-After"])).toBeGreaterThanOrEqual(41);
  });
});
