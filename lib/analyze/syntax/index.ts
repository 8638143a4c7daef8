// Syntax phase: wrap snippets, parse, and when parsing fails, report every independent error by
// neutralising each one (insert the missing token, blank the offending line…) and parsing again.
import type { Finding, ParsedUnit } from "../types";
import { computeLineStarts, lineOfOffset, looksBinary, scanJava, type ScanResult, type ScanToken } from "../scan";
import { checkParserHazards, Deadline, MAX_RECOVERY_ROUNDS } from "../limits";
import { fastFailures, parseJava, type ParseOutcome } from "../parser";
import { code, fence, truncate } from "../markdown";
import { lessonFor } from "../lessons";
import { getModel } from "../model";
import { isNode, kid, kids, tok } from "../cst";
import { Editable } from "./edit";
import { analyzeBraces, guessExtraClose, guessUnclosedOpen } from "./braces";
import { applyEdits, diagnose, offsetOf, type Candidate, type EditOp, type RawFinding } from "./diagnose";
import { notAStatementFindings } from "./statements";
import { chooseMode, wrap, type WrapMode, type Wrapped } from "./wrap";
import { analyzeConfig } from "../design/config";
import { compileChecks } from "./compile-checks";

export type { WrapMode } from "./wrap";

export interface SyntaxOutcome {
  /** Set when the learner's code parses as it is (possibly inside a wrapper). */
  unit?: ParsedUnit;
  findings: Finding[];
  wrapped: WrapMode;
  parseMs: number;
  /** False when recovery stopped early (round cap or time budget): more errors may follow. */
  complete: boolean;
}

const ALL_MODES: WrapMode[] = ["none", "class-body", "method-body"];

function makeUnit(w: Wrapped, cst: ParsedUnit["cst"]): ParsedUnit {
  return { text: w.text, cst, userLine: w.userLine };
}

interface PendingExtra {
  extra: ScanToken; // in user coordinates
  culprit: ScanToken;
  opener?: ScanToken;
  extraPos: number; // text offset
  culpritPos: number;
}

