import { generateJava } from "./generate";
import { analyzeJava } from "../../lib/analyze";
const code = generateJava(1000);
for (let i = 0; i < 150; i++) analyzeJava({ code });
