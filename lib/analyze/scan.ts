// A small, linear Java scanner. It never throws and never gives up: it is used before parsing
// (to choose how to wrap a snippet, to find lexical mistakes java-parser would only report one at a
// time, to check nesting depth and brace balance) and during syntax recovery (to find the token
// before an error). Positions: 0-based offsets, 1-based lines and columns.

export type ScanKind = "ident" | "keyword" | "number" | "string" | "char" | "textblock" | "op" | "illegal";

export interface ScanToken {
  kind: ScanKind;
  text: string;
  start: number;
  /** Offset one past the last character. */
  end: number;
  line: number;
  col: number;
  /** Set on string/char/text-block/comment tokens that are not closed, and on malformed literals. */
  problem?: "unterminated-string" | "unterminated-char" | "unterminated-textblock" | "bad-char-literal";
}

export interface ScanComment {
  start: number;
  end: number;
  line: number;
  col: number;
  block: boolean;
  unterminated?: boolean;
}

export interface ScanResult {
  tokens: ScanToken[];
  comments: ScanComment[];
  /** Offsets of the start of each line (index 0 = line 1). */
  lineStarts: number[];
  /** Deepest nesting of (), [] and {} seen. */
  maxDepth: number;
}

export const JAVA_KEYWORDS = new Set([
  "abstract",
  "assert",
  "boolean",
  "break",
  "byte",
  "case",
  "catch",
  "char",
  "class",
  "const",
  "continue",
  "default",
  "do",
  "double",
  "else",
  "enum",
  "extends",
  "final",
  "finally",
  "float",
  "for",
  "goto",
  "if",
  "implements",
  "import",
  "instanceof",
  "int",
  "interface",
  "long",
  "native",
  "new",
  "package",
  "private",
  "protected",
  "public",
  "return",
  "short",
  "static",
  "strictfp",
  "super",
  "switch",
  "synchronized",
  "this",
  "throw",
  "throws",
  "transient",
  "try",
  "void",
  "volatile",
  "while",
  "true",
  "false",
  "null",
]);

const OPERATORS = [
  ">>>=",
  "<<=",
  ">>=",
  ">>>",
  "...",
  "->",
  "::",
  "++",
  "--",
  "&&",
  "||",
  "==",
  "!=",
  "<=",
  ">=",
  "+=",
  "-=",
  "*=",
  "/=",
  "&=",
  "|=",
  "^=",
  "%=",
  "<<",
  ">>",
];
const SINGLE_OPS = "(){}[];,.@=><!~?:+-*/&|^%";
/** Multi-character operators by first character, longest first. */
const OPS_BY_FIRST = new Map<number, string[]>();
for (const op of OPERATORS) {
  const k = op.charCodeAt(0);
  OPS_BY_FIRST.set(
    k,
    [...(OPS_BY_FIRST.get(k) ?? []), op].sort((a, b) => b.length - a.length),
  );
}
const SINGLE = new Map<number, string>();
for (const ch of SINGLE_OPS) SINGLE.set(ch.charCodeAt(0), ch);

function matchOperator(text: string, i: number, c: number): string | undefined {
  const multi = OPS_BY_FIRST.get(c);
  if (multi) {
    for (const op of multi) {
      let ok = true;
      for (let k = 1; k < op.length; k++) {
        if (text.charCodeAt(i + k) !== op.charCodeAt(k)) {
          ok = false;
          break;
        }
      }
      if (ok) return op;
    }
  }
  return SINGLE.get(c);
}

function isIdentStart(c: number): boolean {
  return (
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    c === 95 ||
    c === 36 ||
    (c >= 0xc0 && c !== 0xd7 && c !== 0xf7 && !(c >= 0x2000 && c <= 0x206f) && c !== 0xfeff && c !== 0xfffd)
  );
}
function isIdentPart(c: number): boolean {
  return isIdentStart(c) || (c >= 48 && c <= 57);
}

export function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