export function analyzeSyntax(code: string, deadline: Deadline): SyntaxOutcome {
  let parseMs = 0;
  if (!code.trim()) return { findings: [], wrapped: "none", parseMs, complete: true };
  if (looksBinary(code)) {
    return {
      findings: [
        finalize({
          rule: "SYN-NOT-JAVA",
          message: "this does not look like Java source code: it contains binary or control characters",
          explanation:
            "The text contains bytes that never appear in source code (for example NUL characters). It may be a compiled `.class` file or a file in another format.",
          fix: "Paste the contents of the `.java` file instead.",
        }),
      ],
      wrapped: "none",
      parseMs,
      complete: true,
    };
  }
  // Spring configuration (application.properties / .yml) pasted instead of Java: read it as such.
  const config = analyzeConfig(code);
  if (config) return { findings: config, wrapped: "none", parseMs, complete: true };
  const userScan = scanJava(code);
  checkParserHazards(userScan);
  const mode = chooseMode(userScan);
  let w = wrap(code, mode, userScan);

  const pre = prepass(code, userScan, w);
  if (!pre.findings.length && !pre.pendingExtra) {
    const first = parseJava(w.text);
    parseMs += first.ms;
    deadline.check("parsing");
    if (first.ok) return parsedOk(w, first, parseMs);
    if (code.length <= 60_000) {
      for (const m of ALL_MODES) {
        if (m === mode) continue;
        const w2 = wrap(code, m, userScan);
        const r = parseJava(w2.text);
        parseMs += r.ms;
        if (r.ok) return parsedOk(w2, r, parseMs);
      }
      deadline.check("parsing");
    }
  }
  if (pre.stop) {
    return { findings: pre.findings.map((f) => toFinding(f, w)), wrapped: w.mode, parseMs, complete: false };
  }

  // ---- recovery loop
  w = wrap(code, mode, userScan);
  const textLineStarts = computeLineStarts(w.text);
  const ed = new Editable(w.text);
  applyEdits(ed, pre.edits);
  const raw: RawFinding[] = [...pre.findings];
  let pendingExtra = pre.pendingExtra;
  let pending: { errPos: number; snap: ReturnType<Editable["snapshot"]>; rest: Candidate[]; index: number } | null =
    null;
  let complete = true;
  let rounds = 0;
  let lastMs = 0;
  const maxRounds = fastFailures() ? MAX_RECOVERY_ROUNDS : 6;
  let recovered: ParseOutcome | undefined;
  const lineOf = (origOffset: number): number => userLineOf(w, textLineStarts, origOffset);

  for (;;) {
    if (rounds >= maxRounds) {
      complete = false;
      break;
    }
    if (rounds > 0 && deadline.elapsed() + lastMs * 1.5 > deadline.budgetMs * 0.7) {
      complete = false;
      break;
    }
    const r = parseJava(ed.text);
    rounds++;
    parseMs += r.ms;
    lastMs = r.ms;
    if (r.ok) {
      recovered = r;
      break;
    }
    const scan = scanJava(ed.text);
    const err = r.error;
    const errW =
      err.line === null || err.column === null
        ? ed.text.length
        : Math.min(offsetOf(scan, err.line, err.column), ed.text.length);
    const errPos = ed.toOrig(errW);

    if (pending && errPos <= pending.errPos) {
      // The last fix did not move the error forward: undo it and try the next candidate.
      ed.restore(pending.snap);
      const next = pending.rest.shift();
      if (!next) {
        complete = false;
        break;
      }
      if (pending.index >= 0) raw[pending.index] = next.finding;
      applyEdits(ed, next.edits);
      continue;
    }

    let cands: Candidate[];
    if (
      pendingExtra &&
      errPos > pendingExtra.culpritPos &&
      errPos <= pendingExtra.extraPos &&
      pendingExtra.culpritPos !== pendingExtra.extraPos
    ) {
      cands = [extraBraceCandidate(pendingExtra, errPos, ed, lineOf, code, userScan)];
      pendingExtra = undefined;
    } else if (err.line === null) {
      cands = eofCandidates(ed, scan, code, userScan, w);
    } else if (err.redundant) {
      cands = redundantCandidates(ed, scan, errW, lineOf);
    } else {
      cands = diagnose(err, errW, { ed, scan, lineOf });
    }
    if (!cands.length) {
      complete = false;
      break;
    }
    const [firstCand, ...rest] = cands;
    const prev = raw[raw.length - 1];
    if (prev && isKnockOn(prev, firstCand.finding, code, w, textLineStarts)) {
      // The same confusion continuing on the next lines: extend the previous finding instead of
      // reporting one "unexpected …" per line.
      prev.endPos = firstCand.finding.pos;
      pending = { errPos, snap: ed.snapshot(), rest, index: -1 };
    } else {
      pending = { errPos, snap: ed.snapshot(), rest, index: raw.length };
      raw.push(firstCand.finding);
    }
    applyEdits(ed, firstCand.edits);
  }

  if (pendingExtra && recovered) {
    const { extra, culprit } = pendingExtra;
    const after =
      culprit !== extra ? userScan.tokens.find((t) => t.start > culprit.start && t.start < extra.start) : undefined;
    if (after) {
      // The early `}` closed a class; what follows parsed only as top-level code (which Java 17 rejects).
      raw.push(extraBraceCandidate(pendingExtra, w.textOffset(after.start), ed, lineOf, code, userScan).finding);
    } else {
      raw.push({
        rule: "SYN-EXTRA-BRACE",
        message: `unexpected \`}\` on line ${extra.line}: there is no \`{\` left for it to close`,
        explanation: "There is one closing brace more than opening braces.",
        fix: "Remove the extra `}`. Re-indenting the code usually shows where each block really ends.",
        pos: pendingExtra.extraPos,
      });
    }
  }
  if (recovered && recovered.ok) {
    const unit = makeUnit(w, recovered.cst);
    const model = getModel({ ...unit, text: ed.text });
    for (const f of [
      ...notAStatementFindings(
        ed.text,
        model.expressionStatements.map((x) => x.node),
      ),
      ...outsideClassFindings(recovered.cst),
    ]) {
      raw.push({ ...f, pos: ed.toOrig(f.pos) });
    }
  }
  const findings = dedupeByLine(raw.map((f) => toFinding(f, w, textLineStarts)));
  return { findings, wrapped: w.mode, parseMs, complete };
}

