// Writes the offline engine's answers to a question file, composed exactly as the ask service composes them
// (lib/ask answerQuestion, the one path the service, MCP, the ask page and the tests use), for a
// blind judge to rate (see tests/fixtures/ask-eval/JUDGING.md).
//   npx tsx bench/ask/export-answers.ts tests/fixtures/ask-eval/judged.json out.json
import fs from "node:fs";
import { createHash } from "node:crypto";
import { answerQuestion, buildAskIndex } from "@/lib/ask";
import { loadLessonDocsFromContent } from "@/tests/helpers/lesson-docs";

const [input, output] = process.argv.slice(2);
if (!input || !output) throw new Error("usage: export-answers.ts <questions.json> <answers.json>");
const questions = JSON.parse(fs.readFileSync(input, "utf8")) as { question: string; kind?: string }[];
const index = buildAskIndex(loadLessonDocsFromContent());
const out = questions.map((q, i) => {
  const a = answerQuestion(index, q.question);
  return {
    id: i + 1,
    question: q.question,
    answer: a.answer,
    sources: a.sources.map((s) => ({ title: s.title, url: s.url })),
    hash: createHash("sha256").update(a.answer).digest("hex").slice(0, 16),
  };
});
fs.writeFileSync(output, JSON.stringify(out, null, 2) + "\n");
console.log(`${out.length} answers → ${output}`);
