// Prints the Markdown review of one Java file:  BENCH_ENTRY=probe-md.ts npx tsx bench/analyze-breadth/run.ts File.java
import fs from "node:fs";
import { analyzeJava } from "../../lib/analyze";

console.log(analyzeJava({ code: fs.readFileSync(process.argv[2], "utf8") }).analysis);
