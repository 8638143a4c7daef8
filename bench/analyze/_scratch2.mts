import fs from "node:fs";
import { analyzeJava } from "../../lib/analyze/index";
const code = fs.readFileSync(process.argv[2], "utf8");
const r = analyzeJava({ code, lastError: process.argv[3] ? fs.readFileSync(process.argv[3], "utf8") : undefined });
for (const f of r.findings) console.log(`${f.line}:${f.column ?? ""} ${f.severity} ${f.rule} — ${f.message}`);
console.log(r.stats);
if (process.argv.includes("--md")) console.log(r.analysis);
