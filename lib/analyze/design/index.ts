// The `design` rule family: Spring Boot and general Java design smells. One model build (a single
// CST pass, shared and cached), then each check of the DESIGN_RULES table works on the model or a linear token scan.
import type { Finding, ParsedUnit, RuleFamily } from "../types";
import { RuleContext } from "../rules/context";
import { DESIGN_CHECKS, DESIGN_RULES } from "./rules";

export { DESIGN_RULES, type DesignRule } from "./rules";

const CATALOG = new Map(DESIGN_RULES.map((r) => [r.id, r]));

export const designRules: RuleFamily = (unit: ParsedUnit): Finding[] => {
  const ctx = new RuleContext(unit, CATALOG);
  for (const check of DESIGN_CHECKS) {
    try {
      check(ctx);
    } catch (e) {
      if (e instanceof RangeError) throw e;
      // one faulty rule must not hide the findings of the others
    }
  }
  return ctx.findings;
};
