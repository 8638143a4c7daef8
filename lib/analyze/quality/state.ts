// Rules about state and exceptions a mentor flags in learner code: an instance method writing a static field, a local
// or parameter hiding a field, a value stored and overwritten before it is read (dead store), raw
// `Exception`/`RuntimeException` thrown or declared, `Thread.sleep` in a test.
import { code, fence } from "../markdown";
import { hasAnnotation, isTestClass, type ClassInfo, type MethodInfo } from "../model";
import type { Hit, Q, QualityRule } from "../rules/token-index";
import { isNestedRecord } from "../rules/operand-types";

const TEST_ANNOTATIONS = ["Test", "ParameterizedTest", "RepeatedTest", "TestFactory", "BeforeEach", "AfterEach"];

function instanceMethods(c: ClassInfo): MethodInfo[] {
  return c.methods.filter((m) => m.kind === "method" && !m.modifiers.includes("static") && !!m.body);
}

/** The method assigns `this.name = name` (a setter, builder step or `with…` method: hiding is the convention). */
function assignsFieldFromParam(q: Q, m: MethodInfo, name: string): boolean {
  const body = q.body(m);
  if (!body) return false;
  // setter-like (`update(name, age) { this.name = name; … }`): the parameter only feeds its field. A method that reads
  // the parameter again after storing it (`this.current = current; diff = target - current;`) hides the field.
  // Reads before the store (validation: `if (hours < 0) throw …; this.hours = hours;`) are the setter convention.
  let stores = false;
  for (const k of q.uses(name, body[0], body[1])) {
    if (q.img(k - 1) === "." && q.img(k - 2) === "this") {
      if (q.img(k + 1) === "=" && q.img(k + 2) === name && q.img(k + 3) === ";") stores = true;
      continue;
    }
    if (q.img(k - 1) === "=" && q.img(k - 2) === name && q.img(k - 3) === "." && q.img(k - 4) === "this") continue;
    if (stores) return false;
  }
  return stores;
}

function staticFieldFromInstance(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const c of q.d.model.classes) {
    if (c.kind !== "class" && c.kind !== "enum") continue;
    const statics = new Set(
      c.fields
        .filter((f) => f.modifiers.includes("static") && !f.modifiers.includes("final"))
        .flatMap((f) => f.vars.map((v) => v.name)),
    );
    if (!statics.size) continue;
    for (const m of instanceMethods(c)) {
      const body = q.body(m)!;
      const seen = new Set<string>();
      for (const name of statics) {
        if (m.params.some((p) => p.name === name) || m.locals.some((l) => l.name === name)) continue;
        for (const k of q.ids.get(name) ?? []) {
          if (k < body[0] || k >= body[1] || seen.has(name)) continue;
          const dotted = q.img(k - 1) === ".";
          if (dotted && q.img(k - 2) !== "this" && q.img(k - 2) !== c.name) continue;
          if (q.cls(k) !== c || !q.isWrite(k)) continue;
          seen.add(name);
          out.push({
            i: k,
            message: `the instance method ${code(m.name + "()")} changes the static field ${code(name)}`,
          });
        }
      }
    }
  }
  return out;
}

function hiddenField(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const c of q.d.model.classes) {
    if (c.kind !== "class" && c.kind !== "enum") continue;
    if (hasAnnotation(c, "Builder", "Data", "Setter", "Value")) continue;
    const fields = new Set(c.fields.flatMap((f) => f.vars.map((v) => v.name)));
    if (!fields.size) continue;
    for (const m of c.methods) {
      if (m.kind !== "method" || !m.body || m.modifiers.includes("static") || isNestedRecord(m)) continue;
      const setter = /^set[A-Z]/.test(m.name) || (/^with[A-Z]/.test(m.name) && m.params.length === 1);
      for (const p of m.params) {
        if (setter || !fields.has(p.name) || assignsFieldFromParam(q, m, p.name)) continue;
        const i = q.at(p.token);
        if (i >= 0) out.push({ i, message: `the parameter ${code(p.name)} hides the field of the same name` });
      }
      for (const l of m.locals) {
        if (!fields.has(l.name)) continue;
        const i = q.at(l.token);
        if (i < 0 || q.method(i) !== m || q.cls(i) !== c) continue;
        out.push({ i, message: `the local variable ${code(l.name)} hides the field of the same name` });
      }
    }
  }
  return out;
}

/** Tokens that make the path from a store to the next write conditional or hard to follow: stay silent. */
const FLOW = new Set(["{", "}", "if", "else", "for", "while", "do", "switch", "case", "try", "catch", "finally"]);
const FLOW_EXIT = new Set(["return", "break", "continue", "throw", "->", "?", "yield"]);

