// The target measurement of bench/analyze: the bare parse and the full analysis each in processes of their own.
//
// Why forks. Most of a bare parse's CPU is garbage collection, and how much depends on one V8 heuristic: allocation-
// site pretenuring. A parse's tree nodes are still alive at most scavenges, so V8 soon allocates them straight into
// the old generation, where only the major collector (concurrent marking, sweeping: helper threads, counted in CPU
// time) frees them. A process that only parses stays in that state: 1.23–1.30 ms per 100-line parse, 8 processes of
// 11 rounds each. With `--no-allocation-site-pretenuring` the same parse costs 0.40 ms (and the analysis 1.56 instead
// of 2.46 ms). In one process shared with the analysis, blocks of bare parses fell into either state depending on
// what the analysis blocks before them had left (0.40 ms per parse in one run, 1.08 in the next), so the shared-
// process ratio read anything from 2.3× to 5.8× for the same code. So, as JMH forks a JVM per benchmark, each side
// runs here in FORKS fresh processes (parse and analysis alternating, so both see the same machine load), each taking
// its own steady state: WARM blocks, then ROUNDS blocks, the CPU time (all threads, so the collector's helpers count)
// per call of each block; the fork's number is the median of its rounds. The ratio is the median of the analysis forks
// over the median of the parse forks; every fork's number is printed so the spread is visible.
//
// The bare parse is java-parser's `parse` as shipped. The analyzer's own parse (`parseJava`) is cheaper:
// it builds fast-mode CST `children` objects (lib/analyze/parser.ts). So the forks also time `parseJava` alone
// ("analyzer's parse"), and the table shows the analysis over that parse too: how much of the margin comes from the
// cheaper parse is printed, not hidden.
import { spawnSync } from "node:child_process";
import { parse } from "java-parser";
import { analyzeJava } from "../../lib/analyze";
import { parseJava } from "../../lib/analyze/parser";
import { generateJava } from "../../tests/helpers/java-generator";

export const FORK_SIZES: Array<{ lines: number; block: number }> = [
  { lines: 100, block: 150 },
  { lines: 1000, block: 12 },
  { lines: 10000, block: 2 },
];
const FORKS = 3;
const WARM = 2;
const ROUNDS = 9;

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** What a fork runs: java-parser's bare parse, the analyzer's own parse, or the whole analysis. */
type Side = "parse" | "parseJava" | "analyze";
/** The order of the forks of one size; every other round runs it reversed, so no side always goes first. */
const SIDES: Side[] = ["parse", "analyze", "parseJava"];

/** In a fork: run one side at one size and print its CPU ms per call (median of the rounds) as JSON. */
export function runFork(side: string, lines: number): void {
  const code = generateJava(lines);
  const block = FORK_SIZES.find((s) => s.lines === lines)?.block ?? 1;
  const calls: Record<Side, () => void> = {
    parse: () => void parse(code),
    parseJava: () => void parseJava(code),
    analyze: () => void analyzeJava({ code }, { budgetMs: 60_000 }),
  };
  const call = calls[side as Side] ?? calls.analyze;
  const perCall: number[] = [];
  for (let r = 0; r < WARM + ROUNDS; r++) {
    const c0 = process.cpuUsage();
    for (let i = 0; i < block; i++) call();
    const u = process.cpuUsage(c0);
    if (r >= WARM) perCall.push((u.user + u.system) / 1000 / block);
  }
  console.log(JSON.stringify({ ms: median(perCall) }));
}

export interface ForkResult {
  lines: number;
  parse: number[];
  /** The analyzer's own parse (parseJava), forks of its own. */
  ownParse: number[];
  analysis: number[];
  /** The target: analysis over java-parser's bare parse (medians). */
  ratio: number;
  /** Analysis over the analyzer's own parse (medians). */
  ownRatio: number;
}

/** Spawns the forks for every size (this same script, with `--fork side lines`) and collects their numbers. */
export function measureInForks(script: string): ForkResult[] {
  const one = (side: Side, lines: number): number => {
    const r = spawnSync(process.execPath, [script, "--fork", side, String(lines)], { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`fork ${side} ${lines} failed: ${r.stderr}`);
    return (JSON.parse(r.stdout.trim().split("\n").pop()!) as { ms: number }).ms;
  };
  return FORK_SIZES.map(({ lines }) => {
    const ms: Record<Side, number[]> = { parse: [], parseJava: [], analyze: [] };
    for (let f = 0; f < FORKS; f++) {
      for (const side of f % 2 === 0 ? SIDES : [...SIDES].reverse()) ms[side].push(one(side, lines));
    }
    return {
      lines,
      parse: ms.parse,
      ownParse: ms.parseJava,
      analysis: ms.analyze,
      ratio: median(ms.analyze) / median(ms.parse),
      ownRatio: median(ms.analyze) / median(ms.parseJava),
    };
  });
}
