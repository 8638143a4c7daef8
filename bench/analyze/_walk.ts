import { generateJava } from "./generate";
import { parseJava } from "../../lib/analyze/parser";
const code = generateJava(1000);
const r: any = parseJava(code);
const med = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1];
function A(root: any) { let n = 0; const st = [root]; while (st.length) { const x = st.pop(); n++; const ch = x.children; for (const k in ch) { if (k.charCodeAt(0) < 97) continue; const arr = ch[k]; for (let i = 0; i < arr.length; i++) st.push(arr[i]); } } return n; }
function B(root: any) { let n = 0; const st = [root]; while (st.length) { const x = st.pop(); n++; const ch = x.children; const ks = Object.keys(ch); for (let j = 0; j < ks.length; j++) { const k = ks[j]; if (k.charCodeAt(0) < 97) continue; const arr = ch[k]; for (let i = 0; i < arr.length; i++) st.push(arr[i]); } } return n; }
function C(root: any) { let n = 0; const st = [root]; while (st.length) { const x = st.pop(); n++; const ch = x.children; for (const k in ch) { const arr = ch[k]; for (let i = 0; i < arr.length; i++) { const c = arr[i]; if (c.children !== undefined) st.push(c); } } } return n; }
for (const [name, f] of [["for-in", A], ["keys", B], ["for-in+check", C], ["for-in", A], ["keys", B]] as const) {
  const ts: number[] = [];
  for (let i = 0; i < 30; i++) { const t = performance.now(); f(r.cst); ts.push(performance.now() - t); }
  console.log(name, med(ts).toFixed(2));
}
