// Prints the findings for one Java file (and optional error log):
//   BENCH_ENTRY=probe.ts npx tsx bench/analyze-breadth/run.ts File.java [error.txt]
import fs from "node:fs";
import { analyzeJava } from "../../lib/analyze";

const [file, err] = process.argv.slice(2);
const code = fs.readFileSync(file, "utf8");
const lastError = err ? fs.readFileSync(err, "utf8") : undefined;
const r = analyzeJava({ code, lastError });
for (const f of r.findings) console.log(`${f.line ?? "-"}:${f.column ?? "-"} ${f.severity} ${f.rule} — ${f.message}`);
console.log(`(${r.stats.totalMs} ms, wrapped ${r.stats.wrapped})`);
