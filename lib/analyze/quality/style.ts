// Code style and performance: simplifiable code, naming conventions, and avoidable work in loops.
import type { IToken } from "java-parser";
import { code } from "../markdown";
import { simpleTypeName } from "../cst";
import { hasAnnotation, isTestClass } from "../model";
import { COLLECTIONS, over, type Hit, type Q, type QualityRule } from "../rules/token-index";
import { isNestedRecord } from "../rules/operand-types";
import { simplifiableReturn } from "./booleans";

function booleanLiteralComparison(q: Q): Hit[] {
  return over(q.all("==", "!="), (i) => {
    const lit = /^(true|false)$/.test(q.img(i + 1))
      ? q.img(i + 1)
      : /^(true|false)$/.test(q.img(i - 1))
        ? q.img(i - 1)
        : "";
    if (!lit) return undefined;
    return { i, message: `comparing with \`${lit}\` is redundant: ${code(q.src(i - 1, i + 1))}` };
  });
}

const UPPER_CAMEL = /^[A-Z][A-Za-z0-9]*$/;
const LOWER_CAMEL = /^[a-z][A-Za-z0-9]*$/;
const CONSTANT = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

function classNaming(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const c of q.d.model.classes) {
    if (c.kind === "anonymous" || !c.nameToken || q.d.isWrapper(c) || UPPER_CAMEL.test(c.name)) continue;
    out.push({
      i: q.at(c.nameToken),
      message: `the type name ${code(c.name)} does not follow the UpperCamelCase convention`,
    });
  }
  return out;
}

function methodNaming(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const m of q.d.model.methods) {
    if (m.kind !== "method" || LOWER_CAMEL.test(m.name) || isTestClass(m.cls) || hasAnnotation(m, "Override")) continue;
    if (isNestedRecord(m)) continue; // `record Point(…) {}` inside a class: a type, named as one
    out.push({
      i: q.at(m.nameToken),
      message: `the method name ${code(m.name)} does not follow the lowerCamelCase convention`,
    });
  }
  return out;
}

function variableNaming(q: Q): Hit[] {
  const out: Hit[] = [];
  const bad = (n: string) => n.length > 1 && !LOWER_CAMEL.test(n) && !CONSTANT.test(n) && !/^_+$/.test(n);
  const check = (v: { name: string; token: IToken }) => {
    if (bad(v.name))
      out.push({
        i: q.at(v.token),
        message: `the variable name ${code(v.name)} does not follow the lowerCamelCase convention`,
      });
  };
  // parameters then locals, without a joined copy of both lists per method
  for (const m of q.d.model.methods) {
    for (const p of m.params) check(p);
    for (const l of m.locals) check(l);
  }
  for (const c of q.d.model.classes)
    for (const f of c.fields) {
      if (f.modifiers.includes("static") && f.modifiers.includes("final")) continue;
      // `public static String ENV = …`: a constant missing its `final` (QUA-PUBLIC-STATIC-MUTABLE), not a naming slip
      const constantNoFinal =
        f.modifiers.includes("static") && f.modifiers.includes("public") && c.kind !== "interface";
      for (const v of f.vars) {
        if (constantNoFinal && CONSTANT.test(v.name)) continue;
        if (v.name.length > 1 && !LOWER_CAMEL.test(v.name) && !/^_+$/.test(v.name) && v.name !== "serialVersionUID")
          out.push({
            i: q.at(v.token),
            message: `the field name ${code(v.name)} does not follow the lowerCamelCase convention`,
          });
      }
    }
  return out;
}

function constantNaming(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const c of q.d.model.classes)
    for (const f of c.fields) {
      if (!f.modifiers.includes("static") || !f.modifiers.includes("final")) continue;
      if (!/^(int|long|double|float|short|byte|char|boolean|String)$/.test(f.type)) continue;
      for (const v of f.vars)
        if (!CONSTANT.test(v.name) && v.name !== "serialVersionUID" && v.init)
          out.push({ i: q.at(v.token), message: `the constant ${code(v.name)} should be named in UPPER_SNAKE_CASE` });
    }
  return out;
}

