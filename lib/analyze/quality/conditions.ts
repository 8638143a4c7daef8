// Error-prone finders on conditions: null checks, equality, control flow and arithmetic (rows: ./error-prone.ts).
import { code } from "../markdown";
import { simpleTypeName } from "../cst";
import { BOXED, over, VALUE_TYPES, type Hit, type Q } from "../rules/token-index";

export function equalsNull(q: Q): Hit[] {
  return over(q.all("equals"), (i) =>
    q.img(i) === "equals" &&
    q.img(i - 1) === "." &&
    q.img(i + 1) === "(" &&
    q.img(i + 2) === "null" &&
    q.img(i + 3) === ")"
      ? { i, message: "`.equals(null)` is always false (or throws a NullPointerException)" }
      : undefined,
  );
}

/** Simple-name operand types on both sides of the `==`/`!=` at i (undefined when not simple names). */
export function operandTypes(q: Q, i: number): [string, string, string, string] | undefined {
  const l = i - 1;
  const r = i + 1;
  if (!q.isIdent(l) || !q.isIdent(r)) return undefined;
  if (q.img(l - 1) === "." && q.img(l - 2) !== "this") return undefined;
  const after = q.img(r + 1);
  if (after === "." || after === "(" || after === "[") return undefined;
  if (isArith(q.img(l - 1)) || isArith(after)) return undefined;
  const a = q.typeAt(l);
  const b = q.typeAt(r);
  if (!a || !b) return undefined;
  return [
    q.img(l),
    simpleTypeName(a) + (a.endsWith("]") ? "[]" : ""),
    q.img(r),
    simpleTypeName(b) + (b.endsWith("]") ? "[]" : ""),
  ];
}

/** `+ - * / %`: the operators `[+\-*\/%]` matched, without a regex per token. */
function isArith(s: string): boolean {
  return s === "+" || s === "-" || s === "*" || s === "/" || s === "%";
}

export function objectIdentity(q: Q): Hit[] {
  const records = new Set(q.d.model.classes.filter((c) => c.kind === "record").map((c) => c.name));
  const value = (x: string) => VALUE_TYPES.has(x) || records.has(x);
  return over(q.all("==", "!="), (i) => {
    const op = q.img(i);
    const t = operandTypes(q, i);
    if (!t) return undefined;
    const [a, ta, b, tb] = t;
    if (!value(ta) || !value(tb) || (BOXED.has(ta) !== BOXED.has(tb) && ta !== tb)) return undefined;
    return {
      i,
      message: `${code(`${a} ${op} ${b}`)} compares two ${code(ta)} objects by identity, not by value`,
      fix: `Compare the values: ${code(`${op === "!=" ? "!" : ""}${a}.equals(${b})`)} (or ${code(`Objects.equals(${a}, ${b})`)} when either may be null).`,
    };
  });
}

/** `x != null || x.foo()` and `x == null && x.foo()` dereference exactly when x is null. */
export function brokenNullCheck(q: Q): Hit[] {
  return over(
    q.all("null").map((k) => k - 2),
    (i) => {
      if (!q.isIdent(i) || q.img(i - 1) === ".") return undefined;
      const op = q.img(i + 1);
      const logic = q.img(i + 3);
      if (q.img(i + 2) !== "null" || !((op === "!=" && logic === "||") || (op === "==" && logic === "&&")))
        return undefined;
      if (q.img(i + 4) !== q.img(i) || q.img(i + 5) !== ".") return undefined;
      const good = op === "!=" ? `${q.img(i)} != null && ${q.img(i)}.` : `${q.img(i)} == null || ${q.img(i)}.`;
      return {
        i,
        message: `broken null check: ${code(q.src(i, i + 5))} dereferences ${code(q.img(i))} exactly when it is null`,
        fix: `Use the other logical operator: ${code(good + "…")}.`,
      };
    },
  );
}

