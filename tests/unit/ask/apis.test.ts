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
  it("lists API names from code spans by weight, without values, plain words or what is already shown", () => {
    const a = record("Add `@EnableAsync` to a configuration class. Then `@Async` methods run on `taskExecutor`.");
    const b = record("- `true` turns it on\n- `@Async` again, and `spring.task.execution.pool.size`");
    expect(apisOf([a, b], "")).toEqual(["@Async", "@EnableAsync", "spring.task.execution.pool.size"]);
    expect(apisOf([a, b], "use `@EnableAsync`")).not.toContain("@EnableAsync");
    expect(apisOf([a], "", [a], 1)).toEqual(["@EnableAsync"]);
  });

  it("never lists English words, HTTP verbs or the names an example declares", () => {
    const a = record(
      "Send a `GET` or `POST` with the `orders` list, call `removeIf()` on `Order` and `it.remove()`; see `Iterator`.\n\n" +
        "```java\nrecord Order(String id) {}\nIterator<Order> it = orders.iterator();\n```",
    );
    expect(apisOf([a], "")).toEqual(["removeIf()", "Iterator"]);
  });

  it("with a filter, takes names only from the sentences and items it accepts (the section's other points are left out)", () => {
    const a = record(
      "Retry with `@Retryable` when the call fails. Unrelated: `@Scheduled` runs jobs.\n\n- `@Backoff` sets the retry delay\n- `@Cacheable` caches results",
    );
    const aboutRetry = (t: string) => /retry/i.test(t);
    expect(apisOf([a], "", [a], 6, aboutRetry)).toEqual(["@Retryable", "@Backoff"]);
    expect(apisOf([a], "")).toEqual(["@Retryable", "@Scheduled", "@Backoff", "@Cacheable"]);
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
});

describe("the answer's APIs line", () => {
  const index = buildAskIndex(loadLessonDocsFromContent(path.resolve("prisma/content/courses")));

  it("names APIs of the best sections that the answer does not quote yet", () => {
    const a = answerOffline(index, "how do i enable async methods and configure the task executor pool in spring");
    const line = a.answer.split("\n").find((l) => l.startsWith("**APIs to know:**"));
    expect(line).toBeDefined();
    const names = [...line!.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(0);
    const rest = a.answer.replace(line!, "");
    for (const n of names) expect(rest).not.toContain(n);
  });

  it("answers a background-work question from the async lesson and names its annotations", () => {
    const a = answerOffline(index, "run a slow method in the background in spring");
    expect(a.sources[0]?.url).toContain("/async-methods");
    expect(a.answer).toMatch(/@Async|@EnableAsync/);
  });
});
