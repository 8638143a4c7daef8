// Error-prone finders on API use: collections, results, exceptions and library pitfalls (rows: ./error-prone.ts).
import { code, fence } from "../markdown";
import { simpleTypeName } from "../cst";
import { COLLECTIONS, over, type Hit, type Q } from "../rules/token-index";

export function modifyWhileIterating(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const l of q.loops) {
    if (l.kind !== "for") continue;
    const close = l.bodyFrom - 1;
    let colon = -1;
    for (let k = l.from + 2; k < close; k++) if (q.img(k) === ":") colon = k;
    if (colon < 0 || !q.isIdent(colon + 1)) continue;
    // `for (x : list)`, `for (x : this.list)`, and a map's views: `for (k : map.keySet())` / `values()` / `entrySet()`
    let at = colon + 1;
    if (q.img(at) === "this" && q.img(at + 1) === ".") at += 2;
    const view = q.img(at + 1) === "." && /^(keySet|values|entrySet)$/.test(q.img(at + 2)) && q.img(at + 4) === ")";
    if (close - at !== (view ? 5 : 1)) continue;
    const coll = q.img(at);
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

export function selfAssignment(q: Q): Hit[] {
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

export function arrayToString(q: Q): Hit[] {
  // only names can be hits: other candidates are left out of the set (and the sort)
  const cand = new Set<number>();
  const add = (k: number) => {
    if (q.isIdent(k)) cand.add(k);
  };
  for (const k of q.all("+")) {
    add(k - 1);
    add(k + 1);
  }
  for (const k of q.all("println", "print")) add(k + 2);
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
  LocalTime: /^(plus\w*|minus\w*|with\w*)$/,
  ZonedDateTime: /^(plus\w*|minus\w*|with\w*)$/,
  OffsetDateTime: /^(plus\w*|minus\w*|with\w*)$/,
  YearMonth: /^(plus\w*|minus\w*|with\w*)$/,
  Duration: /^(plus\w*|minus\w*|multipliedBy|dividedBy|negated|abs)$/,
  Period: /^(plus\w*|minus\w*|multipliedBy|negated|normalized)$/,
  Instant: /^(plus\w*|minus\w*)$/,
};

export function ignoredResult(q: Q): Hit[] {
  // the statements ending in `…);`: three tokens before the `(` of that last call (one pass, no interim arrays)
  const anchors: number[] = [];
  for (const k of q.all(";")) if (q.img(k - 1) === ")") anchors.push(q.pair[k - 1] - 3);
  return over(anchors, (i) => {
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
  });
}

export function emptyCatch(q: Q): Hit[] {
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

export function lostStackTrace(q: Q): Hit[] {
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
      // the caught exception itself as an argument (or its cause): `e.getMessage()` alone keeps only the text
      const whole = (u: number, end: number) => /^[(,]$/.test(q.img(u - 1)) && /^[),]$/.test(q.img(end + 1));
      const args = q
        .uses(name, open, close)
        .filter((u) => whole(u, u) || (q.img(u + 2) === "getCause" && q.img(u + 4) === ")" && whole(u, u + 4)));
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

export function bigDecimalDouble(q: Q): Hit[] {
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

export function staticDateFormat(q: Q): Hit[] {
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

export function optionalGet(q: Q): Hit[] {
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

export function returnsNull(q: Q, want: "collection" | "optional"): Hit[] {
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

export function nullReturns(q: Q, [from, to]: readonly [number, number]): number[] {
  const out: number[] = [];
  for (let k = from; k < to; k++)
    if (q.img(k) === "return" && q.img(k + 1) === "null" && q.img(k + 2) === ";") out.push(k + 1);
  return out;
}

export function threadRun(q: Q): Hit[] {
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

export function randomCast(q: Q): Hit[] {
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

export function postIncrementAssign(q: Q): Hit[] {
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

export function ctorCallsOverridable(q: Q): Hit[] {
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
