// Turns one java-parser failure into a plain-language finding plus candidate edits that neutralise
// it, so parsing can continue and find the next independent error. Candidates are tried in order;
// the recovery loop falls back to the next one when an edit does not move the error forward.
import type { ParseFailure } from "../parser";
import type { ScanToken } from "../scan";
import { code, fence } from "../markdown";
import { matchRows, say, type ExplainRow, type RowText } from "../rules/explain-rows";
import type { Editable } from "./edit";
import {
  type EditOp,
  type Candidate,
  type RawFinding,
  type DiagContext,
  MEMBER_MODIFIERS,
  STATEMENT_KEYWORDS,
  BINARY_OPS,
  CONTINUATION_ENDS,
  tokenIndexAt,
  lineTokens,
  lineText,
  correctedLine,
  blankLineOps,
  looksLikeMethodDecl,
  keywordTypo,
  unmatchedOpenBefore,
  describeToken,
} from "./java-tokens";
export type { RawFinding, EditOp, Candidate, DiagContext } from "./java-tokens";
export { offsetOf, tokenIndexAt, looksLikeMethodDecl } from "./java-tokens";

/** One parse failure as the syntax rows see it. F is the token the parser stopped at (undefined at the end of file). */
interface FailureCase {
  err: ParseFailure;
  errW: number;
  ctx: DiagContext;
  toks: ScanToken[];
  fi: number;
  F: ScanToken | undefined;
  /** The token before F. */
  P: ScanToken | undefined;
  /** Offset in the original text of an offset in the edited text. */
  O: (w: number) => number;
  stack: string[];
  inBlock: boolean;
  inClassBody: boolean;
  /** Blanks F. */
  blankF: EditOp[];
}

/** A failure at a token (not at the end of file), with the tokens of its line. */
interface TokenCase extends FailureCase {
  F: ScanToken;
  lineToks: ScanToken[];
  firstOnLine: ScanToken;
  fIsFirstOnLine: boolean;
  lineStartIdx: number;
}

/**
 * A syntax row: `when` the failure looks like this mistake, the finding (rule `id`, message, explanation, fix, position)
 * and the edits that neutralise it. `retry` is the candidate the recovery loop tries when the edits do not move the
 * error forward; a row marked `continues` adds its candidate and lets the rows after it add theirs.
 */
interface SyntaxRow<C, M> extends ExplainRow<C, M> {
  id: string;
  message: RowText<C, M>;
  pos: (c: C, m: M) => number;
  edits: (c: C, m: M) => EditOp[];
  retry?: (c: C, m: M, finding: RawFinding) => Candidate | undefined;
}

function rowFor<C>(): <M>(row: SyntaxRow<C, M>) => SyntaxRow<C, unknown> {
  return (row) => row as unknown as SyntaxRow<C, unknown>;
}
const lexRow = rowFor<FailureCase>();
const row = rowFor<TokenCase>();

/** The generic finding at F: Java could not make sense of the code here. */
function unexpected(c: TokenCase): Candidate {
  const { F, O, ctx } = c;
  return {
    finding: {
      rule: "SYN-UNEXPECTED-TOKEN",
      message: `unexpected ${describeToken(F)} on line ${ctx.lineOf(O(F.start))}`,
      explanation: UNEXPECTED,
      pos: O(F.start),
    },
    edits: blankLineOps(ctx, F.line),
  };
}
const UNEXPECTED =
  "Java could not make sense of the code at this point. Often the real mistake is just before it: a missing `;`, `)` or `}`, or a misspelled word.";

/** Retries: the generic finding with F's line blanked, or this row's finding with a line blanked. */
const thenUnexpectedLine = (c: TokenCase): Candidate => ({
  finding: unexpected(c).finding,
  edits: blankLineOps(c.ctx, c.F.line),
});
const thenBlankLine = (c: TokenCase, _: unknown, finding: RawFinding): Candidate => ({
  finding,
  edits: blankLineOps(c.ctx, c.F.line),
});

