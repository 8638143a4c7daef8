// In-scope questions in a learner's everyday words are answered, not refused (issue 27): chatter words weigh little,
// everyday words map to the lessons' terms, a pasted import keeps the library its package names, and infrastructure
// named as the setting of a probe question does not make it off-topic.
import { describe, expect, it } from "vitest";
import { answerQuestion, buildAskIndex, reducePaste } from "@/lib/ask";
import { loadLessonDocsFromContent } from "@/tests/helpers/lesson-docs";

const index = buildAskIndex(loadLessonDocsFromContent());
const lessonOf = (q: string) => {
  const a = answerQuestion(index, q);
  return a.covered ? `${a.hits[0].courseSlug}/${a.hits[0].lessonSlug}` : "refused";
};

describe("everyday wording", () => {
  it("keeps the telling package of a pasted qualified name", () => {
    expect(reducePaste("import is org.junit.Test")).toBe("import is junit Test");
    expect(reducePaste("cannot cast java.util.ArrayList")).toBe("cannot cast ArrayList");
  });

  it.each([
    [
      "parsing a status string from a form into an enum blows up when someone types it in lower case",
      "object-oriented-java/enums",
    ],
    [
      "k8s restarts my pod when the database is gone, should the db be in the liveness probe or readiness",
      "spring-boot-production/health-probes-and-graceful-shutdown",
    ],
  ])("%s → %s", (q, lesson) => expect(lessonOf(q)).toBe(lesson));

  it("still refuses infrastructure questions without Java in them", () => {
    expect(lessonOf("nginx config to redirect http to https")).toBe("refused");
    expect(lessonOf("linux find files larger than 1GB")).toBe("refused");
  });
});
