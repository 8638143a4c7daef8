// The recovery loop's helpers (lib/analyze/syntax/index.ts): the pre-pass over the raw text (invisible characters,
// stray handlers, a missing brace at the end) and the candidate edits tried when the parser stops.
import { type ScanResult, type ScanToken } from "../scan";
import { code, fence, truncate } from "../markdown";
import { Editable } from "./edit";
import { analyzeBraces, guessExtraClose, guessUnclosedOpen } from "./braces";
import { type Candidate, type EditOp, type RawFinding } from "./diagnose";
import { type Wrapped } from "./wrap";

export interface PendingExtra {
  extra: ScanToken; // in user coordinates
  culprit: ScanToken;
  opener?: ScanToken;
  extraPos: number; // text offset
  culpritPos: number;
}

export interface Prepass {
  findings: RawFinding[];
  edits: EditOp[];
  stop: boolean;
  pendingExtra?: PendingExtra;
}

export const INVISIBLE: Record<string, string> = {
  "\u00a0": "a non-breaking space (U+00A0)",
  "\u200b": "an invisible zero-width space (U+200B)",
  "\ufeff": "an invisible byte-order mark (U+FEFF)",
  "\u2009": "a thin space (U+2009)",
  "\u202f": "a narrow non-breaking space (U+202F)",
};

