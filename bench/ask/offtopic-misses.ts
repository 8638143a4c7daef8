// Lists the tuned and held-out off-topic questions the offline engine answers instead of refusing, with the lesson
// it reached for.
// Usage: npx tsx bench/ask/offtopic-misses.ts
import path from "node:path";
import { answerOffline, buildAskIndex } from "@/lib/ask";
import { loadLessonDocsFromContent } from "@/tests/helpers/lesson-docs";
import { loadEvalSet, sliceOf } from "./eval";

const docs = loadLessonDocsFromContent(path.resolve(__dirname, "../../prisma/content/courses"));
const index = buildAskIndex(docs);
// Not the blind slice: it is measured, never looked into (tests/fixtures/ask-eval/BLIND2.md).
for (const q of loadEvalSet(docs).offTopic.filter((q) => sliceOf(q.file) !== "blind")) {
  const a = answerOffline(index, q.question);
  if (a.sources.length) console.log(`${q.question}\n  → ${a.sources.map((s) => s.url).join(" ")}`);
}
