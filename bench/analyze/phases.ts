// Where the time goes (run: BENCH_ENTRY=phases.ts npx tsx bench/analyze/run.ts): bare parse, syntax phase, the
// model's declarations view, its flow view, the security interpreter, the design family and the quality family
// (which reuses the token index the design family's Spring rules build), per file size.
import { parse } from "java-parser";
import { analyzeSyntax } from "../../lib/analyze/syntax";
import { Deadline } from "../../lib/analyze/limits";
import { getModel } from "../../lib/analyze/model";
import { parseJava } from "../../lib/analyze/parser";
import { securityRules } from "../../lib/analyze/security";
import { designRules } from "../../lib/analyze/design";
import { qualityRules } from "../../lib/analyze/quality";
import { generateJava } from "../../tests/helpers/java-generator";

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}
for (const lines of process.argv[2] ? [Number(process.argv[2])] : [100, 1000, 10000]) {
  const code = generateJava(lines);
  const runs = lines === 10000 ? 5 : lines === 100 ? 200 : 15;
  const t: Record<string, number[]> = {
    parse: [],
    syntax: [],
    model: [],
    flow: [],
    security: [],
    design: [],
    quality: [],
  };
  for (let i = 0; i < runs + 2; i++) {
    let a = performance.now();
    parse(code);
    const p = performance.now() - a;
    a = performance.now();
    const syn = analyzeSyntax(code, new Deadline(60_000));
    const s = performance.now() - a;
    const unit = syn.unit!;
    // a second parse for the later phases, through parseJava as analyzeJava does (it hands the lexer's token list to
    // the model, which would otherwise collect it by walking the whole tree)
    const again = parseJava(code);
    if (!again.ok) throw new Error("the generated code must parse");
    const fresh = { ...unit, cst: again.cst };
    a = performance.now();
    const m = getModel(fresh);
    const mo = performance.now() - a;
    a = performance.now();
    void m.flow;
    const fl = performance.now() - a;
    a = performance.now();
    securityRules(fresh);
    const se = performance.now() - a;
    a = performance.now();
    designRules(fresh);
    const de = performance.now() - a;
    a = performance.now();
    qualityRules(fresh);
    const qu = performance.now() - a;
    if (i < 2) continue;
    t.parse.push(p);
    t.syntax.push(s);
    t.model.push(mo);
    t.flow.push(fl);
    t.security.push(se);
    t.design.push(de);
    t.quality.push(qu);
  }
  console.log(
    lines,
    Object.entries(t)
      .map(([k, v]) => `${k} ${median(v).toFixed(1)}`)
      .join("  "),
  );
}
