// Prints the findings for the given Java files:
//   BENCH_ENTRY=../analyze-accuracy/one.ts npx tsx bench/analyze/run.ts tests/corpus/security/programs/cwe-89/Cwe089Vuln01.java
import { readFileSync } from "node:fs";
import { analyzeJava } from "../../lib/analyze";
for (const f of process.argv.slice(2)) {
  const r = analyzeJava({ code: readFileSync(f, "utf8") }, { budgetMs: 60000 });
  console.log(f);
  for (const x of r.findings) console.log(`  ${x.rule} cwe=${x.cwe} L${x.line} ${x.message}`);
}
