// java-parser accepts any expression followed by `;` as a statement (`String;`, `x + 1;`, `"hi";`),
// but Java only allows assignments, ++/--, method calls and `new` there ("not a statement").
import type { CstNode } from "java-parser";
import { isNode, isToken, kid, kids, nodeText, tok } from "../cst";
import { code, fence, truncate } from "../markdown";
import type { RawFinding } from "./diagnose";

function isValidStatementExpression(expr: CstNode): boolean {
  if (kid(expr, "lambdaExpression")) return false;
  const cond = kid(expr, "conditionalExpression");
  if (!cond) return true; // unknown shape: do not report
  if (tok(cond, "QuestionMark")) return false;
  const bin = kid(cond, "binaryExpression");
  if (!bin) return true;
  if (kids(bin, "AssignmentOperator").length) return true;
  if (kids(bin, "BinaryOperator").length || kids(bin, "Instanceof").length || kids(bin, "shiftOperator").length)
    return false;
  const unaries = kids(bin, "unaryExpression").filter(isNode);
  if (unaries.length !== 1) return false;
  const u = unaries[0];
  const prefixOps = kids(u, "UnaryPrefixOperator").filter(isToken);
  if (prefixOps.length) return prefixOps.every((t) => t.image === "++" || t.image === "--");
  if (kids(u, "UnarySuffixOperator").length) return true;
  const primary = kid(u, "primary");
  if (!primary) return true;
  const suffixes = kids(primary, "primarySuffix").filter(isNode);
  const last = suffixes[suffixes.length - 1];
  if (last) return !!(kid(last, "methodInvocationSuffix") || kid(last, "unqualifiedClassInstanceCreationExpression"));
  const prefix = kid(primary, "primaryPrefix");
  if (!prefix) return true;
  const ne = kid(prefix, "newExpression");
  if (ne) return !!kid(ne, "unqualifiedClassInstanceCreationExpression");
  if (kid(prefix, "switchStatement")) return true;
  return false;
}

/** Findings (positions are offsets in `text`) for expression statements Java would reject. */
export function notAStatementFindings(text: string, expressionStatements: CstNode[]): RawFinding[] {
  const out: RawFinding[] = [];
  for (const st of expressionStatements) {
    const se = kid(st, "statementExpression");
    const expr = kid(se, "expression");
    if (!expr || isValidStatementExpression(expr)) continue;
    const src = nodeText(text, expr).replace(/\s+/g, " ").trim();
    let hint =
      "A statement must do something: call a method, assign a variable, create an object with `new`, or use `++`/`--`.";
    let fix: string | undefined;
    const bin = kid(kid(expr, "conditionalExpression"), "binaryExpression");
    const ops = bin
      ? kids(bin, "BinaryOperator")
          .filter(isToken)
          .map((t) => t.image)
      : [];
    if (/^[A-Z][\w$]*(<.*>)?(\[\])*$/.test(src)) {
      hint = `${code(src)} on its own is just a type. To declare a variable, give it a name (and usually a value).`;
      fix = fence(`${src} name = …;`);
    } else if (ops.includes("==")) {
      hint = "This compares two values and throws the result away. To store a value, use a single `=`.";
      fix = fence(truncate(src.replace("==", "="), 60) + ";");
    } else if (ops.length) {
      hint = "The result of this calculation is computed and then thrown away. Store it in a variable or use it.";
      fix = fence(`var result = ${truncate(src, 60)};`);
    } else if (/^"/.test(src)) {
      hint = "A string on its own does nothing. To show it, print it.";
      fix = fence(`System.out.println(${truncate(src, 60)});`);
    }
    const f: RawFinding = {
      rule: "SYN-NOT-A-STATEMENT",
      message: `${code(truncate(src, 50))} is not a statement`,
      explanation: hint,
      pos: expr.location.startOffset,
    };
    if (fix) f.fix = fix;
    out.push(f);
  }
  return out;
}