/** `x.foo() && x != null`: the null check comes after the dereference. */
export function misplacedNullCheck(q: Q): Hit[] {
  return over(
    q.all("null").map((k) => k - 2),
    (i) => {
      const op = q.img(i + 1);
      if (!q.isIdent(i) || q.img(i + 2) !== "null" || (op !== "!=" && op !== "==")) return undefined;
      const logic = q.img(i - 1);
      if (!((op === "!=" && logic === "&&") || (op === "==" && logic === "||"))) return undefined;
      // walk back over the operands joined by the same operator, at the same bracket depth
      const name = q.img(i);
      for (let k = i - 2; k >= 0; k--) {
        const s = q.img(k);
        if (s === ")" || s === "]") {
          k = q.pair[k];
          if (k < 0) return undefined;
          continue;
        }
        if (s === "(" || s === "," || s === ";" || s === "{" || s === "=" || s === "?" || s === "return") break;
        if (s === name && q.img(k + 1) === "." && q.img(k - 1) !== ".") {
          return {
            i,
            message: `the null check on ${code(name)} comes after ${code(name)} is already used on the left`,
            fix: `Check for null first: ${code(`${name} ${op} null ${logic} ${q.src(k, Math.min(k + 3, i - 2))}…`)}.`,
          };
        }
      }
      return undefined;
    },
  );
}

export function equalsHashCode(q: Q, want: "equals" | "hashCode"): Hit[] {
  const out: Hit[] = [];
  for (const c of q.d.model.classes) {
    if (c.kind === "interface" || c.kind === "annotation") continue;
    const eq = c.methods.find((m) => m.name === "equals" && m.params.length === 1 && m.params[0].typeBase === "Object");
    const hc = c.methods.find((m) => m.name === "hashCode" && m.params.length === 0);
    if (want === "equals" && eq && !hc)
      out.push({
        i: q.at(eq.nameToken),
        message: `${code(q.d.className(c))} overrides \`equals()\` but not \`hashCode()\``,
      });
    if (want === "hashCode" && hc && !eq)
      out.push({
        i: q.at(hc.nameToken),
        message: `${code(q.d.className(c))} overrides \`hashCode()\` but not \`equals()\``,
      });
  }
  return out;
}

/** A comment that marks an intended fall-through: it starts with "fall through" (or "falls through", "fallthrough"). */
const FALL_MARK = /^(\/\/|\/\*)\s*(\$FALL-THROUGH\$|falls?[\s-]*thr(ough|u)|fallthrough|no break)/i;

export function switchFallthrough(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const i of q.all("switch")) {
    if (q.img(i + 1) !== "(") continue;
    const open = q.pair[i + 1] + 1;
    if (q.img(open) !== "{" || q.pair[open] < 0) continue;
    const close = q.pair[open];
    // label positions at the top level of the switch body (old-style `case X:` only)
    const labels: number[] = [];
    for (let k = open + 1; k < close; k++) {
      const s = q.img(k);
      if (s === "(" || s === "{" || s === "[") {
        k = q.pair[k] < 0 ? close : q.pair[k];
        continue;
      }
      if (s === "->") {
        labels.length = 0;
        break;
      }
      if ((s === "case" || s === "default") && (q.img(k - 1) === ":" || q.img(k - 1) === "{" || q.stmtStart(k)))
        labels.push(k);
    }
    for (let n = 0; n + 1 < labels.length; n++) {
      let colon = labels[n];
      while (colon < labels[n + 1] && q.img(colon) !== ":") colon++;
      const from = colon + 1;
      const to = labels[n + 1] - 1;
      if (from > to) continue; // stacked labels: `case 1: case 2:`
      if (
        q.d.model.comments.some(
          (c) =>
            c.startOffset > q.tokens[from - 1].endOffset &&
            c.startOffset < q.tokens[to + 1].startOffset &&
            (FALL_MARK.test(c.image) || (/fall/i.test(c.image) && c.startLine > q.line(to))),
        )
      )
        continue;
      if (!endsAbruptly(q, from, to)) {
        out.push({
          i: labels[n + 1],
          message: `the code of the previous \`case\` falls through into ${code(q.src(labels[n + 1], Math.min(labels[n + 1] + 2, close)))}`,
        });
      }
    }
  }
  return out;
}

