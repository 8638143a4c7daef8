import { analyzeJava } from "../../lib/analyze";
import { generateJava } from "./generate";
const lines = Number(process.argv[2] ?? 100);
const n = Number(process.argv[3] ?? 2000);
const code = generateJava(lines);
for (let i = 0; i < 50; i++) analyzeJava({ code }, { budgetMs: 60000 });
const t = performance.now();
for (let i = 0; i < n; i++) analyzeJava({ code }, { budgetMs: 60000 });
console.log("ms/call", ((performance.now() - t) / n).toFixed(3));
