// Why did the engine pick these sections? Prints, for dev-set questions (tests/fixtures/ask-eval/judged.json, never
// the blind slice) or a question given on the command line, the top ranked sections with their coverages, and the
// rank of the expected section.   npx tsx bench/ask/why.ts 12,40   |   npx tsx bench/ask/why.ts "how do i …"
import fs from "node:fs";
import { analyzeQuery, buildAskIndex, rankSections, answerQuestion } from "@/lib/ask";
import { loadLessonDocsFromContent } from "@/tests/helpers/lesson-docs";

const arg = process.argv[2] ?? "";
const dev = JSON.parse(fs.readFileSync("tests/fixtures/ask-eval/judged.json", "utf8")) as {
  question: string;
  expect?: string[];
  section?: string;
}[];
const index = buildAskIndex(loadLessonDocsFromContent());
const items = /^[\d,]+$/.test(arg)
  ? arg.split(",").map((n) => ({ id: Number(n), ...dev[Number(n) - 1] }))
  : [{ id: 0, question: arg, expect: undefined, section: undefined }];
for (const it of items) {
  const q = analyzeQuery(it.question, index);
  const all = rankSections(index, q, { limit: 80 });
  console.log(`\n#${it.id} ${JSON.stringify(it.question.slice(0, 200))}  kind=${q.kind}`);
  console.log(
    "  concepts:",
    q.concepts.map((c) => `${c.word}:${c.weight.toFixed(2)}${c.api ? "*" : ""}${c.weak ? "~" : ""}`).join(" "),
  );
  all
    .slice(0, 6)
    .forEach((h, i) =>
      console.log(
        `  ${i + 1}. ${h.score.toFixed(2)} cov=${h.coverage} head=${h.headline} m=${h.matched} ${h.courseSlug}/${h.lessonSlug} § ${h.section}`,
      ),
    );
  if (it.expect) {
    const want = it.expect[0];
    const r = all.findIndex((h) => `${h.courseSlug}/${h.lessonSlug}` === want && h.section === it.section);
    const h = all[r];
    console.log(
      `  expected ${want} § ${it.section}: rank ${r < 0 ? "-" : r + 1}${h ? ` ${h.score.toFixed(2)} cov=${h.coverage} head=${h.headline}` : ""}`,
    );
  }
  const a = answerQuestion(index, it.question);
  console.log(
    `  covered=${a.covered} cov=${a.coverage.toFixed(2)} lead: ${a.answer.slice(0, 300).replace(/\n/g, " ")}`,
  );
}
