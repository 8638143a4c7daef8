// Strings compared with == / != instead of equals().
import type { CstNode, IToken } from "java-parser";
import { isNode, isToken, kid, kids, tok } from "../cst";
import { code, fence, truncate } from "../markdown";
import { typeOfName, type ClassInfo, type MethodInfo } from "../model";
import type { RuleContext } from "../rules/context";
import { chainEnd, chainType } from "../rules/operand-types";
import { Q } from "../rules/token-index";

const PRECEDENCE: Record<string, number> = {
  "*": 12,
  "/": 12,
  "%": 12,
  "+": 11,
  "-": 11,
  "<<": 10,
  ">>": 10,
  ">>>": 10,
  "<": 9,
  ">": 9,
  "<=": 9,
  ">=": 9,
  "==": 8,
  "!=": 8,
  "&": 7,
  "^": 6,
  "|": 5,
  "&&": 4,
  "||": 3,
};
const STRING_METHODS = new Set([
  "trim",
  "strip",
  "toLowerCase",
  "toUpperCase",
  "substring",
  "toString",
  "concat",
  "nextLine",
  "readLine",
  "repeat",
  "replace",
  "replaceAll",
  "formatted",
  "valueOf",
]);

type Operand = CstNode[];

function isStringType(t: string | undefined): boolean {
  return t === "String" || t === "java.lang.String";
}

/** Kind of a single unaryExpression: a string literal, null, a String-typed name, or something else. */
function unitKind(
  ctx: RuleContext,
  u: CstNode,
  method: MethodInfo | undefined,
  cls: ClassInfo | undefined,
): "string" | "null" | "other" {
  if (kids(u, "UnaryPrefixOperator").length || kids(u, "UnarySuffixOperator").length) return "other";
  const primary = kid(u, "primary");
  const prefix = kid(primary, "primaryPrefix");
  if (!primary || !prefix) return "other";
  const suffixes = kids(primary, "primarySuffix").filter(isNode);
  const lit = kid(prefix, "literal");
  if (lit) {
    if (suffixes.length) return "other";
    if (tok(lit, "StringLiteral") || tok(lit, "TextBlock")) return "string";
    if (tok(lit, "Null")) return "null";
    return "other";
  }
  const fqn = kid(prefix, "fqnOrRefType");
  const parts: IToken[] = [];
  if (fqn) {
    const first = kid(fqn, "fqnOrRefTypePartFirst");
    const id = tok(kid(first, "fqnOrRefTypePartCommon"), "Identifier");
    if (id) parts.push(id);
    for (const r of kids(fqn, "fqnOrRefTypePartRest")) {
      if (!isNode(r)) continue;
      const rid = tok(kid(r, "fqnOrRefTypePartCommon"), "Identifier");
      if (rid) parts.push(rid);
    }
  }
  const thisPrefix = !!tok(prefix, "This");
  // method call: last suffix is an invocation; the method name is the last identifier before it
  const last = suffixes[suffixes.length - 1];
  if (last && kid(last, "methodInvocationSuffix")) {
    const prevSuffix = suffixes[suffixes.length - 2];
    const nameTok = prevSuffix ? tok(prevSuffix, "Identifier") : parts[parts.length - 1];
    if (nameTok && STRING_METHODS.has(nameTok.image) && (prevSuffix || parts.length > 1)) return "string";
    return typedChain(ctx, u);
  }
  if (suffixes.length === 0 && parts.length === 1 && !thisPrefix) {
    return isStringType(typeOfName(parts[0].image, method, cls, parts[0].startOffset)) ? "string" : "other";
  }
  if (thisPrefix && suffixes.length === 1) {
    const id = tok(suffixes[0], "Identifier");
    if (id) {
      for (let c = cls; c; c = c.parent)
        for (const f of c.fields)
          if (f.vars.some((v) => v.name === id.image)) return isStringType(f.type) ? "string" : "other";
    }
  }
  return suffixes.length ? typedChain(ctx, u) : "other";
}

