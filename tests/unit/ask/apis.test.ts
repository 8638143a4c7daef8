// The "APIs to know" line: inline code names of the best sections, not values, not what the answer already shows.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { answerOffline, buildAskIndex } from "@/lib/ask";
import { apisOf } from "@/lib/ask/apis";
import type { SectionRecord } from "@/lib/ask/build";
import { loadLessonDocsFromContent } from "@/tests/helpers/lesson-docs";

const record = (text: string) => ({ text }) as SectionRecord;

describe("apisOf", () => {
  it("lists code names by weight, without values and without what is already shown", () => {
    const a = record("Add `@EnableAsync` to a configuration class. Then `@Async` methods run on `taskExecutor`.");
    const b = record("- `true` turns it on\n- `@Async` again, and `spring.task.execution.pool.size`");
    expect(apisOf([a, b], "")).toEqual(["@Async", "@EnableAsync", "taskExecutor", "spring.task.execution.pool.size"]);
    expect(apisOf([a, b], "use `@EnableAsync`")).not.toContain("@EnableAsync");
    expect(apisOf([a], "", 1)).toEqual(["@EnableAsync"]);
  });
});

describe("the answer's APIs line", () => {
  const index = buildAskIndex(loadLessonDocsFromContent(path.resolve("prisma/content/courses")));

  it("names APIs of the best sections that the answer does not quote yet", () => {
    const a = answerOffline(index, "how to load users from database in spring security");
    const line = a.answer.split("\n").find((l) => l.startsWith("**APIs to know:**"));
    expect(line).toBeDefined();
    const names = [...line!.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(0);
    const rest = a.answer.replace(line!, "");
    for (const n of names) expect(rest).not.toContain(n);
  });
});