/** First statement index of a branch body at i (`{ s; … }` or a single statement). */
const firstStatement = (q: Q, i: number) => (q.img(i) === "{" ? i + 1 : i);

/**
 * For `if (…) { x = …; … } else if (…) { x = …; } else { x = …; }` at token i: true when every branch, the final `else`
 * included, starts by assigning `name` (without reading it) and no condition reads it; undefined otherwise.
 */
function everyBranchAssigns(q: Q, i: number, name: string): true | undefined {
  let k = i;
  for (;;) {
    if (q.img(k) !== "if" || q.img(k + 1) !== "(") return undefined;
    const close = q.pair[k + 1];
    if (close < 0 || q.uses(name, k + 2, close).length) return undefined;
    const bodyEnd = q.stmtEnd(close + 1);
    if (bodyEnd < 0 || !assignsFirst(q, firstStatement(q, close + 1), name)) return undefined;
    // stmtEnd of a block is its `}`; of a single statement its `;`
    const after = q.img(close + 1) === "{" ? q.pair[close + 1] : bodyEnd;
    if (q.img(after + 1) !== "else") return undefined;
    k = after + 2;
    if (q.img(k) === "if") continue;
    return assignsFirst(q, firstStatement(q, k), name) ? true : undefined;
  }
}

/** `name = <expression without name>;` at token s. */
function assignsFirst(q: Q, s: number, name: string): boolean {
  if (q.img(s) !== name || q.img(s + 1) !== "=") return false;
  const end = q.stmtEnd(s);
  return end > 0 && !q.uses(name, s + 2, end).length;
}

function deadStore(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const m of q.d.model.methods) {
    const body = q.body(m);
    if (!body) continue;
    for (const l of m.locals) {
      if (!l.init) continue;
      const d = q.at(l.token);
      if (d < 0 || q.img(d + 1) !== "=" || q.method(d) !== m) continue;
      const end = q.stmtEnd(d);
      if (end < 0) continue;
      const branches = q.img(end + 1) === "if" ? everyBranchAssigns(q, end + 1, l.name) : undefined;
      if (branches) {
        out.push({
          i: d,
          message: `the value given to ${code(l.name)} here is overwritten in every branch of the \`if\` on line ${q.line(end + 1)} before it is read`,
          fix: `Declare ${code(l.name)} without a value (\`${l.type} ${l.name};\`): the compiler then checks that every branch assigns it.`,
        });
        continue;
      }
      const next = q.uses(l.name, end + 1, body[1])[0];
      if (next === undefined || !q.isWrite(next, true) || q.img(next - 1) === ".") continue;
      let plain = true;
      for (let k = end + 1; k < next && plain; k++) if (FLOW.has(q.img(k)) || FLOW_EXIT.has(q.img(k))) plain = false;
      if (!plain || !q.stmtStart(next)) continue;
      const nextEnd = q.stmtEnd(next);
      if (nextEnd < 0 || q.uses(l.name, next + 1, nextEnd).length) continue;
      out.push({
        i: d,
        message: `the value given to ${code(l.name)} here is overwritten on line ${q.line(next)} before it is read`,
        fix: `Declare ${code(l.name)} where it gets its real value: ${code(`${l.type} ${q.src(next, nextEnd)}`)}`,
      });
    }
  }
  return out;
}

const GENERIC = /^(Exception|RuntimeException|Throwable)$/;
/** Parameter types whose methods declare `throws Exception`, so a method configuring them has to declare it too. */
const FORCES_THROWS =
  /^(HttpSecurity|WebSecurity|AuthenticationManagerBuilder|AuthenticationConfiguration|ServerHttpSecurity)$/;

function exempt(m: MethodInfo | undefined): boolean {
  if (!m) return true;
  return m.isMain || isTestClass(m.cls) || !!hasAnnotation(m, ...TEST_ANNOTATIONS, "Override");
}

