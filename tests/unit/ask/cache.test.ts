import { describe, expect, it, vi } from "vitest";
import { createAskIndexCache } from "@/lib/ask/cache";
import { searchSections, type LessonDoc } from "@/lib/ask";

const lessonAbout = (topic: string): LessonDoc => ({
  courseSlug: "c",
  courseTitle: "C",
  lessonSlug: topic,
  lessonTitle: `About ${topic}`,
  summary: "",
  body: `## ${topic}\n\nEverything about ${topic}.`,
  pro: false,
});

function setup(maxAgeMs = 30_000) {
  let clock = 0;
  let content = { lessons: [lessonAbout("records")], version: "v1" };
  const load = vi.fn(async () => content);
  const build = vi.fn();
  const cache = createAskIndexCache(load, { maxAgeMs, now: () => clock });
  return {
    cache,
    load,
    build,
    advance: (ms: number) => (clock += ms),
    edit: (topic: string, version: string) => (content = { lessons: [lessonAbout(topic)], version }),
  };
}

describe("createAskIndexCache", () => {
  it("builds once and serves the same index within maxAgeMs", async () => {
    const { cache, load, advance } = setup();
    const a = await cache.get();
    advance(29_999);
    const b = await cache.get();
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.version).toBe("v1");
  });

  it("rebuilds when the content version changes, so staleness is bounded by maxAgeMs", async () => {
    const { cache, load, advance, edit } = setup();
    const first = await cache.get();
    edit("sealed", "v2"); // an edit in Prisma Studio
    advance(10_000);
    expect(await cache.get()).toBe(first); // still within maxAgeMs: not checked yet
    advance(20_000); // 30 s after the last check
    const second = await cache.get();
    expect(second).not.toBe(first);
    expect(cache.version).toBe("v2");
    expect(searchSections(second, "sealed")[0]?.lessonSlug).toBe("sealed");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps the index when the version did not change", async () => {
    const { cache, load, advance } = setup();
    const first = await cache.get();
    advance(31_000);
    expect(await cache.get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one in-flight build between concurrent callers", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const load = vi.fn(async () => {
      await gate;
      return { lessons: [lessonAbout("streams")], version: "v1" };
    });
    const cache = createAskIndexCache(load, { maxAgeMs: 1000 });
    const calls = Array.from({ length: 5 }, () => cache.get());
    release();
    const results = await Promise.all(calls);
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(results).size).toBe(1);
  });

  it("uses a cheap version probe when given and loads lessons only when it changes", async () => {
    let clock = 0;
    let version = "v1";
    const load = vi.fn(async () => ({ lessons: [lessonAbout("enums")], version }));
    const probe = vi.fn(async () => version);
    const cache = createAskIndexCache(load, { maxAgeMs: 100, version: probe, now: () => clock });
    const first = await cache.get();
    clock += 100;
    expect(await cache.get()).toBe(first);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    version = "v2";
    clock += 100;
    expect(await cache.get()).not.toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps serving the last index when a reload fails, and fails when there is none", async () => {
    let clock = 0;
    let fail = false;
    const load = vi.fn(async () => {
      if (fail) throw new Error("db down");
      return { lessons: [lessonAbout("maps")], version: "v1" };
    });
    const cache = createAskIndexCache(load, { maxAgeMs: 10, now: () => clock });
    const first = await cache.get();
    fail = true;
    clock += 10;
    expect(await cache.get()).toBe(first);
    const empty = createAskIndexCache(async () => Promise.reject(new Error("db down")), { maxAgeMs: 10 });
    await expect(empty.get()).rejects.toThrow("db down");
  });

  it("invalidate() forces a version check on the next get", async () => {
    const { cache, load, edit } = setup();
    await cache.get();
    edit("lists", "v3");
    cache.invalidate();
    await cache.get();
    expect(cache.version).toBe("v3");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