const GENERIC = new Set(["SYN-UNEXPECTED-TOKEN", "SYN-STATEMENT-OUTSIDE-METHOD"]);

/** A generic error right after a generic error, with only blank or comment lines between them. */
function isKnockOn(prev: RawFinding, next: RawFinding, src: string, w: Wrapped, ls: number[]): boolean {
  if (!GENERIC.has(prev.rule) || !GENERIC.has(next.rule)) return false;
  const a = userLineOf(w, ls, prev.endPos ?? prev.pos);
  const b = userLineOf(w, ls, next.pos);
  if (b <= a || b - a > 6) return false;
  const lines = src.split("\n", b);
  for (let l = a + 1; l < b; l++) {
    const t = (lines[l - 1] ?? "").trim();
    if (t && !t.startsWith("//") && !t.startsWith("*") && !t.startsWith("/*")) return false;
  }
  return true;
}

function parsedOk(w: Wrapped, r: ParseOutcome & { ok: true }, parseMs: number): SyntaxOutcome {
  const unit = makeUnit(w, r.cst);
  const model = getModel(unit);
  const raw = [
    ...notAStatementFindings(
      w.text,
      model.expressionStatements.map((x) => x.node),
    ),
    ...outsideClassFindings(r.cst),
    ...compileChecks(unit, w.text),
  ];
  const textLineStarts = raw.length ? computeLineStarts(w.text) : [];
  return { unit, findings: raw.map((f) => toFinding(f, w, textLineStarts)), wrapped: w.mode, parseMs, complete: true };
}

/** java-parser accepts methods and fields outside any class (a Java 21+ preview); Java 17 does not. */
function outsideClassFindings(cst: ParsedUnit["cst"]): RawFinding[] {
  const out: RawFinding[] = [];
  const ocu = kid(cst, "ordinaryCompilationUnit");
  for (const td of kids(ocu, "typeDeclaration")) {
    if (!isNode(td)) continue;
    const m = kid(td, "methodDeclaration");
    const f = kid(td, "fieldDeclaration");
    if (!m && !f) continue;
    const name = m ? tok(kid(kid(m, "methodHeader"), "methodDeclarator"), "Identifier")?.image : undefined;
    out.push({
      rule: "SYN-OUTSIDE-CLASS",
      message: m
        ? `method ${code((name ?? "?") + "()")} is outside of any class`
        : "this field is outside of any class",
      explanation:
        "In Java every method and field must be declared inside a class (between its `{` and `}`). A `}` that closes the class too early has the same effect.",
      fix: "Move it inside the class, before the class's closing `}`.",
      pos: td.location.startOffset,
    });
  }
  return out;
}

function userLineOf(w: Wrapped, textLineStarts: number[], origOffset: number): number {
  const tl = lineOfOffset(textLineStarts, Math.max(0, origOffset));
  const u = w.userLine(tl);
  if (u !== null) return u;
  if (w.headerLine && tl <= w.headerLine) return Math.min(w.userLines, w.headerLine);
  return w.userLines;
}