function fieldNamedLikeMethod(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const c of q.d.model.classes) {
    if (c.kind === "record" || c.kind === "anonymous") continue;
    for (const f of c.fields)
      for (const v of f.vars) {
        const m = c.methods.find((x) => x.kind === "method" && x.name === v.name);
        if (!m) continue;
        const body = q.body(m);
        // a plain accessor `name() { return name; }` is a deliberate style
        if (body && body[1] - body[0] === 3 && q.img(body[0]) === "return" && q.img(body[0] + 1) === v.name) continue;
        if (body && body[1] - body[0] === 5 && q.img(body[0]) === "return" && q.img(body[0] + 3) === v.name) continue;
        out.push({
          i: q.at(v.token),
          message: `the field ${code(v.name)} has the same name as the method ${code(v.name + "()")}`,
        });
      }
  }
  return out;
}

function redundantNullCheck(q: Q): Hit[] {
  return over(
    q.all("instanceof").map((k) => k - 5),
    (i) =>
      q.isIdent(i) &&
      q.img(i - 1) !== "." &&
      q.img(i + 1) === "!=" &&
      q.img(i + 2) === "null" &&
      q.img(i + 3) === "&&" &&
      q.img(i + 4) === q.img(i) &&
      q.img(i + 5) === "instanceof"
        ? { i, message: `${code(`${q.img(i)} != null`)} is redundant: \`instanceof\` is already false for null` }
        : undefined,
  );
}

function unnecessaryReturn(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const m of q.d.model.methods) {
    if (m.returnType !== "void" && m.kind !== "constructor") continue;
    const body = q.body(m);
    if (!body || body[1] - body[0] < 3) continue;
    const last = body[1] - 1;
    if (
      (q.img(last) === ";" &&
        q.img(last - 1) === "return" &&
        /^[;{}]$/.test(q.img(last - 2)) &&
        q.img(last - 2) !== "{") ||
      (q.img(last) === ";" && q.img(last - 1) === "return" && q.img(last - 2) === ";")
    )
      out.push({ i: last - 1, message: `the \`return;\` at the end of ${code(m.name + "()")} is unnecessary` });
  }
  return out;
}

function localBeforeReturn(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const m of q.d.model.methods) {
    const body = q.body(m);
    if (!body) continue;
    for (const v of m.locals) {
      if (!v.init) continue;
      const decl = q.at(v.token);
      if (q.img(decl + 1) !== "=") continue;
      const end = q.stmtEnd(decl + 1);
      if (end < 0 || q.img(end + 1) !== "return" || q.img(end + 2) !== v.name || q.img(end + 3) !== ";") continue;
      if (q.uses(v.name, decl + 1, body[1]).length !== 1) continue;
      if (q.img(end + 4) !== "}") continue;
      out.push({
        i: decl,
        message: `${code(v.name)} is returned right after it is assigned: return the expression directly`,
      });
    }
  }
  return out;
}

function stringToString(q: Q): Hit[] {
  return over(q.all("toString"), (i) =>
    q.img(i) === "toString" &&
    q.img(i - 1) === "." &&
    q.img(i + 1) === "(" &&
    q.img(i + 2) === ")" &&
    (q.kind(i - 2) === "StringLiteral" || (q.isIdent(i - 2) && q.typeAt(i - 2) === "String"))
      ? { i, message: `calling \`toString()\` on a \`String\` returns the same string` }
      : undefined,
  );
}