export function prepass(src: string, scan: ScanResult, w: Wrapped): Prepass {
  const out: Prepass = { findings: [], edits: [], stop: false };
  const T = (userOffset: number) => w.textOffset(userOffset);
  for (const c of scan.comments) {
    if (c.unterminated) {
      out.findings.push({
        rule: "SYN-UNTERMINATED-COMMENT",
        message: `the comment started with \`/*\` on line ${c.line} is never closed`,
        explanation:
          "A block comment runs until the next `*/`. Without it, everything after `/*` — the rest of the file — is treated as a comment.",
        fix: "Close the comment with `*/` where it should end, or use `//` for a one-line comment.",
        pos: T(c.start),
      });
      out.stop = true;
    }
  }
  let illegalReported = 0;
  const illegalLines = new Set<number>();
  for (const t of scan.tokens) {
    if (t.problem === "unterminated-string") {
      const trailing = /[\s);,]*$/.exec(t.text)![0].length;
      const at = Math.max(t.start + 1, t.end - trailing);
      out.findings.push({
        rule: "SYN-UNTERMINATED-STRING",
        message: `the string that starts on line ${t.line} is never closed: a \`"\` is missing`,
        explanation:
          'A string literal must start and end with `"` on the same line. (For text over several lines use a text block `"""`.)',
        fix: `Close the string:\n\n${fence(lineWithInsert(src, scan, t.line, at, '"'))}`,
        pos: T(t.start),
      });
      out.edits.push({ kind: "insert", at: T(at), text: '"' });
    } else if (t.problem === "unterminated-textblock") {
      out.findings.push({
        rule: "SYN-UNTERMINATED-STRING",
        message: `the text block that starts on line ${t.line} is never closed: \`"""\` is missing`,
        explanation: 'A text block starts with `"""` and a line break and ends with another `"""`.',
        pos: T(t.start),
      });
      out.stop = true;
    } else if (t.problem === "bad-char-literal" || t.problem === "unterminated-char") {
      const body = t.problem === "bad-char-literal" ? t.text.slice(1, -1) : t.text.slice(1);
      if (t.problem === "bad-char-literal" && body.length === 0) {
        out.findings.push({
          rule: "SYN-CHAR-LITERAL",
          message: `empty character literal \`''\` on line ${t.line}`,
          explanation: "A `char` literal holds exactly one character, for example `'a'` or `' '`.",
          fix: 'Put one character between the quotes, or use `""` for an empty String.',
          pos: T(t.start),
        });
        out.edits.push({ kind: "replace", at: T(t.start), len: 2, text: "' '" });
      } else {
        out.findings.push({
          rule: "SYN-CHAR-LITERAL",
          message: `${code(truncate(t.text, 30))} on line ${t.line}: single quotes are for one character; use double quotes for text`,
          explanation:
            "In Java, `'a'` is a single `char` and `\"abc\"` is a `String`. Text with more than one character needs double quotes.",
          fix: fence(lineWithReplace(src, scan, t.line, t.start, t.text.length, '"' + body.replace(/'$/, "") + '"')),
          pos: T(t.start),
        });
        if (t.problem === "bad-char-literal") {
          out.edits.push({ kind: "replace", at: T(t.start), len: 1, text: '"' });
          out.edits.push({ kind: "replace", at: T(t.end - 1), len: 1, text: '"' });
        } else {
          const trailing = /[\s);,]*$/.exec(t.text)![0].length;
          out.edits.push({ kind: "replace", at: T(t.start), len: 1, text: '"' });
          out.edits.push({ kind: "insert", at: T(Math.max(t.start + 1, t.end - trailing)), text: '"' });
        }
      }
    } else if (t.kind === "illegal") {
      const ch = t.text;
      const curly = ch === "\u201c" || ch === "\u201d" ? '"' : ch === "\u2018" || ch === "\u2019" ? "'" : null;
      out.edits.push(
        curly
          ? { kind: "replace", at: T(t.start), len: ch.length, text: curly }
          : { kind: "blank", at: T(t.start), len: ch.length },
      );
      if (illegalLines.has(t.line) || illegalReported >= 10) continue;
      illegalLines.add(t.line);
      illegalReported++;
      const hex = "U+" + ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
      out.findings.push(
        curly
          ? {
              rule: "SYN-ILLEGAL-CHARACTER",
              message: `curly quote ${code(ch)} on line ${t.line}: Java needs straight quotes ${code(curly)}`,
              explanation:
                "Word processors and some websites turn quotes into typographic “curly” quotes. Java only understands the plain `\"` and `'` characters.",
              fix: `Retype the quotes with the ${code(curly)} key.`,
              pos: T(t.start),
            }
          : {
              rule: "SYN-ILLEGAL-CHARACTER",
              message: INVISIBLE[ch]
                ? `illegal character on line ${t.line}: ${INVISIBLE[ch]}`
                : `illegal character ${code(ch)} (${hex}) on line ${t.line}`,
              explanation: "This character is not allowed in Java code outside strings and comments.",
              fix: "Delete it (for invisible characters, delete and retype the spaces around that position).",
              pos: T(t.start),
            },
      );
    }
  }
  tryWithoutHandler(scan, out, T);
  const braces = analyzeBraces(scan);
  if (braces.firstExtra) {
    const { culprit, opener } = guessExtraClose(src, scan, braces, braces.firstExtra);
    out.edits.push({ kind: "blank", at: T(braces.firstExtra.start), len: 1 });
    out.pendingExtra = {
      extra: braces.firstExtra,
      culprit,
      opener,
      extraPos: T(braces.firstExtra.start),
      culpritPos: T(culprit.start),
    };
  }
  return out;
}

/** `try { … }` followed by neither `catch` nor `finally` (javac reports it at the `try`). */
export function tryWithoutHandler(scan: ScanResult, out: Prepass, T: (userOffset: number) => number): void {
  const toks = scan.tokens;
  for (let i = 0; i < toks.length; i++) {
    if (toks[i].text !== "try" || toks[i + 1]?.text !== "{") continue;
    let depth = 0;
    let close = -1;
    for (let k = i + 1; k < toks.length; k++) {
      if (toks[k].text === "{") depth++;
      else if (toks[k].text === "}" && --depth === 0) {
        close = k;
        break;
      }
    }
    if (close < 0) return;
    const next = toks[close + 1]?.text;
    if (next === "catch" || next === "finally") continue;
    out.findings.push({
      rule: "SYN-TRY-WITHOUT-CATCH",
      message: `the \`try\` block on line ${toks[i].line} has no \`catch\` or \`finally\``,
      explanation:
        "A `try` block must be followed by at least one `catch` (to handle an exception) or a `finally` (to clean up), unless it is a try-with-resources.",
      fix: `Add the handler right after the block:\n\n${fence('} catch (NumberFormatException e) {\n    System.out.println("Not a number: " + e.getMessage());\n}')}`,
      pos: T(toks[i].start),
    });
    out.edits.push({ kind: "insert", at: T(toks[close].end), text: " finally {}" });
  }
}

export function lineWithInsert(src: string, scan: ScanResult, line: number, at: number, ins: string): string {
  const s = scan.lineStarts[line - 1] ?? 0;
  const e = scan.lineStarts[line] ?? src.length;
  const t = src.slice(s, e).replace(/\n$/, "");
  return (t.slice(0, at - s) + ins + t.slice(at - s)).trim();
}

export function lineWithReplace(
  src: string,
  scan: ScanResult,
  line: number,
  at: number,
  len: number,
  ins: string,
): string {
  const s = scan.lineStarts[line - 1] ?? 0;
  const e = scan.lineStarts[line] ?? src.length;
  const t = src.slice(s, e).replace(/\n$/, "");
  return (t.slice(0, at - s) + ins + t.slice(at - s + len)).trim();
}

export function lineTextOf(src: string, scan: ScanResult, line: number): string {
  const s = scan.lineStarts[line - 1] ?? 0;
  const e = scan.lineStarts[line] ?? src.length;
  return src.slice(s, e).replace(/\n$/, "").trim();
}

/** An error that shows up after the `}` that (by indentation) is one too many. */
export function extraBraceCandidate(
  p: PendingExtra,
  errPos: number,
  ed: Editable,
  lineOf: (o: number) => number,
  src: string,
  userScan: ScanResult,
): Candidate {
  const errLine = lineOf(errPos);
  const opened = p.opener
    ? ` opened on line ${p.opener.line} (${code(truncate(lineTextOf(src, userScan, p.opener.line), 50))})`
    : "";
  return {
    finding: {
      rule: "SYN-EXTRA-BRACE",
      message: `extra \`}\` on line ${p.culprit.line}: it closes the block${opened} too early, so line ${errLine} ends up outside it`,
      explanation:
        "Every `}` closes the nearest open `{`. With one `}` too many, the code after it no longer belongs to the method or class you meant, and Java cannot make sense of it.",
      fix: `Remove the \`}\` on line ${p.culprit.line} (there is one more \`}\` than \`{\` in the file). Re-indenting the code shows where each block really ends.`,
      pos: errPos,
    },
    edits: [
      { kind: "replace", at: ed.toWorking(p.extraPos), len: 1, text: "}" },
      { kind: "blank", at: ed.toWorking(p.culpritPos), len: 1 },
    ],
  };
}

/** The parser reached the end of the text while blocks were still open. */
export function eofCandidates(
  ed: Editable,
  scan: ScanResult,
  src: string,
  userScan: ScanResult,
  w: Wrapped,
): Candidate[] {
  const b = analyzeBraces(scan);
  const missing = b.opens - b.closes;
  const lastUser = userScan.tokens[userScan.tokens.length - 1];
  const pos = lastUser ? w.textOffset(lastUser.end) : w.text.length;
  if (missing <= 0) {
    return [
      {
        finding: {
          rule: "SYN-UNEXPECTED-TOKEN",
          message: "the code ends in the middle of a statement or declaration",
          explanation:
            "Java reached the end of the file while it still expected more code (for example a method body or the rest of an expression).",
          pos,
        },
        edits: [{ kind: "insert", at: ed.text.length, text: ";" }],
      },
    ];
  }
  const ub = analyzeBraces(userScan);
  const opener = guessUnclosedOpen(src, userScan, ub);
  const hint = opener
    ? ` The \`{\` on line ${opener.line} (${code(truncate(lineTextOf(src, userScan, opener.line), 50))}) seems to be the one that is never closed.`
    : "";
  return [
    {
      finding: {
        rule: "SYN-UNBALANCED-BRACES",
        message: `unbalanced braces: \`}\` expected before end of file (${missing === 1 ? "one `{` is" : `${missing} \`{\` are`} never closed)`,
        explanation: `Every \`{\` that opens a class, method or block needs a matching \`}\`.${hint}`,
        fix: "Add the missing `}`. Indenting the code consistently makes it easy to see where each block should end.",
        pos,
      },
      edits: [{ kind: "insert", at: ed.text.length, text: "}".repeat(missing) }],
    },
  ];
}

