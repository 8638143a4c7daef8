// Turns one java-parser failure into a plain-language finding plus candidate edits that neutralise
// it, so parsing can continue and find the next independent error. Candidates are tried in order;
// the recovery loop falls back to the next one when an edit does not move the error forward.
import type { ParseFailure } from "../parser";
import type { ScanToken } from "../scan";
import { code, fence } from "../markdown";
import type { Editable } from "./edit";
import {
  type EditOp,
  type Candidate,
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

export function diagnose(err: ParseFailure, errW: number, ctx: DiagContext): Candidate[] {
  const { ed, scan } = ctx;
  const toks = scan.tokens;
  const fi = tokenIndexAt(toks, errW);
  const F: ScanToken | undefined = err.line === null ? undefined : toks[fi];
  const P: ScanToken | undefined = toks[(F ? fi : toks.length) - 1];
  const O = (w: number) => ed.toOrig(w);
  const Fline = F ? F.line : P ? P.line : 1;
  const stack = err.ruleStack;
  const inBlock = stack.includes("block") || stack.includes("blockStatements");
  const inClassBody = !inBlock && (stack.includes("classBody") || stack.includes("classBodyDeclaration"));
  const cands: Candidate[] = [];
  const blankF: EditOp[] = F ? [{ kind: "blank", at: F.start, len: F.end - F.start }] : [];

  const unexpected = (): Candidate => ({
    finding: {
      rule: "SYN-UNEXPECTED-TOKEN",
      message: F ? `unexpected ${describeToken(F)} on line ${ctx.lineOf(O(F.start))}` : "unexpected end of file",
      explanation:
        "Java could not make sense of the code at this point. Often the real mistake is just before it: a missing `;`, `)` or `}`, or a misspelled word.",
      pos: O(F ? F.start : errW),
    },
    edits: blankLineOps(ctx, Fline),
  });

  // --- lexer errors java-parser found that the pre-pass did not neutralise
  if (err.kind === "lex") {
    if (err.unbalancedClose && F && F.text === "}") {
      cands.push({
        finding: {
          rule: "SYN-EXTRA-BRACE",
          message: `unexpected \`}\` on line ${ctx.lineOf(O(F.start))}: there is no \`{\` for it to close`,
          explanation:
            "Every `}` closes the nearest open `{`. This one has nothing left to close, so one of the braces before it is one too many.",
          fix: "Remove this `}` (or the extra one before it). Re-indenting the code usually shows where the blocks really end.",
          pos: O(F.start),
        },
        edits: blankF,
      });
      return cands;
    }
    const at = F ?? toks[fi];
    cands.push({
      finding: {
        rule: "SYN-ILLEGAL-CHARACTER",
        message: `illegal character ${code(err.found ?? "?")} on line ${ctx.lineOf(O(errW))}`,
        explanation: "This character is not allowed in Java code outside strings and comments.",
        fix: "Delete it, or put it inside a string if it is meant to be text.",
        pos: O(errW),
      },
      edits: [{ kind: "blank", at: errW, len: Math.max(1, (at && at.start === errW ? at.end : errW + 1) - errW) }],
    });
    return cands;
  }

  // --- end of file
  if (!F) {
    return []; // handled by the caller (needs brace counts of the learner's code)
  }

  const lineToks = lineTokens(scan, F.line);
  const firstOnLine = lineToks[0];
  const fIsFirstOnLine = firstOnLine === F;
  const lineStartIdx = tokenIndexAt(toks, firstOnLine.start);

  // `else` / `catch` / `finally` without their statement
  if (F.text === "else") {
    cands.push({
      finding: {
        rule: "SYN-ELSE-WITHOUT-IF",
        message: `\`else\` without a matching \`if\` on line ${ctx.lineOf(O(F.start))}`,
        explanation:
          "An `else` must come right after the closing `}` (or statement) of an `if`. A `;` after the `if (…)` condition or an extra `}` often ends the `if` too early.",
        fix:
          "Check the line before: remove a stray `;` after `if (…)` and make sure the braces pair up:\n\n" +
          fence("if (condition) {\n    // …\n} else {\n    // …\n}"),
        pos: O(F.start),
      },
      edits: blankF,
    });
    return cands;
  }
  if ((F.text === "catch" || F.text === "finally") && inBlock) {
    cands.push({
      finding: {
        rule: "SYN-UNEXPECTED-TOKEN",
        message: `\`${F.text}\` without a \`try\` on line ${ctx.lineOf(O(F.start))}`,
        explanation: `A \`${F.text}\` block must follow the \`}\` of a \`try { … }\` block directly.`,
        fix: fence("try {\n    // code that may throw\n} catch (IOException e) {\n    // handle it\n}"),
        pos: O(F.start),
      },
      edits: blankLineOps(ctx, F.line),
    });
    return cands;
  }

  // `for (a, b, c)` instead of `for (a; b; c)`
  const forIdx = (() => {
    for (let k = fi; k >= Math.max(0, fi - 60); k--) {
      if (toks[k].text === "for" && toks[k + 1]?.text === "(") return k;
      if (toks[k].text === ";" || toks[k].text === "{" || toks[k].text === "}") return -1;
    }
    return -1;
  })();
  if (forIdx >= 0 && (stack.includes("forStatement") || stack.includes("basicForStatement") || F.text === "for")) {
    let d = 0;
    const commas: ScanToken[] = [];
    let semis = 0;
    let k = forIdx + 1;
    for (; k < toks.length; k++) {
      const s = toks[k].text;
      if (s === "(") d++;
      else if (s === ")" && --d === 0) break;
      else if (d === 1 && s === ",") commas.push(toks[k]);
      else if (d === 1 && s === ";") semis++;
    }
    if (semis === 0 && commas.length >= 2) {
      const use = commas.slice(-2);
      cands.push({
        finding: {
          rule: "SYN-FOR-HEADER",
          message: `the parts of the \`for\` loop on line ${ctx.lineOf(O(toks[forIdx].start))} must be separated by \`;\`, not \`,\``,
          explanation: "A classic `for` loop has three parts: start, condition and update, separated by semicolons.",
          fix: fence("for (int i = 0; i < 10; i++) {\n    // …\n}"),
          pos: O(toks[forIdx].start),
        },
        edits: use.map((c) => ({ kind: "replace", at: c.start, len: 1, text: ";" }) as EditOp),
      });
      cands.push({ finding: cands[0].finding, edits: blankLineOps(ctx, toks[forIdx].line) });
      return cands;
    }
  }

  // a method declaration inside a method body: the previous method is missing its `}`
  if (inBlock && looksLikeMethodDecl(toks, lineStartIdx) && (F === firstOnLine || lineToks.indexOf(F) <= 4)) {
    const before = toks[lineStartIdx - 1];
    const at = before ? before.end : firstOnLine.start;
    cands.push({
      finding: {
        rule: "SYN-MISSING-BRACE",
        message: `missing \`}\` before line ${ctx.lineOf(O(firstOnLine.start))}: the method above is not closed, so this method ends up inside it`,
        explanation:
          "Java does not allow a method inside another method. When a method's closing `}` is missing, the next method declaration appears to be inside it.",
        fix: "Close the previous method with `}` before this line (check that every `{` has its `}`).",
        pos: O(firstOnLine.start),
      },
      edits: [{ kind: "insert", at, text: "}" }],
    });
    cands.push({ finding: unexpected().finding, edits: blankLineOps(ctx, F.line) });
    return cands;
  }

  // "X expected"
  if (err.expected && P) {
    const X = err.expected;
    const Pline = P.line;
    const atP = P.end;
    const prevLineMsg = Pline < F.line;
    if (X === ";") {
      const snippet = correctedLine(ctx, Pline, atP, ";");
      cands.push({
        finding: {
          rule: "SYN-MISSING-SEMICOLON",
          message: prevLineMsg
            ? `missing \`;\` at the end of line ${ctx.lineOf(O(P.start))}`
            : `missing \`;\` after ${code(P.text)} on line ${ctx.lineOf(O(P.start))}`,
          explanation:
            "Every Java statement ends with a semicolon. Without it, Java reads on into the next part of the code and cannot make sense of it.",
          fix: `Add \`;\` after ${code(P.text)}:\n\n${fence(snippet)}`,
          pos: O(atP),
        },
        edits: [{ kind: "insert", at: atP, text: ";" }],
      });
      cands.push({ finding: unexpected().finding, edits: blankLineOps(ctx, F.line) });
      return cands;
    }
    if (X === ")" || X === "(" || X === "]" || X === "[") {
      const rule = X === "]" || X === "[" ? "SYN-MISSING-BRACKET" : "SYN-MISSING-PAREN";
      let what = `missing ${code(X)}`;
      if (X === ")") {
        const openIdx = unmatchedOpenBefore(toks, fi - 1, "(", ")");
        const before = openIdx > 0 ? toks[openIdx - 1] : undefined;
        if (before && ["if", "while", "for", "switch", "catch", "synchronized"].includes(before.text))
          what = `missing \`)\` after the condition of \`${before.text}\``;
        else if (before && before.kind === "ident")
          what = `missing \`)\` to close the call to ${code(before.text + "(")}`;
      } else if (X === "(") what = `missing \`(\` after ${code(P.text)}`;
      const snippet = correctedLine(ctx, Pline, atP, X);
      cands.push({
        finding: {
          rule,
          message: `${what} on line ${ctx.lineOf(O(P.start))}`,
          explanation:
            X === ")" || X === "("
              ? "Parentheses come in pairs: every `(` needs a matching `)`. Java reached a point where the `)` should be, but found something else."
              : "Square brackets come in pairs: every `[` needs a matching `]`.",
          fix: `Add ${code(X)} after ${code(P.text)}:\n\n${fence(snippet)}`,
          pos: O(atP),
        },
        edits: [{ kind: "insert", at: atP, text: X }],
      });
      cands.push({ finding: unexpected().finding, edits: blankLineOps(ctx, F.line) });
      return cands;
    }
    if (X === "}" && stack.includes("arrayInitializer")) {
      cands.push({
        finding: {
          rule: "SYN-EXPECTED-TOKEN",
          message: `missing \`}\` to close the array initializer on line ${ctx.lineOf(O(P.start))}`,
          explanation: "An array initializer lists its values between `{` and `}`.",
          fix: fence(correctedLine(ctx, Pline, atP, "}")),
          pos: O(atP),
        },
        edits: [{ kind: "insert", at: atP, text: "}" }],
      });
      cands.push({ finding: unexpected().finding, edits: blankLineOps(ctx, F.line) });
      return cands;
    }
    if (X === "{" && (F.text === "}" || F.text === ";") && stack.includes("methodBody")) {
      // `void f() }` or `void f();` in a class: body missing
    } else if (X !== "}" && X !== "Identifier" && X.length <= 3 && !/^[A-Z]/.test(X)) {
      cands.push({
        finding: {
          rule: "SYN-EXPECTED-TOKEN",
          message: `${code(X)} expected after ${code(P.text)} on line ${ctx.lineOf(O(P.start))}`,
          explanation: `Java expected ${code(X)} here but found ${describeToken(F)}.`,
          fix: fence(correctedLine(ctx, Pline, atP, X)),
          pos: O(atP),
        },
        edits: [{ kind: "insert", at: atP, text: X }],
      });
      cands.push({ finding: unexpected().finding, edits: blankLineOps(ctx, F.line) });
      return cands;
    }
  }

  // name starting with a digit: `int 2x = 5;`
  const badNumber = lineToks.find(
    (t) =>
      t.kind === "number" &&
      /^\d+[A-Za-z_$][\w$]*$/.test(t.text) &&
      !/^\d+[lLfFdD]$/.test(t.text) &&
      !/^0[xXbB]/.test(t.text) &&
      !/^\d+[eE]\d+$/.test(t.text),
  );
  if (badNumber) {
    cands.push({
      finding: {
        rule: "SYN-INVALID-NAME",
        message: `${code(badNumber.text)} is not a valid name: names cannot start with a digit`,
        explanation:
          "Variable, method and class names must start with a letter, `_` or `$`; digits are allowed only after the first character.",
        fix: `Rename it, e.g. ${code(badNumber.text.replace(/^\d+/, "") + badNumber.text.match(/^\d+/)![0])}.`,
        pos: O(badNumber.start),
      },
      edits: [
        {
          kind: "replace",
          at: badNumber.start,
          len: badNumber.text.length,
          text: "_" + badNumber.text.slice(1).replace(/^\d*/, (d) => "_".repeat(d.length)),
        },
      ],
    });
    cands.push({ finding: cands[0].finding, edits: blankLineOps(ctx, F.line) });
    return cands;
  }

  // misspelled keyword at the start of a declaration: `pubic void f()`
  if (F.kind === "ident" && (fIsFirstOnLine || MEMBER_MODIFIERS.has(P?.text ?? ""))) {
    const kw = keywordTypo(F.text);
    if (kw) {
      cands.push({
        finding: {
          rule: "SYN-MISSPELLED-KEYWORD",
          message: `${code(F.text)} looks like a misspelling of \`${kw}\` (line ${ctx.lineOf(O(F.start))})`,
          explanation: "Java keywords are spelled exactly and are all lower-case.",
          fix: `Write \`${kw}\`:\n\n${fence(correctedLine(ctx, F.line, F.start, kw, F.text.length))}`,
          pos: O(F.start),
        },
        edits: [{ kind: "replace", at: F.start, len: F.text.length, text: kw }],
      });
      cands.push({ finding: cands[0].finding, edits: blankLineOps(ctx, F.line) });
      return cands;
    }
  }

  // a statement directly in a class body
  if (inClassBody && fIsFirstOnLine) {
    const next = toks[fi + 1];
    const statementLike =
      STATEMENT_KEYWORDS.has(F.text) ||
      (F.kind === "ident" &&
        next &&
        (next.text === "." ||
          next.text === "(" ||
          next.text === "++" ||
          next.text === "--" ||
          next.text === "=" ||
          next.text === "+="));
    if (statementLike) {
      cands.push({
        finding: {
          rule: "SYN-STATEMENT-OUTSIDE-METHOD",
          message: `line ${ctx.lineOf(O(F.start))} is a statement directly inside the class: statements must be inside a method`,
          explanation:
            "A class body may only declare fields, methods, constructors and nested types. Code that runs (calls, assignments, `if`, loops) belongs inside a method such as `main`.",
          fix:
            "Move the statement into a method, for example:\n\n" +
            fence(`public static void main(String[] args) {\n    ${lineText(ed.text, scan, F.line).trim()}\n}`),
          pos: O(F.start),
        },
        edits: blankLineOps(ctx, F.line),
      });
      return cands;
    }
  }

  // an expression is missing: `int y = ;`, `f("a" + )`, `x +* 2`
  if (
    P &&
    [")", ";", ",", "]", "}"].includes(F.text) &&
    (BINARY_OPS.has(P.text) || P.text === "=" || P.text === "(" || P.text === ",") &&
    !(P.text === "(" && F.text === ")")
  ) {
    const msg =
      P.text === "="
        ? `a value is missing after \`=\` on line ${ctx.lineOf(O(P.start))}`
        : BINARY_OPS.has(P.text)
          ? `${code(P.text)} needs a value on its right-hand side (line ${ctx.lineOf(O(P.start))})`
          : `an expression is missing before ${code(F.text)} on line ${ctx.lineOf(O(F.start))}`;
    cands.push({
      finding: {
        rule: "SYN-MISSING-EXPRESSION",
        message: msg,
        explanation:
          "Something is missing here: Java expected a value (a number, a variable, a method call…) but found the end of the expression.",
        fix: "Complete the expression, or remove the operator that has nothing after it.",
        pos: O(F.start),
      },
      edits: blankLineOps(ctx, F.line),
    });
    return cands;
  }
  if (
    P &&
    (BINARY_OPS.has(P.text) || P.text === "=") &&
    F.kind === "op" &&
    (BINARY_OPS.has(F.text) || F.text === "=") &&
    F.text !== "-" &&
    F.text !== "+"
  ) {
    cands.push({
      finding: {
        rule: "SYN-MISSING-EXPRESSION",
        message: `two operators in a row: ${code(P.text)} followed by ${code(F.text)} on line ${ctx.lineOf(O(F.start))}`,
        explanation: "Each operator needs a value on both sides.",
        fix: "Remove one of the operators or put the missing value between them.",
        pos: O(F.start),
      },
      edits: blankLineOps(ctx, F.line),
    });
    return cands;
  }

  // `void g( {` or `if (a {`: an unclosed `(` before a `{` or `;`
  if (P && (F.text === "{" || F.text === ";")) {
    const openIdx = unmatchedOpenBefore(toks, fi - 1, "(", ")");
    if (openIdx >= 0 && toks[openIdx].line === F.line) {
      const before = toks[openIdx - 1];
      cands.push({
        finding: {
          rule: "SYN-MISSING-PAREN",
          message: `missing \`)\`${before && before.kind === "ident" ? ` to close ${code(before.text + "(")}` : ""} on line ${ctx.lineOf(O(P.start))}`,
          explanation: "Parentheses come in pairs: every `(` needs a matching `)`.",
          fix: `Add \`)\` after ${code(P.text)}:\n\n${fence(correctedLine(ctx, P.line, P.end, ")"))}`,
          pos: O(P.end),
        },
        edits: [{ kind: "insert", at: P.end, text: ")" }],
      });
      cands.push({ finding: unexpected().finding, edits: blankLineOps(ctx, F.line) });
      return cands;
    }
  }

  // a line that does not end a statement, followed by a new statement: probably a missing `;`
  if (P && fIsFirstOnLine && P.line < F.line && !CONTINUATION_ENDS.has(P.text) && !BINARY_OPS.has(P.text) && inBlock) {
    cands.push({
      finding: {
        rule: "SYN-MISSING-SEMICOLON",
        message: `missing \`;\` at the end of line ${ctx.lineOf(O(P.start))}`,
        explanation:
          "Every Java statement ends with a semicolon. Without it, Java reads on into the next line and cannot make sense of it.",
        fix: `Add \`;\` after ${code(P.text)}:\n\n${fence(correctedLine(ctx, P.line, P.end, ";"))}`,
        pos: O(P.end),
      },
      edits: [{ kind: "insert", at: P.end, text: ";" }],
    });
  }

  // default: unexpected token; neutralise its line
  if (
    F.kind === "ident" &&
    /^[A-Z]/.test(F.text) &&
    inBlock &&
    toks[fi + 1]?.kind === "ident" &&
    toks[fi + 2]?.kind === "ident"
  ) {
    // `String first name = …`: a name with a space in it
    const u = unexpected();
    u.finding.message = `${code(toks[fi + 1].text + " " + toks[fi + 2].text)} on line ${ctx.lineOf(O(F.start))}: a name cannot contain spaces`;
    cands.push(u);
    return cands;
  }
  cands.push(unexpected());
  if (F && F.text !== "}" && F.text !== "{") cands.push({ finding: unexpected().finding, edits: blankF });
  return cands;
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
