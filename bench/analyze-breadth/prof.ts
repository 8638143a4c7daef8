// CPU time (process.cpuUsage, so other processes on a busy machine do not count) of the whole
// analysis with and without the quality family, on the quality and Spring corpus:
//   BENCH_ENTRY=prof.ts npx tsx bench/analyze-breadth/run.ts
import { analyzeJava } from "../../lib/analyze";
import { designRules } from "../../lib/analyze/design";
import { qualityRules } from "../../lib/analyze/quality";
import { securityRules } from "../../lib/analyze/security";
import { readLabelled } from "./score";

const files = [...readLabelled("quality"), ...readLabelled("spring")].filter((f) => f.name.endsWith(".java"));
const lines = files.reduce((n, f) => n + f.code.split("\n").length, 0);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const sets = {
  warm: [securityRules, designRules, qualityRules],
  "parse only": [],
  "security + design": [securityRules, designRules],
  "all (with quality)": [securityRules, designRules, qualityRules],
};
for (const [name, families] of Object.entries(sets)) {
  const reps = 5;
  const t0 = cpu();
  for (let r = 0; r < reps; r++) for (const f of files) analyzeJava({ code: f.code }, { families });
  const ms = (cpu() - t0) / reps;
  if (name !== "warm") console.log(`${name.padEnd(20)} ${((ms / lines) * 1000).toFixed(1)} ms CPU / 1,000 lines`);
}
