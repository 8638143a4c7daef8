// Lists the in-scope questions of the own evaluation sets (not the blind ones) that the offline engine refuses.
//   npx tsx bench/ask/refusals.ts
import fs from "node:fs";
import { answerQuestion, buildAskIndex } from "@/lib/ask";
import { loadLessonDocsFromContent } from "@/tests/helpers/lesson-docs";
const files = [
  "judged.json",
  "java-core.json",
  "spring.json",
  "errors-concurrency.json",
  "new-lessons.json",
  "heldout.json",
];
const index = buildAskIndex(loadLessonDocsFromContent());
for (const f of files) {
  const p = `tests/fixtures/ask-eval/${f}`;
  if (!fs.existsSync(p)) continue;
  const qs = JSON.parse(fs.readFileSync(p, "utf8")) as { question: string; kind?: string }[];
  for (const q of qs) {
    if (q.kind === "off-topic") continue;
    if (!answerQuestion(index, q.question).covered)
      console.log(`${f}: ${q.question.slice(0, 110).replace(/\n/g, " ")}`);
  }
}