/** A chain typed from the declarations here: `a.getTitle()`, `other.name`, `names.get(i)`, `map.get(k)`. */
function typedChain(ctx: RuleContext, u: CstNode): "string" | "other" {
  const q = Q.of(ctx);
  const [from, to] = ctx.range(u.location.startOffset, u.location.endOffset);
  return chainEnd(q, from) === to - 1 && isStringType(chainType(q, from, to - 1)) ? "string" : "other";
}

function operandKind(
  ctx: RuleContext,
  op: Operand,
  ops: string[],
  method: MethodInfo | undefined,
  cls: ClassInfo | undefined,
): "string" | "null" | "other" {
  if (op.length === 1) return unitKind(ctx, op[0], method, cls);
  // string concatenation: a + "x"
  if (ops.every((o) => o === "+") && op.some((u) => unitKind(ctx, u, method, cls) === "string")) return "string";
  return "other";
}

export function stringRules(ctx: RuleContext): void {
  for (const eq of ctx.model.equalityExprs) {
    const bin = eq.node;
    if (kids(bin, "Instanceof").length || kids(bin, "shiftOperator").length || kids(bin, "AssignmentOperator").length)
      continue;
    // flat sequence: unary (op unary)*; the k-th operator sits between units k and k+1
    const units = kids(bin, "unaryExpression").filter(isNode);
    const ops = kids(bin, "BinaryOperator").filter(isToken);
    if (units.length !== ops.length + 1) continue;
    for (let k = 0; k < ops.length; k++) {
      const op = ops[k].image;
      if (op !== "==" && op !== "!=") continue;
      let l = k;
      while (l > 0 && (PRECEDENCE[ops[l - 1].image] ?? 0) > 8) l--;
      let r = k;
      while (r < ops.length - 1 && (PRECEDENCE[ops[r + 1].image] ?? 0) > 8) r++;
      const left = units.slice(l, k + 1);
      const right = units.slice(k + 1, r + 2);
      const lk = operandKind(
        ctx,
        left,
        ops.slice(l, k).map((t) => t.image),
        eq.method,
        eq.cls,
      );
      const rk = operandKind(
        ctx,
        right,
        ops.slice(k + 1, r + 1).map((t) => t.image),
        eq.method,
        eq.cls,
      );
      if (lk === "null" || rk === "null") continue;
      if (lk !== "string" && rk !== "string") continue;
      const lt = textOf(ctx, left);
      const rt = textOf(ctx, right);
      const litSide = isLiteral(right) ? { lit: rt, other: lt } : isLiteral(left) ? { lit: lt, other: rt } : undefined;
      const not = op === "!=" ? "!" : "";
      const suggestion = litSide
        ? `${not}${litSide.lit}.equals(${litSide.other})`
        : `${not}Objects.equals(${lt}, ${rt})`;
      const t = ops[k];
      ctx.report(
        "DES-STRING-EQUALITY",
        t.startLine,
        `strings compared with ${code(op)}: ${code(truncate(`${lt} ${op} ${rt}`, 60))}`,
        {
          column: t.startColumn,
          fix: `Compare the contents with \`equals\`${litSide ? " (the literal first also avoids a NullPointerException)" : ""}:\n\n${fence(truncate(suggestion, 120))}`,
        },
      );
    }
  }
}

function isLiteral(op: Operand): boolean {
  if (op.length !== 1) return false;
  const lit = kid(kid(kid(op[0], "primary"), "primaryPrefix"), "literal");
  return !!lit && !!(tok(lit, "StringLiteral") || tok(lit, "TextBlock"));
}

function textOf(ctx: RuleContext, op: Operand): string {
  const s = op[0].location.startOffset;
  const e = op[op.length - 1].location.endOffset;
  return ctx.text
    .slice(s, e + 1)
    .replace(/\s+/g, " ")
    .trim();
}
