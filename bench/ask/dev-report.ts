// Development report on the judged development set (tests/fixtures/ask-eval/judged.json; never the blind slice):
// per question the kind, whether it was refused, whether the first source is an expected lesson and the expected
// section, and whether the reference terms appear in the answer's lead (first paragraph) or anywhere. These are
// mechanical proxies only; the rubric (JUDGING.md) is applied by reading the answers.
//   npx tsx bench/ask/dev-report.ts [--list] [--show=12,40]
import fs from "node:fs";
import path from "node:path";
import { answerQuestion, buildAskIndex } from "@/lib/ask";
import { loadLessonDocsFromContent } from "@/tests/helpers/lesson-docs";
import { lessonKey, termCoverage } from "./eval";

interface Judged {
  question: string;
  kind: string;
  expect?: string[];
  section?: string;
  answer?: string;
  terms?: string[];
}
const file = path.resolve("tests/fixtures/ask-eval/judged.json");
const questions = JSON.parse(fs.readFileSync(file, "utf8")) as Judged[];
const index = buildAskIndex(loadLessonDocsFromContent());
const show = new Set(
  (process.argv.find((a) => a.startsWith("--show="))?.slice(7) ?? "").split(",").filter(Boolean).map(Number),
);
const list = process.argv.includes("--list");
const t = { inScope: 0, refused: 0, lesson: 0, section: 0, leadTerms: 0, allTerms: 0, off: 0, offRefused: 0 };
const plain = (s: string) => s.replace(/[`*]/g, "").toLowerCase();
questions.forEach((q, i) => {
  const id = i + 1;
  const a = answerQuestion(index, q.question);
  if (show.has(id)) {
    console.log(
      `\n===== #${id} [${q.kind}] ${q.question}\n--- want: ${q.expect?.[0]} § ${q.section}\n--- ref: ${q.answer}\n`,
    );
    // code blocks shortened for reading (the answer itself is unchanged)
    console.log(
      a.answer.replace(/(```\w*\n)([\s\S]*?)(\n```)/g, (_m, open: string, code: string, close: string) => {
        const lines = code.split("\n");
        return open + lines.slice(0, 6).join("\n") + (lines.length > 6 ? `\n… (${lines.length} lines)` : "") + close;
      }),
    );
    console.log(`--- sources: ${a.sources.map((s) => s.url).join(" ")}`);
  }
  if (q.kind === "off-topic") {
    t.off++;
    if (!a.covered) t.offRefused++;
    else if (list) console.log(`#${id} OFF-TOPIC ANSWERED ${q.question.slice(0, 80)}`);
    return;
  }
  t.inScope++;
  if (!a.covered) {
    t.refused++;
    if (list) console.log(`#${id} REFUSED [${q.kind}] ${q.question.slice(0, 100).replace(/\n/g, " ")}`);
    return;
  }
  const first = a.sources[0];
  const lessonOk = !!first && !!q.expect?.includes(lessonKey(first.url));
  const sectionOk = lessonOk && plain(first.section) === plain(q.section ?? "");
  const lead = a.answer.split("\n\n")[0];
  const leadT = termCoverage(lead, q.terms ?? []);
  const allT = termCoverage(a.answer, q.terms ?? []);
  if (lessonOk) t.lesson++;
  if (sectionOk) t.section++;
  t.leadTerms += leadT;
  t.allTerms += allT;
  if (list && (!sectionOk || leadT < 1))
    console.log(
      `#${id} ${lessonOk ? (sectionOk ? "ok     " : "section") : "LESSON "} lead ${leadT.toFixed(1)} [${q.kind}] ${q.question.slice(0, 70).replace(/\n/g, " ")} → ${first ? `${lessonKey(first.url)} § ${first.section}` : "-"} (want § ${q.section})`,
    );
});
const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
console.log(
  `\nin-scope ${t.inScope}: refused ${t.refused}, first source right lesson ${pct(t.lesson, t.inScope)}, right section ${pct(t.section, t.inScope)}, reference terms in lead ${pct(t.leadTerms, t.inScope)}, anywhere ${pct(t.allTerms, t.inScope)}; off-topic refused ${t.offRefused}/${t.off}`,
);
