import fs from "node:fs";
import { analyzeJava } from "../../lib/analyze";
const code = fs.readFileSync(process.argv[2], "utf8");
for (const f of analyzeJava({ code }).findings) console.log(f.line, f.endLine ?? "", f.rule, f.severity, f.message);
