// Prints the judged rates of every round in tests/fixtures/ask-eval/judging/<round>/ (JUDGING.md): for in-scope
// questions the satisfied rate (score 3), the useful rate (≥ 2), the mean and the zeros; for off-topic questions the
// share refused (3). A score counts only while its answer's hash matches the answer judged.
//   npx tsx bench/ask/judged.ts
import fs from "node:fs";
import path from "node:path";

const DIR = path.resolve("tests", "fixtures", "ask-eval");
const ROUNDS = path.join(DIR, "judging");
// blind3: a fresh blind set written at the end of the sixth session, measured once on the final engine (JUDGED.md);
// blind4: another, written at the end of the seventh session for that session's engine
const QUESTIONS = {
  dev: "judged.json",
  blind: "judged-blind.json",
  blind3: "judged-blind3.json",
  blind4: "judged-blind4.json",
} as const;

interface Scored {
  id: number;
  hash: string;
  score: number;
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : "–");

console.log("round                 set    in-scope  satisfied (3)  useful (≥2)   mean  zeros   off-topic refused");
for (const round of fs.readdirSync(ROUNDS).sort()) {
  for (const set of ["dev", "blind", "blind3", "blind4"] as const) {
    const scoresFile = path.join(ROUNDS, round, `scores-${set}.json`);
    const answersFile = path.join(ROUNDS, round, `answers-${set}.json`);
    if (!fs.existsSync(scoresFile) || !fs.existsSync(answersFile)) continue;
    const questions = JSON.parse(fs.readFileSync(path.join(DIR, QUESTIONS[set]), "utf8")) as { kind: string }[];
    const answers = new Map(
      (JSON.parse(fs.readFileSync(answersFile, "utf8")) as { id: number; hash: string }[]).map((a) => [a.id, a.hash]),
    );
    const scores = (JSON.parse(fs.readFileSync(scoresFile, "utf8")) as Scored[]).filter(
      (s) => answers.get(s.id) === s.hash,
    );
    const inScope = scores.filter((s) => questions[s.id - 1]?.kind !== "off-topic");
    const off = scores.filter((s) => questions[s.id - 1]?.kind === "off-topic");
    const n = inScope.length;
    const mean = n ? inScope.reduce((a, s) => a + s.score, 0) / n : NaN;
    console.log(
      `${round.padEnd(21)} ${set.padEnd(6)} ${String(n).padStart(8)}  ${pct(inScope.filter((s) => s.score === 3).length, n).padStart(13)}  ${pct(
        inScope.filter((s) => s.score >= 2).length,
        n,
      ).padStart(
        11,
      )}  ${mean.toFixed(2).padStart(5)}  ${String(inScope.filter((s) => s.score === 0).length).padStart(5)}   ${pct(
        off.filter((s) => s.score === 3).length,
        off.length,
      ).padStart(9)} of ${off.length}`,
    );
  }
}
