import fs from "node:fs"; import { execFileSync } from "node:child_process";
import { analyzeJava } from "../../lib/analyze/index";
const body = (s: string) => `class C {\n  void f(int x, String s) {\n${s}\n  }\n}\n`;
const cases: any[] = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
fs.rmSync("/tmp/scr/src", { recursive: true, force: true }); fs.mkdirSync("/tmp/scr/src", { recursive: true });
const names: string[] = [];
const texts = cases.map((c, i) => c.stmts ?? c.members ?? (c.full ?? body(c.body)).replace(/class C\b/, "class K" + i));
const javacTexts = cases.map((c, i) => c.stmts ? `class K${i} { void f() throws Exception {\n${c.stmts}\n}}\n` : c.members ? `class K${i} {\n${c.members}\n}\n` : texts[i]);
const shift = cases.map((c) => (c.stmts || c.members ? 1 : 0));
javacTexts.forEach((t, i) => { fs.writeFileSync(`/tmp/scr/src/K${i}.java`, t); names.push(`K${i}.java`); });
let out = "";
try { execFileSync("javac", ["-d", "/tmp/scr/out", "-Xmaxerrs", "500", ...names], { cwd: "/tmp/scr/src", stdio: "pipe" }); } catch (e: any) { out = e.stderr.toString(); }
const first: Record<string, string[]> = {};
for (const m of out.matchAll(/^(K\d+)\.java:(\d+): error: (.*)$/gm)) { const i = +m[1].slice(1); (first[m[1]] ??= []).push((+m[2] - shift[i]) + ": " + m[3]); }
texts.forEach((t, i) => {
  const r = analyzeJava({ code: t });
  console.log(`#${i} ${JSON.stringify(texts[i]).slice(0, 90)}  [${r.stats.totalMs}ms ${r.stats.wrapped}]`);
  for (const f of r.findings) console.log(`   ours : ${f.line}:${f.column} ${f.rule} — ${f.message}`);
  console.log(`   javac: ${(first["K" + i] ?? ["OK"]).join(" ;; ")}`);
});