/** True when the statements in [from, to] end with break/return/throw/continue/yield (or cannot be told). */
export function endsAbruptly(q: Q, from: number, to: number): boolean {
  if (q.img(to) === "}") {
    const o = q.pair[to];
    if (o === from) return endsAbruptly(q, from + 1, to - 1);
    return true; // an if/else, loop or try as the last statement: cannot tell cheaply
  }
  if (q.img(to) !== ";") return true;
  // start of the last statement
  let k = to - 1;
  while (k >= from) {
    const s = q.img(k);
    if (s === ")" || s === "]" || s === "}") {
      if (s === "}") break;
      k = q.pair[k] - 1;
      continue;
    }
    if (s === ";") break;
    k--;
  }
  const first = q.img(k + 1);
  if (/^(break|return|throw|continue|yield)$/.test(first)) return true;
  if (first === "System" && q.img(k + 3) === "exit") return true;
  if (q.img(k) === "}" || q.img(k + 1) === "else") return true;
  return false;
}

export function emptyStatementAfterIf(q: Q): Hit[] {
  return over(q.all("if", "while"), (i) => {
    const s = q.img(i);
    if ((s !== "if" && s !== "while") || q.img(i + 1) !== "(") return undefined;
    const close = q.pair[i + 1];
    if (close < 0 || q.img(close + 1) !== ";") return undefined;
    if (s === "while" && q.img(q.pair[i + 1] - 2) === "}") return undefined; // do { } while (…);
    if (s === "while" && q.stmtStart(i) === false) return undefined;
    return {
      i: close + 1,
      message: `the \`;\` right after ${code(`${s} (…)`)} ends the statement: the ${s === "if" ? "block below always runs" : "loop has an empty body"}`,
    };
  });
}

export function assignmentInCondition(q: Q): Hit[] {
  return over(q.all("if"), (i) => {
    if (q.img(i) !== "if" || q.img(i + 1) !== "(") return undefined;
    const close = q.pair[i + 1];
    for (let k = i + 2; k < close; k++) {
      const s = q.img(k);
      if (s === "(" || s === "[" || s === "{") {
        k = q.pair[k];
        if (k < 0) return undefined;
        continue;
      }
      if (s === "->") return undefined;
      if (s === "=") {
        const rhs = q.src(k + 1, close - 1);
        // a non-boolean assignment does not compile: the syntax family reports it as an error
        const lhsType = q.typeAt(k - 1);
        if (lhsType && !/^(boolean|Boolean)$/.test(lhsType)) return undefined;
        if (k + 2 === close && /Literal$/.test(q.kind(k + 1))) return undefined;
        return {
          i: k,
          message: `${code(q.src(i + 2, close - 1))} assigns instead of comparing`,
          fix: `Use \`==\` to compare${/^(true|false)$/.test(rhs) ? `, or simply ${code(`if (${rhs === "true" ? "" : "!"}${q.src(i + 2, k - 1)})`)}` : ""}.`,
        };
      }
    }
    return undefined;
  });
}

export function catchNpe(q: Q): Hit[] {
  return over(q.all("catch"), (i) =>
    q.img(i) === "catch" &&
    q.img(i + 1) === "(" &&
    /^(NullPointerException|java\.lang\.NullPointerException)$/.test(q.img(i + 2))
      ? { i, message: "catching `NullPointerException` hides a bug instead of fixing it" }
      : undefined,
  );
}

export function returnInFinally(q: Q): Hit[] {
  return over(q.finallies.length ? q.all("return") : [], (i) => {
    if (q.img(i) !== "return" || !q.inFinally(i)) return undefined;
    const m = q.method(i);
    const f = q.finallies.find(([a, b]) => i > a && i < b);
    if (!m || !f || q.method(f[0]) !== m) return undefined; // a lambda/anonymous class inside the finally
    return { i, message: "`return` inside `finally` discards any exception thrown in the `try` block" };
  });
}

