// Per-rule recall and precision on the development sets (or, with --blind, the blind hold-outs the lead runs):
//   BENCH_ENTRY=dev.ts npx tsx bench/analyze-breadth/run.ts [--blind] [--verbose]
// Sets: tests/corpus/quality-dev (review rules: QUA-, STY-, general DES-), tests/corpus/spring-dev (Spring smells),
// tests/corpus/syntax/*-dev (javac's first error line in labels.json). With --blind: the same under *-blind.
// recall = labelled lines found (same rule, ±1 line); precision = findings of the rule on a line labelled with it (±1);
// both averaged over the rules with labels (recall) or findings (precision). Files in subfolders (hand/) count.
// Labels listed in exclusions.json (plainly wrong per the mentor checklist, each with its reason) are skipped. --blind prints totals and per-rule figures,
// never a file name.
import fs from "node:fs";
import path from "node:path";
import { analyzeJava } from "../../lib/analyze";
import { applyExclusions, readExclusions } from "./exclusions";
import { CORPUS, FAMILIES, isCompileError, readLabelled, scoreLabelled } from "./score";

const blind = process.argv.includes("--blind");
// a blind hold-out is measured in totals only: no file names, no lists of misses
const verbose = process.argv.includes("--verbose") && !blind;
const suffix = blind ? "-blind" : "-dev";
// --only <prefix>[,<prefix>…]: score only the files whose path inside the set starts with one (`--only hand/`)
const onlyAt = process.argv.indexOf("--only");
// (a comma-separated list: one prefix each, e.g. the exact files of a new batch)
const only = onlyAt > 0 ? process.argv[onlyAt + 1].split(",") : undefined;
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "–");

analyzeJava({ code: "class W { void f() { int x = 1; } }" }); // warm-up

for (const [fam, dir] of [
  ["review", `quality${suffix}`],
  ["spring", `spring${suffix}`],
] as const) {
  const files = applyExclusions(
    readLabelled(dir, true).filter((f) => !only || only.some((p) => f.name.startsWith(p))),
    blind ? [] : readExclusions(dir),
  );
  if (!files.length) {
    console.log(`${dir}: no files`);
    continue;
  }
  const s = scoreLabelled(files, FAMILIES[fam]);
  const rules = [...new Set([...s.perRule.keys(), ...s.perRuleFindings.keys()])].sort();
  console.log(`\n## ${dir}: ${files.length} files (${files.filter((f) => !f.expect.length).length} clean)\n`);
  console.log("| rule | labels | recall | findings | precision | ok-lines flagged |");
  console.log("|---|---|---|---|---|---|");
  const recalls: number[] = [];
  const precisions: number[] = [];
  for (const rule of rules) {
    const r = s.perRule.get(rule) ?? { labels: 0, found: 0, okLines: 0, okFlagged: 0 };
    const p = s.perRuleFindings.get(rule) ?? { findings: 0, onLabel: 0 };
    if (r.labels) recalls.push(r.found / r.labels);
    if (p.findings) precisions.push(p.onLabel / p.findings);
    console.log(
      `| ${rule} | ${r.labels} | ${pct(r.found, r.labels)} | ${p.findings} | ${pct(p.onLabel, p.findings)} | ${r.okFlagged}/${r.okLines} |`,
    );
  }
  const avg = (xs: number[]) =>
    xs.length ? `${((100 * xs.reduce((a, b) => a + b, 0)) / xs.length).toFixed(1)}%` : "–";
  const onLabel = [...s.perRuleFindings.values()].reduce((a, p) => a + p.onLabel, 0);
  const all = [...s.perRuleFindings.values()].reduce((a, p) => a + p.findings, 0);
  const cleanFlagged = files.filter(
    (f) => !f.expect.length && analyzeJava({ code: f.code }).findings.some((x) => FAMILIES[fam](x.rule)),
  ).length;
  console.log(
    `\n${dir}: recall ${pct(s.found, s.labels)} of ${s.labels} labels (per-rule average ${avg(recalls)}); precision ${pct(onLabel, all)} of ${all} findings (per-rule average ${avg(precisions)}); ok-lines flagged ${s.falsePositives}/${s.negatives} (incl. clean files: ${cleanFlagged} flagged)`,
  );
  if (verbose) {
    for (const m of s.missed) console.log(`  missed     ${m.file}:${m.line} ${m.rule}`);
    for (const u of s.unexpected) console.log(`  unexpected ${u.file}:${u.line ?? "-"} ${u.rule} — ${u.message}`);
  }
}

// syntax: every tests/corpus/syntax/*-dev (or *-blind) folder; labels.json there maps file → javac's first error line
// (a folder named valid*-dev holds programs that must compile)
{
  const root = path.join(CORPUS, "syntax");
  const dirs = fs.existsSync(root) ? fs.readdirSync(root).filter((d) => d.endsWith(suffix)) : [];
  const labelsFile = path.join(root, `labels${suffix}.json`);
  const labels: Record<string, number> = fs.existsSync(labelsFile)
    ? JSON.parse(fs.readFileSync(labelsFile, "utf8"))
    : {};
  // a folder may carry its own labels file (keys relative to the folder), as the blind hold-out does
  for (const d of dirs) {
    const own = path.join(root, d, `labels${suffix}.json`);
    if (fs.existsSync(own))
      for (const [k, v] of Object.entries(JSON.parse(fs.readFileSync(own, "utf8")) as Record<string, number>))
        labels[`${d}/${k}`] = v;
  }
  let broken = 0;
  let hit = 0;
  let valid = 0;
  let flagged = 0;
  for (const d of dirs.sort())
    for (const name of fs.readdirSync(path.join(root, d)).sort()) {
      if (!name.endsWith(".java")) continue;
      const key = `${d}/${name}`;
      const lines = analyzeJava({ code: fs.readFileSync(path.join(root, key), "utf8") })
        .findings.filter(isCompileError)
        .map((f) => f.line ?? 0);
      const j = labels[key];
      if (j === undefined) {
        valid++;
        if (lines.length) {
          flagged++;
          if (!blind) console.log(`  syntax ${key}: valid, analyzer ${lines.join(",")}`);
        }
        continue;
      }
      broken++;
      if (lines.some((l) => Math.abs(l - j) <= 1)) hit++;
      else if (!blind) console.log(`  syntax ${key}: javac ${j}, analyzer ${lines.join(",") || "none"}`);
    }
  console.log(
    `\nsyntax${suffix}: ${pct(hit, broken)} within ±1 line of javac's first error (${hit}/${broken}); valid programs flagged ${flagged}/${valid}`,
  );
}
