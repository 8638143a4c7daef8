// Resources that are opened but not closed with try-with-resources.
import { code, fence, truncate } from "../markdown";
import { inRanges, typeOfName } from "../model";
import { simpleTypeName } from "../cst";
import { Q } from "../rules/token-index";
import type { RuleContext } from "../rules/context";

/** Constructors that always open something. */
const OPENERS = new Set([
  "FileInputStream",
  "FileOutputStream",
  "FileReader",
  "FileWriter",
  "RandomAccessFile",
  "ZipFile",
  "JarFile",
  "Socket",
  "ServerSocket",
]);
/** Wrappers: a leak only when they wrap something that opens a file (or get a file name). */
const WRAPPERS = new Set([
  "BufferedReader",
  "BufferedWriter",
  "InputStreamReader",
  "OutputStreamWriter",
  "Scanner",
  "PrintWriter",
  "PrintStream",
  "ObjectInputStream",
  "ObjectOutputStream",
  "DataInputStream",
  "DataOutputStream",
  "BufferedInputStream",
  "BufferedOutputStream",
  "Formatter",
]);
/** Wrappers whose String argument is a file name (for Scanner a String is the text to scan). */
const FILENAME_WRAPPERS = new Set(["PrintWriter", "PrintStream", "Formatter"]);
const FILEISH_TYPES =
  /^(File|Path|FileInputStream|FileOutputStream|FileReader|FileWriter|InputStream|OutputStream|Reader|Writer)$/;
/** Calls that open a connection/statement/stream. */
const OPEN_CALLS = new Set(["getConnection", "createStatement", "prepareStatement", "prepareCall"]);
const FILES_CALLS = new Set([
  "lines",
  "newBufferedReader",
  "newBufferedWriter",
  "newInputStream",
  "newOutputStream",
  "list",
  "walk",
  "find",
]);

/** Every name a call candidate can have. */
const CALL_NAMES = [...new Set([...OPEN_CALLS, ...FILES_CALLS])];

interface Candidate {
  at: number; // token index of `new` or the method name
  end: number; // token index of the closing `)`
  label: string;
}

/** Token indexes where a candidate can start, in order: every `new`, and the names of the opening calls. */
function starts(q: Q): number[] {
  const out = [...q.all("new")];
  for (const name of CALL_NAMES) {
    const uses = q.ids.get(name);
    if (uses) for (const i of uses) out.push(i);
  }
  return out.sort((a, b) => a - b);
}

