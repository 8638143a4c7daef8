// CPU time per quality rule (shared scan built once per file):
//   BENCH_ENTRY=prof-rules.ts npx tsx bench/analyze-breadth/run.ts
import { parseJava } from "../../lib/analyze/parser";
import { QUALITY_RULES } from "../../lib/analyze/quality";
import { Q } from "../../lib/analyze/rules/token-index";
import { RuleContext } from "../../lib/analyze/rules/context";
import { readLabelled } from "./score";

const files = [...readLabelled("quality"), ...readLabelled("spring")].filter((f) => f.name.endsWith(".java"));
const per = new Map<string, number>();
let build = 0;
let lines = 0;
for (let rep = 0; rep < 5; rep++)
  for (const f of files) {
    const r = parseJava(f.code);
    if (!r.ok) continue;
    const t0 = performance.now();
    const d = new RuleContext({ text: f.code, cst: r.cst, userLine: (l) => l });
    const q = new Q(d);
    build += performance.now() - t0;
    for (const rule of QUALITY_RULES) {
      const t = performance.now();
      rule.find(q);
      per.set(rule.id, (per.get(rule.id) ?? 0) + performance.now() - t);
    }
    lines += f.code.split("\n").length;
  }
console.log(`model+scan ${((build / lines) * 1000).toFixed(2)} ms / 1,000 lines`);
for (const [id, ms] of [...per].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`${id.padEnd(36)} ${((ms / lines) * 1000).toFixed(2)}`);
console.log(`all rules ${(([...per.values()].reduce((a, b) => a + b, 0) / lines) * 1000).toFixed(2)}`);