const FLOAT_TYPE = /^(double|float|Double|Float)$/;
const ZERO_FLOAT = /^0*\.?0*[dDfF]?$/;

/** A non-zero floating-point literal at k. */
function nonZeroFloat(q: Q, k: number): boolean {
  return q.kind(k) === "FloatLiteral" && !ZERO_FLOAT.test(q.img(k));
}

/** A simple name of type double/float at k: not a member (`a.x`), not next to arithmetic or a call/index/member. */
function floatName(q: Q, k: number, left: boolean): boolean {
  if (!q.isIdent(k)) return false;
  if (left) {
    const p = q.img(k - 1);
    if (p === "." || isArith(p)) return false;
  } else {
    const n = q.img(k + 1);
    if (n === "." || n === "(" || n === "[" || isArith(n)) return false;
  }
  const t = q.typeAt(k);
  return !!t && FLOAT_TYPE.test(t);
}

/** The other side of a comparison with a float literal: a name, a parenthesis or call, or an integer literal. */
function numericOperand(q: Q, k: number): boolean {
  return q.isIdent(k) || q.img(k) === ")" || q.kind(k) === "DecimalLiteral";
}

export function floatEquality(q: Q): Hit[] {
  // (helpers at module level: no closures built per `==`)
  return over(q.all("==", "!="), (i) => {
    const l = i - 1;
    const r = i + 1;
    const litR = nonZeroFloat(q, r) && !/^[.(+\-*/%]$/.test(q.img(r + 1));
    const litL = nonZeroFloat(q, l) && !/^[.+\-*/%]$/.test(q.img(l - 1));
    // a non-zero floating-point literal compared exactly is a floating-point comparison whatever the other side is
    if (!(
      (floatName(q, l, true) && floatName(q, r, false)) ||
      (litR && numericOperand(q, l)) ||
      (litL && numericOperand(q, r))
    ))
      return undefined;
    return {
      i,
      message: `${code(q.src(l, r))} compares floating-point numbers exactly`,
      fix: `Compare with a tolerance: ${code(`Math.abs(${q.img(l)} - ${q.img(r)}) < 1e-9`)} (or use \`BigDecimal\` for money).`,
    };
  });
}

const INTEGRAL = /^(int|long|short|byte|Integer|Long|Short)$/;

export function integerDivision(q: Q): Hit[] {
  return over(
    q.all("/").map((k) => k - 2),
    (i) => {
      // double x = a / b;   x = a / b; (x double)   return a / b; (method returns double)
      if (q.img(i + 2) !== "/" || q.img(i + 4) !== ";") return undefined;
      const intOperand = (k: number) =>
        (q.kind(k) === "DecimalLiteral" && !/[lL]$/.test(q.img(k))) ||
        (q.isIdent(k) && INTEGRAL.test(q.typeAt(k) ?? ""));
      if (!intOperand(i + 1) || !intOperand(i + 3) || q.kind(i + 1) === "DecimalLiteral") return undefined;
      let target: string | undefined;
      if (q.img(i) === "=" && q.isIdent(i - 1)) {
        target = q.img(i - 2) === "double" || q.img(i - 2) === "float" ? q.img(i - 2) : q.typeAt(i - 1);
      } else if (q.img(i) === "return") {
        target = q.method(i)?.returnType;
      }
      if (!target || !/^(double|float|Double|Float)$/.test(target)) return undefined;
      const a = q.img(i + 1);
      const b = q.img(i + 3);
      return {
        i: i + 2,
        message: `${code(`${a} / ${b}`)} is an integer division: the decimals are lost before the result becomes a ${code(target)}`,
        fix: `Convert one operand first: ${code(`(double) ${a} / ${b}`)}.`,
      };
    },
  );
}
