// A checklist section ("Common mistakes") whose In short line names every item: a question about one of the items
// is answered with that item (its cause and fix), not with the list of all mistakes.
import { describe, expect, it } from "vitest";
import { answerQuestion, buildAskIndex, type LessonDoc } from "@/lib/ask";

const lesson: LessonDoc = {
  courseSlug: "web",
  courseTitle: "Web",
  lessonSlug: "controllers",
  lessonTitle: "REST controllers",
  summary: "Writing REST controllers.",
  pro: false,
  body: [
    "## Writing a controller",
    "",
    "**In short:** Annotate a class with `@RestController` and its methods with `@GetMapping`.",
    "",
    "## Common mistakes",
    "",
    "**In short:** The usual mistakes are controllers outside the main package, a missing `@ResponseBody`, returning entities, and catching every exception.",
    "",
    "- **Controllers outside the main class's package.** They are never scanned, so every URL answers 404; move them into a sub-package of the main class's package.",
    "- **Missing `@ResponseBody` on a `@Controller`.** Spring looks for a view named like the returned string; use `@RestController`.",
    "- **Returning JPA entities.** Lazy relations fail during serialisation; return a DTO instead.",
    "- **Catching every exception in the controller.** Errors turn into 200 responses; use `@RestControllerAdvice`.",
  ].join("\n"),
};

describe("checklist sections", () => {
  const index = buildAskIndex([lesson]);

  it("leads with the one item the question is about and leaves the other items out", () => {
    const a = answerQuestion(
      index,
      "my controller is in another package than the main class and every url gives 404, never scanned",
    );
    expect(a.covered).toBe(true);
    expect(a.answer.startsWith("**Controllers outside the main class's package.**")).toBe(true);
    expect(a.answer).not.toContain("Returning JPA entities");
    expect(a.answer).not.toContain("**APIs to know:**");
  });

  it("keeps the In short line when the question is about the checklist as a whole", () => {
    const a = answerQuestion(index, "what are the common mistakes with rest controllers");
    expect(a.answer.startsWith("The usual mistakes are")).toBe(true);
  });
});

describe("checklist sections written as bold-labelled paragraphs", () => {
  const index = buildAskIndex([
    {
      ...lesson,
      body: [
        "## Common mistakes",
        "",
        "**In short:** The usual mistakes are controllers outside the main package, a missing `@ResponseBody`, returning entities, and catching every exception.",
        "",
        "**Controllers outside the main class's package.** They are never scanned, so every URL answers 404; move them into a sub-package of the main class's package.",
        "",
        "**Missing `@ResponseBody` on a `@Controller`.** Spring looks for a view named like the returned string; use `@RestController`.",
        "",
        "**Returning JPA entities.** Lazy relations fail during serialisation; return a DTO instead.",
        "",
        "**Catching every exception in the controller.** Errors turn into 200 responses; use `@RestControllerAdvice`.",
      ].join("\n"),
    },
  ]);

  it("lead with the paragraph the question is about, like a list item", () => {
    const a = answerQuestion(
      index,
      "my controller is in another package than the main class and every url gives 404, never scanned",
    );
    expect(a.answer.startsWith("**Controllers outside the main class's package.**")).toBe(true);
    expect(a.answer).not.toContain("Returning JPA entities");
  });
});

describe("a lesson's intro", () => {
  const index = buildAskIndex([
    {
      courseSlug: "jdbc",
      courseTitle: "JDBC",
      lessonSlug: "transactions",
      lessonTitle: "JDBC transactions",
      summary: "Money transfers that happen fully or not at all.",
      pro: false,
      body: [
        "A money transfer debits one account and credits another; both updates must happen or neither.",
        "",
        "## Auto-commit and explicit transactions",
        "",
        "**In short:** Make a JDBC transfer all or nothing: call `con.setAutoCommit(false)`, then `con.commit()` after the last update and `con.rollback()` in the `catch` block.",
        "",
        "```java key",
        "con.setAutoCommit(false);",
        "debit(con, from, amount);",
        "credit(con, to, amount);",
        "con.commit();",
        "```",
        "",
        "## The second transfer",
        "",
        "**In short:** A failed transfer leaves both balances unchanged after a rollback.",
        "",
        "The second transfer credited Alice before it failed, so the rollback undid the credit.",
      ].join("\n"),
    },
  ]);

  it("gives way to the section that does what a how-to or code question asks", () => {
    const a = answerQuestion(
      index,
      "show me a jdbc money transfer that debits one account and credits another fully or not at all",
    );
    expect(a.covered).toBe(true);
    expect(a.answer.startsWith("Make a JDBC transfer all or nothing")).toBe(true);
    expect(a.answer).toContain("con.commit();");
  });
});

describe("an In short line of two answers", () => {
  const index = buildAskIndex([
    {
      courseSlug: "data",
      courseTitle: "Data",
      lessonSlug: "hibernate-config",
      lessonTitle: "Configuring Hibernate",
      summary: "Schema generation and SQL logging.",
      pro: false,
      body: [
        "## Schema generation and SQL logging",
        "",
        "**In short:** `spring.jpa.hibernate.ddl-auto` lets Hibernate create tables; use `validate` with migrations. Log the SQL with `logging.level.org.hibernate.SQL=DEBUG` and the bind parameter values with `org.hibernate.orm.jdbc.bind=TRACE`.",
      ].join("\n"),
    },
  ]);

  it("starts with the sentence the question asks about and keeps the other", () => {
    const a = answerQuestion(index, "how can i see the sql hibernate sends, with the bind parameter values");
    expect(a.answer.startsWith("Log the SQL with")).toBe(true);
    expect(a.answer).toContain("`spring.jpa.hibernate.ddl-auto` lets Hibernate create tables");
  });
});
