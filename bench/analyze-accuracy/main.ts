// Accuracy of the security review on our own labelled corpus: per-CWE TPR, FPR and score (TPR − FPR).
//   npx tsx bench/analyze-accuracy/run.ts            table (run.ts bundles this file, see bench/analyze/run.ts)
//   npx tsx bench/analyze-accuracy/run.ts --misses   also list every missed vulnerable / flagged safe program
//   npx tsx bench/analyze-accuracy/run.ts --cwe 89   only one category
//   npx tsx bench/analyze-accuracy/run.ts --holdout  the hold-out set (written after the engine work, never tuned on)
//   npx tsx bench/analyze-accuracy/run.ts --realworld        the real-world-style development set (per label, ±1 line)
//   npx tsx bench/analyze-accuracy/run.ts --realworld-blind  its blind hold-out (the lead runs it; totals only)
import { HOLDOUT_DIR, loadCorpus, runCase, score, type Row } from "./score";
import { REALWORLD_BLIND_DIR, REALWORLD_DIR, loadRealworld, runRealworld, scoreRealworld } from "./realworld";

const args = process.argv.slice(2);
const only = args.includes("--cwe") ? Number(args[args.indexOf("--cwe") + 1]) : undefined;
const pct = (x: number) => x.toFixed(1);

function printTable(title: string, rows: Row[], average: Row, target: { score: number; fpr: number }) {
  const header = ["CWE", "vulnerable", "safe", "TP", "FP", "TPR %", "FPR %", "score"];
  const table = [...rows, average].map((r) =>
    [r.cwe ? `CWE-${r.cwe}` : "average", r.vulnerable, r.safe, r.tp, r.fp, pct(r.tpr), pct(r.fpr), pct(r.score)].map(
      String,
    ),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const line = (cells: string[]) => "| " + cells.map((c, i) => c.padStart(widths[i])).join(" | ") + " |";
  console.log(title);
  console.log(line(header));
  console.log("|" + widths.map((w) => "-".repeat(w + 2)).join("|") + "|");
  for (const r of table) console.log(line(r));
  const worstFpr = Math.max(...rows.map((r) => r.fpr));
  console.log("");
  console.log(
    `target average ≥ ${target.score} and no category FPR > ${target.fpr}%: ${pct(average.score)}, worst FPR ${pct(
      worstFpr,
    )}%, ${rows.length} CWEs → ${average.score >= target.score && worstFpr <= target.fpr ? "ok" : "MISSED"}`,
  );
}

const blind = args.includes("--realworld-blind");
if (blind || args.includes("--realworld")) {
  const dir = blind ? REALWORLD_BLIND_DIR : REALWORLD_DIR;
  const cases = loadRealworld(dir).filter((c) => only === undefined || c.labels.some((l) => l.cwe === only));
  const t0 = performance.now();
  const outcomes = cases.map(runRealworld);
  const ms = performance.now() - t0;
  const { rows, average } = scoreRealworld(outcomes);
  const shown = only === undefined ? rows : rows.filter((r) => r.cwe === only);
  printTable(
    `${cases.length} programs (tests/corpus/security/${blind ? "realworld-blind" : "realworld"}), analysed in ${(ms / 1000).toFixed(1)} s`,
    shown,
    only === undefined ? average : { ...shown[0], cwe: 0 },
    { score: 85, fpr: 10 },
  );
  // the blind set never lists which programs were missed, so that nobody tunes on it
  if (args.includes("--misses") && !blind) {
    console.log("");
    for (const o of outcomes)
      o.labels.forEach((l, i) => {
        if (only !== undefined && l.cwe !== only) return;
        const got = o.findings.map((f) => `${f.cwe}@${f.line}`).join(",");
        if (l.line !== undefined && !o.hits[i])
          console.log(`missed  ${o.file}  CWE-${l.cwe}@${l.line}  ${o.note}  [reported: ${got}]`);
        if (l.line === undefined && o.hits[i]) console.log(`false+  ${o.file}  CWE-${l.cwe}  ${o.note}  [${got}]`);
      });
  }
} else {
  const holdout = args.includes("--holdout");
  const cases = loadCorpus(holdout ? HOLDOUT_DIR : undefined).filter((c) => only === undefined || c.cwe === only);
  const t0 = performance.now();
  const outcomes = cases.map(runCase);
  const ms = performance.now() - t0;
  const { rows, average } = score(outcomes);
  printTable(
    `${cases.length} programs (tests/corpus/security/${holdout ? "holdout/programs" : "programs"}), analysed in ${(ms / 1000).toFixed(1)} s`,
    rows,
    average,
    { score: 70, fpr: 20 },
  );
  if (args.includes("--misses")) {
    console.log("");
    for (const o of outcomes) {
      if (o.vulnerable && !o.reported) console.log(`missed  ${o.file}  ${o.note}  [reported: ${o.cwes.join(",")}]`);
      if (!o.vulnerable && o.reported) console.log(`false+  ${o.file}  ${o.note}`);
    }
  }
}
