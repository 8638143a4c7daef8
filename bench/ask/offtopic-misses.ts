// Lists the off-topic questions the offline engine answers instead of refusing, with the lesson it reached for.
// Usage: npx tsx bench/ask/offtopic-misses.ts
import path from "node:path";
import { answerOffline, buildAskIndex } from "@/lib/ask";
import { loadLessonDocsFromContent } from "@/tests/helpers/lesson-docs";
import { loadEvalSet } from "./eval";

const docs = loadLessonDocsFromContent(path.resolve(__dirname, "../../prisma/content/courses"));
const index = buildAskIndex(docs);
for (const q of loadEvalSet(docs).offTopic) {
  const a = answerOffline(index, q.question);
  if (a.sources.length) console.log(`${q.question}\n  → ${a.sources.map((s) => s.url).join(" ")}`);
}