function sizeZero(q: Q): Hit[] {
  return over(q.all("size", "length"), (i) => {
    const m = q.img(i);
    if (
      (m !== "size" && m !== "length") ||
      q.img(i - 1) !== "." ||
      q.img(i + 1) !== "(" ||
      q.img(i + 2) !== ")" ||
      !q.isIdent(i - 2)
    )
      return undefined;
    let op = q.img(i + 3);
    let n = q.img(i + 4);
    let from = i - 2;
    let to = i + 4;
    // the literal first: `0 == list.size()`, `0 < s.length()`, `1 > list.size()`
    const before = q.img(i - 3);
    if (!/^(==|!=|>|<|>=|<=)$/.test(op) && /^(==|!=|<|>|<=)$/.test(before) && /^[01]$/.test(q.img(i - 4))) {
      const flip: Record<string, string> = { "==": "==", "!=": "!=", "<": ">", ">": "<", "<=": ">=" };
      op = flip[before];
      n = q.img(i - 4);
      from = i - 4;
      to = i + 2;
    }
    if (!((/^(==|!=|>)$/.test(op) && n === "0") || (/^(<|>=)$/.test(op) && n === "1"))) return undefined;
    const t = simpleTypeName(q.typeAt(i - 2) ?? "");
    if (m === "size" ? !COLLECTIONS.has(t) : t !== "String") return undefined;
    const neg = op === "!=" || op === ">" || op === ">=";
    return {
      i,
      message: `${code(q.src(from, to))} can be written ${code(`${neg ? "!" : ""}${q.img(i - 2)}.isEmpty()`)}`,
    };
  });
}

function emptyIf(q: Q): Hit[] {
  return over(q.all("if"), (i) => {
    if (q.img(i) !== "if" || q.img(i + 1) !== "(") return undefined;
    const close = q.pair[i + 1];
    if (close < 0 || q.img(close + 1) !== "{" || q.img(close + 2) !== "}") return undefined;
    const a = q.tokens[close + 1];
    const b = q.tokens[close + 2];
    // a comment on its own line explains the empty branch, unless it is only a TODO/FIXME
    if (
      q.d.model.comments.some(
        (c) =>
          c.startOffset > a.startOffset &&
          c.startOffset < b.startOffset &&
          c.startLine > a.startLine &&
          !/^(\/\/|\/\*)\s*(TODO|FIXME)\b/i.test(c.image),
      )
    )
      return undefined;
    if (q.img(close + 3) === "else")
      return {
        i,
        message: "this `if` has an empty body and does its work in the `else`",
        fix: `Negate the condition and drop the empty branch: ${code(`if (!(${q.src(i + 2, close - 1)})) { … }`)}`,
      };
    return { i, message: "this `if` has an empty body" };
  });
}

function collapsibleIf(q: Q): Hit[] {
  return over(q.all("if"), (i) => {
    if (q.img(i) !== "if" || q.img(i + 1) !== "(" || q.img(i - 1) === "else") return undefined;
    const close = q.pair[i + 1];
    if (close < 0 || q.img(close + 1) !== "{" || q.img(close + 2) !== "if") return undefined;
    const outerEnd = q.pair[close + 1];
    const inner = q.stmtEnd(close + 2);
    if (inner !== outerEnd - 1 || q.img(outerEnd + 1) === "else") return undefined;
    for (let k = close + 2; k <= inner; k++) if (q.img(k) === "else") return undefined;
    return { i, message: "these two nested `if` statements can be merged with `&&`" };
  });
}

// ---- performance

/** `s = <something> + s;` at the `=` k: the string grows at the front. */
function prepends(q: Q, k: number): boolean {
  const name = q.img(k - 1);
  const end = q.stmtEnd(k + 1);
  return end > 0 && q.img(end - 1) === name && q.img(end - 2) === "+" && q.img(end - 3) !== "." && q.isIdent(k - 1);
}