/** Lexer errors java-parser found that the pre-pass did not neutralise. */
const LEX_ROWS = [
  lexRow({
    id: "SYN-EXTRA-BRACE",
    when: ({ err, F }) => err.unbalancedClose && F?.text === "}" && F,
    message: ({ ctx, O }, F) => `unexpected \`}\` on line ${ctx.lineOf(O(F.start))}: there is no \`{\` for it to close`,
    explain:
      "Every `}` closes the nearest open `{`. This one has nothing left to close, so one of the braces before it is one too many.",
    fix: "Remove this `}` (or the extra one before it). Re-indenting the code usually shows where the blocks really end.",
    pos: ({ O }, F) => O(F.start),
    edits: ({ blankF }) => blankF,
  }),
  lexRow({
    id: "SYN-ILLEGAL-CHARACTER",
    when: () => true,
    message: ({ err, ctx, O, errW }) => `illegal character ${code(err.found ?? "?")} on line ${ctx.lineOf(O(errW))}`,
    explain: "This character is not allowed in Java code outside strings and comments.",
    fix: "Delete it, or put it inside a string if it is meant to be text.",
    pos: ({ O, errW }) => O(errW),
    edits: ({ F, toks, fi, errW }) => {
      const at = F ?? toks[fi];
      return [{ kind: "blank", at: errW, len: Math.max(1, (at && at.start === errW ? at.end : errW + 1) - errW) }];
    },
  }),
];

/** `for (a, b, c)` instead of `for (a; b; c)`: the `for` token and the two commas to turn into `;`. */
function commaForHeader({ toks, fi, stack, F }: TokenCase) {
  let forIdx = -1;
  for (let k = fi; k >= Math.max(0, fi - 60); k--) {
    if (toks[k].text === "for" && toks[k + 1]?.text === "(") {
      forIdx = k;
      break;
    }
    if (toks[k].text === ";" || toks[k].text === "{" || toks[k].text === "}") break;
  }
  if (forIdx < 0 || !(stack.includes("forStatement") || stack.includes("basicForStatement") || F.text === "for"))
    return undefined;
  let d = 0;
  const commas: ScanToken[] = [];
  let semis = 0;
  for (let k = forIdx + 1; k < toks.length; k++) {
    const s = toks[k].text;
    if (s === "(") d++;
    else if (s === ")" && --d === 0) break;
    else if (d === 1 && s === ",") commas.push(toks[k]);
    else if (d === 1 && s === ";") semis++;
  }
  return semis === 0 && commas.length >= 2 ? { forTok: toks[forIdx], use: commas.slice(-2) } : undefined;
}

/** The token the parser expected after P (`err.expected`), when there is a P to put it after. */
const expected = ({ err, P }: TokenCase) => (err.expected && P ? { X: err.expected, P } : undefined);

/** What is missing when javac would say `')' expected`: the closing of a condition, of a call, or just `)`. */
function missingParenWhat({ toks, fi }: TokenCase, X: string, P: ScanToken): string {
  if (X === "(") return `missing \`(\` after ${code(P.text)}`;
  const openIdx = unmatchedOpenBefore(toks, fi - 1, "(", ")");
  const before = openIdx > 0 ? toks[openIdx - 1] : undefined;
  if (before && ["if", "while", "for", "switch", "catch", "synchronized"].includes(before.text))
    return `missing \`)\` after the condition of \`${before.text}\``;
  if (before && before.kind === "ident") return `missing \`)\` to close the call to ${code(before.text + "(")}`;
  return `missing ${code(X)}`;
}

/** A name starting with a digit on F's line: `int 2x = 5;`. */
const digitName = ({ lineToks }: TokenCase) =>
  lineToks.find(
    (t) =>
      t.kind === "number" &&
      /^\d+[A-Za-z_$][\w$]*$/.test(t.text) &&
      !/^\d+[lLfFdD]$/.test(t.text) &&
      !/^0[xXbB]/.test(t.text) &&
      !/^\d+[eE]\d+$/.test(t.text),
  );

/** F starts a statement (a keyword, a call, an assignment) although it sits directly in a class body. */
function statementInClassBody({ inClassBody, fIsFirstOnLine, F, toks, fi }: TokenCase): boolean {
  if (!inClassBody || !fIsFirstOnLine) return false;
  const next = toks[fi + 1];
  return (
    STATEMENT_KEYWORDS.has(F.text) ||
    (F.kind === "ident" && !!next && [".", "(", "++", "--", "=", "+="].includes(next.text))
  );
}

const lineOfP = ({ ctx, O, P }: TokenCase) => ctx.lineOf(O(P!.start));

