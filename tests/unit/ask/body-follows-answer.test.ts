// Round 12: an error or how-to answer's body follows the lead's answering sentence (./elaborates). A body block that
// elaborates another sentence of the In short line — one that speaks to the question clearly less — is about the
// section's other point and is left out; a sentence that opens with the fix is the answer's second half. Synthetic
// lessons only.
import { describe, expect, it } from "vitest";
import { answerQuestion, buildAskIndex, type LessonDoc } from "@/lib/ask";
import { followsAnswer } from "@/lib/ask/elaborates";
import { termWeights } from "@/lib/ask/overlap";
import { analyzeQuery } from "@/lib/ask/query";

const lesson = (inShort: string): LessonDoc => ({
  courseSlug: "c",
  courseTitle: "Course",
  lessonSlug: "kiln",
  lessonTitle: "Running the pottery kiln",
  summary: "Kiln basics.",
  pro: false,
  body: [
    "## Kiln settings and the glaze log",
    "",
    `**In short:** ${inShort}`,
    "",
    "Each glaze log entry shows the cone number beside the firing temperature and the humidity reading, so two firings compare side by side.",
    "",
    "Shelf spacing decides how evenly the kiln heats each firing: tall vases need the upper shelf removed, and wide bowls need two fingers between shelf posts so the temperature and humidity reading stay even around the shelves.",
  ].join("\n"),
});

const TWO_POINTS =
  "See every firing temperature and humidity reading with `glazeLog.level=TRACE`. Shelf spacing decides airflow: remove the upper shelf for tall vases and keep two fingers between shelf posts.";
const question = "how do i see each firing temperature and humidity reading the kiln records";

describe("the body follows the lead's answering sentence", () => {
  it("leaves out a paragraph that elaborates the lead's other point", () => {
    const a = answerQuestion(buildAskIndex([lesson(TWO_POINTS)]), question);
    expect(a.covered).toBe(true);
    expect(a.answer.startsWith("See every firing temperature")).toBe(true);
    expect(a.answer).toContain("Each glaze log entry shows the cone number");
    expect(a.answer).not.toContain("tall vases need the upper shelf removed");
  });

  it("keeps the paragraph when the other sentence opens with a fix (the answer's second half)", () => {
    const fixFirst = TWO_POINTS.replace(
      "Shelf spacing decides airflow: remove",
      "Use shelf spacing for airflow: remove",
    );
    expect(followsAnswer(fixFirst, termWeights(analyzeQuery(question)))).toBeNull();
    const a = answerQuestion(buildAskIndex([lesson(fixFirst)]), question);
    expect(a.answer).toContain("tall vases need the upper shelf removed");
  });

  it("applies no rule to a one-sentence lead", () => {
    const test = followsAnswer(
      "See every firing temperature with `glazeLog.level=TRACE`.",
      termWeights(analyzeQuery(question)),
    );
    expect(test).toBeNull();
  });
});
