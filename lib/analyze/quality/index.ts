// The `quality` rule family: the code-quality feedback a mentor gives (dead code, error-prone
// constructs, best practices, design, style and performance). The rules are a table
// (QUALITY_RULES): data (id, group, severity, explanation, fix) plus a small finder over one shared,
// precomputed token scan. Precision first: a finder that cannot tell stays silent.
import type { Finding, ParsedUnit, RuleFamily } from "../types";
import { RuleContext } from "../rules/context";
import { categoryOf, Q, type QualityRule } from "../rules/token-index";
import { unusedRules } from "./unused";
import { errorProneRules } from "./error-prone";
import { practiceRules } from "./practice";
import { styleRules } from "./style";
import { stateRules } from "./state";

export type { QualityRule } from "../rules/token-index";

export const QUALITY_RULES: readonly QualityRule[] = [
  ...unusedRules,
  ...errorProneRules,
  ...practiceRules,
  ...styleRules,
  ...stateRules,
];

export const qualityRules: RuleFamily = (unit: ParsedUnit): Finding[] => {
  const d = new RuleContext(unit);
  const q = Q.of(d);
  for (const rule of QUALITY_RULES) {
    let hits;
    try {
      hits = rule.find(q);
    } catch (e) {
      if (e instanceof RangeError) throw e;
      continue; // one faulty rule must not hide the findings of the others
    }
    for (const h of hits) {
      const t = q.tokens[h.i];
      if (!t) continue;
      d.emit(rule.id, rule.severity, t.startLine, h.message, {
        column: t.startColumn,
        endLine: h.endLine,
        category: categoryOf(rule.group),
        explanation: rule.explanation,
        fix: h.fix ?? rule.fix,
      });
    }
  }
  return d.findings;
};
