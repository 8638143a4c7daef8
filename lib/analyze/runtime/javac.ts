// javac diagnostics (`Main.java:5: error: cannot find symbol` + source line, caret, symbol/location)
// turned into friendly RUN-COMPILE-ERROR findings on the learner's lines.
import type { Finding } from "../types";
import { code, escapeText, fence, truncate } from "../markdown";
import { findLineByText, mapLine, type CodeIndex } from "./locate";
import { explainRows, rowOf } from "./rows";

interface Diagnostic {
  file: string;
  line: number;
  kind: "error" | "warning";
  message: string;
  source?: string;
  column?: number;
  details: Record<string, string>;
}

const HEAD = /^(?:.*[\\/])?([\w$-]+\.java):(\d+):\s+(error|warning):\s+(.+)$/;

export function parseJavac(text: string, max = 30): Diagnostic[] {
  const lines = text.split("\n");
  const out: Diagnostic[] = [];
  for (let i = 0; i < lines.length && out.length < max; i++) {
    const m = HEAD.exec(lines[i]);
    if (!m) continue;
    const d: Diagnostic = {
      file: m[1],
      line: Number(m[2]),
      kind: m[3] as Diagnostic["kind"],
      message: m[4].trim(),
      details: {},
    };
    let j = i + 1;
    if (j < lines.length && !HEAD.test(lines[j]) && !/^\s*\^\s*$/.test(lines[j]) && !/^\s{2}\w+:/.test(lines[j])) {
      d.source = lines[j];
      j++;
    }
    if (j < lines.length && /^\s*\^\s*$/.test(lines[j])) {
      d.column = lines[j].indexOf("^") + 1;
      j++;
    }
    while (
      j < lines.length &&
      /^\s{2,}(symbol|location|required|found|reason|first type|second type)\s*:/.test(lines[j])
    ) {
      const k = /^\s*([\w ]+?)\s*:\s*(.*)$/.exec(lines[j])!;
      d.details[k[1]] = k[2].trim();
      j++;
    }
    out.push(d);
    i = j - 1;
  }
  return out;
}

const JAVA_UTIL = new Set([
  "List",
  "ArrayList",
  "Map",
  "HashMap",
  "Set",
  "HashSet",
  "Scanner",
  "Arrays",
  "Collections",
  "LinkedList",
  "Optional",
  "Random",
  "Iterator",
  "TreeMap",
  "Objects",
  "Deque",
  "ArrayDeque",
  "LinkedHashMap",
]);
const FUND = "/courses/java-fundamentals/";

const row = rowOf<Diagnostic>();

