import path from "node:path";
import { answerOffline, buildAskIndex } from "@/lib/ask";
import { loadLessonDocsFromContent } from "@/tests/helpers/lesson-docs";
const docs = loadLessonDocsFromContent(path.resolve("prisma/content/courses"));
const index = buildAskIndex(docs);
const a = answerOffline(index, process.argv[2]);
console.log(a.answer);
