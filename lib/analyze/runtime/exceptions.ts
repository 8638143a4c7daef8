// Explains one Java exception (the root cause of a trace) in terms of the learner's code.
import type { Finding } from "../types";
import { code, escapeText, fence, truncate } from "../markdown";
import { frameLine, lineText, type CodeIndex, type LineHint } from "./locate";
import { chain, isUserFrame, type Frame, type ThrowableInfo } from "./trace";
import { explainRows, rowOf } from "./rows";

const IDENT = "[A-Za-z_$][\\w$]*";

function esc(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Picks the throwable to explain: the deepest cause that still has a frame in the learner's code. */
export function pickRoot(t: ThrowableInfo): { root: ThrowableInfo; frames: Frame[] } {
  const all = chain(t);
  let root = all[all.length - 1];
  // frames of a cause are often cut ("... 3 more"): fall back to the enclosing trace's frames
  for (let i = all.length - 1; i >= 0; i--) {
    if (all[i].frames.some(isUserFrame))
      return { root, frames: [...all[i].frames, ...all.slice(0, i).flatMap((x) => x.frames)] };
  }
  root = all[all.length - 1];
  return { root, frames: all.flatMap((x) => x.frames) };
}

function quoted(line: string): string {
  return line ? ` (${code(truncate(line, 70))})` : "";
}

function nullCulprit(msg: string, src: string): { what: string; detail: string; fix: string } | undefined {
  let m: RegExpExecArray | null;
  const varName = (raw: string, pattern: RegExp): string => {
    const r = raw.replace(/^"|"$/g, "");
    if (/^<local\d+>$/.test(r) || /^<local\d+>\[/.test(r)) {
      const mm = pattern.exec(src);
      return mm ? mm[1] : "a local variable";
    }
    if (r.startsWith("this.")) return r.slice(5);
    return r.replace(/^[\w$]+\.(?=[\w$]+$)/, (p) => (/^[A-Z]/.test(p) ? "" : p));
  };
  const because = /because (the return value of "(.+?)" is null|"?(.+?)"? is null)\s*$/.exec(msg);
  if (!because) return undefined;
  const returnValue = because[2];
  const culpritRaw = because[3] ?? "";
  if ((m = /^Cannot invoke "(?:[\w$.]+\.)?([\w$<>]+)\((.*?)\)"/.exec(msg))) {
    const method = m[1];
    if (returnValue) {
      const fn = returnValue.replace(/^[\w$.]*\.(?=[\w$]+\()/, "").replace(/(?:[\w$]+\.)+(?=[\w$]+)/g, "");
      return {
        what: `${code(fn)} returned \`null\`, and then ${code(method + "()")} was called on that result`,
        detail: `${code(fn)} can return \`null\` (for example when nothing was found), and the code uses the result without checking.`,
        fix: `Check the result before using it, or let the method return an \`Optional\`.`,
      };
    }
    const v = varName(culpritRaw, new RegExp(`(${IDENT}(?:\\[[^\\]]*\\])?)\\s*\\.\\s*${esc(method)}\\s*\\(`));
    const unboxing = /^(intValue|longValue|doubleValue|booleanValue|floatValue|shortValue|byteValue|charValue)$/.test(
      method,
    );
    return {
      what: unboxing
        ? `${code(v)} is \`null\` and cannot be converted to a primitive (${code(method + "()")})`
        : `${code(v)} is \`null\` when ${code(`${v}.${method}()`)} is called`,
      detail: unboxing
        ? `A wrapper like \`Integer\` can be \`null\`; storing it in a primitive (\`int\`) calls ${code(method + "()")} on it behind the scenes.`
        : `${code(v)} does not refer to any object${culpritRaw.startsWith('"this.') ? " — it is a field that was never assigned (object fields start as `null`)" : ""}, so there is nothing to call ${code(method + "()")} on.`,
      fix: culpritRaw.startsWith('"this.')
        ? `Initialise the field (in its declaration or the constructor), e.g. ${code(`private List<String> ${v} = new ArrayList<>();`)}, or check for \`null\` first.`
        : `Make sure ${code(v)} gets a value before this line, or check it first: ${code(`if (${v} != null) { … }`)}.`,
    };
  }
  if ((m = /^Cannot (read|assign) field "([\w$]+)"/.exec(msg))) {
    const v = varName(culpritRaw, new RegExp(`(${IDENT})\\s*\\.\\s*${esc(m[2])}\\b`));
    return {
      what: `${code(v)} is \`null\` when its field ${code(m[2])} is ${m[1] === "read" ? "read" : "assigned"}`,
      detail: `${code(v)} does not refer to an object, so it has no fields.`,
      fix: `Create the object first (\`new …\`) or check ${code(v)} for \`null\`.`,
    };
  }
  if ((m = /^Cannot (load from|store to) \w+ array|^Cannot read the array length/.exec(msg))) {
    const v = varName(culpritRaw, new RegExp(`(${IDENT})\\s*(?:\\[|\\.length\\b)`));
    return {
      what: `the array ${code(v)} is \`null\``,
      detail: `The array variable was declared but never created with \`new\`.`,
      fix: `Create it first, e.g. ${code(`${v} = new int[10];`)}.`,
    };
  }
  return undefined;
}

function indexDetails(msg: string): { index?: number; length?: number; text: string } {
  let m: RegExpExecArray | null;
  if ((m = /Index (-?\d+) out of bounds for length (\d+)/i.exec(msg)))
    return { index: +m[1], length: +m[2], text: `index ${m[1]}, but the length is ${m[2]}` };
  if ((m = /begin (-?\d+), end (-?\d+), length (\d+)/.exec(msg)))
    return { index: +m[2], length: +m[3], text: `range ${m[1]}–${m[2]} of a string of length ${m[3]}` };
  if ((m = /index (-?\d+),\s*length (\d+)/i.exec(msg)))
    return { index: +m[1], length: +m[2], text: `index ${m[1]}, but the length is ${m[2]}` };
  if ((m = /out of range: (-?\d+)/.exec(msg))) return { index: +m[1], text: `index ${m[1]}` };
  if ((m = /^(-?\d+)$/.exec(msg.trim()))) return { index: +m[1], text: `index ${m[1]}` };
  return { text: msg ? code(truncate(msg, 60)) : "an invalid index" };
}

/** Finds a `<=` loop condition over .length/.size() on or just before the line. */
function offByOneLoop(ix: CodeIndex, line: number | undefined): number | undefined {
  if (!line) return undefined;
  for (let l = line; l >= Math.max(1, line - 6); l--) {
    const t = ix.lines[l - 1] ?? "";
    if (/\bfor\s*\(.*<=\s*[\w$.]+\s*\.\s*(length\b|size\s*\(\s*\)|length\s*\(\s*\))/.test(t)) return l;
  }
  return undefined;
}

/** The method that repeats most often among user frames (for StackOverflowError). */
function recursiveMethod(frames: Frame[]): { name: string; frame: Frame } | undefined {
  const counts = new Map<string, { n: number; frame: Frame }>();
  for (const f of frames.slice(0, 1100)) {
    if (!isUserFrame(f)) continue;
    const key = `${f.cls}.${f.method}`;
    const c = counts.get(key);
    if (c) c.n++;
    else counts.set(key, { n: 1, frame: f });
  }
  let best: { name: string; frame: Frame; n: number } | undefined;
  for (const [k, v] of counts) if (!best || v.n > best.n) best = { name: k.split(".").pop()!, frame: v.frame, n: v.n };
  return best && best.n >= 2 ? best : undefined;
}

const HINTS: Record<string, LineHint> = {
  ArrayIndexOutOfBoundsException: (l) => /\[/.test(l),
  StringIndexOutOfBoundsException: (l) => /\.(charAt|substring|deleteCharAt|setCharAt|insert)\s*\(/.test(l),
  IndexOutOfBoundsException: (l) => /\.(get|remove|set|add|subList)\s*\(/.test(l),
  ArithmeticException: (l) => /[/%]/.test(l.replace(/\/\/.*$/, "")),
  NumberFormatException: (l) =>
    /\b(parse\w*|valueOf|decode)\s*\(|new\s+(Integer|Long|Double|BigDecimal|BigInteger)\s*\(/.test(l),
  InputMismatchException: (l) => /\.next\w*\s*\(/.test(l),
  NoSuchElementException: (l) => /\.(next\w*|get|getFirst|getLast|orElseThrow|element|remove|first|last)\s*\(/.test(l),
  ClassCastException: (l) => /\(\s*[A-Z][\w$.<>]*\s*\)/.test(l),
  ConcurrentModificationException: (l) => /\bfor\s*\(|\.next\s*\(|\.forEach\s*\(/.test(l),
  FileNotFoundException: (l) => /new\s+(File\w*|Scanner|Formatter|PrintWriter)\s*\(|Files\./.test(l),
  UnsupportedOperationException: (l) => /\.(add|remove|set|put|clear|addAll|removeIf|sort)\s*\(/.test(l),
};

/** What the code and the trace say about one exception (the inputs of an explanation row). */
interface ExceptionCase {
  t: ThrowableInfo;
  ix: CodeIndex;
  /** Simple name of the root exception. */
  name: string;
  msg: string;
  line: number | undefined;
  src: string;
  /** " on line N" or "". */
  at: string;
  root: ThrowableInfo;
  frames: ReturnType<typeof pickRoot>["frames"];
  chainNames: string[];
}

const row = rowOf<ExceptionCase>();

const is = (c: ExceptionCase, ...names: string[]) => names.includes(c.name);
/** What the rows below need to know about some exceptions beyond their name (each row's match). */
const nullPointerFacts = ({ msg, src }: ExceptionCase) => ({ npe: nullCulprit(msg, src) });
const indexOutOfBoundsFacts = ({ ix, name, msg, line }: ExceptionCase) => ({
  d: indexDetails(msg),
  loop: offByOneLoop(ix, line),
  what: name.startsWith("String") ? "string" : name.startsWith("Array") ? "array" : "list",
});
const numberFormatFacts = ({ msg }: ExceptionCase) => {
  const inp = /For input string: "(.*)"(?: under radix \d+)?/s.exec(msg);
  return { input: inp ? inp[1] : /null/.test(msg) ? null : undefined };
};
const classCastFacts = ({ msg }: ExceptionCase) => {
  const cc =
    /class ([\w$.]+) cannot be cast to class ([\w$.]+)/.exec(msg) ?? /([\w$.]+) cannot be cast to ([\w$.]+)/.exec(msg);
  return { from: cc?.[1].split(".").pop(), to: cc?.[2].split(".").pop() };
};
const concurrentModificationFacts = ({ ix, line }: ExceptionCase) => {
  for (let l = line ?? 1; line && l <= Math.min(ix.lines.length, line + 15); l++) {
    const mm = /\b([A-Za-z_$][\w$]*)\s*\.\s*(remove|add|addAll|removeAll|clear|put|set)\s*\(/.exec(
      ix.lines[l - 1] ?? "",
    );
    if (mm) return { change: ` Line ${l} calls ${code(`${mm[1]}.${mm[2]}(…)`)} inside the loop.` };
  }
  return { change: "" };
};
const stackOverflowFacts = ({ ix, frames }: ExceptionCase) => {
  const rec = recursiveMethod(frames);
  return {
    rec,
    recLine: rec ? frameLine(ix, [rec.frame], isUserFrame)?.line : undefined,
    special: rec && /^(toString|hashCode|equals)$/.test(rec.name),
  };
};
const arithmeticFacts = ({ msg }: ExceptionCase) => /zero/.test(msg);
const arithmeticFacts2 = ({ msg }: ExceptionCase) => ({
  decimal: /Non-terminating decimal/.test(msg),
});
const noSuchElementFacts = ({ msg }: ExceptionCase) => ({ optional: /No value present/.test(msg) });
const fileNotFoundFacts = ({ msg }: ExceptionCase) => ({
  file: /^(.*?)(?: \((.*)\))?$/.exec(msg),
});
const illegalArgumentFacts = ({ msg }: ExceptionCase) => /^No enum constant ([\w$.]+)\.([\w$]+)$/.exec(msg);
const withMessage = (c: ExceptionCase) => (c.msg ? `: ${code(truncate(c.msg, 80))}` : "");

/**
 * One row per exception (or family of exceptions, or variant of one): `when` names the exceptions it explains (and
 * what it needs of the message), the rest says what happened on the learner's line, why, and how to fix it. The first
 * matching row wins; the last rows cover database, I/O and any other exception.
 */
const EXCEPTION_ROWS = [
  row({
    id: "RUN-NULL-POINTER",
    when: (c) => is(c, "NullPointerException") && nullPointerFacts(c),
    message: ({ at, src }, { npe }) =>
      npe ? `\`NullPointerException\`${at}: ${npe.what}` : `\`NullPointerException\`${at}${quoted(src)}`,
    explain: (_, { npe }) =>
      npe
        ? npe.detail
        : "Something on this line is `null` (it refers to no object) and the code uses it: calls a method on it, reads a field, or unboxes it into a primitive.",
    fix: (_, { npe }) =>
      npe?.fix ??
      "Find which variable on this line is `null` (print it or use the debugger) and make sure it gets a value first, or check for `null` before using it.",
  }),
  row({
    id: "RUN-INDEX-OUT-OF-BOUNDS",
    when: (c) =>
      is(c, "ArrayIndexOutOfBoundsException", "StringIndexOutOfBoundsException", "IndexOutOfBoundsException") &&
      indexOutOfBoundsFacts(c),
    message: ({ name, at }, { d }) => `\`${name}\`${at}: ${d.text}`,
    explain: (_, { d, loop, what }) => {
      let why = `Valid positions in ${what === "array" ? "an" : "a"} ${what} of length n are 0 to n − 1.`;
      if (d.index !== undefined && d.length !== undefined && d.index === d.length)
        why += ` Index ${d.index} is exactly the length: the classic off-by-one mistake.`;
      if (d.index !== undefined && d.index < 0)
        why += " A negative index often comes from `indexOf` returning -1 (not found).";
      if (d.length === 0) why += ` The ${what} is empty.`;
      if (loop) why += ` The loop on line ${loop} uses \`<=\`; it should stop *before* the length.`;
      return why;
    },
    fix: (_, { loop, what }) =>
      loop
        ? fence(
            `for (int i = 0; i < ${what === "list" ? "list.size()" : what === "string" ? "text.length()" : "array.length"}; i++) {`,
          )
        : `Check the index against the length (\`${what === "list" ? "size()" : what === "string" ? "length()" : "length"}\`) before using it.`,
  }),
  row({
    id: "RUN-NUMBER-FORMAT",
    when: (c) => is(c, "NumberFormatException") && numberFormatFacts(c),
    message: ({ at }, { input }) =>
      input !== undefined && input !== null
        ? `\`NumberFormatException\`${at}: ${code(JSON.stringify(input), 60)} is not a valid number`
        : `\`NumberFormatException\`${at}`,
    explain: (_, { input }) => {
      let why = "`Integer.parseInt` (and friends) only accept text that is exactly a number.";
      if (input === null) why = "The text to convert was `null`.";
      else if (input !== undefined) {
        if (input.trim() !== input) why += " The input has spaces around it: use `trim()` first.";
        else if (input === "") why += " The input was empty.";
        else if (/^-?\d+[.,]\d+$/.test(input))
          why += " The input has decimals: use `Double.parseDouble` (and a dot as the decimal separator).";
        else if (/^-?\d+$/.test(input)) why += " The number is too large for an `int`: use `Long.parseLong`.";
      }
      return why;
    },
    fix: fence(
      `try {\n    int n = Integer.parseInt(text.trim());\n} catch (NumberFormatException e) {\n    System.out.println("Please enter a whole number");\n}`,
    ),
  }),
  row({
    id: "RUN-CLASS-CAST",
    when: (c) => is(c, "ClassCastException") && classCastFacts(c),
    message: ({ at }, { from, to }) =>
      from && to
        ? `\`ClassCastException\`${at}: a ${code(from)} cannot be cast to ${code(to)}`
        : `\`ClassCastException\`${at}`,
    explain:
      "A cast only tells the compiler what type you expect; at run time the object really is another type, so the cast fails. This often comes from raw collections (`List` without `<…>`) or from mixing types in one collection.",
    fix: (_, { to }) =>
      to
        ? `Check the type first with pattern matching:\n\n${fence(`if (value instanceof ${to} ${to[0].toLowerCase()}) {\n    // use ${to[0].toLowerCase()} here\n}`)}`
        : "Check the type with `instanceof` before casting, and use generics (`List<String>`).",
  }),
  row({
    id: "RUN-CONCURRENT-MODIFICATION",
    when: (c) => is(c, "ConcurrentModificationException") && concurrentModificationFacts(c),
    message: ({ at }) =>
      `\`ConcurrentModificationException\`${at}: the collection was changed while a loop was going through it`,
    explain: (_, { change }) =>
      `A for-each loop over a list or set fails as soon as elements are added or removed from that collection inside the loop (other than through the iterator).${change}`,
    fix: `Use \`removeIf\`, or remove through the iterator:\n\n${fence(`list.removeIf(item -> item.isExpired());\n\n// or\nIterator<Item> it = list.iterator();\nwhile (it.hasNext()) {\n    if (it.next().isExpired()) it.remove();\n}`)}`,
  }),
  row({
    id: "RUN-STACK-OVERFLOW",
    when: (c) => is(c, "StackOverflowError") && stackOverflowFacts(c),
    message: (_, { rec }) =>
      rec
        ? `\`StackOverflowError\`: ${code(rec.name + "()")} keeps calling itself`
        : "`StackOverflowError`: a method calls itself without end",
    explain: (_, { rec, special }) =>
      special
        ? `${code(rec!.name + "()")} of two objects that refer to each other (for example two JPA entities with a two-way relation, or Lombok \`@Data\`) call each other forever.`
        : "Every method call uses a bit of stack memory. A recursive method needs a base case that stops the recursion, and each call must move towards it; otherwise the calls never end and the stack runs out.",
    fix: (_, { rec, special }) =>
      special
        ? `Leave the back-reference out of ${code(rec!.name + "()")} (e.g. \`@ToString.Exclude\` / \`@EqualsAndHashCode.Exclude\`).`
        : fence(
            `static long factorial(int n) {\n    if (n <= 1) return 1;          // base case: stops the recursion\n    return n * factorial(n - 1);   // each call moves towards it\n}`,
          ),
    line: ({ line }, { recLine }) => recLine ?? line,
  }),
  row({
    id: "RUN-INPUT-MISMATCH",
    when: (c) => is(c, "InputMismatchException"),
    message: ({ at }) => `\`InputMismatchException\`${at}: the input did not match what \`Scanner\` expected`,
    explain:
      "`nextInt()` (and `nextDouble()` …) only accept a number; when the next input is text (or a decimal for `nextInt`), it throws.",
    fix: fence(
      `while (!scanner.hasNextInt()) {\n    System.out.println("Please enter a whole number");\n    scanner.next(); // skip the bad input\n}\nint n = scanner.nextInt();`,
    ),
  }),
  row({
    id: "RUN-ARITHMETIC",
    when: (c) => is(c, "ArithmeticException") && arithmeticFacts(c),
    message: ({ at }) => `\`ArithmeticException\`${at}: division by zero`,
    explain:
      "Integer division (`/`) and remainder (`%`) by 0 are undefined, so Java throws. (With `double`, dividing by 0 gives `Infinity` or `NaN` instead.)",
    fix: fence(`if (count != 0) {\n    average = total / count;\n}`),
  }),
  row({
    id: "RUN-ARITHMETIC",
    when: (c) => is(c, "ArithmeticException") && arithmeticFacts2(c),
    message: ({ at, msg }) => `\`ArithmeticException\`${at}: ${code(truncate(msg, 80))}`,
    explain: (_, { decimal }) =>
      decimal
        ? "`BigDecimal.divide` cannot represent a result like 1/3 exactly; give it a scale and rounding mode."
        : "An arithmetic operation failed.",
    fix: (_, { decimal }) => (decimal ? fence("a.divide(b, 2, RoundingMode.HALF_UP)") : undefined),
  }),
  row({
    id: "RUN-NO-SUCH-ELEMENT",
    when: (c) => is(c, "NoSuchElementException") && noSuchElementFacts(c),
    message: ({ at, msg }) => `\`NoSuchElementException\`${at}${msg ? `: ${code(truncate(msg, 60))}` : ""}`,
    explain: ({ msg }, { optional }) =>
      optional
        ? "`Optional.get()` (or `orElseThrow()`) was called on an empty Optional: the value was not found."
        : /No line found/.test(msg)
          ? "`Scanner.nextLine()` was called but there is no more input."
          : "`next()` was called but there are no more elements.",
    fix: (_, { optional }) =>
      optional
        ? fence(
            'User user = repository.findById(id)\n    .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "user " + id + " not found"));',
          )
        : "Check first with `hasNext()` / `hasNextLine()` / `isPresent()`.",
    lesson: (_, { optional }) => (optional ? "/courses/collections-and-generics/optional" : undefined),
  }),
  row({
    id: "RUN-UNSUPPORTED-OPERATION",
    when: (c) => is(c, "UnsupportedOperationException"),
    message: ({ at }) => `\`UnsupportedOperationException\`${at}: this collection cannot be changed`,
    explain:
      "`List.of`, `Set.of`, `Map.of`, `Collections.unmodifiableList` and `stream().toList()` return unmodifiable collections; `Arrays.asList` has a fixed size. Adding or removing throws.",
    fix: fence('List<String> names = new ArrayList<>(List.of("a", "b"));\nnames.add("c"); // fine: a modifiable copy'),
  }),
  row({
    id: "RUN-FILE-NOT-FOUND",
    when: (c) => is(c, "FileNotFoundException", "NoSuchFileException") && fileNotFoundFacts(c),
    message: ({ name, at }, { file }) =>
      `\`${name}\`${at}: ${file?.[1] ? code(truncate(file[1], 80)) : "the file"} ${file?.[2] ? `(${escapeText(truncate(file[2], 60))})` : "was not found"}`,
    explain:
      "A relative path like `data.txt` is looked up in the working directory the program was started from, which is often not the folder of the source file.",
    fix: `Check the path (print \`new File("data.txt").getAbsolutePath()\` to see where Java looks), or handle the missing file:\n\n${fence('try (Scanner in = new Scanner(new File("data.txt"))) {\n    // …\n} catch (FileNotFoundException e) {\n    System.err.println("File not found: " + e.getMessage());\n}')}`,
  }),
  row({
    id: "RUN-ILLEGAL-ARGUMENT",
    when: (c) => is(c, "IllegalArgumentException", "IllegalStateException") && illegalArgumentFacts(c),
    message: ({ at }, m) =>
      `\`IllegalArgumentException\`${at}: ${code(m[2])} is not a constant of ${code(m[1].split(".").pop()!)}`,
    explain: "`Enum.valueOf` needs the exact constant name (case-sensitive).",
    fix: fence("Color c = Color.valueOf(text.trim().toUpperCase());"),
  }),
  row({
    id: "RUN-ILLEGAL-ARGUMENT",
    when: (c) => is(c, "IllegalArgumentException"),
    message: (c) => `\`${c.name}\`${c.at}${withMessage(c)}`,
    explain: "A method was called with an argument it does not accept; the message says which.",
    fix: "Read the message, then check the values passed on this line (print them or use the debugger).",
  }),
  row({
    id: "RUN-ILLEGAL-STATE",
    when: (c) => is(c, "IllegalStateException"),
    message: (c) => `\`${c.name}\`${c.at}${withMessage(c)}`,
    explain:
      "A method was called at a moment when the object is not ready for it (for example a closed Scanner or an iterator used twice).",
    fix: "Read the message, then check the values passed on this line (print them or use the debugger).",
  }),
  row({
    id: "RUN-OUT-OF-MEMORY",
    when: (c) => is(c, "OutOfMemoryError"),
    message: ({ msg }) => `\`OutOfMemoryError\`${msg ? `: ${code(truncate(msg, 60))}` : ""}`,
    explain:
      "The program kept creating objects until the memory was full, most often because a loop never ends while it keeps adding to a list, or because a huge array is created.",
    fix: "Check loop conditions and what gets added to collections inside loops.",
  }),
  row({
    id: "RUN-CLASS-NOT-FOUND",
    when: (c) => is(c, "ClassNotFoundException", "NoClassDefFoundError"),
    message: ({ name, msg }) => `\`${name}\`: ${code(truncate(msg, 80))}`,
    explain:
      "The class could not be loaded at run time: a dependency (for example a JDBC driver) is missing from the classpath, or the class name is wrong.",
  }),
  row({
    id: "RUN-DATE-TIME-PARSE",
    when: (c) => is(c, "DateTimeParseException"),
    message: ({ msg, at }) => `\`DateTimeParseException\`${at}: ${code(truncate(msg, 80))}`,
    explain:
      "The text does not match the expected date format (`LocalDate.parse` expects ISO format `2024-05-31` unless you pass a formatter).",
    fix: fence('LocalDate d = LocalDate.parse("31.05.2024", DateTimeFormatter.ofPattern("dd.MM.yyyy"));'),
  }),
  row({
    id: "RUN-INTERRUPTED",
    when: (c) => is(c, "InterruptedException"),
    message: ({ at }) => `\`InterruptedException\`${at}`,
    explain: "The thread was interrupted while it was waiting or sleeping.",
    fix: fence(
      "} catch (InterruptedException e) {\n    Thread.currentThread().interrupt(); // keep the interrupt flag\n}",
    ),
  }),
  row({
    id: "RUN-SQL",
    when: ({ root, chainNames }) =>
      /SQL|PSQL|Jdbc|DataAccess|Grammar|Constraint/i.test(root.type) || chainNames.some((n) => /SQLException$/.test(n)),
    message: ({ name, at, msg }) => `\`${name}\`${at}${msg ? `: ${code(truncate(msg.split("\n")[0], 100))}` : ""}`,
    explain: ({ msg }) =>
      /not found|does not exist|doesn't exist/i.test(msg)
        ? "The database does not know this table or column: check its name (and letter case), and that the schema was created (e.g. `spring.jpa.hibernate.ddl-auto` or a migration)."
        : /syntax/i.test(msg)
          ? "The SQL statement is not valid: check keywords, commas and quotes. Building SQL by concatenating strings makes this easy to get wrong (and opens SQL injection); use parameters (`?`)."
          : /constraint|duplicate|unique/i.test(msg)
            ? "The data violates a database constraint (a unique key, not-null column or foreign key)."
            : "The database rejected the statement; the message says why.",
  }),
  row({
    id: "RUN-IO",
    when: ({ name }) => /IOException$/.test(name),
    message: (c) => `\`${c.name}\`${c.at}${withMessage(c)}`,
    explain: "Reading or writing a file, stream or network connection failed.",
  }),
  row({
    id: "RUN-EXCEPTION",
    when: () => true,
    message: ({ name, at, msg }) => `\`${name}\`${at}${msg ? `: ${code(truncate(msg.split("\n")[0], 100))}` : ""}`,
    explain: ({ root, line, src }) =>
      `The program stopped with ${code(root.type)}.${line ? ` The first line of your code in the stack trace is line ${line}${quoted(src)}; start looking there.` : " None of the stack trace lines points into your code; read the trace from the top."}`,
    fix: "Read the message, then look at the values used on that line (print them or use the debugger).",
  }),
];

export function explainException(t: ThrowableInfo, ix: CodeIndex): Finding | undefined {
  const { root, frames } = pickRoot(t);
  const name = root.simple;
  const msg = root.message;
  const chainNames = chain(t).map((c) => c.simple);
  let hint: LineHint | undefined = HINTS[name];
  if (name === "NullPointerException") {
    const inv = /^Cannot invoke "(?:[\w$.]+\.)?([\w$<>]+)\(/.exec(msg);
    if (inv)
      hint = (l) =>
        new RegExp(`\\.\\s*${esc(inv[1])}\\s*\\(`).test(l) ||
        /^(intValue|longValue|doubleValue|booleanValue)$/.test(inv[1]);
  }
  const located = frameLine(ix, frames, isUserFrame, hint) ?? frameLine(ix, frames, isUserFrame);
  const line = located?.line;
  const src = lineText(ix, line);
  const at = line ? ` on line ${line}` : "";
  const c: ExceptionCase = { t, ix, name, msg, line, src, at, root, frames, chainNames };
  const e = explainRows(EXCEPTION_ROWS, c, "first")[0];
  const causedBy =
    chain(t).length > 1
      ? ` (the root cause of ${chain(t)
          .slice(0, -1)
          .map((c) => code(c.simple))
          .join(" → ")})`
      : "";
  const f: Finding = {
    rule: e.id!,
    category: "runtime",
    severity: "error",
    message: e.message + (root !== t ? causedBy : ""),
  };
  const l = e.line ?? line;
  if (l) f.line = l;
  f.explanation = e.explanation;
  if (e.fix) f.fix = e.fix;
  if (e.lesson) f.lesson = e.lesson;
  return f;
}