function genericException(q: Q): Hit[] {
  const out: Hit[] = [];
  // catch blocks: wrapping a checked exception in a RuntimeException there is the usual idiom (whether the cause is
  // kept is QUA-LOST-STACK-TRACE's concern)
  const catches = q.d.model.catches.map((c) => q.range(c.node.location.startOffset, c.node.location.endOffset));
  for (const i of q.all("throw")) {
    if (q.img(i + 1) !== "new" || !GENERIC.test(q.img(i + 2)) || q.img(i + 3) !== "(") continue;
    const m = q.method(i);
    if (exempt(m)) continue;
    // (`throw new Exception(…)` in a catch: the method's `throws Exception` is reported instead, at the declaration)
    if (catches.some(([a, b]) => i > a && i < b)) continue;
    out.push({
      i,
      message: `throws a raw ${code(q.img(i + 2))}`,
      fix: `Throw a specific exception that says what went wrong, e.g. ${code(`throw new IllegalArgumentException("…")`)}, or a small exception class of your own (\`class OrderNotFoundException extends RuntimeException\`).`,
    });
  }
  for (const i of q.all("throws")) {
    const m = q.method(i);
    // (reported also when the method throws the raw exception itself: the declaration forces every caller to catch
    // `Exception`, a second place to fix)
    if (!m || exempt(m) || m.nameToken.startOffset > q.tokens[i].startOffset) continue;
    // Spring's configuration APIs declare `throws Exception` themselves (`HttpSecurity.build()`): callers must too
    if (hasAnnotation(m, "Bean") || m.params.some((p) => FORCES_THROWS.test(p.typeBase))) continue;
    let k = i + 1;
    let generic = false;
    for (; k < q.tokens.length && q.img(k) !== "{" && q.img(k) !== ";"; k++)
      if (GENERIC.test(q.img(k)) && q.img(k - 1) !== ".") generic = true;
    if (!generic) continue;
    const n = q.at(m.nameToken);
    out.push({
      i: n >= 0 ? n : i,
      message: `${code(m.name + "()")} declares \`throws Exception\``,
      fix: "Declare the checked exceptions the method really throws (`throws IOException`), or handle them inside.",
    });
  }
  return out;
}

function threadSleepInTest(q: Q): Hit[] {
  const out: Hit[] = [];
  // Thread.sleep(…) and TimeUnit.SECONDS.sleep(…)
  const calls = [
    ...(q.ids.get("Thread") ?? []).filter((i) => q.img(i - 1) !== "." && q.img(i + 2) === "sleep"),
    ...(q.ids.get("TimeUnit") ?? []).filter((i) => q.img(i + 1) === "." && q.img(i + 4) === "sleep").map((i) => i + 2),
  ];
  for (const i of calls) {
    if (q.img(i + 1) !== "." || q.img(i + 2) !== "sleep" || q.img(i + 3) !== "(") continue;
    const m = q.method(i);
    if (!m || !hasAnnotation(m, "Test", "ParameterizedTest", "RepeatedTest")) continue;
    const call = q.img(i - 1) === "." ? `TimeUnit.${q.img(i)}.sleep()` : "Thread.sleep()";
    const at = q.img(i - 1) === "." ? i - 2 : i;
    out.push({ i: at, message: `${code(call)} in the test ${code(m.name + "()")}` });
  }
  return out;
}

export const stateRules: QualityRule[] = [
  {
    id: "QUA-STATIC-FIELD-FROM-INSTANCE",
    group: "design",
    severity: "warning",
    explanation:
      "A static field is shared by every object of the class. When an instance method changes it, creating or using one object silently changes the others, and two threads doing it at once corrupt the value.",
    fix: "Make the field an instance field, or change it only in a `static` method (synchronized or atomic when threads share it).",
    find: staticFieldFromInstance,
  },
  {
    id: "QUA-HIDDEN-FIELD",
    group: "best-practice",
    severity: "info",
    explanation:
      "A local variable or parameter with the same name as a field hides the field inside the method: `name` then means the local, and an assignment meant for the field changes only the local.",
    fix: "Rename the local variable or parameter (constructors and setters are the usual exception, with `this.name = name`).",
    find: hiddenField,
  },
  {
    id: "QUA-DEAD-STORE",
    group: "error-prone",
    severity: "info",
    explanation:
      "The first value is never read: it is overwritten right away. Either the first assignment is useless, or the code meant to use it and does not.",
    fix: "Declare the variable where it gets the value that is used.",
    find: deadStore,
  },
  {
    id: "QUA-GENERIC-EXCEPTION",
    group: "error-prone",
    severity: "info",
    explanation:
      "A raw `Exception` or `RuntimeException` says nothing about what went wrong, and callers cannot catch it without catching every other exception too.",
    fix: `Throw (and declare) specific exceptions:\n\n${fence('throw new IllegalArgumentException("amount must be positive: " + amount);')}`,
    find: genericException,
  },
  {
    id: "QUA-THREAD-SLEEP-IN-TEST",
    group: "best-practice",
    severity: "info",
    explanation:
      "A test that sleeps is slow on every run and still flaky: on a busy machine the wait is too short, on a fast one it is wasted time.",
    fix: "Wait for the condition itself (Awaitility's `await().until(…)`, a `CountDownLatch`, a future's `get(timeout)`), or inject a clock you control.",
    find: threadSleepInTest,
  },
];
