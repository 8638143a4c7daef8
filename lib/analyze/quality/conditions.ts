// Error-prone finders on conditions: null checks, equality, control flow and arithmetic (rows: ./error-prone.ts).
import { code } from "../markdown";
import { simpleTypeName } from "../cst";
import { BOXED, over, VALUE_TYPES, type Hit, type Q } from "../rules/token-index";
import { chainEnd, chainStart, chainType, recordComponents } from "../rules/operand-types";

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

/** Like operandTypes, for chains: `other.created`, `balances.get(a)`, `a.getId()`, `this.amount`. */
function chainOperandTypes(q: Q, i: number): [string, string, string, string] | undefined {
  const l0 = chainStart(q, i - 1);
  const r1 = chainEnd(q, i + 1);
  if (l0 < 0 || r1 < 0) return undefined;
  if (isArith(q.img(l0 - 1)) || q.img(l0 - 1) === "!" || isArith(q.img(r1 + 1)) || q.img(r1 + 1) === ".")
    return undefined;
  const a = chainType(q, l0, i - 1);
  const b = a && chainType(q, i + 1, r1);
  if (!a || !b) return undefined;
  return [q.src(l0, i - 1), simpleTypeName(a), q.src(i + 1, r1), simpleTypeName(b)];
}

export function objectIdentity(q: Q): Hit[] {
  const records = new Set(recordComponents(q.d.model.classes, q.d.model.methods).keys());
  const value = (x: string) => VALUE_TYPES.has(x) || records.has(x);
  return over(q.all("==", "!="), (i) => {
    const op = q.img(i);
    const t = operandTypes(q, i) ?? chainOperandTypes(q, i);
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
  return over(q.all("null"), (n) => {
    const op = q.img(n - 1);
    const logic = q.img(n + 1);
    if (!((op === "!=" && logic === "||") || (op === "==" && logic === "&&"))) return undefined;
    // `x != null || x.foo()`, also for chains: `c.getName() != null || c.getName().isEmpty()`
    const end = n - 2;
    const start = chainStart(q, end);
    if (start < 0 || (q.img(start - 1) === "." && q.img(start - 2) !== "this")) return undefined;
    const len = end - start + 1;
    for (let k = 0; k < len; k++) if (q.img(start + k) !== q.img(n + 2 + k)) return undefined;
    if (q.img(n + 2 + len) !== ".") return undefined;
    const x = q.src(start, end);
    const good = op === "!=" ? `${x} != null && ${x}.` : `${x} == null || ${x}.`;
    return {
      i: start,
      message: `broken null check: ${code(q.src(start, n + 3 + len))} dereferences ${code(x)} exactly when it is null`,
      fix: `Use the other logical operator: ${code(good + "…")}.`,
    };
  });
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
  return over(q.all("if", "while", "for"), (i) => {
    const s = q.img(i);
    if ((s !== "if" && s !== "while" && s !== "for") || q.img(i + 1) !== "(") return undefined;
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

/** Methods and fields that give an int/long: `list.size()`, `s.length()`, `arr.length`, `Integer.parseInt(…)`. */
const INT_MEMBER =
  /^(size|length|count|indexOf|lastIndexOf|compareTo|intValue|longValue|parseInt|parseLong|nextInt|ordinal|getYear|getMonthValue|getDayOfMonth|hashCode)$/;

/**
 * True when tokens [from, to] form an integer expression: int literals, int-typed names, `x.size()`, `arr.length`,
 * `(int) …` casts and parentheses, joined by `+ - * / %`. Anything else (a double literal, a call of unknown type,
 * a `(double)` cast) makes it undefined, so the rule stays silent.
 */
function intExpr(q: Q, from: number, to: number): boolean {
  if (from > to) return false;
  let k = from;
  for (;;) {
    // one operand
    if (q.img(k) === "-" || q.img(k) === "+") k++;
    const s = q.img(k);
    if (s === "(") {
      const close = q.pair[k];
      if (close < 0 || close > to) return false;
      if (/^(int|long|short|byte)$/.test(q.img(k + 1)) && close === k + 2) {
        // (int) x: the cast decides; skip the cast and its operand
        k = close + 1;
        const end = q.isIdent(k) ? chainEnd(q, k) : q.pair[k] >= 0 ? q.pair[k] : k;
        if (end < 0 || end > to) return false;
        k = end;
      } else {
        if (!intExpr(q, k + 1, close - 1)) return false;
        k = close;
      }
    } else if (q.kind(k) === "DecimalLiteral") {
      // 2, 100, 7L (long is integral too)
    } else if (q.isIdent(k)) {
      const end = chainEnd(q, k);
      if (end < 0 || end > to) return false;
      const last = q.img(end) === ")" ? q.pair[end] - 1 : end;
      const t = end === k ? q.typeAt(k) : chainType(q, k, end);
      if (!(t && INTEGRAL.test(t)) && !(end > k && INT_MEMBER.test(q.img(last)))) return false;
      k = end;
    } else return false;
    if (k === to) return true;
    if (!isArith(q.img(k + 1))) return false;
    k += 2;
    if (k > to) return false;
  }
}

export function integerDivision(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const slash of q.all("/")) {
    // the whole right-hand side of `double x = …;`, `x = …;` (x double) or `return …;` (a double method)
    let start = slash;
    while (start > 0 && !/^(=|return|;|\{|\})$/.test(q.img(start - 1))) {
      start--;
      const p = q.pair[start];
      if (p >= 0 && p < start) start = p;
    }
    const head = q.img(start - 1);
    const end = q.stmtEnd(start);
    if (end < 0 || q.img(end) !== ";" || (head !== "=" && head !== "return")) continue;
    // only the first top-level `/` of the expression reports
    let first = -1;
    for (let k = start; k < end && first < 0; k++) {
      if (q.img(k) === "/") first = k;
      else if (q.pair[k] > k) k = q.pair[k];
    }
    if (first !== slash) continue;
    let target: string | undefined;
    if (head === "=" && q.isIdent(start - 2)) {
      const decl = q.img(start - 3);
      target = decl === "double" || decl === "float" ? decl : q.typeAt(start - 2);
    } else if (head === "return") target = q.method(start)?.returnType;
    if (!target || !/^(double|float|Double|Float)$/.test(target)) continue;
    if (!intExpr(q, start, end - 1)) continue;
    const a = q.src(start, slash - 1);
    const b = q.src(slash + 1, end - 1);
    out.push({
      i: slash,
      message: `${code(`${a} / ${b}`)} is an integer division: the decimals are lost before the result becomes a ${code(target)}`,
      fix: `Convert one operand first: ${code(`(double) ${a} / ${b}`)}.`,
    });
  }
  return out;
}
