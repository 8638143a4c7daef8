// Cost of the quality family on the generated Spring-style files of bench/analyze, in CPU time
// (process.cpuUsage: other processes on a busy machine do not count), alternating runs with and
// without it so machine noise affects both alike:
//   BENCH_ENTRY=prof.ts npx tsx bench/analyze-breadth/run.ts
import { analyzeJava } from "../../lib/analyze";
import { parseJava } from "../../lib/analyze/parser";
import { designRules } from "../../lib/analyze/design";
import { qualityRules } from "../../lib/analyze/quality";
import { securityRules } from "../../lib/analyze/security";
import { generateJava } from "../../tests/helpers/java-generator";
import { cpuMs } from "./score";

const BUDGET = { budgetMs: 600_000 };
for (const lines of [1000, 10000]) {
  const code = generateJava(lines);
  const n = code.split("\n").length;
  const reps = lines === 1000 ? 20 : 4;
  for (let i = 0; i < 2; i++) analyzeJava({ code }, BUDGET);
  const t = { parse: 0, without: 0, with: 0 };
  for (let r = 0; r < reps; r++) {
    let t0 = cpuMs();
    parseJava(code);
    t.parse += cpuMs() - t0;
    t0 = cpuMs();
    analyzeJava({ code }, { ...BUDGET, families: [securityRules, designRules] });
    t.without += cpuMs() - t0;
    t0 = cpuMs();
    analyzeJava({ code }, { ...BUDGET, families: [securityRules, designRules, qualityRules] });
    t.with += cpuMs() - t0;
  }
  const per = (x: number) => ((x / reps / n) * 1000).toFixed(1);
  console.log(
    `${n} lines: parse ${per(t.parse)}, analysis without quality ${per(t.without)}, with quality ${per(t.with)} ms CPU / 1,000 lines (quality +${(((t.with - t.without) / t.without) * 100).toFixed(0)}%)`,
  );
}
