// God classes: too many lines, methods or fields for one responsibility.
import { code } from "../markdown";
import { hasAnnotation, type MethodInfo } from "../model";
import type { RuleContext } from "../rules/context";

export const GOD_CLASS_LIMITS = { lines: 500, methods: 30, fields: 15 };
const DATA_CLASS = [
  "Entity",
  "Embeddable",
  "MappedSuperclass",
  "Document",
  "Table",
  "ConfigurationProperties",
  "Data",
  "Value",
  "Getter",
  "Setter",
];

function isAccessor(m: MethodInfo): boolean {
  if (/^(equals|hashCode|toString)$/.test(m.name)) return true;
  return /^(get|set|is)[A-Z]/.test(m.name) && m.statements <= 2;
}

export function sizeRules(ctx: RuleContext): void {
  for (const cls of ctx.model.classes) {
    if (cls.kind !== "class" && cls.kind !== "enum") continue;
    if (ctx.isWrapper(cls)) continue;
    const lines = cls.endLine - cls.line + 1;
    const methods = cls.methods.filter((m) => m.kind === "method" && !isAccessor(m)).length;
    const fields = cls.fields
      .filter((f) => !(f.modifiers.includes("static") && f.modifiers.includes("final")))
      .reduce((n, f) => n + f.vars.length, 0);
    const reasons: string[] = [];
    if (lines > GOD_CLASS_LIMITS.lines) reasons.push(`${lines} lines`);
    if (methods > GOD_CLASS_LIMITS.methods) reasons.push(`${methods} methods`);
    if (fields > GOD_CLASS_LIMITS.fields && !hasAnnotation(cls, ...DATA_CLASS)) reasons.push(`${fields} fields`);
    if (!reasons.length) continue;
    ctx.emit("DES-GOD-CLASS", "info", cls.line, `class ${code(cls.name)} is very large (${reasons.join(", ")})`, {
      column: cls.nameToken?.startColumn,
      explanation: `Classes this size usually do several jobs at once (rough limits: ${GOD_CLASS_LIMITS.lines} lines, ${GOD_CLASS_LIMITS.methods} methods, ${GOD_CLASS_LIMITS.fields} fields). They are hard to understand, every change risks breaking something unrelated, and they are hard to test.`,
      fix: "Find groups of fields and methods that belong together (for example validation, persistence, formatting) and move each group into its own class that this one delegates to.",
    });
  }
}
