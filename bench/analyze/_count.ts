import { generateJava } from "./generate";
import { parseJava } from "../../lib/analyze/parser";
const code = generateJava(1000);
const r: any = parseJava(code);
const names = new Map<string, number>();
let total = 0;
const st = [r.cst];
while (st.length) { const n = st.pop(); total++; names.set(n.name, (names.get(n.name) ?? 0) + 1); for (const k in n.children) for (const c of n.children[k]) if (c.children) st.push(c); }
console.log("total nodes", total);
console.log([...names].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${k}:${v}`).join(" "));
