// Snippets that are not a whole compilation unit get a synthetic wrapper so java-parser accepts
// them: class-body members (methods, fields) go inside a class, bare statements inside a class and
// a method. The wrapper always sits on lines of its own, so columns never move and lines map back
// with a simple offset (see `userLine`). Leading package/import lines stay in front of the wrapper.
import type { ScanResult, ScanToken } from "../scan";
import { PRIMITIVES, STATEMENT_KEYWORDS } from "./java-tokens";

export type WrapMode = "none" | "class-body" | "method-body";

export const WRAP_CLASS = "__Snippet";
const HEADERS: Record<Exclude<WrapMode, "none">, { head: string; foot: string }> = {
  "class-body": { head: `class ${WRAP_CLASS} {`, foot: "}" },
  "method-body": { head: `class ${WRAP_CLASS} { void __snippet() throws Exception {`, foot: "}}" },
};

export interface Wrapped {
  mode: WrapMode;
  text: string;
  /** Number of lines of the learner's code. */
  userLines: number;
  /** 1-based text line of the wrapper header (0 when not wrapped). */
  headerLine: number;
  /** Maps a 1-based line of `text` to the learner's line, or null for a wrapper line. */
  userLine(line: number): number | null;
  /** Offset in `text` of an offset in the learner's code. */
  textOffset(userOffset: number): number;
}

/** Line (1-based) after which the wrapper header goes: the end of leading package/import lines. */
function headerInsertLine(scan: ScanResult): number {
  const toks = scan.tokens;
  let i = 0;
  let lastLine = 0;
  while (i < toks.length && (toks[i].text === "package" || toks[i].text === "import")) {
    let j = i + 1;
    while (j < toks.length && toks[j].text !== ";" && toks[j].line === toks[i].line) j++;
    if (j >= toks.length || toks[j].text !== ";") break;
    const semi = toks[j];
    // Only when nothing else follows on that line.
    const next = toks[j + 1];
    if (next && next.line === semi.line) break;
    lastLine = semi.line;
    i = j + 1;
  }
  return lastLine;
}

/** The code as it is (a whole compilation unit) with `userLines` lines. */
export function unwrapped(code: string, userLines: number): Wrapped {
  return {
    mode: "none",
    text: code,
    userLines,
    headerLine: 0,
    userLine: (l) => (l >= 1 && l <= userLines ? l : null),
    textOffset: (o) => o,
  };
}

export function wrap(code: string, mode: WrapMode, scan: ScanResult): Wrapped {
  const userLines = scan.lineStarts.length;
  if (mode === "none") return unwrapped(code, userLines);
  const { head, foot } = HEADERS[mode];
  const k = headerInsertLine(scan); // lines 1..k stay before the header
  const splitAt = k === 0 ? 0 : k < scan.lineStarts.length ? scan.lineStarts[k] : code.length;
  const before = code.slice(0, splitAt);
  const after = code.slice(splitAt);
  const sep = before.length && !before.endsWith("\n") ? "\n" : "";
  const text = before + sep + head + "\n" + after + "\n" + foot + "\n";
  const headerLine = k + 1;
  const shift = sep.length + head.length + 1;
  return {
    mode,
    text,
    userLines,
    headerLine,
    userLine: (l) => {
      if (l <= k) return l >= 1 ? l : null;
      if (l === headerLine) return null;
      const u = l - 1;
      return u <= userLines ? u : null;
    },
    textOffset: (o) => (o < splitAt ? o : o + shift),
  };
}

const MODIFIERS = new Set([
  "public",
  "private",
  "protected",
  "static",
  "abstract",
  "synchronized",
  "native",
  "transient",
  "volatile",
  "default",
  "strictfp",
  "sealed",
  "non-sealed",
]);
/** What a statement can start with: the statement keywords and the usual first tokens of an expression statement. */
const STATEMENT_START = new Set([
  ...STATEMENT_KEYWORDS,
  "yield",
  "assert",
  "new",
  "this",
  "super",
  "++",
  "--",
  "(",
  "System",
  "var",
]);

type ItemKind = "header" | "type" | "method" | "member" | "statement" | "decl" | "unknown";

