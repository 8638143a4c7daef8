// The benchmark itself (run through bench/analyze/run.ts): bare java-parser parse time vs the full
// analyzeJava time for generated Spring-style files of 100, 1,000 and 10,000 lines.
//
// Three measurements of the same thing (same generated files, same full analyzeJava):
// 1. Forks (the one the "≤ 2× a bare parse" target uses; see forks.ts): each side in 3 processes of its own, steady
//    state, CPU time per call; the ratio of the medians.
// 2. Shared-process blocks (the target until 2026-11-24, still printed): ROUNDS (11) rounds of [a block of parses,
//    then a block of analyses] in this one process, the median of the per-round CPU ratios. Not the target because
//    the two sides share V8's heap: the young generation the analyses leave sized decides whether the next parse block
//    runs at 0.4 or 1.1 ms per 100-line parse, so this ratio jumps between regimes (2.3× to 5.8× for the same code).
//    (Forcing a full collection before each block was tried and rejected: it resets V8's heap sizing, so the blocks
//    then measure a cold heap, not a server's.)
// 3. Interleaved per call (older still): one parse, then one analysis, alternating; medians per call. There the
//    garbage a bare parse leaves behind is mostly collected during the next analysis and charged to it. It also
//    shows the rule families separately, so a regression can be traced to one of them.
import { parse } from "java-parser";
import { loadavg } from "node:os";
import { analyzeJava } from "../../lib/analyze";
import { designRules } from "../../lib/analyze/design";
import { securityRules } from "../../lib/analyze/security";
import { generateJava } from "../../tests/helpers/java-generator";
import { FORK_SIZES, measureInForks, median, runFork } from "./forks";

if (process.argv[2] === "--fork") {
  runFork(process.argv[3], Number(process.argv[4]));
  process.exit(0);
}
const forks = measureInForks(process.argv[1]);

const SIZES: Array<{ lines: number; runs: number; block: number }> = [
  { lines: 100, runs: 61, block: 300 },
  { lines: 1000, runs: 25, block: 25 },
  { lines: 10000, runs: 7, block: 3 },
];
const ROUNDS = 11; // single rounds swing ±0.4× on a shared machine: the median of 11 is steadier than of 7

// Measure speed, not the limit: a loaded machine must not turn a slow run into AnalyzerLimitError.
const BUDGET = { budgetMs: 60_000 };

// CPU time of this process (user + system), in ms: on a shared machine the wall clock also counts the time spent
// waiting for a core, which says nothing about the analyzer. Both are printed.
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function time(fn: () => void): { cpu: number; wall: number } {
  const w0 = performance.now();
  const c0 = cpuMs();
  fn();
  return { cpu: cpuMs() - c0, wall: performance.now() - w0 };
}

function table(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => "| " + cells.map((c, i) => c.padStart(widths[i])).join(" | ") + " |";
  console.log(line(header));
  console.log("|" + widths.map((w) => "-".repeat(w + 2)).join("|") + "|");
  for (const r of rows) console.log(line(r));
}

type Block = { lines: number; parse: number; full: number; cpuRatio: number; wallRatio: number; ratios: string };
const blockResults: Block[] = [];
const interleavedRows: string[][] = [];
const interleaved: Array<{ lines: number; cpu: number; wall: number; parse: number; full: number }> = [];

for (const { lines, runs, block } of SIZES) {
  const code = generateJava(lines);
  // warm-up: the parser builds its lookahead tables on first use
  for (let i = 0; i < 3; i++) {
    parse(code);
    analyzeJava({ code }, BUDGET);
  }

  // 1. blocks
  const cpuR: number[] = [];
  const wallR: number[] = [];
  const parseB: number[] = [];
  const fullB: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const p = time(() => {
      for (let i = 0; i < block; i++) parse(code);
    });
    const f = time(() => {
      for (let i = 0; i < block; i++) analyzeJava({ code }, BUDGET);
    });
    cpuR.push(f.cpu / p.cpu);
    wallR.push(f.wall / p.wall);
    parseB.push(p.cpu / block);
    fullB.push(f.cpu / block);
  }
  blockResults.push({
    lines,
    parse: median(parseB),
    full: median(fullB),
    cpuRatio: median(cpuR),
    wallRatio: median(wallR),
    ratios: cpuR.map((x) => x.toFixed(2)).join(" "),
  });

  // 2. interleaved, one call each, so all variants see the same machine load
  const parseT: number[] = [];
  const fullT: number[] = [];
  const parseW: number[] = [];
  const fullW: number[] = [];
  const designT: number[] = [];
  const securityT: number[] = [];
  let findings = 0;
  for (let i = 0; i < runs; i++) {
    const p = time(() => parse(code));
    const f = time(() => void (findings = analyzeJava({ code }, BUDGET).findings.length));
    parseT.push(p.cpu);
    parseW.push(p.wall);
    fullT.push(f.cpu);
    fullW.push(f.wall);
    designT.push(time(() => analyzeJava({ code }, { ...BUDGET, families: [designRules] })).cpu);
    securityT.push(time(() => analyzeJava({ code }, { ...BUDGET, families: [securityRules] })).cpu);
  }
  const p = median(parseT);
  const f = median(fullT);
  const d = median(designT);
  const s = median(securityT);
  interleaved.push({ lines, cpu: f / p, wall: median(fullW) / median(parseW), parse: p, full: f });
  interleavedRows.push([
    String(lines),
    `${(code.length / 1024).toFixed(0)} KB`,
    String(runs),
    p.toFixed(1),
    f.toFixed(1),
    (f / p).toFixed(2),
    (median(fullW) / median(parseW)).toFixed(2),
    ((f / lines) * 1000).toFixed(1),
    `${d.toFixed(1)} (${(d / p).toFixed(2)}×)`,
    `${s.toFixed(1)} (${(s / p).toFixed(2)}×)`,
    String(findings),
  ]);
}

