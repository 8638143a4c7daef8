// Error-prone code: constructs that compile but almost always do something other than intended.
import { code, fence } from "../markdown";
import { simpleTypeName } from "../cst";
import { BOXED, COLLECTIONS, over, VALUE_TYPES, type Hit, type Q, type QualityRule } from "./context";

function equalsNull(q: Q): Hit[] {
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
function operandTypes(q: Q, i: number): [string, string, string, string] | undefined {
  const l = i - 1;
  const r = i + 1;
  if (!q.isIdent(l) || !q.isIdent(r)) return undefined;
  if (q.img(l - 1) === "." && q.img(l - 2) !== "this") return undefined;
  const after = q.img(r + 1);
  if (after === "." || after === "(" || after === "[") return undefined;
  const before = q.img(l - 1);
  if (/^[+\-*/%]$/.test(before) || /^[+\-*/%]$/.test(after)) return undefined;
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

function objectIdentity(q: Q): Hit[] {
  const records = new Set(q.d.model.classes.filter((c) => c.kind === "record").map((c) => c.name));
  return over(q.all("==", "!="), (i) => {
    const op = q.img(i);
    const t = operandTypes(q, i);
    if (!t) return undefined;
    const [a, ta, b, tb] = t;
    const value = (x: string) => VALUE_TYPES.has(x) || records.has(x);
    if (!value(ta) || !value(tb) || (BOXED.has(ta) !== BOXED.has(tb) && ta !== tb)) return undefined;
    return {
      i,
      message: `${code(`${a} ${op} ${b}`)} compares two ${code(ta)} objects by identity, not by value`,
      fix: `Compare the values: ${code(`${op === "!=" ? "!" : ""}${a}.equals(${b})`)} (or ${code(`Objects.equals(${a}, ${b})`)} when either may be null).`,
    };
  });
}

/** `x != null || x.foo()` and `x == null && x.foo()` dereference exactly when x is null. */
function brokenNullCheck(q: Q): Hit[] {
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
function misplacedNullCheck(q: Q): Hit[] {
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

function equalsHashCode(q: Q, want: "equals" | "hashCode"): Hit[] {
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

function switchFallthrough(q: Q): Hit[] {
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
            /fall/i.test(c.image),
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
function endsAbruptly(q: Q, from: number, to: number): boolean {
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

function emptyStatementAfterIf(q: Q): Hit[] {
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

function assignmentInCondition(q: Q): Hit[] {
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

function catchNpe(q: Q): Hit[] {
  return over(q.all("catch"), (i) =>
    q.img(i) === "catch" &&
    q.img(i + 1) === "(" &&
    /^(NullPointerException|java\.lang\.NullPointerException)$/.test(q.img(i + 2))
      ? { i, message: "catching `NullPointerException` hides a bug instead of fixing it" }
      : undefined,
  );
}

function returnInFinally(q: Q): Hit[] {
  return over(q.finallies.length ? q.all("return") : [], (i) => {
    if (q.img(i) !== "return" || !q.inFinally(i)) return undefined;
    const m = q.method(i);
    const f = q.finallies.find(([a, b]) => i > a && i < b);
    if (!m || !f || q.method(f[0]) !== m) return undefined; // a lambda/anonymous class inside the finally
    return { i, message: "`return` inside `finally` discards any exception thrown in the `try` block" };
  });
}

function floatEquality(q: Q): Hit[] {
  const isFloatType = (t?: string) => !!t && /^(double|float|Double|Float)$/.test(t);
  return over(q.all("==", "!="), (i) => {
    const l = i - 1;
    const r = i + 1;
    const lit = (k: number) => q.kind(k) === "FloatLiteral" && !/^0*\.?0*[dDfF]?$/.test(q.img(k));
    const simple = (k: number, side: "l" | "r") =>
      q.isIdent(k) &&
      (side === "l" ? q.img(k - 1) !== "." && !/^[+\-*/%]$/.test(q.img(k - 1)) : !/^[.([+\-*/%]$/.test(q.img(k + 1)));
    const fl = (k: number, side: "l" | "r") => simple(k, side) && isFloatType(q.typeAt(k));
    const litR = lit(r) && !/^[.(+\-*/%]$/.test(q.img(r + 1));
    const litL = lit(l) && !/^[.+\-*/%]$/.test(q.img(l - 1));
    // a non-zero floating-point literal compared exactly is a floating-point comparison whatever the other side is
    const other = (k: number) => q.isIdent(k) || q.img(k) === ")" || q.kind(k) === "DecimalLiteral";
    if (!((fl(l, "l") && fl(r, "r")) || (litR && other(l)) || (litL && other(r)))) return undefined;
    return {
      i,
      message: `${code(q.src(l, r))} compares floating-point numbers exactly`,
      fix: `Compare with a tolerance: ${code(`Math.abs(${q.img(l)} - ${q.img(r)}) < 1e-9`)} (or use \`BigDecimal\` for money).`,
    };
  });
}

const INTEGRAL = /^(int|long|short|byte|Integer|Long|Short)$/;

function integerDivision(q: Q): Hit[] {
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

function modifyWhileIterating(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const l of q.loops) {
    if (l.kind !== "for") continue;
    const close = l.bodyFrom - 1;
    let colon = -1;
    for (let k = l.from + 2; k < close; k++) if (q.img(k) === ":") colon = k;
    if (colon < 0 || close - colon !== 2 || !q.isIdent(colon + 1)) continue;
    const coll = q.img(colon + 1);
    for (let k = l.bodyFrom; k <= l.to; k++) {
      if (
        q.img(k) === coll &&
        q.img(k - 1) !== "." &&
        q.img(k + 1) === "." &&
        /^(remove|add|clear|removeIf|addAll|removeAll)$/.test(q.img(k + 2)) &&
        q.img(k + 3) === "("
      ) {
        // `break`/`return` right after the change makes it safe
        const end = q.stmtEnd(k);
        if (/^(break|return)$/.test(q.img(end + 1))) continue;
        out.push({
          i: k + 2,
          message: `${code(`${coll}.${q.img(k + 2)}(…)`)} changes ${code(coll)} while the for-each loop iterates over it`,
          fix: `Use an explicit iterator (${code("it.remove()")}), ${code(`${coll}.removeIf(x -> …)`)}, or collect the changes in a second list and apply them after the loop.`,
        });
        break;
      }
    }
  }
  return out;
}

function selfAssignment(q: Q): Hit[] {
  return over(
    q.all("=").map((k) => k - 1),
    (i) => {
      if (!q.isIdent(i) || !q.stmtStart(i) || q.img(i + 1) !== "=" || q.img(i + 2) !== q.img(i) || q.img(i + 3) !== ";")
        return undefined;
      const m = q.method(i);
      const name = q.img(i);
      const shadow =
        m?.params.some((p) => p.name === name) && m.cls.fields.some((f) => f.vars.some((v) => v.name === name));
      return {
        i,
        message: `${code(`${name} = ${name};`)} assigns the variable to itself${shadow ? `: the parameter ${code(name)} hides the field` : ""}`,
        fix: shadow ? `Write ${code(`this.${name} = ${name};`)} to set the field.` : undefined,
      };
    },
  );
}

function arrayToString(q: Q): Hit[] {
  const cand = new Set<number>();
  for (const k of q.all("+")) cand.add(k - 1).add(k + 1);
  for (const k of q.all("println", "print")) cand.add(k + 2);
  return over(
    [...cand].sort((a, b) => a - b),
    (i) => {
      if (!q.isIdent(i)) return undefined;
      const p = q.img(i - 1);
      const n = q.img(i + 1);
      if (p !== "(" && p !== "+" && n !== "+") return undefined;
      const t = q.typeAt(i);
      if (!t || !t.endsWith("[]") || /^char\[\]$/.test(t)) return undefined;
      const printed =
        p === "(" && n === ")" && /^print(ln)?$/.test(q.img(i - 2)) && q.img(i - 4) === "out" && q.img(i - 5) === ".";
      const concatenated =
        (p === "+" && q.kind(i - 2) === "StringLiteral" && !/^[.[(]$/.test(n)) ||
        (n === "+" && q.kind(i + 2) === "StringLiteral" && p !== "." && p !== "+");
      if (!printed && !concatenated) return undefined;
      return {
        i,
        message: `printing the array ${code(q.img(i))} shows something like \`[I@1b6d3586\`, not its elements`,
        fix: `Use ${code(`Arrays.toString(${q.img(i)})`)} (or \`Arrays.deepToString\` for nested arrays).`,
      };
    },
  );
}

const IMMUTABLE_RESULT: Record<string, RegExp> = {
  String:
    /^(trim|strip|toUpperCase|toLowerCase|replace|replaceAll|replaceFirst|concat|substring|repeat|stripLeading|stripTrailing|formatted|intern)$/,
  BigDecimal: /^(add|subtract|multiply|divide|negate|abs|pow|setScale|remainder|max|min)$/,
  BigInteger: /^(add|subtract|multiply|divide|negate|abs|pow|mod|remainder|max|min)$/,
  LocalDate: /^(plus\w*|minus\w*|with\w*)$/,
  LocalDateTime: /^(plus\w*|minus\w*|with\w*)$/,
  Instant: /^(plus\w*|minus\w*)$/,
};

function ignoredResult(q: Q): Hit[] {
  return over(
    q
      .all(";")
      .map((k) => k - 1)
      .filter((k) => q.img(k) === ")")
      .map((k) => q.pair[k] - 3),
    (i) => {
      if (!q.isIdent(i) || !q.stmtStart(i) || q.img(i + 1) !== "." || q.img(i + 3) !== "(") return undefined;
      const close = q.pair[i + 3];
      if (close < 0 || q.img(close + 1) !== ";") return undefined;
      const type = q.typeAt(i);
      const re = type ? IMMUTABLE_RESULT[type] : undefined;
      const m = q.img(i + 2);
      if (!re || !re.test(m)) return undefined;
      return {
        i: i + 2,
        message: `the result of ${code(`${q.img(i)}.${m}(…)`)} is thrown away: ${code(type!)} objects never change`,
        fix: `Keep the result: ${code(`${q.img(i)} = ${q.src(i, close)};`)}`,
      };
    },
  );
}

function emptyCatch(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const c of q.d.model.catches) {
    const [from, to] = q.range(c.node.location.startOffset, c.node.location.endOffset);
    const rp = q.pair[from + 1];
    if (rp < 0 || q.img(rp + 1) !== "{" || q.pair[rp + 1] !== rp + 2 || to - 1 !== rp + 2) continue;
    const name = q.img(rp - 1);
    if (/^(_+|ignored?|expected)$/.test(name)) continue;
    out.push({
      i: from,
      message: `empty ${code(`catch (${q.src(from + 2, rp - 1)})`)}: the exception is silently swallowed`,
      fix: `Handle it, log it, or let it propagate, e.g.:\n\n${fence(`} catch (${q.src(from + 2, rp - 2)} ${name}) {\n    throw new IllegalStateException("Could not …", ${name});\n}`)}\n\nIf ignoring it really is right, name the variable \`ignored\` and add a comment saying why.`,
      endLine: q.line(rp + 2),
    });
  }
  return out;
}

function lostStackTrace(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const c of q.d.model.catches) {
    const [from, to] = q.range(c.node.location.startOffset, c.node.location.endOffset);
    const lp = from + 1;
    const rp = q.pair[lp];
    if (rp < 0) continue;
    const name = q.img(rp - 1);
    for (let k = rp + 1; k < to; k++) {
      if (q.img(k) !== "throw" || q.img(k + 1) !== "new") continue;
      let open = k + 2;
      while (open < to && q.img(open) !== "(") open++;
      const close = q.pair[open];
      if (close < 0) continue;
      const args = q.uses(name, open, close);
      const later = q.uses(name, rp + 1, to).some((u) => /^(initCause|addSuppressed)$/.test(q.img(u + 2)));
      if (!args.length && !later) {
        out.push({
          i: k,
          message: `the new exception thrown here drops the caught ${code(name)}, so its stack trace is lost`,
          fix: `Pass the cause along: ${code(`throw new ${q.src(k + 2, open - 1)}(${q.src(open + 1, close - 1)}${close > open + 1 ? ", " : ""}${name});`)}`,
        });
      }
      k = close;
    }
  }
  return out;
}

function bigDecimalDouble(q: Q): Hit[] {
  return over(
    q.all("BigDecimal").map((k) => k - 1),
    (i) => {
      if (q.img(i) !== "new" || q.img(i + 1) !== "BigDecimal" || q.img(i + 2) !== "(" || q.img(i + 4) !== ")")
        return undefined;
      const a = i + 3;
      const dbl = q.kind(a) === "FloatLiteral" || (q.isIdent(a) && /^(double|float|Double)$/.test(q.typeAt(a) ?? ""));
      if (!dbl) return undefined;
      return {
        i,
        message: `${code(`new BigDecimal(${q.img(a)})`)} keeps the binary rounding error of the double (0.1 becomes 0.1000000000000000055…)`,
        fix: `Use ${code(`BigDecimal.valueOf(${q.img(a)})`)} or ${code(`new BigDecimal("${q.kind(a) === "FloatLiteral" ? q.img(a).replace(/[dDfF]$/, "") : "0.1"}")`)}.`,
      };
    },
  );
}

function staticDateFormat(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const c of q.d.model.classes)
    for (const f of c.fields)
      if (f.modifiers.includes("static") && /^(SimpleDateFormat|DateFormat)$/.test(f.typeBase) && f.vars[0])
        out.push({
          i: q.at(f.vars[0].token),
          message: `the shared ${code(f.typeBase)} ${code(f.vars[0].name)} is not thread-safe`,
        });
  return out;
}

function optionalGet(q: Q): Hit[] {
  return over(q.all("get"), (i) => {
    if (q.img(i) !== "get" || q.img(i - 1) !== "." || q.img(i + 1) !== "(" || q.img(i + 2) !== ")") return undefined;
    const r = i - 2;
    let recv: string | undefined;
    if (q.img(r) === ")") {
      const open = q.pair[r];
      const call = q.img(open - 1);
      if (!/^(find\w*By\w*|findById|findFirst|findAny|max|min|reduce|findOne)$/.test(call)) return undefined;
      recv = `${call}(…)`;
    } else if (q.isIdent(r) && /^Optional(<|$)/.test(q.typeAt(r) ?? "")) {
      const name = q.img(r);
      const m = q.method(i);
      const body = m && q.body(m);
      const from = body ? body[0] : 0;
      if (q.uses(name, from, i).some((k) => /^(isPresent|isEmpty|ifPresent|orElse\w*)$/.test(q.img(k + 2))))
        return undefined;
      recv = name;
    } else return undefined;
    return {
      i,
      message: `${code(`${recv}.get()`)} is called without checking that the \`Optional\` has a value`,
      fix: `Say what happens when it is empty: ${code(`${recv}.orElseThrow(() -> new NotFoundException(…))`)}, ${code(".orElse(default)")} or ${code(".ifPresent(…)")}.`,
    };
  });
}

function returnsNull(q: Q, want: "collection" | "optional"): Hit[] {
  const out: Hit[] = [];
  for (const m of q.d.model.methods) {
    if (m.kind !== "method" || !m.returnType || m.returnType === "void") continue;
    const base = simpleTypeName(m.returnType);
    const isColl = COLLECTIONS.has(base) || m.returnType.endsWith("[]");
    const isOpt = base === "Optional";
    if (want === "collection" ? !isColl : !isOpt) continue;
    const body = q.body(m);
    if (!body) continue;
    for (const k of nullReturns(q, body)) {
      if (q.method(k) !== m || q.cls(k) !== m.cls) continue;
      out.push({
        i: k,
        message:
          want === "optional"
            ? `${code(m.name + "()")} returns \`null\` although it promises an \`Optional\``
            : `${code(m.name + "()")} returns \`null\` instead of an empty ${m.returnType.endsWith("[]") ? "array" : "collection"}`,
        fix:
          want === "optional"
            ? "Return `Optional.empty()`."
            : m.returnType.endsWith("[]")
              ? `Return an empty array: ${code(`return new ${m.returnType.replace(/\[\]$/, "[0]")};`)}`
              : `Return ${code(/Map$/.test(base) ? "Map.of()" : /Set$/.test(base) ? "Set.of()" : "List.of()")} (or \`Collections.empty…()\`).`,
      });
      break;
    }
  }
  return out;
}

function nullReturns(q: Q, [from, to]: [number, number]): number[] {
  const out: number[] = [];
  for (let k = from; k < to; k++)
    if (q.img(k) === "return" && q.img(k + 1) === "null" && q.img(k + 2) === ";") out.push(k + 1);
  return out;
}

function threadRun(q: Q): Hit[] {
  return over(q.all("run"), (i) =>
    q.img(i) === "run" &&
    q.img(i - 1) === "." &&
    q.img(i + 1) === "(" &&
    q.img(i + 2) === ")" &&
    q.isIdent(i - 2) &&
    /^Thread$/.test(q.typeAt(i - 2) ?? "")
      ? { i, message: `${code(`${q.img(i - 2)}.run()`)} runs the code in the current thread; no new thread is started` }
      : undefined,
  );
}

function randomCast(q: Q): Hit[] {
  return over(
    q.all("random").map((k) => k - 5),
    (i) =>
      q.img(i) === "(" &&
      /^(int|long)$/.test(q.img(i + 1)) &&
      q.img(i + 2) === ")" &&
      q.img(i + 3) === "Math" &&
      q.img(i + 5) === "random" &&
      q.img(i + 8) === "*"
        ? {
            i,
            message: `${code(`(${q.img(i + 1)}) Math.random()`)} is always 0: the cast happens before the multiplication`,
          }
        : undefined,
  );
}

function postIncrementAssign(q: Q): Hit[] {
  return over(
    q.all("++", "--").map((k) => k - 3),
    (i) =>
      q.isIdent(i) &&
      q.img(i + 1) === "=" &&
      q.img(i + 2) === q.img(i) &&
      /^(\+\+|--)$/.test(q.img(i + 3)) &&
      q.img(i + 4) === ";"
        ? { i, message: `${code(q.src(i, i + 3))} leaves ${code(q.img(i))} unchanged: the old value is assigned back` }
        : undefined,
  );
}

function ctorCallsOverridable(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const c of q.d.model.classes) {
    if (c.kind !== "class" || c.modifiers.includes("final")) continue;
    const overridable = new Set(
      c.methods
        .filter(
          (m) => m.kind === "method" && !m.modifiers.some((x) => x === "private" || x === "final" || x === "static"),
        )
        .map((m) => m.name),
    );
    if (!overridable.size) continue;
    for (const ctor of c.methods) {
      if (ctor.kind !== "constructor") continue;
      const body = q.body(ctor);
      if (!body) continue;
      for (let k = body[0]; k < body[1]; k++) {
        if (!overridable.has(q.img(k)) || q.img(k + 1) !== "(") continue;
        const p = q.img(k - 1);
        if (p === "." && q.img(k - 2) !== "this") continue;
        if (p === "::" || q.method(k) !== ctor) continue;
        out.push({ i: k, message: `the constructor calls the overridable method ${code(q.img(k) + "()")}` });
        break;
      }
    }
  }
  return out;
}

export const errorProneRules: QualityRule[] = [
  {
    id: "QUA-EQUALS-NULL",
    group: "error-prone",
    severity: "warning",
    explanation:
      "By contract `x.equals(null)` returns false, and when `x` itself is null the call throws. It never tests what was meant.",
    fix: "Compare with `==`: `x == null`.",
    find: equalsNull,
  },
  {
    id: "QUA-OBJECT-IDENTITY",
    group: "error-prone",
    severity: "warning",
    explanation:
      "`==` on objects asks whether both variables point to the same object. Two `Integer`s with the value 1000, or two equal dates or amounts, are usually different objects, so the comparison is false even when the values are equal (small Integers happen to be cached, which hides the bug in tests).",
    fix: "Compare with `.equals()` or `Objects.equals(a, b)`.",
    find: objectIdentity,
  },
  {
    id: "QUA-BROKEN-NULL-CHECK",
    group: "error-prone",
    severity: "error",
    explanation:
      "With `||` after `!= null` (or `&&` after `== null`), the right-hand side runs exactly when the variable is null, so this line throws the NullPointerException it tries to prevent.",
    fix: "Swap the logical operator (`!= null &&`, `== null ||`).",
    find: brokenNullCheck,
  },
  {
    id: "QUA-MISPLACED-NULL-CHECK",
    group: "error-prone",
    severity: "warning",
    explanation:
      "Conditions are evaluated left to right. The variable is already used before the null check runs, so a null value throws before it is checked.",
    fix: "Put the null check first.",
    find: misplacedNullCheck,
  },
  {
    id: "QUA-EQUALS-WITHOUT-HASHCODE",
    group: "error-prone",
    severity: "warning",
    explanation:
      "Equal objects must have equal hash codes. With only `equals()`, two equal objects land in different buckets of a `HashSet`/`HashMap`: `contains` and `get` fail and duplicates appear.",
    fix: `Override \`hashCode()\` from the same fields as \`equals()\`:\n\n${fence("@Override\npublic int hashCode() {\n    return Objects.hash(id, name);\n}")}\n\n(A \`record\` gets both for free.)`,
    find: (q) => equalsHashCode(q, "equals"),
  },
  {
    id: "QUA-HASHCODE-WITHOUT-EQUALS",
    group: "error-prone",
    severity: "warning",
    explanation:
      "A custom `hashCode()` without a matching `equals()` has no effect on equality: hash-based collections still treat every object as different.",
    fix: "Override `equals(Object)` from the same fields, or remove `hashCode()`.",
    find: (q) => equalsHashCode(q, "hashCode"),
  },
  {
    id: "QUA-SWITCH-FALLTHROUGH",
    group: "error-prone",
    severity: "warning",
    explanation: "Without `break`, execution continues into the next `case` and runs its code too — a classic bug.",
    fix: "End the case with `break;` (or `return`), or use the arrow form `case X -> …`, which never falls through. If falling through is intended, say so in a `// falls through` comment.",
    find: switchFallthrough,
  },
  {
    id: "QUA-EMPTY-STATEMENT",
    group: "error-prone",
    severity: "warning",
    explanation:
      "The `;` is an empty statement that forms the whole body of the `if`/`while`. The block below is not controlled by the condition.",
    fix: "Remove the `;` after the closing parenthesis.",
    find: emptyStatementAfterIf,
  },
  {
    id: "QUA-ASSIGNMENT-IN-CONDITION",
    group: "error-prone",
    severity: "warning",
    explanation:
      "`=` assigns and `==` compares. An assignment inside `if (…)` changes the variable and then tests the assigned value.",
    fix: "Use `==` to compare.",
    find: assignmentInCondition,
  },
  {
    id: "QUA-CATCH-NPE",
    group: "error-prone",
    severity: "warning",
    explanation:
      "A NullPointerException is a bug in the code, not an expected situation. Catching it hides where the null came from.",
    fix: "Check for null (or use `Optional`) before the call and remove the catch.",
    find: catchNpe,
  },
  {
    id: "QUA-RETURN-IN-FINALLY",
    group: "error-prone",
    severity: "warning",
    explanation:
      "A `return` in `finally` silently replaces any exception (or earlier return value) from the `try` block: errors disappear.",
    fix: "Move the `return` after the try/finally statement; keep only clean-up in `finally`.",
    find: returnInFinally,
  },
  {
    id: "QUA-FLOAT-EQUALITY",
    group: "error-prone",
    severity: "warning",
    explanation:
      "`double` and `float` cannot represent most decimals exactly (0.1 + 0.2 is 0.30000000000000004), so exact comparison is unreliable.",
    fix: "Compare with a tolerance, or use `BigDecimal` and `compareTo`.",
    find: floatEquality,
  },
  {
    id: "QUA-INTEGER-DIVISION",
    group: "error-prone",
    severity: "warning",
    explanation:
      "Dividing two integers gives an integer (7 / 2 is 3). Storing the result in a `double` afterwards cannot bring the decimals back.",
    fix: "Cast one operand to `double` before dividing.",
    find: integerDivision,
  },
  {
    id: "QUA-MODIFY-WHILE-ITERATING",
    group: "error-prone",
    severity: "warning",
    explanation:
      "Changing a collection while a for-each loop walks over it throws `ConcurrentModificationException` on the next step.",
    fix: "Use `Iterator.remove()`, `removeIf`, or collect the changes and apply them after the loop.",
    find: modifyWhileIterating,
  },
  {
    id: "QUA-SELF-ASSIGNMENT",
    group: "error-prone",
    severity: "warning",
    explanation:
      "Assigning a variable to itself does nothing. In a constructor or setter it usually means the parameter hides the field, so the field is never set.",
    fix: "Assign the field with `this.name = name;`.",
    find: selfAssignment,
  },
  {
    id: "QUA-ARRAY-TO-STRING",
    group: "error-prone",
    severity: "warning",
    explanation: "Arrays do not override `toString()`: printing one shows its type and hash code, not its contents.",
    fix: "Use `Arrays.toString(array)`.",
    find: arrayToString,
  },
  {
    id: "QUA-IGNORED-RESULT",
    group: "error-prone",
    severity: "warning",
    explanation:
      "Strings, `BigDecimal` and the `java.time` types are immutable: these methods return a new object and leave the original unchanged.",
    fix: "Assign the returned value.",
    find: ignoredResult,
  },
  {
    id: "QUA-EMPTY-CATCH",
    group: "error-prone",
    severity: "warning",
    explanation:
      "When this exception happens, nothing is logged and the program carries on as if everything worked. The real error is hidden, and whatever goes wrong later is much harder to debug. (A comment inside does not change that.)",
    fix: "Handle the exception, log it, or let it propagate.",
    find: emptyCatch,
  },
  {
    id: "QUA-LOST-STACK-TRACE",
    group: "error-prone",
    severity: "warning",
    explanation:
      "Throwing a new exception without the caught one as its cause throws away the original stack trace and message — exactly what you need to debug the failure.",
    fix: "Pass the caught exception as the cause (the last constructor argument).",
    find: lostStackTrace,
  },
  {
    id: "QUA-BIGDECIMAL-FROM-DOUBLE",
    group: "error-prone",
    severity: "warning",
    explanation:
      "The double is already rounded to binary before `BigDecimal` sees it, so the exact decimal value is lost.",
    fix: "Use `BigDecimal.valueOf(double)` or the `String` constructor.",
    find: bigDecimalDouble,
  },
  {
    id: "QUA-STATIC-DATE-FORMAT",
    group: "error-prone",
    severity: "warning",
    explanation:
      "`SimpleDateFormat` keeps internal state while formatting; used from several threads at once (as a static field in a web app is) it produces wrong dates or exceptions.",
    fix: "Use the immutable, thread-safe `DateTimeFormatter` (`java.time`) instead.",
    find: staticDateFormat,
  },
  {
    id: "QUA-OPTIONAL-GET",
    group: "error-prone",
    severity: "warning",
    explanation:
      "`Optional.get()` throws `NoSuchElementException` when the value is missing — the same crash the `Optional` was meant to prevent.",
    fix: "Use `orElseThrow(…)` with a meaningful exception, `orElse(…)`, or `ifPresent(…)`.",
    find: optionalGet,
  },
  {
    id: "QUA-OPTIONAL-NULL",
    group: "error-prone",
    severity: "warning",
    explanation:
      "Callers of a method returning `Optional` never expect `null`; they call `isPresent()` or `map()` on it and get a NullPointerException.",
    fix: "Return `Optional.empty()`.",
    find: (q) => returnsNull(q, "optional"),
  },
  {
    id: "QUA-RETURN-NULL-COLLECTION",
    group: "error-prone",
    severity: "warning",
    explanation:
      "Every caller now has to remember a null check before looping over the result; one who forgets gets a NullPointerException. An empty collection works with every loop as is.",
    fix: "Return an empty collection (`List.of()`, `Collections.emptyList()`).",
    find: (q) => returnsNull(q, "collection"),
  },
  {
    id: "QUA-THREAD-RUN",
    group: "error-prone",
    severity: "warning",
    explanation:
      "`run()` is an ordinary method call: the code runs in the calling thread. Only `start()` creates a new thread.",
    fix: "Call `start()` (or better, submit the task to an `ExecutorService`).",
    find: threadRun,
  },
  {
    id: "QUA-RANDOM-CAST",
    group: "error-prone",
    severity: "error",
    explanation:
      "`Math.random()` returns a value in [0, 1); casting it to an integer gives 0 before the multiplication happens.",
    fix: "Put the multiplication in parentheses: `(int) (Math.random() * n)`, or use `ThreadLocalRandom.current().nextInt(n)`.",
    find: randomCast,
  },
  {
    id: "QUA-POSTINCREMENT-ASSIGN",
    group: "error-prone",
    severity: "warning",
    explanation:
      "`x++` evaluates to the old value; `x = x++` increments and then overwrites the variable with that old value.",
    fix: "Write just `x++;` (or `x += 1;`).",
    find: postIncrementAssign,
  },
  {
    id: "QUA-CONSTRUCTOR-CALLS-OVERRIDABLE",
    group: "error-prone",
    severity: "warning",
    explanation:
      "A subclass can override the method, and its version then runs before the subclass's own fields are initialised — it sees nulls and zeros.",
    fix: "Make the called method `private` or `final`, or make the class `final`.",
    find: ctorCallsOverridable,
  },
];
