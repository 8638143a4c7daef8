// Accuracy of the security review on our own labelled corpus: per-CWE TPR, FPR and score (TPR − FPR).
//   npx tsx bench/analyze-accuracy/run.ts            table (run.ts bundles this file, see bench/analyze/run.ts)
//   npx tsx bench/analyze-accuracy/run.ts --misses   also list every missed vulnerable / flagged safe program
//   npx tsx bench/analyze-accuracy/run.ts --cwe 89   only one category
//   npx tsx bench/analyze-accuracy/run.ts --holdout  the hold-out set (written after the engine work, never tuned on)
import { HOLDOUT_DIR, loadCorpus, runCase, score } from "./score";

const args = process.argv.slice(2);
const only = args.includes("--cwe") ? Number(args[args.indexOf("--cwe") + 1]) : undefined;
const holdout = args.includes("--holdout");
const cases = loadCorpus(holdout ? HOLDOUT_DIR : undefined).filter((c) => only === undefined || c.cwe === only);
const t0 = performance.now();
const outcomes = cases.map(runCase);
const ms = performance.now() - t0;
const { rows, average } = score(outcomes);

const pct = (x: number) => x.toFixed(1);
const header = ["CWE", "vulnerable", "safe", "TP", "FP", "TPR %", "FPR %", "score"];
const table = [
  ...rows.map((r) =>
    [`CWE-${r.cwe}`, r.vulnerable, r.safe, r.tp, r.fp, pct(r.tpr), pct(r.fpr), pct(r.score)].map(String),
  ),
  [
    "average",
    average.vulnerable,
    average.safe,
    average.tp,
    average.fp,
    pct(average.tpr),
    pct(average.fpr),
    pct(average.score),
  ].map(String),
];
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
const line = (cells: string[]) => "| " + cells.map((c, i) => c.padStart(widths[i])).join(" | ") + " |";
console.log(
  `${cases.length} programs (tests/corpus/security/${holdout ? "holdout/programs" : "programs"}), analysed in ${(ms / 1000).toFixed(1)} s`,
);
console.log(line(header));
console.log("|" + widths.map((w) => "-".repeat(w + 2)).join("|") + "|");
for (const r of table) console.log(line(r));
const worstFpr = Math.max(...rows.map((r) => r.fpr));
console.log("");
console.log(
  `target average ≥ 70 and no category FPR > 20%: ${pct(average.score)}, worst FPR ${pct(worstFpr)}% → ${
    average.score >= 70 && worstFpr <= 20 ? "ok" : "MISSED"
  }`,
);

if (args.includes("--misses")) {
  console.log("");
  for (const o of outcomes) {
    if (o.vulnerable && !o.reported) console.log(`missed  ${o.file}  ${o.note}  [reported: ${o.cwes.join(",")}]`);
    if (!o.vulnerable && o.reported) console.log(`false+  ${o.file}  ${o.note}`);
  }
}
