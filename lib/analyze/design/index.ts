// The `design` rule family: Spring Boot and general Java design smells. One model build (a single
// CST pass, shared and cached), then each rule works on the model or a linear token scan.
import type { Finding, ParsedUnit, RuleFamily } from "../types";
import { DesignContext } from "./context";
import { springRules } from "./spring";
import { exceptionRules } from "./exceptions";
import { resourceRules } from "./resources";
import { stringRules } from "./strings";
import { consoleRules } from "./console";
import { sizeRules } from "./size";
import { springExtraRules } from "./spring-extra";

export const designRules: RuleFamily = (unit: ParsedUnit): Finding[] => {
  const ctx = new DesignContext(unit);
  const rules = [springRules, springExtraRules, exceptionRules, resourceRules, stringRules, consoleRules, sizeRules];
  for (const rule of rules) {
    try {
      rule(ctx);
    } catch (e) {
      if (e instanceof RangeError) throw e;
      // one faulty rule must not hide the findings of the others
    }
  }
  return ctx.findings;
};
