import fs from "node:fs";
import { analyzeJava } from "../../lib/analyze/index";
const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const r = analyzeJava({ code: fs.readFileSync(args[0], "utf8"), lastError: args[1] ? fs.readFileSync(args[1], "utf8") : undefined });
for (const f of r.findings) console.log(`${f.line}:${f.column ?? ""} ${f.severity} ${f.rule} — ${f.message}`);
console.log(r.stats);
if (process.argv.includes("--md")) console.log(r.analysis);
