// Guard for speed work on the analyzer: the findings and the Markdown review must not change.
//   BENCH_ENTRY=same-findings.ts npx tsx bench/analyze/run.ts --save   snapshot into .data/analyze-findings.json
//   BENCH_ENTRY=same-findings.ts npx tsx bench/analyze/run.ts          compare with the snapshot (exit 1 on any diff)
// Inputs: every .java file under tests/corpus/ except the blind hold-outs (folders named *-blind: only the lead runs
// them, through their own benches) plus the generated 100, 1,000 and 10,000-line benchmark files, and each
// runtime case (tests/corpus/runtime/<case>/: its Java file with error.txt as the last run's output).
import fs from "node:fs";
import path from "node:path";
import { analyzeJava } from "../../lib/analyze";
import { generateJava } from "../../tests/helpers/java-generator";

const SNAPSHOT = path.join(".data", "analyze-findings.json");

function javaFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return e.name.endsWith("-blind") ? [] : javaFiles(p);
      return e.name.endsWith(".java") ? [p] : [];
    })
    .sort();
}

const inputs: Array<[string, string, string?]> = javaFiles(path.join("tests", "corpus")).map((f) => [
  f,
  fs.readFileSync(f, "utf8"),
]);
for (const n of [100, 1000, 10000]) inputs.push([`generated-${n}`, generateJava(n)]);
const runtime = path.join("tests", "corpus", "runtime");
for (const c of fs.readdirSync(runtime).sort()) {
  const dir = path.join(runtime, c);
  if (!fs.statSync(dir).isDirectory() || !fs.existsSync(path.join(dir, "error.txt"))) continue;
  const java = fs.readdirSync(dir).find((f) => f.endsWith(".java"));
  if (java)
    inputs.push([
      `${dir}#error`,
      fs.readFileSync(path.join(dir, java), "utf8"),
      fs.readFileSync(path.join(dir, "error.txt"), "utf8"),
    ]);
}

const current: Record<string, string> = {};
for (const [name, code, lastError] of inputs) {
  const r = analyzeJava({ code, lastError }, { budgetMs: 60_000 });
  current[name] = JSON.stringify({ findings: r.findings, analysis: r.analysis, wrapped: r.stats.wrapped });
}

if (process.argv.includes("--save")) {
  fs.mkdirSync(path.dirname(SNAPSHOT), { recursive: true });
  fs.writeFileSync(SNAPSHOT, JSON.stringify(current));
  console.log(`saved ${inputs.length} results to ${SNAPSHOT}`);
} else {
  const saved = JSON.parse(fs.readFileSync(SNAPSHOT, "utf8")) as Record<string, string>;
  const names = new Set([...Object.keys(saved), ...Object.keys(current)]);
  let diffs = 0;
  for (const name of names) {
    if (saved[name] === current[name]) continue;
    diffs++;
    if (diffs <= 10)
      console.log(`DIFF ${name}\n  was: ${saved[name]?.slice(0, 400)}\n  now: ${current[name]?.slice(0, 400)}`);
  }
  console.log(`${names.size} inputs, ${diffs} differences → ${diffs === 0 ? "ok" : "CHANGED"}`);
  process.exit(diffs === 0 ? 0 : 1);
}