export function resourceRules(ctx: RuleContext): void {
  const toks = ctx.tokens;
  const cands: Candidate[] = [];
  // (the shared index, built once per unit, instead of a look at every token)
  for (const i of starts(Q.of(ctx))) {
    if (i >= toks.length - 2) break;
    const t = toks[i];
    if (t.image === "new" && toks[i + 1].tokenType.name === "Identifier") {
      // new a.b.Type<…>(…)
      let j = i + 1;
      while (toks[j + 1]?.image === "." && toks[j + 2]) j += 2;
      const type = toks[j].image;
      let k = j + 1;
      if (toks[k]?.image === "<") {
        let d = 0;
        for (; k < toks.length; k++) {
          if (toks[k].image === "<") d++;
          else if (toks[k].image === ">" && --d === 0) break;
        }
        k++;
      }
      if (toks[k]?.image !== "(") continue;
      if (!OPENERS.has(type) && !WRAPPERS.has(type)) continue;
      const close = ctx.matchParen(k);
      if (close < 0) continue;
      if (WRAPPERS.has(type) && !wrapsFile(ctx, type, k, close)) continue;
      cands.push({ at: i, end: close, label: `new ${type}(…)` });
    } else if (t.tokenType.name === "Identifier" && toks[i + 1].image === "(" && toks[i - 1]?.image === ".") {
      const isFiles = FILES_CALLS.has(t.image) && toks[i - 2]?.image === "Files";
      if (!OPEN_CALLS.has(t.image) && !isFiles) continue;
      const close = ctx.matchParen(i + 1);
      if (close < 0) continue;
      cands.push({ at: i, end: close, label: isFiles ? `Files.${t.image}(…)` : `${t.image}(…)` });
    }
  }
  // only the outermost of nested candidates: new BufferedReader(new FileReader(f))
  const outer = cands.filter((c) => !cands.some((o) => o !== c && o.at < c.at && o.end > c.end));
  const reportedLines = new Set<number>();
  for (const c of outer) {
    const t = toks[c.at];
    const off = t.startOffset;
    if (inRanges(ctx.model.resourceSpecs, off) || inRanges(ctx.model.fieldRanges, off)) continue;
    const method = ctx.methodAt(off);
    if (!method || !method.body) continue;
    if (
      ctx.model.lambdas.some(
        (l) =>
          off >= l.node.location.startOffset &&
          off <= l.node.location.endOffset &&
          l.method === method &&
          lambdaReturnsIt(ctx, l.node.location.startOffset, c.at),
      )
    )
      continue;
    // assigned to a variable?  `x = new …` / `Type x = new …` / `this.x = new …`
    let varName: string | undefined;
    let start = c.at;
    if (toks[c.at - 1]?.image === "." && toks[c.at - 2]) start = c.at - 2; // receiver.getConnection(): look before the receiver
    while (start > 0 && toks[start - 1].image === ".") start -= 2;
    // `return new FileInputStream(f);` hands the resource to the caller
    if (toks[start - 1]?.image === "return" && toks[c.end + 1]?.image === ";") continue;
    if (toks[start - 1]?.image === "=" && toks[start - 2]?.tokenType.name === "Identifier") {
      if (toks[start - 3]?.image === "." && toks[start - 4]?.image === "this") continue; // stored in a field: owned by the object
      varName = toks[start - 2].image;
      if (
        !method.locals.some((l) => l.name === varName) &&
        !method.params.some((p) => p.name === varName) &&
        typeOfName(varName, method, method.cls)
      )
        continue; // a field
    }
    const [mFrom, mTo] = ctx.range(method.body.location.startOffset, method.body.location.endOffset);
    if (varName) {
      let handled = false;
      for (let i = mFrom; i < mTo && !handled; i++) {
        if (toks[i].image !== varName) continue;
        if (toks[i + 1]?.image === "." && toks[i + 2]?.image === "close") handled = true;
        else if (inRanges(ctx.model.resourceSpecs, toks[i].startOffset)) handled = true;
        else if (toks[i - 1]?.image === "return" && toks[i + 1]?.image === ";") handled = true;
      }
      if (handled) continue;
    }
    if (reportedLines.has(t.startLine)) continue;
    reportedLines.add(t.startLine);
    const stmtLine = lineText(ctx, t.startLine).trim().replace(/;\s*$/, "");
    const decl = varName && /=/.test(stmtLine) ? stmtLine : `var resource = ${c.label.replace("(…)", "(…)")}`;
    ctx.report("DES-RESOURCE-LEAK", t.startLine, `${code(c.label)} is never closed`, {
      column: t.startColumn,
      explanation: /Connection|Statement|prepare/i.test(c.label)
        ? "Database connections and statements are limited resources. If `close()` is not called — also when an exception is thrown — the connection is never returned to the pool, and after a few requests the application hangs waiting for a free connection."
        : "Files and streams hold operating-system handles. If `close()` is not called — also when an exception is thrown halfway — the handle leaks, buffered output may never be written, and the file can stay locked.",
      fix: `Open it in a try-with-resources statement; it is closed automatically, even when an exception is thrown:\n\n${fence(`try (${truncate(decl, 100)}) {\n    // use it here\n}`)}`,
    });
  }
}

function lineText(ctx: RuleContext, line: number): string {
  const lines = ctx.text.split("\n", line);
  return lines[line - 1] ?? "";
}

/** `() -> new FileInputStream(f)`: the lambda hands the resource to its caller. */
function lambdaReturnsIt(ctx: RuleContext, lambdaStart: number, at: number): boolean {
  const toks = ctx.tokens;
  for (let i = at - 1; i >= 0 && toks[i].startOffset >= lambdaStart; i--) {
    if (toks[i].image === "->") return i === at - 1;
  }
  return false;
}

/** Does the argument list of a wrapper (k = index of "(") open or name a file? */
function wrapsFile(ctx: RuleContext, type: string, k: number, close: number): boolean {
  const toks = ctx.tokens;
  const method = ctx.methodAt(toks[k].startOffset);
  for (let i = k + 1; i < close; i++) {
    const s = toks[i].image;
    if (s === "System" && toks[i + 1]?.image === "." && /^(in|out|err)$/.test(toks[i + 2]?.image ?? "")) return false;
    if (s === "new" && toks[i + 1] && (OPENERS.has(toks[i + 1].image) || toks[i + 1].image === "File")) return true;
    if ((s === "Paths" || s === "Path") && toks[i + 2] && /^(get|of)$/.test(toks[i + 2].image)) return true;
    if (s === "Files") return true;
    if (s === "getInputStream" || s === "getOutputStream") return true;
    if (toks[i].tokenType.name === "Identifier" && toks[i - 1]?.image !== "." && toks[i + 1]?.image !== "(") {
      const ty = typeOfName(s, method, method?.cls, toks[i].startOffset);
      if (ty && FILEISH_TYPES.test(simpleTypeName(ty))) return true;
    }
    if (FILENAME_WRAPPERS.has(type) && i === k + 1 && toks[i].tokenType.name === "StringLiteral") return true;
  }
  return false;
}