/** Classifies one top-level item (tokens of a depth-0 statement or declaration). */
function classifyItem(toks: ScanToken[], from: number, to: number): ItemKind {
  let i = from;
  let sawModifier = false;
  let sawAnnotation = false;
  // skip annotations and modifiers
  while (i < to) {
    const t = toks[i];
    if (t.text === "@" && toks[i + 1] && toks[i + 1].text !== "interface") {
      sawAnnotation = true;
      i += 2;
      while (i < to && toks[i].text === "." && toks[i + 1]) i += 2;
      if (i < to && toks[i].text === "(") {
        let d = 0;
        for (; i < to; i++) {
          if (toks[i].text === "(") d++;
          else if (toks[i].text === ")" && --d === 0) {
            i++;
            break;
          }
        }
      }
      continue;
    }
    if (MODIFIERS.has(t.text)) {
      sawModifier = true;
      i++;
      continue;
    }
    break;
  }
  if (i >= to) return sawModifier || sawAnnotation ? "member" : "unknown";
  let first = toks[i];
  if (first.text === "package" || first.text === "import") return "header";
  if (first.text === "class" || first.text === "interface" || first.text === "enum") return "type";
  if (first.text === "@" && toks[i + 1]?.text === "interface") return "type";
  if (
    first.text === "record" &&
    toks[i + 1]?.kind === "ident" &&
    (toks[i + 2]?.text === "(" || toks[i + 2]?.text === "<")
  )
    return "type";
  if (first.text === "final") {
    // `final int x = 1;` is a local or a field: both fine
    i++;
    if (i >= to) return "unknown";
    first = toks[i];
  }
  // method: [type tokens] name ( ... ) [throws ...] { or ;
  for (let j = i; j < to; j++) {
    const t = toks[j];
    if (t.text === "=" || t.text === ";" || t.text === "{") break;
    if (t.text === "(" && j > i && toks[j - 1].kind === "ident") {
      const before = toks[j - 2];
      const isDecl =
        before &&
        j - 2 >= i &&
        (before.kind === "ident" ||
          before.text === ">" ||
          before.text === ">>" ||
          before.text === "]" ||
          PRIMITIVES.has(before.text));
      if (!isDecl) break;
      // find the closing paren and what follows
      let d = 0;
      let k = j;
      for (; k < to; k++) {
        if (toks[k].text === "(") d++;
        else if (toks[k].text === ")" && --d === 0) break;
      }
      const after = toks[k + 1];
      if (after && (after.text === "{" || after.text === "throws" || (after.text === ";" && sawModifier)))
        return "method";
      break;
    }
  }
  if (sawModifier || sawAnnotation) return "member";
  if (STATEMENT_START.has(first.text) || first.kind === "string" || first.kind === "number") return "statement";
  if (first.text === "{") return "statement";
  if (first.kind === "ident" || PRIMITIVES.has(first.text)) {
    const next = toks[i + 1];
    if (!next) return "unknown";
    if (
      next.text === "." ||
      next.text === "(" ||
      next.text === "++" ||
      next.text === "--" ||
      /^[-+*/%&|^]?=$|^<<=$|^>>>?=$/.test(next.text)
    ) {
      // `a.b.C x = …` is a declaration with a qualified type; look for `Type name =`
      if (next.text === ".") {
        let j = i;
        while (j + 1 < to && toks[j + 1].text === "." && toks[j + 2]?.kind === "ident") j += 2;
        if (toks[j + 1]?.kind === "ident") return "decl";
      }
      return "statement";
    }
    if (next.text === "[" && toks[i + 2]?.text !== "]") return "statement";
    return "decl";
  }
  return "unknown";
}

/** Chooses how to wrap code by looking at its top-level items. */
/** After a top-level `public`: these words make the code a whole compilation unit. */
const PUBLIC_TYPE_NEXT = new Set(["class", "interface", "enum", "record", "final", "abstract", "sealed"]);
/** After a `}` closing an item: these tokens continue the same item. */
const CLOSE_CONTINUES = new Set([";", ",", ")", ".", "else", "catch", "finally", "while"]);

export function chooseMode(scan: ScanResult): WrapMode {
  const toks = scan.tokens;
  const kinds = new Set<ItemKind>();
  let depth = 0;
  let start = -1;
  let wholeFile = false; // package/import, or a public top-level type: a whole compilation unit
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    if (depth === 0 && (t.text === "package" || t.text === "import") && (i === 0 || toks[i - 1].text === ";"))
      wholeFile = true;
    if (depth === 0 && t.text === "public" && PUBLIC_TYPE_NEXT.has(toks[i + 1]?.text ?? "")) wholeFile = true;
    if (start < 0) start = i;
    if (t.text === "{" || t.text === "(" || t.text === "[") depth++;
    else if (t.text === ")" || t.text === "]") depth = Math.max(0, depth - 1);
    else if (t.text === "}") {
      depth--;
      if (depth <= 0) {
        depth = 0;
        const next = toks[i + 1]?.text;
        if (next && CLOSE_CONTINUES.has(next)) continue;
        kinds.add(classifyItem(toks, start, i + 1));
        start = -1;
      }
    } else if (t.text === ";" && depth === 0) {
      kinds.add(classifyItem(toks, start, i + 1));
      start = -1;
    }
  }
  if (start >= 0 && start < toks.length) kinds.add(classifyItem(toks, start, toks.length));
  // Broken code (a missing `;`) merges statements into one item; look at each top-level line too.
  depth = 0;
  for (let i = 0; i < toks.length;) {
    const line = toks[i].line;
    let j = i;
    while (j < toks.length && toks[j].line === line) j++;
    if (depth === 0) {
      const k = classifyItem(toks, i, j);
      if (k === "statement" || k === "type" || k === "method") kinds.add(k);
    }
    for (let q = i; q < j; q++) {
      const s = toks[q].text;
      if (s === "{" || s === "(" || s === "[") depth++;
      else if (s === "}" || s === ")" || s === "]") depth = Math.max(0, depth - 1);
    }
    i = j;
  }
  kinds.delete("header");
  kinds.delete("unknown");
  const hasType = kinds.delete("type");
  if (hasType && wholeFile && !kinds.has("statement")) return "none";
  if (kinds.size === 0) return hasType || toks.length === 0 ? "none" : "method-body";
  if (kinds.has("method") || kinds.has("member")) return "class-body";
  if (kinds.has("statement")) return "method-body";
  return "class-body";
}