/** Failures at a token, in the order javac would report them; the first row that is not `continues` ends the list. */
const TOKEN_ROWS = [
  row({
    id: "SYN-ELSE-WITHOUT-IF",
    when: ({ F }) => F.text === "else",
    message: ({ ctx, O, F }) => `\`else\` without a matching \`if\` on line ${ctx.lineOf(O(F.start))}`,
    explain:
      "An `else` must come right after the closing `}` (or statement) of an `if`. A `;` after the `if (…)` condition or an extra `}` often ends the `if` too early.",
    fix:
      "Check the line before: remove a stray `;` after `if (…)` and make sure the braces pair up:\n\n" +
      fence("if (condition) {\n    // …\n} else {\n    // …\n}"),
    pos: ({ O, F }) => O(F.start),
    edits: ({ blankF }) => blankF,
  }),
  row({
    id: "SYN-UNEXPECTED-TOKEN",
    when: ({ F, inBlock }) => (F.text === "catch" || F.text === "finally") && inBlock,
    message: ({ ctx, O, F }) => `\`${F.text}\` without a \`try\` on line ${ctx.lineOf(O(F.start))}`,
    explain: ({ F }) => `A \`${F.text}\` block must follow the \`}\` of a \`try { … }\` block directly.`,
    fix: fence("try {\n    // code that may throw\n} catch (IOException e) {\n    // handle it\n}"),
    pos: ({ O, F }) => O(F.start),
    edits: ({ ctx, F }) => blankLineOps(ctx, F.line),
  }),
  row({
    id: "SYN-FOR-HEADER",
    when: commaForHeader,
    message: ({ ctx, O }, { forTok }) =>
      `the parts of the \`for\` loop on line ${ctx.lineOf(O(forTok.start))} must be separated by \`;\`, not \`,\``,
    explain: "A classic `for` loop has three parts: start, condition and update, separated by semicolons.",
    fix: fence("for (int i = 0; i < 10; i++) {\n    // …\n}"),
    pos: ({ O }, { forTok }) => O(forTok.start),
    edits: (_, { use }) => use.map((c) => ({ kind: "replace", at: c.start, len: 1, text: ";" }) as EditOp),
    retry: (c, { forTok }, finding) => ({ finding, edits: blankLineOps(c.ctx, forTok.line) }),
  }),
  row({
    // a method declaration inside a method body: the previous method is missing its `}`
    id: "SYN-MISSING-BRACE",
    when: ({ inBlock, toks, lineStartIdx, F, firstOnLine, lineToks }) =>
      inBlock && looksLikeMethodDecl(toks, lineStartIdx) && (F === firstOnLine || lineToks.indexOf(F) <= 4),
    message: ({ ctx, O, firstOnLine }) =>
      `missing \`}\` before line ${ctx.lineOf(O(firstOnLine.start))}: the method above is not closed, so this method ends up inside it`,
    explain:
      "Java does not allow a method inside another method. When a method's closing `}` is missing, the next method declaration appears to be inside it.",
    fix: "Close the previous method with `}` before this line (check that every `{` has its `}`).",
    pos: ({ O, firstOnLine }) => O(firstOnLine.start),
    edits: ({ toks, lineStartIdx, firstOnLine }) => {
      const before = toks[lineStartIdx - 1];
      return [{ kind: "insert", at: before ? before.end : firstOnLine.start, text: "}" }];
    },
    retry: thenUnexpectedLine,
  }),
  row({
    id: "SYN-MISSING-SEMICOLON",
    when: (c) => expected(c)?.X === ";" && c.P,
    message: ({ ctx, O, F }, P) =>
      P.line < F.line
        ? `missing \`;\` at the end of line ${ctx.lineOf(O(P.start))}`
        : `missing \`;\` after ${code(P.text)} on line ${ctx.lineOf(O(P.start))}`,
    explain:
      "Every Java statement ends with a semicolon. Without it, Java reads on into the next part of the code and cannot make sense of it.",
    fix: ({ ctx }, P) => `Add \`;\` after ${code(P.text)}:\n\n${fence(correctedLine(ctx, P.line, P.end, ";"))}`,
    pos: ({ O }, P) => O(P.end),
    edits: (_, P) => [{ kind: "insert", at: P.end, text: ";" }],
    retry: thenUnexpectedLine,
  }),
  row({
    id: "SYN-MISSING-PAREN",
    when: (c) => {
      const e = expected(c);
      return e && (e.X === ")" || e.X === "(") && e;
    },
    message: (c, { X, P }) => `${missingParenWhat(c, X, P)} on line ${lineOfP(c)}`,
    explain:
      "Parentheses come in pairs: every `(` needs a matching `)`. Java reached a point where the `)` should be, but found something else.",
    fix: ({ ctx }, { X, P }) =>
      `Add ${code(X)} after ${code(P.text)}:\n\n${fence(correctedLine(ctx, P.line, P.end, X))}`,
    pos: ({ O }, { P }) => O(P.end),
    edits: (_, { X, P }) => [{ kind: "insert", at: P.end, text: X }],
    retry: thenUnexpectedLine,
  }),
  row({
    id: "SYN-MISSING-BRACKET",
    when: (c) => {
      const e = expected(c);
      return e && (e.X === "]" || e.X === "[") && e;
    },
    message: (c, { X }) => `missing ${code(X)} on line ${lineOfP(c)}`,
    explain: "Square brackets come in pairs: every `[` needs a matching `]`.",
    fix: ({ ctx }, { X, P }) =>
      `Add ${code(X)} after ${code(P.text)}:\n\n${fence(correctedLine(ctx, P.line, P.end, X))}`,
    pos: ({ O }, { P }) => O(P.end),
    edits: (_, { X, P }) => [{ kind: "insert", at: P.end, text: X }],
    retry: thenUnexpectedLine,
  }),
  row({
    id: "SYN-EXPECTED-TOKEN",
    when: (c) => expected(c)?.X === "}" && c.stack.includes("arrayInitializer") && c.P,
    message: (c) => `missing \`}\` to close the array initializer on line ${lineOfP(c)}`,
    explain: "An array initializer lists its values between `{` and `}`.",
    fix: ({ ctx }, P) => fence(correctedLine(ctx, P.line, P.end, "}")),
    pos: ({ O }, P) => O(P.end),
    edits: (_, P) => [{ kind: "insert", at: P.end, text: "}" }],
    retry: thenUnexpectedLine,
  }),
  row({
    id: "SYN-EXPECTED-TOKEN",
    when: (c) => {
      const e = expected(c);
      if (!e) return undefined;
      const { X } = e;
      // `void f() }` or `void f();` in a class: the body is missing, which later rows describe better
      if (X === "{" && (c.F.text === "}" || c.F.text === ";") && c.stack.includes("methodBody")) return undefined;
      return X !== "}" && X !== "Identifier" && X.length <= 3 && !/^[A-Z]/.test(X) && e;
    },
    message: (c, { X, P }) => `${code(X)} expected after ${code(P.text)} on line ${lineOfP(c)}`,
    explain: ({ F }, { X }) => `Java expected ${code(X)} here but found ${describeToken(F)}.`,
    fix: ({ ctx }, { X, P }) => fence(correctedLine(ctx, P.line, P.end, X)),
    pos: ({ O }, { P }) => O(P.end),
    edits: (_, { X, P }) => [{ kind: "insert", at: P.end, text: X }],
    retry: thenUnexpectedLine,
  }),
  row({
    id: "SYN-INVALID-NAME",
    when: digitName,
    message: (_, t) => `${code(t.text)} is not a valid name: names cannot start with a digit`,
    explain:
      "Variable, method and class names must start with a letter, `_` or `$`; digits are allowed only after the first character.",
    fix: (_, t) => `Rename it, e.g. ${code(t.text.replace(/^\d+/, "") + t.text.match(/^\d+/)![0])}.`,
    pos: ({ O }, t) => O(t.start),
    edits: (_, t) => [
      {
        kind: "replace",
        at: t.start,
        len: t.text.length,
        text: "_" + t.text.slice(1).replace(/^\d*/, (d) => "_".repeat(d.length)),
      },
    ],
    retry: thenBlankLine,
  }),
  row({
    // `pubic void f()`: a misspelled keyword at the start of a declaration
    id: "SYN-MISSPELLED-KEYWORD",
    when: ({ F, fIsFirstOnLine, P }) =>
      F.kind === "ident" && (fIsFirstOnLine || MEMBER_MODIFIERS.has(P?.text ?? "")) && keywordTypo(F.text),
    message: ({ ctx, O, F }, kw) =>
      `${code(F.text)} looks like a misspelling of \`${kw}\` (line ${ctx.lineOf(O(F.start))})`,
    explain: "Java keywords are spelled exactly and are all lower-case.",
    fix: ({ ctx, F }, kw) => `Write \`${kw}\`:\n\n${fence(correctedLine(ctx, F.line, F.start, kw, F.text.length))}`,
    pos: ({ O, F }) => O(F.start),
    edits: ({ F }, kw) => [{ kind: "replace", at: F.start, len: F.text.length, text: kw }],
    retry: thenBlankLine,
  }),
  row({
    id: "SYN-STATEMENT-OUTSIDE-METHOD",
    when: statementInClassBody,
    message: ({ ctx, O, F }) =>
      `line ${ctx.lineOf(O(F.start))} is a statement directly inside the class: statements must be inside a method`,
    explain:
      "A class body may only declare fields, methods, constructors and nested types. Code that runs (calls, assignments, `if`, loops) belongs inside a method such as `main`.",
    fix: ({ ctx, F }) =>
      "Move the statement into a method, for example:\n\n" +
      fence(`public static void main(String[] args) {\n    ${lineText(ctx.ed.text, ctx.scan, F.line).trim()}\n}`),
    pos: ({ O, F }) => O(F.start),
    edits: ({ ctx, F }) => blankLineOps(ctx, F.line),
  }),
  row({
    // an expression is missing: `int y = ;`, `f("a" + )`
    id: "SYN-MISSING-EXPRESSION",
    when: ({ P, F }) =>
      P &&
      [")", ";", ",", "]", "}"].includes(F.text) &&
      (BINARY_OPS.has(P.text) || P.text === "=" || P.text === "(" || P.text === ",") &&
      !(P.text === "(" && F.text === ")") &&
      P,
    message: ({ ctx, O, F }, P) =>
      P.text === "="
        ? `a value is missing after \`=\` on line ${ctx.lineOf(O(P.start))}`
        : BINARY_OPS.has(P.text)
          ? `${code(P.text)} needs a value on its right-hand side (line ${ctx.lineOf(O(P.start))})`
          : `an expression is missing before ${code(F.text)} on line ${ctx.lineOf(O(F.start))}`,
    explain:
      "Something is missing here: Java expected a value (a number, a variable, a method call…) but found the end of the expression.",
    fix: "Complete the expression, or remove the operator that has nothing after it.",
    pos: ({ O, F }) => O(F.start),
    edits: ({ ctx, F }) => blankLineOps(ctx, F.line),
  }),
  row({
    // `x +* 2`
    id: "SYN-MISSING-EXPRESSION",
    when: ({ P, F }) =>
      P &&
      (BINARY_OPS.has(P.text) || P.text === "=") &&
      F.kind === "op" &&
      (BINARY_OPS.has(F.text) || F.text === "=") &&
      F.text !== "-" &&
      F.text !== "+" &&
      P,
    message: ({ ctx, O, F }, P) =>
      `two operators in a row: ${code(P.text)} followed by ${code(F.text)} on line ${ctx.lineOf(O(F.start))}`,
    explain: "Each operator needs a value on both sides.",
    fix: "Remove one of the operators or put the missing value between them.",
    pos: ({ O, F }) => O(F.start),
    edits: ({ ctx, F }) => blankLineOps(ctx, F.line),
  }),
  row({
    // `void g( {` or `if (a {`: an unclosed `(` before a `{` or `;`
    id: "SYN-MISSING-PAREN",
    when: ({ P, F, toks, fi }) => {
      if (!P || (F.text !== "{" && F.text !== ";")) return undefined;
      const openIdx = unmatchedOpenBefore(toks, fi - 1, "(", ")");
      return openIdx >= 0 && toks[openIdx].line === F.line && { P, before: toks[openIdx - 1] };
    },
    message: (c, { before }) =>
      `missing \`)\`${before && before.kind === "ident" ? ` to close ${code(before.text + "(")}` : ""} on line ${lineOfP(c)}`,
    explain: "Parentheses come in pairs: every `(` needs a matching `)`.",
    fix: ({ ctx }, { P }) => `Add \`)\` after ${code(P.text)}:\n\n${fence(correctedLine(ctx, P.line, P.end, ")"))}`,
    pos: ({ O }, { P }) => O(P.end),
    edits: (_, { P }) => [{ kind: "insert", at: P.end, text: ")" }],
    retry: thenUnexpectedLine,
  }),
  row({
    // a line that does not end a statement, followed by a new statement: probably a missing `;` (the generic
    // finding below is the fallback)
    id: "SYN-MISSING-SEMICOLON",
    continues: true,
    when: ({ P, F, fIsFirstOnLine, inBlock }) =>
      P &&
      fIsFirstOnLine &&
      P.line < F.line &&
      !CONTINUATION_ENDS.has(P.text) &&
      !BINARY_OPS.has(P.text) &&
      inBlock &&
      P,
    message: (c) => `missing \`;\` at the end of line ${lineOfP(c)}`,
    explain:
      "Every Java statement ends with a semicolon. Without it, Java reads on into the next line and cannot make sense of it.",
    fix: ({ ctx }, P) => `Add \`;\` after ${code(P.text)}:\n\n${fence(correctedLine(ctx, P.line, P.end, ";"))}`,
    pos: ({ O }, P) => O(P.end),
    edits: (_, P) => [{ kind: "insert", at: P.end, text: ";" }],
  }),
  row({
    // `String first name = …`: a name with a space in it
    id: "SYN-UNEXPECTED-TOKEN",
    when: ({ F, inBlock, toks, fi }) =>
      F.kind === "ident" &&
      /^[A-Z]/.test(F.text) &&
      inBlock &&
      toks[fi + 1]?.kind === "ident" &&
      toks[fi + 2]?.kind === "ident",
    message: ({ ctx, O, F, toks, fi }) =>
      `${code(toks[fi + 1].text + " " + toks[fi + 2].text)} on line ${ctx.lineOf(O(F.start))}: a name cannot contain spaces`,
    explain: UNEXPECTED,
    pos: ({ O, F }) => O(F.start),
    edits: ({ ctx, F }) => blankLineOps(ctx, F.line),
  }),
  row({
    // default: unexpected token; neutralise its line (then only the token)
    id: "SYN-UNEXPECTED-TOKEN",
    when: () => true,
    message: (c) => unexpected(c).finding.message,
    explain: UNEXPECTED,
    pos: ({ O, F }) => O(F.start),
    edits: ({ ctx, F }) => blankLineOps(ctx, F.line),
    retry: (c) =>
      c.F.text !== "}" && c.F.text !== "{" ? { finding: unexpected(c).finding, edits: c.blankF } : undefined,
  }),
];