function concatInLoop(q: Q): Hit[] {
  const out: Hit[] = [];
  const seen = new Set<number>();
  if (!q.loops.length) return out;
  const cand = [...q.all("+="), ...q.all("=").filter((k) => q.img(k + 1) === q.img(k - 1) || prepends(q, k))]
    .map((k) => k - 1)
    .sort((a, b) => a - b);
  for (const i of cand) {
    if (!q.isIdent(i) || (q.img(i - 1) === "." && q.img(i - 2) !== "this")) continue;
    const plusEq = q.img(i + 1) === "+=";
    const selfPlus = q.img(i + 1) === "=" && q.img(i + 2) === q.img(i) && q.img(i + 3) === "+";
    // `s = s.concat(x)`
    const prepend = q.img(i + 1) === "=" && prepends(q, i + 1);
    const selfConcat =
      q.img(i + 1) === "=" && q.img(i + 2) === q.img(i) && q.img(i + 3) === "." && q.img(i + 4) === "concat";
    if (!plusEq && !selfPlus && !selfConcat && !prepend) continue;
    const loop = q.loopAt(i);
    if (!loop || seen.has(loop.from)) continue;
    if (q.typeAt(i) !== "String") continue;
    // the variable must live outside the loop (declared before it, or a field)
    const m = q.method(i);
    const local = m?.locals.filter((l) => l.name === q.img(i) && l.token.startOffset < q.tokens[i].startOffset).pop();
    if (local && local.token.startOffset > q.tokens[loop.from].startOffset) continue;
    seen.add(loop.from);
    out.push({
      i,
      message: `the string ${code(q.img(i))} is built with \`+\` inside a loop`,
      fix: `Use a \`StringBuilder\`:\n\n\`\`\`java\nStringBuilder sb = new StringBuilder();\n// in the loop:\nsb.append(…);\n// after it:\nString ${q.img(i)} = sb.toString();\n\`\`\``,
    });
  }
  return out;
}

const COSTLY =
  /^(Random|SecureRandom|SimpleDateFormat|DecimalFormat|ObjectMapper|Gson|Scanner|XmlMapper|RestTemplate|DocumentBuilderFactory)$/;

function objectInLoop(q: Q): Hit[] {
  return over(q.loops.length ? q.all("new", "Pattern", "DateTimeFormatter") : [], (i) => {
    const loop = q.loopAt(i);
    if (!loop || i <= loop.bodyFrom) return undefined;
    let what: string | undefined;
    if (q.img(i) === "new" && COSTLY.test(q.img(i + 1)) && q.img(i + 2) === "(") what = `new ${q.img(i + 1)}(…)`;
    else if (
      ((q.img(i) === "Pattern" && q.img(i + 2) === "compile") ||
        (q.img(i) === "DateTimeFormatter" && q.img(i + 2) === "ofPattern")) &&
      q.img(i + 1) === "." &&
      q.kind(i + 4) === "StringLiteral" &&
      q.img(i + 5) === ")"
    )
      what = `${q.img(i)}.${q.img(i + 2)}(${q.img(i + 4)})`;
    if (!what) return undefined;
    return {
      i,
      message: `${code(what)} creates the same object again on every pass of the loop`,
      fix: "Create it once before the loop (or as a `static final` constant) and reuse it.",
    };
  });
}

const WRAPPERS = /^(Integer|Long|Short|Byte|Double|Float|Boolean|Character)$/;

function wrapperConstructor(q: Q): Hit[] {
  return over(q.all("new"), (i) =>
    q.img(i) === "new" && WRAPPERS.test(q.img(i + 1)) && q.img(i + 2) === "("
      ? {
          i,
          message: `${code(`new ${q.img(i + 1)}(…)`)} is deprecated and always creates a new object`,
          fix: `Use ${code(`${q.img(i + 1)}.valueOf(…)`)} (or rely on autoboxing).`,
        }
      : undefined,
  );
}

function newString(q: Q): Hit[] {
  return over(q.all("new"), (i) =>
    q.img(i) === "new" &&
    q.img(i + 1) === "String" &&
    q.img(i + 2) === "(" &&
    (q.img(i + 3) === ")" || (q.kind(i + 3) === "StringLiteral" && q.img(i + 4) === ")"))
      ? { i, message: `${code(q.src(i, q.pair[i + 2]))} creates a needless copy of a string` }
      : undefined,
  );
}

