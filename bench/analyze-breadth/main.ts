// Prints, per family, recall and false-positive rate on the labelled sets under tests/corpus.
//   npx tsx bench/analyze-breadth/run.ts [--verbose]
import { analyzeJava } from "../../lib/analyze";
import { designRules } from "../../lib/analyze/design";
import { securityRules } from "../../lib/analyze/security";
import { generateJava } from "../../tests/helpers/java-generator";
import { QUALITY_RULES } from "../../lib/analyze/quality";
import {
  cpuMs,
  FAMILIES,
  readLabelled,
  readRuntime,
  readSyntax,
  scoreLabelled,
  scoreRuntime,
  scoreSyntax,
} from "./score";

const verbose = process.argv.includes("--verbose");
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "–");

// warm up the parser (first parse compiles Chevrotain's lookahead functions)
analyzeJava({ code: "class W { void f() { int x = 1; } }" });

const rows: string[][] = [];

for (const [fam, dir] of [
  ["quality", "quality"],
  ["quality", "quality/fresh"],
  ["spring", "spring"],
  ["spring", "spring/fresh"],
] as const) {
  const files = readLabelled(dir);
  if (!files.length) continue;
  const s = scoreLabelled(files, FAMILIES[fam]);
  const cleanFiles = files.filter((f) => !f.expect.length).length;
  rows.push([
    dir.endsWith("fresh") ? `${fam} (fresh set)` : fam,
    `${files.length} files (${cleanFiles} clean), ${s.labels} labels, ${s.negatives} negatives`,
    `${pct(s.found, s.labels)} (${s.found}/${s.labels})`,
    `${pct(s.falsePositives, s.negatives)} (${s.falsePositives}/${s.negatives})`,
    `${pct(s.found, s.found + s.unexpected.length)}`,
  ]);
  if (dir === "quality") {
    const covered = QUALITY_RULES.filter((r) => s.perRule.get(r.id)?.labels).length;
    rows[rows.length - 1][1] += `; ${QUALITY_RULES.length} rules, ${covered} with labels`;
  }
  if (verbose || s.missed.length + s.unexpected.length) {
    for (const m of s.missed) console.log(`  ${dir} missed     ${m.file}:${m.line} ${m.rule}`);
    for (const u of s.unexpected)
      console.log(`  ${fam} unexpected ${u.file}:${u.line ?? "-"} ${u.rule} — ${u.message}`);
  }
  if (verbose)
    for (const [rule, r] of [...s.perRule].sort())
      console.log(`  ${rule.padEnd(36)} recall ${r.found}/${r.labels}  ok-lines flagged ${r.okFlagged}/${r.okLines}`);
}

{
  const cases = readRuntime();
  const results = cases.map(scoreRuntime);
  const named = results.filter((r) => r.namesException).length;
  const fixed = results.filter((r) => r.fixLine).length;
  const second = cases.filter((c) => c.second !== undefined);
  const secondOk = results.filter((r, i) => cases[i].second !== undefined && r.secondLine).length;
  rows.push([
    "runtime",
    `${cases.length} traces (${cases.filter((c) => /^spring-/.test(c.name)).length} Spring Boot)`,
    `names the exception ${named}/${cases.length}; fix line ${fixed}/${cases.length}; second place ${secondOk}/${second.length}`,
    "–",
    "–",
  ]);
  for (const r of results)
    if (verbose || !r.namesException || !r.fixLine || !r.secondLine)
      console.log(
        `  runtime ${r.name}: exception ${r.namesException ? "ok" : "MISSING"}, line ${r.fixLine ? "ok" : "WRONG"} (got ${r.got?.rule ?? "nothing"} at ${r.got?.line ?? "-"}), second ${r.secondLine ? "ok" : "MISSING"}`,
      );
}

{
  const cases = readSyntax();
  const broken = cases.filter((c) => c.javacLine !== null);
  const valid = cases.filter((c) => c.javacLine === null);
  const rb = broken.map(scoreSyntax);
  const rv = valid.map(scoreSyntax);
  const any = rb.filter((r) => r.anyHit).length;
  const first = rb.filter((r) => r.firstHit).length;
  const fp = rv.filter((r) => r.lines.length).length;
  const fresh = rb.filter((r) => r.name.startsWith("broken-fresh/"));
  rows.push([
    "syntax (fresh set)",
    `${fresh.length} broken programs written after the rules`,
    `${pct(fresh.filter((r) => r.anyHit).length, fresh.length)} within ±1 line (${fresh.filter((r) => r.anyHit).length}/${fresh.length})`,
    "–",
    "–",
  ]);
  rows.push([
    "syntax",
    `${broken.length} broken, ${valid.length} valid programs`,
    `${pct(any, broken.length)} within ±1 line of javac's first error (${any}/${broken.length}); first finding there ${pct(first, broken.length)}`,
    `${pct(fp, valid.length)} (${fp}/${valid.length} valid programs flagged)`,
    "–",
  ]);
  for (const r of [...rb, ...rv])
    if (verbose || (r.javacLine !== null ? !r.anyHit : r.lines.length))
      console.log(`  syntax ${r.name}: javac ${r.javacLine ?? "ok"}, analyzer ${r.lines.join(",") || "none"}`);
}

console.log("");
console.log("| family | set | recall | false-positive rate | precision |");
console.log("|---|---|---|---|---|");
for (const r of rows) console.log(`| ${r.join(" | ")} |`);

// Speed: CPU time (process.cpuUsage, so the other processes of a busy machine do not count) of the
// whole analysis of bench/analyze's generated 1,000-line Spring-style file, with and without the
// quality family, alternating runs.
{
  const code = generateJava(1000);
  const n = code.split("\n").length;
  const BUDGET = { budgetMs: 600_000 };
  for (let i = 0; i < 2; i++) analyzeJava({ code }, BUDGET);
  let without = 0;
  let withQ = 0;
  const reps = 12;
  for (let r = 0; r < reps; r++) {
    let t0 = cpuMs();
    analyzeJava({ code }, { ...BUDGET, families: [securityRules, designRules] });
    without += cpuMs() - t0;
    t0 = cpuMs();
    analyzeJava({ code }, BUDGET);
    withQ += cpuMs() - t0;
  }
  const per = (x: number) => ((x / reps / n) * 1000).toFixed(1);
  console.log("");
  console.log(
    `speed (${n}-line generated file): whole analysis ${per(withQ)} ms CPU / 1,000 lines (without the quality family ${per(without)})`,
  );
}
