// Security rule family of the Java reviewer: taint analysis (sources → sanitizers → sinks) within and across the
// methods of a file, constant folding, and pattern rules for crypto, randomness, cookies, secrets, XML and TLS.
// See engine.ts (data flow), library.ts (what is a source/sink/sanitizer), static-rules.ts and catalog.ts.
import type { Finding, ParsedUnit, RuleFamily } from "../types";
import { toFinding } from "./catalog";
import { Engine } from "./engine";
import { buildUnit } from "./ir";
import { staticRules } from "./static-rules";

export { RULES } from "./catalog";
export type { RuleId } from "./catalog";

export const securityRules: RuleFamily = (unit: ParsedUnit): Finding[] => {
  let ir;
  try {
    ir = buildUnit(unit.cst, unit.text);
  } catch {
    return [];
  }
  let raw;
  const engine = new Engine(ir, unit.userLine);
  try {
    raw = engine.run();
  } catch {
    raw = [...engine.raw.values()];
  }
  try {
    staticRules(ir, (f) => engine.emit(f), engine.ul);
    raw = [...engine.raw.values()];
  } catch {
    /* keep what we have */
  }
  const out: Finding[] = [];
  const seen = new Set<string>();
  raw.sort((a, b) => a.line - b.line || a.column - b.column);
  for (const r of raw) {
    const f = toFinding(r, unit.userLine);
    if (!f) continue;
    // one hard-coded-secret finding per line (a secret-named field holding an AWS key is one problem)
    const key = r.rule === "SEC-HARDCODED-SECRET" ? `${r.rule}@${f.line}` : `${r.rule}@${f.line}:${f.column}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
  }
  return out;
};
