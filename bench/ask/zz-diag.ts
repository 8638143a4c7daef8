import path from "node:path";
import { answerOffline, buildAskIndex } from "@/lib/ask";
import { loadLessonDocsFromContent } from "@/tests/helpers/lesson-docs";
const docs = loadLessonDocsFromContent(path.resolve("prisma/content/courses"));
const index = buildAskIndex(docs);
for (const q of process.argv.slice(2)) {
  const a = answerOffline(index, q);
  const h = a.hits[0];
  console.log(q, "| foreign:", a.query.foreignTopic, "| concepts:", a.query.concepts.map(c => `${c.word}${c.foreign?"*":""}${c.context?"~":""}:${c.weight.toFixed(2)}`).join(" "), "| top:", h?.url, "cov", h?.coverage?.toFixed(2), "head", h?.headline?.toFixed(2), "| answered", a.sources.length>0);
}