/** 1-based line of an offset, by binary search over lineStarts. */
export function lineOfOffset(lineStarts: number[], offset: number): number {
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lineStarts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** Scans Java text (expects "\n" line ends). Linear time. */
export function scanJava(text: string): ScanResult {
  const tokens: ScanToken[] = [];
  const comments: ScanComment[] = [];
  const lineStarts = [0];
  const n = text.length;
  let i = 0;
  let line = 1;
  let lineStart = 0;
  let depth = 0;
  let maxDepth = 0;

  const push = (
    kind: ScanKind,
    start: number,
    end: number,
    startLine: number,
    startCol: number,
    problem?: ScanToken["problem"],
    image?: string,
  ) => {
    const t: ScanToken = { kind, text: image ?? text.slice(start, end), start, end, line: startLine, col: startCol };
    if (problem) t.problem = problem;
    tokens.push(t);
  };
  const newline = (at: number) => {
    line++;
    lineStart = at + 1;
    lineStarts.push(lineStart);
  };

  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      newline(i);
      i++;
      continue;
    }
    if (c === 32 || c === 9 || c === 12 || c === 13) {
      i++;
      continue;
    }
    const col = i - lineStart + 1;
    const startLine = line;
    // comments
    if (c === 47 /* / */ && i + 1 < n) {
      const d = text.charCodeAt(i + 1);
      if (d === 47) {
        let j = i + 2;
        while (j < n && text.charCodeAt(j) !== 10) j++;
        comments.push({ start: i, end: j, line: startLine, col, block: false });
        i = j;
        continue;
      }
      if (d === 42) {
        let j = i + 2;
        let closed = false;
        while (j < n) {
          const e = text.charCodeAt(j);
          if (e === 10) newline(j);
          else if (e === 42 && j + 1 < n && text.charCodeAt(j + 1) === 47) {
            closed = true;
            j += 2;
            break;
          }
          j++;
        }
        const cm: ScanComment = { start: i, end: j, line: startLine, col, block: true };
        if (!closed) cm.unterminated = true;
        comments.push(cm);
        i = j;
        continue;
      }
    }
    // text block
    if (c === 34 && text.startsWith('"""', i)) {
      let j = i + 3;
      let closed = false;
      while (j < n) {
        const e = text.charCodeAt(j);
        if (e === 92) {
          if (j + 1 < n && text.charCodeAt(j + 1) === 10) newline(j + 1);
          j += 2;
          continue;
        }
        if (e === 10) newline(j);
        else if (e === 34 && text.startsWith('"""', j)) {
          closed = true;
          j += 3;
          break;
        }
        j++;
      }
      push("textblock", i, Math.min(j, n), startLine, col, closed ? undefined : "unterminated-textblock");
      i = Math.min(j, n);
      continue;
    }
    // string / char literal
    if (c === 34 || c === 39) {
      let j = i + 1;
      let closed = false;
      while (j < n) {
        const e = text.charCodeAt(j);
        if (e === 92) {
          if (j + 1 < n && text.charCodeAt(j + 1) === 10) break;
          j += 2;
          continue;
        }
        if (e === 10) break;
        if (e === c) {
          closed = true;
          j++;
          break;
        }
        j++;
      }
      if (j > n) j = n;
      if (c === 34) {
        push("string", i, j, startLine, col, closed ? undefined : "unterminated-string");
      } else {
        // A char literal holds exactly one character or one escape sequence.
        const body = text.slice(i + 1, closed ? j - 1 : j);
        let problem: ScanToken["problem"] | undefined;
        if (!closed) problem = "unterminated-char";
        else if (body.length === 0) problem = "bad-char-literal";
        else if (body[0] === "\\") {
          if (!/^\\(?:[btnfrs"'\\]|[0-7]{1,3}|u+[0-9a-fA-F]{4})$/.test(body)) problem = "bad-char-literal";
        } else if ([...body].length !== 1) problem = "bad-char-literal";
        push("char", i, j, startLine, col, problem);
      }
      i = j;
      continue;
    }
    // identifiers / keywords
    if (isIdentStart(c)) {
      let j = i + 1;
      while (j < n && isIdentPart(text.charCodeAt(j))) j++;
      const word = text.slice(i, j);
      push(JAVA_KEYWORDS.has(word) ? "keyword" : "ident", i, j, startLine, col, undefined, word);
      i = j;
      continue;
    }
    // numbers (lenient: letters and digits run together, so "2x" is one malformed token)
    if (
      (c >= 48 && c <= 57) ||
      (c === 46 && i + 1 < n && text.charCodeAt(i + 1) >= 48 && text.charCodeAt(i + 1) <= 57)
    ) {
      let j = i + 1;
      while (j < n) {
        const e = text.charCodeAt(j);
        if (isIdentPart(e) || e === 46) {
          j++;
          continue;
        }
        if (
          (e === 43 || e === 45) &&
          /[eEpP]/.test(text[j - 1]) &&
          !/^0[xX][0-9a-fA-F_]*[eE]$/.test(text.slice(i, j))
        ) {
          j++;
          continue;
        }
        break;
      }
      push("number", i, j, startLine, col);
      i = j;
      continue;
    }
    // operators (longest match; constant strings, no allocation)
    const matched = matchOperator(text, i, c);
    if (matched) {
      if (c === 40 || c === 91 || c === 123) {
        depth++;
        if (depth > maxDepth) maxDepth = depth;
      } else if (c === 41 || c === 93 || c === 125) {
        if (depth > 0) depth--;
      }
      tokens.push({ kind: "op", text: matched, start: i, end: i + matched.length, line: startLine, col });
      i += matched.length;
      continue;
    }
    // anything else: one illegal character (a whole surrogate pair counts as one)
    const len = c >= 0xd800 && c <= 0xdbff && i + 1 < n ? 2 : 1;
    push("illegal", i, i + len, startLine, col);
    i += len;
  }
  return { tokens, comments, lineStarts, maxDepth };
}

/** True when the text is clearly not source code (NUL bytes or many control characters). */
export function looksBinary(text: string): boolean {
  if (text.length === 0) return false;
  let control = 0;
  const limit = Math.min(text.length, 200_000);
  for (let i = 0; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return true;
    if ((c < 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13) || c === 0xfffd) control++;
  }
  return control > 8 && control / limit > 0.01;
}