function stringBuffer(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const m of q.d.model.methods)
    for (const l of m.locals)
      if (l.typeBase === "StringBuffer")
        out.push({
          i: q.at(l.token),
          message: `the local ${code(l.name)} is a \`StringBuffer\`; \`StringBuilder\` does the same without locking`,
        });
  return out;
}

function appendConcat(q: Q): Hit[] {
  return over(q.all("append"), (i) => {
    if (q.img(i) !== "append" || q.img(i - 1) !== "." || q.img(i + 1) !== "(") return undefined;
    const close = q.pair[i + 1];
    let str = false;
    let plus = false;
    for (let k = i + 2; k < close; k++) {
      const s = q.img(k);
      if (s === "(" || s === "[") {
        k = q.pair[k];
        if (k < 0) return undefined;
        continue;
      }
      if (s === "+") plus = true;
      if (q.kind(k) === "StringLiteral" || (q.isIdent(k) && q.img(k + 1) !== "(" && q.typeAt(k) === "String"))
        str = true;
      if (s === "," || s === "?") return undefined;
    }
    if (!str || !plus) return undefined;
    return {
      i,
      message: "`+` inside `append(…)` builds a temporary string first",
      fix: 'Chain the parts instead: `sb.append(a).append(", ").append(b)`.',
    };
  });
}

