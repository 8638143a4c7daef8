// The "APIs to know" line: inline code names of the best sections, not values, not what the answer already shows.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { answerOffline, buildAskIndex } from "@/lib/ask";
import { apisOf } from "@/lib/ask/apis";
import { namedApis } from "@/lib/ask/text";
import type { SectionRecord } from "@/lib/ask/build";
import { loadLessonDocsFromContent } from "@/tests/helpers/lesson-docs";

const record = (text: string) => ({ text }) as SectionRecord;

describe("apisOf", () => {
  it("lists code names by weight, without values and without what is already shown", () => {
    const a = record("Add `@EnableAsync` to a configuration class. Then `@Async` methods run on `taskExecutor`.");
    const b = record("- `true` turns it on\n- `@Async` again, and `spring.task.execution.pool.size`");
    expect(apisOf([a, b], "")).toEqual(["@Async", "@EnableAsync", "taskExecutor", "spring.task.execution.pool.size"]);
    expect(apisOf([a, b], "use `@EnableAsync`")).not.toContain("@EnableAsync");
    expect(apisOf([a], "", [], 1)).toEqual(["@EnableAsync"]);
  });
});

describe("namedApis (a lesson summary's APIs)", () => {
  it("finds annotations, class names and property keys, not products or the tail of a call", () => {
    expect(
      namedApis(
        "Schedule jobs with @EnableScheduling and @Scheduled, hand results back as CompletableFuture, tune " +
          "logging.level.root, print with System.out.println, and run PostgreSQL, RabbitMQ and GitHub Actions.",
      ),
    ).toEqual(["@EnableScheduling", "@Scheduled", "CompletableFuture", "logging.level.root"]);
  });

  it("adds the summary's APIs to the weights, after the best section's own names", () => {
    const a = record("Use `@Async` on a public method.");
    expect(apisOf([a], "", ["@EnableAsync", "@Async"])).toEqual(["@Async", "@EnableAsync"]);
    expect(apisOf([a], "`@EnableAsync` is on", ["@EnableAsync"])).toEqual(["@Async"]);
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

  it("names what the best lesson's summary names when its sections do not show it (@EnableAsync)", () => {
    const a = answerOffline(index, "run a slow method in the background in spring");
    const line = a.answer.split("\n").find((l) => l.startsWith("**APIs to know:**"));
    expect(a.sources[0]?.url).toContain("/async-methods");
    expect(a.answer).toContain("`@EnableAsync`");
    expect(line ?? a.answer).toContain("@EnableAsync");
  });
});
