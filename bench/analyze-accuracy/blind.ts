// The blind hold-out set (tests/corpus/security/holdout2: written without reading the analyzer, measure-only — see
// its README): per-CWE TPR, FPR and score, totals only. It never prints which programs were missed, so that nobody
// tunes on it.   BENCH_ENTRY=blind.ts npx tsx bench/analyze-accuracy/run.ts
import path from "node:path";
import { loadCorpus, runCase, score } from "./score";

const outcomes = loadCorpus(path.resolve("tests", "corpus", "security", "holdout2", "programs")).map(runCase);
const { rows, average } = score(outcomes);
const pct = (x: number) => x.toFixed(1).padStart(5);
console.log(`${outcomes.length} programs (tests/corpus/security/holdout2/programs, blind)`);
console.log("|     CWE | TPR % | FPR % | score |");
console.log("|---------|-------|-------|-------|");
for (const r of rows)
  console.log(`| ${`CWE-${r.cwe}`.padStart(7)} | ${pct(r.tpr)} | ${pct(r.fpr)} | ${pct(r.score)} |`);
console.log(`| average | ${pct(average.tpr)} | ${pct(average.fpr)} | ${pct(average.score)} |`);