function toFinding(f: RawFinding, w: Wrapped, textLineStarts?: number[]): Finding {
  const ls = textLineStarts ?? computeLineStarts(w.text);
  const tl = lineOfOffset(ls, Math.max(0, f.pos));
  const line = userLineOf(w, ls, f.pos);
  const column = w.userLine(tl) !== null ? Math.max(1, f.pos - ls[tl - 1] + 1) : undefined;
  const out = finalize(f);
  out.line = line;
  if (column !== undefined) out.column = column;
  if (f.endPos !== undefined) {
    const end = userLineOf(w, ls, f.endPos);
    if (end > line) {
      out.endLine = end;
      out.message += ` (and the lines up to ${end})`;
    }
  }
  return out;
}

function finalize(f: Omit<RawFinding, "pos"> & { pos?: number }): Finding {
  const out: Finding = { rule: f.rule, category: "syntax", severity: "error", message: f.message };
  if (f.explanation) out.explanation = f.explanation;
  if (f.fix) out.fix = f.fix;
  const lesson = lessonFor(f.rule);
  if (lesson) out.lesson = lesson;
  return out;
}

/** One syntax error per line: later ones on the same line are almost always knock-on effects. */
function dedupeByLine(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const f of findings) {
    const key = String(f.line);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
  }
  out.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Pre-pass: lexical mistakes (java-parser stops at the first one) and braces with nothing to close.

interface Prepass {
  findings: RawFinding[];
  edits: EditOp[];
  stop: boolean;
  pendingExtra?: PendingExtra;
}

const INVISIBLE: Record<string, string> = {
  "\u00a0": "a non-breaking space (U+00A0)",
  "\u200b": "an invisible zero-width space (U+200B)",
  "\ufeff": "an invisible byte-order mark (U+FEFF)",
  "\u2009": "a thin space (U+2009)",
  "\u202f": "a narrow non-breaking space (U+202F)",
};

function prepass(src: string, scan: ScanResult, w: Wrapped): Prepass {
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
function tryWithoutHandler(scan: ScanResult, out: Prepass, T: (userOffset: number) => number): void {
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

function lineWithInsert(src: string, scan: ScanResult, line: number, at: number, ins: string): string {
  const s = scan.lineStarts[line - 1] ?? 0;
  const e = scan.lineStarts[line] ?? src.length;
  const t = src.slice(s, e).replace(/\n$/, "");
  return (t.slice(0, at - s) + ins + t.slice(at - s)).trim();
}

function lineWithReplace(src: string, scan: ScanResult, line: number, at: number, len: number, ins: string): string {
  const s = scan.lineStarts[line - 1] ?? 0;
  const e = scan.lineStarts[line] ?? src.length;
  const t = src.slice(s, e).replace(/\n$/, "");
  return (t.slice(0, at - s) + ins + t.slice(at - s + len)).trim();
}

function lineTextOf(src: string, scan: ScanResult, line: number): string {
  const s = scan.lineStarts[line - 1] ?? 0;
  const e = scan.lineStarts[line] ?? src.length;
  return src.slice(s, e).replace(/\n$/, "").trim();
}

/** An error that shows up after the `}` that (by indentation) is one too many. */
function extraBraceCandidate(
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
function eofCandidates(ed: Editable, scan: ScanResult, src: string, userScan: ScanResult, w: Wrapped): Candidate[] {
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
function redundantCandidates(ed: Editable, scan: ScanResult, errW: number, lineOf: (o: number) => number): Candidate[] {
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

function scanLine(text: string, scan: ScanResult, line: number): string {
  const s = scan.lineStarts[line - 1] ?? 0;
  const e = scan.lineStarts[line] ?? text.length;
  return text.slice(s, e).replace(/\n$/, "").trim();
}

function blankLineByTokens(scan: ScanResult, line: number): EditOp[] {
  const ops: EditOp[] = [];
  for (const t of scan.tokens) {
    if (t.line !== line) continue;
    if (t.kind === "op" && (t.text === "{" || t.text === "}")) continue;
    ops.push({ kind: "blank", at: t.start, len: t.end - t.start });
  }
  return ops;
}