/** The candidates of the matching rows: each row's finding and edits, then its retry. */
function candidates<C>(rows: ReadonlyArray<SyntaxRow<C, unknown>>, c: C): Candidate[] {
  const out: Candidate[] = [];
  for (const { row: r, match } of matchRows(rows, c, "first")) {
    const [message, explanation, fix] = [say(r.message, c, match)!, say(r.explain, c, match), say(r.fix, c, match)];
    const pos = r.pos(c, match);
    const finding: RawFinding =
      fix === undefined ? { rule: r.id, message, explanation, pos } : { rule: r.id, message, explanation, fix, pos };
    out.push({ finding, edits: r.edits(c, match) });
    const again = r.retry?.(c, match, finding);
    if (again) out.push(again);
  }
  return out;
}

export function diagnose(err: ParseFailure, errW: number, ctx: DiagContext): Candidate[] {
  const { ed, scan } = ctx;
  const toks = scan.tokens;
  const fi = tokenIndexAt(toks, errW);
  const F: ScanToken | undefined = err.line === null ? undefined : toks[fi];
  const stack = err.ruleStack;
  const inBlock = stack.includes("block") || stack.includes("blockStatements");
  const c: FailureCase = {
    err,
    errW,
    ctx,
    toks,
    fi,
    F,
    P: toks[(F ? fi : toks.length) - 1],
    O: (w) => ed.toOrig(w),
    stack,
    inBlock,
    inClassBody: !inBlock && (stack.includes("classBody") || stack.includes("classBodyDeclaration")),
    blankF: F ? [{ kind: "blank", at: F.start, len: F.end - F.start }] : [],
  };
  if (err.kind === "lex") return candidates(LEX_ROWS, c);
  if (!F) return []; // end of file: handled by the caller (needs brace counts of the learner's code)
  const lineToks = lineTokens(scan, F.line);
  const firstOnLine = lineToks[0];
  const tc: TokenCase = {
    ...c,
    F,
    lineToks,
    firstOnLine,
    fIsFirstOnLine: firstOnLine === F,
    lineStartIdx: tokenIndexAt(toks, firstOnLine.start),
  };
  return candidates(TOKEN_ROWS, tc);
}

export function applyEdits(ed: Editable, edits: EditOp[]): void {
  // apply from the end so earlier offsets stay valid
  const sorted = edits.slice().sort((a, b) => b.at - a.at);
  for (const e of sorted) {
    if (e.kind === "insert") ed.insert(e.at, e.text);
    else if (e.kind === "replace") ed.replace(e.at, e.len, e.text);
    else ed.blank(e.at, e.len);
  }
}
