// The syntax diagnosis's vocabulary: finding and candidate types, Java token classes and the token helpers diagnose.ts uses.
import type { ScanResult, ScanToken } from "../scan";
import { code, truncate } from "../markdown";
import type { Editable } from "./edit";

export interface RawFinding {
  rule: string;
  message: string;
  explanation?: string;
  fix?: string;
  /** Offset in the ORIGINAL (wrapped) text. */
  pos: number;
  /** Offset where a merged run of knock-on errors ends (original text). */
  endPos?: number;
}

export type EditOp =
  | { kind: "insert"; at: number; text: string }
  | { kind: "replace"; at: number; len: number; text: string }
  | { kind: "blank"; at: number; len: number };

export interface Candidate {
  finding: RawFinding;
  edits: EditOp[];
}

export interface DiagContext {
  ed: Editable;
  scan: ScanResult; // scan of ed.text
  /** Original-text line of an original offset, and the learner's line for it. */
  lineOf(origOffset: number): number;
}

export const MEMBER_MODIFIERS = new Set([
  "public",
  "private",
  "protected",
  "static",
  "final",
  "abstract",
  "synchronized",
  "native",
  "default",
]);
export const PRIMITIVES = new Set(["int", "long", "short", "byte", "char", "boolean", "float", "double", "void"]);
export const STATEMENT_KEYWORDS = new Set([
  "if",
  "for",
  "while",
  "do",
  "switch",
  "return",
  "try",
  "throw",
  "break",
  "continue",
]);
export const KEYWORDS_FOR_TYPOS = [
  "public",
  "private",
  "protected",
  "static",
  "void",
  "class",
  "return",
  "final",
  "import",
  "package",
  "while",
  "else",
  "extends",
  "implements",
  "interface",
  "boolean",
  "double",
  "switch",
  "throws",
  "abstract",
];
export const BINARY_OPS = new Set([
  "+",
  "-",
  "*",
  "/",
  "%",
  "==",
  "!=",
  "<",
  ">",
  "<=",
  ">=",
  "&&",
  "||",
  "&",
  "|",
  "^",
  "<<",
  ">>",
  ">>>",
]);
export const CONTINUATION_ENDS = new Set([";", "{", "}", ",", "(", "[", ".", "=", "->", "::", "?", ":", "@"]);

export function offsetOf(scan: ScanResult, line: number, column: number): number {
  const start = scan.lineStarts[line - 1];
  return start === undefined ? Number.MAX_SAFE_INTEGER : start + column - 1;
}

/** Index of the first token starting at or after offset. */
export function tokenIndexAt(tokens: ScanToken[], offset: number): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens[mid].start < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function lineTokens(scan: ScanResult, line: number): ScanToken[] {
  const start = scan.lineStarts[line - 1] ?? 0;
  const end = scan.lineStarts[line] ?? Number.MAX_SAFE_INTEGER;
  const out: ScanToken[] = [];
  for (let i = tokenIndexAt(scan.tokens, start); i < scan.tokens.length && scan.tokens[i].start < end; i++)
    out.push(scan.tokens[i]);
  return out;
}

export function lineText(text: string, scan: ScanResult, line: number): string {
  const s = scan.lineStarts[line - 1] ?? 0;
  const e = scan.lineStarts[line] ?? text.length;
  return text.slice(s, e).replace(/\n$/, "");
}

/** The line with `ins` inserted at working offset `at`, trimmed, for a "corrected" snippet. */
export function correctedLine(ctx: DiagContext, line: number, at: number, ins: string, removeLen = 0): string {
  const s = ctx.scan.lineStarts[line - 1] ?? 0;
  const t = lineText(ctx.ed.text, ctx.scan, line);
  const rel = Math.max(0, Math.min(at - s, t.length));
  return (t.slice(0, rel) + ins + t.slice(rel + removeLen)).trim();
}

/** Blank every token on a line except braces (keeps the block structure intact). */
export function blankLineOps(ctx: DiagContext, line: number): EditOp[] {
  const ops: EditOp[] = [];
  for (const t of lineTokens(ctx.scan, line)) {
    if (t.kind === "op" && (t.text === "{" || t.text === "}")) continue;
    ops.push({ kind: "blank", at: t.start, len: t.end - t.start });
  }
  return ops;
}