/** Code after the end of the last top-level type: `import` without `;`, or code outside the class. */
export function redundantCandidates(
  ed: Editable,
  scan: ScanResult,
  errW: number,
  lineOf: (o: number) => number,
): Candidate[] {
  const toks = scan.tokens;
  let i = 0;
  while (i < toks.length && toks[i].start < errW) i++;
  const F = toks[i];
  if (F && (F.text === "import" || F.text === "package")) {
    // find the header statement without `;`
    for (let k = i; k < toks.length && (toks[k].text === "import" || toks[k].text === "package");) {
      let j = k + 1;
      while (j < toks.length && toks[j].line === toks[k].line && toks[j].text !== ";") j++;
      const last = toks[j - 1];
      if (toks[j]?.text !== ";") {
        return [
          {
            finding: {
              rule: "SYN-MISSING-SEMICOLON",
              message: `missing \`;\` at the end of line ${lineOf(ed.toOrig(last.start))}`,
              explanation: `An \`${toks[k].text}\` declaration ends with a semicolon.`,
              fix: fence(scanLine(ed.text, scan, last.line) + ";"),
              pos: ed.toOrig(last.end),
            },
            edits: [{ kind: "insert", at: last.end, text: ";" }],
          },
        ];
      }
      k = j + 1;
    }
  }
  if (!F) return [];
  const line = lineOf(ed.toOrig(F.start));
  const isMethod =
    F.kind === "ident" || ["public", "private", "protected", "static", "void", "int", "String"].includes(F.text);
  return [
    {
      finding: {
        rule: isMethod ? "SYN-UNEXPECTED-TOKEN" : "SYN-STATEMENT-OUTSIDE-METHOD",
        message: `line ${line} is outside of any class`,
        explanation:
          "In Java, every method, field and statement must be inside a class. This code comes after the class's closing `}`.",
        fix: "Move it inside the class (before its final `}`), or check for a `}` that closes the class too early.",
        pos: ed.toOrig(F.start),
      },
      edits: blankLineByTokens(scan, F.line),
    },
  ];
}

export function scanLine(text: string, scan: ScanResult, line: number): string {
  const s = scan.lineStarts[line - 1] ?? 0;
  const e = scan.lineStarts[line] ?? text.length;
  return text.slice(s, e).replace(/\n$/, "").trim();
}

export function blankLineByTokens(scan: ScanResult, line: number): EditOp[] {
  const ops: EditOp[] = [];
  for (const t of scan.tokens) {
    if (t.line !== line) continue;
    if (t.kind === "op" && (t.text === "{" || t.text === "}")) continue;
    ops.push({ kind: "blank", at: t.start, len: t.end - t.start });
  }
  return ops;
}