/** What a `cannot find symbol` diagnostic names: its kind (variable, method, class …) and the name. */
function symbol(d: Diagnostic) {
  if (d.message !== "cannot find symbol") return undefined;
  const sym = d.details["symbol"] ?? "";
  const s = /^(variable|method|class|constructor|package)\s+(.+)$/.exec(sym);
  const name = s?.[2] ?? sym;
  return { kind: s?.[1] ?? "symbol", name, simple: name.replace(/\(.*$/, ""), loc: d.details["location"] ?? "" };
}
const message = (re: RegExp) => (d: Diagnostic) => re.exec(d.message);

/** javac's messages, one row each; the first row whose `when` holds explains the diagnostic. */
const JAVAC_ROWS = [
  row({
    when: (d) => {
      const s = symbol(d);
      return s?.kind === "class" && JAVA_UTIL.has(s.simple) && s;
    },
    message: (_, { simple }) => `${code(simple)} is not imported`,
    explain: (_, { simple }) =>
      `${code(simple)} lives in the package \`java.util\`, which has to be imported before the class can use it.`,
    fix: (_, { simple }) => fence(`import java.util.${simple};`),
    lesson: FUND + "hello-java",
  }),
  row({
    when: (d) => {
      const s = symbol(d);
      return s && /^(string|system|integer|scanner|math)$/.test(s.simple) && s;
    },
    message: (_, { simple }) =>
      `${code(simple)} is unknown — Java is case-sensitive: write ${code(simple[0].toUpperCase() + simple.slice(1))}`,
    explain: "Class names in Java start with a capital letter, and `string` and `String` are different names.",
    fix: (_, { simple }) => `Write ${code(simple[0].toUpperCase() + simple.slice(1))}.`,
    lesson: FUND + "variables-and-types",
  }),
  row({
    when: (d) => {
      const s = symbol(d);
      return s?.kind === "variable" && s;
    },
    message: (_, { simple }) => `${code(simple)} is not defined`,
    explain: (_, { simple, loc }) =>
      `Java cannot find a variable called ${code(simple)}${loc ? ` in ${code(loc)}` : ""}. Either it is misspelled (names are case-sensitive), it was never declared, or it was declared inside another block (\`{ … }\`) and is not visible here.`,
    fix: (_, { simple }) => `Declare it before using it, e.g. ${code(`int ${simple} = 0;`)}, or fix the spelling.`,
    lesson: FUND + "variables-and-types",
  }),
  row({
    when: (d) => {
      const s = symbol(d);
      return s?.kind === "method" && s;
    },
    message: (_, { name, loc }) => `there is no method ${code(name)}${loc ? ` in ${code(loc)}` : ""}`,
    explain:
      "Either the method name is misspelled, the arguments do not match any version of it, or it belongs to a different class.",
    fix: "Check the spelling and the argument types, or declare the method.",
    lesson: FUND + "methods",
  }),
  row({
    when: symbol,
    message: (_, { name, kind }) => `${code(name)} is unknown (${kind})`,
    explain: "Java cannot find this name. Check the spelling (case matters) and that the needed `import` is there.",
    lesson: FUND + "hello-java",
  }),
  row({
    when: message(/^incompatible types: possible lossy conversion from (\w+) to (\w+)$/),
    message: (_, m) => `a ${code(m[1])} value does not fit into an ${code(m[2])} without losing information`,
    explain: (_, m) =>
      `Java will not silently convert a ${code(m[1])} to the smaller type ${code(m[2])}, because part of the value (for example the decimals) would be lost.`,
    fix: (_, m) =>
      `Cast explicitly if that is what you want, e.g. ${code(`(${m[2]}) value`)} or ${code("Math.round(value)")}, or change the variable's type.`,
    lesson: FUND + "variables-and-types",
  }),
  row({
    when: message(/^incompatible types: (.+) cannot be converted to (.+)$/),
    message: (_, [, from, to]) => `a ${code(from)} cannot be used where a ${code(to)} is expected`,
    explain: (_, [, from, to]) => {
      const hint =
        from === "String" && /^(int|long|double|Integer|Double)$/.test(to)
          ? ` To turn text into a number use ${code(to.startsWith("d") || to === "Double" ? "Double.parseDouble(text)" : "Integer.parseInt(text)")}.`
          : to === "String"
            ? ` To turn a value into text use ${code("String.valueOf(value)")}.`
            : "";
      return `The value has type ${code(from)}, but the variable, parameter or return type is ${code(to)}.${hint}`;
    },
    lesson: FUND + "variables-and-types",
  }),
  row({
    when: (d) => d.message === "missing return statement",
    message: "missing `return`: the method must return a value on every path",
    explain:
      "A method with a return type must end with a `return` on every way through it, including the `else` branch and after loops.",
    fix: "Add a `return` at the end of the method (or in the missing branch).",
    lesson: FUND + "methods",
  }),
  row({
    when: message(/^variable (\w+) might not have been initialized$/),
    message: (_, m) => `${code(m[1])} is used before it gets a value`,
    explain:
      "Local variables have no default value. On at least one path through the code, this variable is read before anything was assigned to it.",
    fix: (_, m) => `Give it a value when you declare it, e.g. ${code(`int ${m[1]} = 0;`)}.`,
    lesson: FUND + "variables-and-types",
  }),
  row({
    when: message(/^variable (\w+) is already defined in (.+)$/),
    message: (_, m) => `${code(m[1])} is declared twice`,
    explain: (_, m) =>
      `There is already a variable called ${code(m[1])} in ${code(m[2])}. To change its value, assign without the type: ${code(`${m[1]} = …;`)}.`,
    lesson: FUND + "variables-and-types",
  }),
  row({
    when: message(/^non-static (method|variable) (.+) cannot be referenced from a static context$/),
    message: (_, m) => `the ${m[1]} ${code(m[2])} belongs to an object, but is used from a \`static\` method`,
    explain:
      "`static` methods such as `main` have no object (`this`), so they cannot use instance methods or fields directly.",
    fix: (_, m) => `Make ${code(m[2])} \`static\` too, or create an object first: ${code("new MyClass().method()")}.`,
    lesson: "/courses/object-oriented-java/classes-and-objects",
  }),
  row({
    when: message(/^unreported exception (\S+); must be caught or declared to be thrown$/),
    message: (_, m) => `${code(m[1])} must be caught or declared`,
    explain: (_, m) =>
      `${code(m[1])} is a checked exception: Java insists that you either handle it with \`try/catch\` or declare it with \`throws\` on the method.`,
    fix: (_, m) =>
      fence(`try {\n    // the call that may throw\n} catch (${m[1].split(".").pop()} e) {\n    // handle it\n}`),
    lesson: "/courses/exceptions-and-debugging/checked-vs-unchecked",
  }),
  row({
    when: message(/^class (\w+) is public, should be declared in a file named (\S+)$/),
    message: (_, m) => `the public class ${code(m[1])} must be in a file called ${code(m[2])}`,
    explain: "A public class must be saved in a file with exactly the same name (including capitals).",
    fix: (_, m) => `Rename the class to match the file, or the file to ${code(m[2])}.`,
    lesson: FUND + "hello-java",
  }),
  row({
    when: message(/^(\w+) cannot be dereferenced$/),
    message: (_, m) => `${code(m[1])} is a primitive type and has no methods`,
    explain: (_, m) =>
      `Values of type ${code(m[1])} are plain numbers/booleans, not objects, so you cannot call methods on them with \`.\`.`,
    lesson: FUND + "variables-and-types",
  }),
  row({
    when: message(/^bad operand types for binary operator '(.+)'$/),
    message: (d, m) => {
      const [a, b] = [d.details["first type"], d.details["second type"]];
      return `${code(m[1])} cannot be used with ${a && b ? `${code(a)} and ${code(b)}` : "these types"}`;
    },
    explain: (d) =>
      d.details["first type"] === "String" || d.details["second type"] === "String"
        ? "Strings are compared with `equals`, not with operators like `<` or `&&`."
        : "This operator does not work with these types.",
    lesson: FUND + "operators-and-expressions",
  }),
  row({
    when: message(
      /^(?:method|constructor) (\w+) in (?:class|enum|record|interface) (\S+) cannot be applied to given types;?$/,
    ),
    message: (_, m) => `${code(m[1])} is called with the wrong arguments`,
    explain: (d, m) => {
      const [req, found] = [d.details["required"], d.details["found"]];
      return `${code(m[1])} expects ${req ? code(req) : "different arguments"}${found ? ` but got ${code(found)}` : ""}.`;
    },
    lesson: FUND + "methods",
  }),
  row({
    when: message(/^cannot assign a value to final variable (\w+)$/),
    message: (_, m) => `${code(m[1])} is \`final\` and cannot be changed`,
    explain: "A `final` variable gets its value once.",
    lesson: FUND + "variables-and-types",
  }),
  row({
    when: (d) => d.message === "unreachable statement",
    message: "this statement can never run",
    explain: "It comes after a `return`, `break`, `continue` or `throw`, or after an endless loop.",
    lesson: FUND + "control-flow",
  }),
  row({
    when: message(
      /^(incompatible types: unexpected return value|cannot return a value from method whose result type is void)$/,
    ),
    message: "a `void` method cannot return a value",
    explain: "Either change `void` to the type you return, or remove the value from the `return`.",
    lesson: FUND + "methods",
  }),
  row({
    when: message(/^(\w+) is not abstract and does not override abstract method (.+) in (\S+)$/),
    message: (_, m) => `${code(m[1])} must implement ${code(m[2])} from ${code(m[3])}`,
    explain: "A class that implements an interface (or extends an abstract class) must provide every abstract method.",
    lesson: "/courses/object-oriented-java/interfaces",
  }),
  row({
    when: message(/^'(.+)' expected$/),
    message: (_, m) => `missing ${code(m[1])}`,
    explain: (_, m) => `The compiler expected ${code(m[1])} here.`,
    lesson: FUND + "hello-java",
  }),
  row({
    when: () => true,
    message: (d) => truncate(escapeText(d.message), 200),
    explain: "The compiler rejected this line.",
    lesson: FUND + "hello-java",
  }),
];

export function compileFindings(
  text: string,
  ix: CodeIndex,
  syntaxLines: Set<number>,
): { findings: Finding[]; diagnostics: number } {
  const out: Finding[] = [];
  const diags = parseJavac(text);
  for (const d of diags) {
    if (d.kind !== "error") continue;
    const viaText = d.source ? findLineByText(ix, d.source, d.line) : undefined;
    const line = viaText ?? mapLine(ix, d.file, d.line);
    if (line && syntaxLines.has(line)) continue; // the current syntax check already reports it
    const fr = explainRows(JAVAC_ROWS, d, "first")[0];
    const f: Finding = {
      rule: "RUN-COMPILE-ERROR",
      category: "runtime",
      severity: "error",
      message: `compile error: ${fr.message}`,
      explanation:
        fr.explanation +
        (viaText === undefined && d.source
          ? " (The compiler quoted a line that is not in the current code; the code may have changed since the last run.)"
          : ""),
    };
    if (line) f.line = line;
    if (line && d.column && d.source && ix.lines[line - 1] === d.source) f.column = d.column;
    if (fr.fix) f.fix = fr.fix;
    if (fr.lesson) f.lesson = fr.lesson;
    out.push(f);
    if (out.length >= 10) break;
  }
  return { findings: out, diagnostics: diags.length };
}