/** `[annotations] [modifiers] [<T>] Type name (` starting at token index i. */
export function looksLikeMethodDecl(toks: ScanToken[], i: number): boolean {
  let j = i;
  let guard = 0;
  while (j < toks.length && guard++ < 50) {
    if (toks[j].text === "@" && toks[j + 1]?.kind === "ident") {
      j += 2;
      if (toks[j]?.text === "(") {
        let d = 0;
        for (; j < toks.length; j++) {
          if (toks[j].text === "(") d++;
          else if (toks[j].text === ")" && --d === 0) {
            j++;
            break;
          }
        }
      }
      continue;
    }
    if (MEMBER_MODIFIERS.has(toks[j].text)) {
      j++;
      continue;
    }
    break;
  }
  if (toks[j]?.text === "<") {
    let d = 0;
    for (; j < toks.length; j++) {
      if (toks[j].text === "<") d++;
      else if (toks[j].text === ">" && --d === 0) {
        j++;
        break;
      }
    }
  }
  const t = toks[j];
  if (!t) return false;
  if (!(t.kind === "ident" || PRIMITIVES.has(t.text))) return false;
  j++;
  // qualified name, generic args, array dims
  for (;;) {
    const s = toks[j]?.text;
    if (s === "." && toks[j + 1]?.kind === "ident") {
      j += 2;
      continue;
    }
    if (s === "<") {
      let angle = 0;
      for (; j < toks.length; j++) {
        const a = toks[j].text;
        if (a === "<") angle++;
        else if (a === ">" || a === ">>" || a === ">>>") {
          angle -= a.length;
          if (angle <= 0) {
            j++;
            break;
          }
        } else if (!(
          toks[j].kind === "ident" ||
          a === "," ||
          a === "?" ||
          a === "." ||
          a === "extends" ||
          a === "super" ||
          a === "[" ||
          a === "]" ||
          a === "&"
        ))
          return false;
      }
      if (angle !== 0) return false;
      continue;
    }
    if (s === "[" && toks[j + 1]?.text === "]") {
      j += 2;
      continue;
    }
    break;
  }
  return toks[j]?.kind === "ident" && toks[j + 1]?.text === "(";
}

export function editDistance1(a: string, b: string): boolean {
  if (a === b) return false;
  if (Math.abs(a.length - b.length) > 1) return false;
  // transposition
  if (a.length === b.length) {
    let diffs: number[] = [];
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diffs.push(i);
    if (diffs.length === 1) return true;
    if (diffs.length === 2 && diffs[1] === diffs[0] + 1 && a[diffs[0]] === b[diffs[1]] && a[diffs[1]] === b[diffs[0]])
      return true;
    diffs = [];
    return false;
  }
  const [s, l] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  let j = 0;
  let skipped = false;
  while (i < s.length && j < l.length) {
    if (s[i] === l[j]) {
      i++;
      j++;
    } else if (!skipped) {
      skipped = true;
      j++;
    } else return false;
  }
  return true;
}

export function keywordTypo(word: string): string | undefined {
  if (word.length < 4) return undefined;
  const lower = word.toLowerCase();
  for (const k of KEYWORDS_FOR_TYPOS) {
    if (lower === k && word !== k) return k; // wrong case: Public, STATIC
    if (editDistance1(lower, k)) return k;
  }
  return undefined;
}

/** The unmatched `(` (or `[`) before token index i on the same statement, scanning backwards. */
export function unmatchedOpenBefore(toks: ScanToken[], i: number, open: string, close: string): number {
  let depth = 0;
  for (let k = i; k >= 0 && i - k < 400; k--) {
    const s = toks[k].text;
    if (s === close) depth++;
    else if (s === open) {
      if (depth === 0) return k;
      depth--;
    } else if (s === "{" || s === "}") return -1;
  }
  return -1;
}

export function describeToken(t: ScanToken | undefined): string {
  if (!t) return "the end of the file";
  return code(truncate(t.text, 30));
}