export const styleRules: QualityRule[] = [
  {
    id: "QUA-SIMPLIFIABLE-BOOLEAN-RETURN",
    group: "design",
    severity: "info",
    explanation:
      "The condition is already a boolean; `if (c) return true; else return false;` is a long way to write `return c;`.",
    fix: "Return the condition (negated with `!` when the branches are the other way round).",
    find: simplifiableReturn,
  },
  {
    id: "QUA-BOOLEAN-LITERAL-COMPARISON",
    group: "code-style",
    severity: "info",
    explanation:
      "A boolean is already true or false; comparing it with `true`/`false` adds noise (and `if (done = true)` typos).",
    fix: "Write `if (done)` or `if (!done)`.",
    find: booleanLiteralComparison,
  },
  {
    id: "QUA-CLASS-NAMING",
    group: "code-style",
    severity: "info",
    explanation:
      "Java names classes, interfaces, enums and records in UpperCamelCase (`OrderService`). Following the convention lets every Java developer read the code at a glance.",
    fix: "Rename the type in UpperCamelCase (and the file with it).",
    find: classNaming,
  },
  {
    id: "QUA-METHOD-NAMING",
    group: "code-style",
    severity: "info",
    explanation:
      "Methods are named in lowerCamelCase, usually starting with a verb (`calculateTotal`). A capitalised name looks like a class.",
    fix: "Rename the method in lowerCamelCase.",
    find: methodNaming,
  },
  {
    id: "QUA-VARIABLE-NAMING",
    group: "code-style",
    severity: "info",
    explanation:
      "Variables, parameters and fields are named in lowerCamelCase (`totalPrice`); UPPER_CASE is for constants and capitalised names for types.",
    fix: "Rename it in lowerCamelCase.",
    find: variableNaming,
  },
  {
    id: "QUA-CONSTANT-NAMING",
    group: "code-style",
    severity: "info",
    explanation:
      "`static final` constants are named in UPPER_SNAKE_CASE (`MAX_SIZE`) so they stand out from variables.",
    fix: "Rename the constant in UPPER_SNAKE_CASE.",
    find: constantNaming,
  },
  {
    id: "QUA-FIELD-NAMED-LIKE-METHOD",
    group: "code-style",
    severity: "info",
    explanation: "A field and a method with the same name are easy to confuse when reading `count` vs `count()`.",
    fix: "Rename one of them so each name says what it is (e.g. the method `computeCount()`).",
    find: fieldNamedLikeMethod,
  },
  {
    id: "QUA-REDUNDANT-NULL-CHECK",
    group: "code-style",
    severity: "info",
    explanation: "`x instanceof T` is false when `x` is null, so the extra null check adds nothing.",
    fix: "Drop the `!= null &&` part.",
    find: redundantNullCheck,
  },
  {
    id: "QUA-UNNECESSARY-RETURN",
    group: "code-style",
    severity: "info",
    explanation: "A `void` method ends after its last statement anyway.",
    fix: "Remove the final `return;`.",
    find: unnecessaryReturn,
  },
  {
    id: "QUA-LOCAL-BEFORE-RETURN",
    group: "code-style",
    severity: "info",
    explanation: "A variable that is only returned on the next line adds a name without adding meaning.",
    fix: "Return the expression directly (keep the variable only if its name explains something).",
    find: localBeforeReturn,
  },
  {
    id: "QUA-STRING-TO-STRING",
    group: "code-style",
    severity: "info",
    explanation:
      "A `String` already is a string; `toString()` on it returns the same object (and throws if it is null).",
    fix: "Remove the `.toString()` call.",
    find: stringToString,
  },
  {
    id: "QUA-SIZE-ZERO",
    group: "code-style",
    severity: "info",
    explanation: "`isEmpty()` says what is meant and is never slower than counting.",
    fix: "Use `isEmpty()` / `!isEmpty()`.",
    find: sizeZero,
  },
  {
    id: "QUA-EMPTY-IF",
    group: "error-prone",
    severity: "info",
    explanation: "An `if` with an empty body does nothing: either code is missing, or the condition is left over.",
    fix: "Add the missing code, or remove the `if`.",
    find: emptyIf,
  },
  {
    id: "QUA-COLLAPSIBLE-IF",
    group: "code-style",
    severity: "info",
    explanation:
      "Two nested `if`s without `else` are one condition with `&&`; merging them removes a level of nesting.",
    fix: "Merge them: `if (a && b) { … }`.",
    find: collapsibleIf,
  },
  {
    id: "QUA-STRING-CONCAT-IN-LOOP",
    group: "performance",
    severity: "warning",
    explanation:
      "Strings are immutable: each `+=` copies the whole string built so far, so the loop does quadratic work (10,000 iterations copy about 50 million characters).",
    fix: "Collect the parts in a `StringBuilder` (or use `String.join` / `Collectors.joining`).",
    find: concatInLoop,
  },
  {
    id: "QUA-OBJECT-IN-LOOP",
    group: "performance",
    severity: "warning",
    explanation:
      "This object is expensive to create and can be reused, yet the loop creates a new one on every pass (a new `Random` may even repeat values; a new `Scanner(System.in)` loses buffered input).",
    fix: "Create it once before the loop and reuse it.",
    find: objectInLoop,
  },
  {
    id: "QUA-WRAPPER-CONSTRUCTOR",
    group: "performance",
    severity: "info",
    explanation:
      "The wrapper constructors are deprecated: they always allocate, while `valueOf` reuses cached objects for common values.",
    fix: "Use `valueOf(…)` or autoboxing.",
    find: wrapperConstructor,
  },
  {
    id: "QUA-NEW-STRING",
    group: "performance",
    severity: "info",
    explanation: 'String literals are already `String` objects; `new String("…")` makes a pointless copy.',
    fix: "Use the literal directly.",
    find: newString,
  },
  {
    id: "QUA-STRINGBUFFER",
    group: "performance",
    severity: "info",
    explanation:
      "`StringBuffer` synchronises every call, which a local variable never needs. `StringBuilder` has the same methods.",
    fix: "Use `StringBuilder`.",
    find: stringBuffer,
  },
  {
    id: "QUA-APPEND-CONCAT",
    group: "performance",
    severity: "info",
    explanation:
      "Concatenating with `+` inside `append` creates a temporary string, which is what the `StringBuilder` was meant to avoid.",
    fix: "Chain `append` calls.",
    find: appendConcat,
  },
];