const ok = (xs: number[]) => (xs.every((x) => x <= 2) ? "ok" : "MISSED");
console.log(
  "Forks (used by the target): each side in its own processes, steady state; CPU ms per call of each fork (median of its rounds).",
);
table(
  [
    "lines",
    "block",
    "bare parse ms/call (forks)",
    "analyzer's parse ms/call (forks)",
    "analyzeJava ms/call (forks)",
    "ratio CPU (medians)",
    "over analyzer's parse",
  ],
  forks.map((f) => [
    String(f.lines),
    String(FORK_SIZES.find((s) => s.lines === f.lines)!.block),
    f.parse.map((x) => x.toFixed(2)).join(" / "),
    f.ownParse.map((x) => x.toFixed(2)).join(" / "),
    f.analysis.map((x) => x.toFixed(2)).join(" / "),
    f.ratio.toFixed(2),
    f.ownRatio.toFixed(2),
  ]),
);
console.log("");
console.log(
  `Shared-process blocks (not the target: the two sides share V8's heap sizing): ${ROUNDS} rounds of [a block of parses, a block of analyses]; per call = block CPU / block size; ratios = medians of the per-round ratios.`,
);
table(
  ["lines", "block", "parse ms/call", "analyzeJava ms/call", "ratio CPU", "ratio wall", "per-round CPU ratios"],
  blockResults.map((b) => [
    String(b.lines),
    String(SIZES.find((s) => s.lines === b.lines)!.block),
    b.parse.toFixed(2),
    b.full.toFixed(2),
    b.cpuRatio.toFixed(2),
    b.wallRatio.toFixed(2),
    b.ratios,
  ]),
);
console.log("");
console.log(
  "Interleaved per call (older measurement, not the target: a parse's garbage is collected during the next analysis). Medians of warm runs, CPU time of the process.",
);
table(
  [
    "lines",
    "size",
    "runs",
    "parse ms",
    "analyzeJava ms",
    "ratio CPU",
    "ratio wall",
    "ms / 1k lines",
    "without security ms",
    "without design ms",
    "findings",
  ],
  interleavedRows,
);

// per-call analysis cost from the forks, the target measurement
const forkAnalysis = (lines: number) => median(forks.find((r) => r.lines === lines)!.analysis);
const f1 = forkAnalysis(1000);
console.log("");
console.log(`target ≤ 100 ms for 1,000 lines (forks, CPU): ${f1.toFixed(1)} ms → ${f1 <= 100 ? "ok" : "MISSED"}`);
console.log(
  `target analysis ≤ 2× bare parse (forks, CPU): ${forks.map((r) => `${r.lines} lines ${r.ratio.toFixed(2)}×`).join(", ")} → ${ok(forks.map((r) => r.ratio))}`,
);
console.log(
  `analysis over the analyzer's own parse (parseJava, forks; not the target): ${forks.map((r) => `${r.lines} lines ${r.ownRatio.toFixed(2)}×`).join(", ")}`,
);
console.log(
  `shared-process blocks (not the target): CPU ${blockResults.map((r) => `${r.lines} lines ${r.cpuRatio.toFixed(2)}×`).join(", ")}; wall ${blockResults.map((r) => `${r.wallRatio.toFixed(2)}×`).join(" / ")}`,
);
console.log(
  `interleaved (not the target): CPU ${interleaved.map((r) => `${r.lines} lines ${r.cpu.toFixed(2)}×`).join(", ")}; wall ${interleaved.map((r) => `${r.wall.toFixed(2)}×`).join(" / ")}`,
);
console.log(`load average ${loadavg()[0].toFixed(1)}`);
console.log(`growth 1k → 10k lines (forks): ×${(forkAnalysis(10000) / f1).toFixed(1)} for ×10 the code (linear = ×10)`);
