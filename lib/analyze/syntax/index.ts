// Syntax phase: wrap snippets, parse, and when parsing fails, report every independent error by
// neutralising each one (insert the missing token, blank the offending line…) and parsing again.
import type { Finding, ParsedUnit } from "../types";
import { computeLineStarts, lineOfOffset, looksBinary, scanJava, type ScanResult } from "../scan";
import { checkParserHazards, clearOfParserHazards, Deadline, MAX_RECOVERY_ROUNDS } from "../limits";
import { fastFailures, parseJava, type ParseOutcome } from "../parser";
import { code } from "../markdown";
import { lessonFor } from "../lessons";
import { getModel } from "../model";
import { isNode, kid, kids, tok } from "../cst";
import { Editable } from "./edit";
import { applyEdits, diagnose, offsetOf, type Candidate, type RawFinding } from "./diagnose";
import { notAStatementFindings } from "./statements";
import { chooseMode, unwrapped, wrap, type WrapMode, type Wrapped } from "./wrap";
import { analyzeConfig } from "../design/config";
import { compileChecks } from "./compile-checks";
import { prepass, extraBraceCandidate, eofCandidates, redundantCandidates, type Prepass } from "./prepass";

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

const NOT_JAVA = {
  rule: "SYN-NOT-JAVA",
  message: "this does not look like Java source code: it contains binary or control characters",
  explanation:
    "The text contains bytes that never appear in source code (for example NUL characters). It may be a compiled `.class` file or a file in another format.",
  fix: "Paste the contents of the `.java` file instead.",
};

/**
 * Scan, hazard check, wrapping and pre-pass. The scan (an object per token) is needed again only when the code does
 * not parse; keeping it out of analyzeSyntax's frame lets the garbage collector drop it before the parse instead of
 * copying it through the parse's collections (7 MB at 10,000 lines).
 */
function prepare(code: string): { mode: WrapMode; w: Wrapped; pre: ReturnType<typeof prepass> } {
  const scan = scanJava(code);
  checkParserHazards(scan);
  const mode = chooseMode(scan);
  const w = wrap(code, mode, scan);
  return { mode, w, pre: prepass(code, scan, w) };
}

function makeUnit(w: Wrapped, cst: ParsedUnit["cst"]): ParsedUnit {
  return { text: w.text, cst, userLine: w.userLine };
}

/** `fastPath: false` (tests only) skips the fast path, to check that it changes nothing. */
export function analyzeSyntax(code: string, deadline: Deadline, opts: { fastPath?: boolean } = {}): SyntaxOutcome {
  let parseMs = 0;
  if (!code.trim()) return { findings: [], wrapped: "none", parseMs, complete: true };
  if (looksBinary(code)) return { findings: [finalize(NOT_JAVA)], wrapped: "none", parseMs, complete: true };
  // Spring configuration (application.properties / .yml) pasted instead of Java: read it as such.
  const config = analyzeConfig(code);
  if (config) return { findings: config, wrapped: "none", parseMs, complete: true };
  // Fast path, the common case: a whole file that parses as it is needs no scan, wrapping or pre-pass.
  let asIs: ParseOutcome | undefined;
  if (opts.fastPath !== false && clearOfParserHazards(code)) {
    asIs = parseJava(code);
    deadline.check("parsing");
    if (asIs.ok && declaresTypesOnly(asIs.cst))
      return parsedOk(unwrapped(code, computeLineStarts(code).length), asIs, asIs.ms);
  }
  const { mode, w: firstWrap, pre } = prepare(code);
  const w = firstWrap;
  const parseAsIs = !pre.findings.length && !pre.pendingExtra;
  if (parseAsIs) {
    // the fast path's parse of the same text is reused, not repeated
    const first = asIs && w.text === code ? asIs : parseJava(w.text);
    parseMs += first.ms;
    deadline.check("parsing");
    if (first.ok) return parsedOk(w, first, parseMs);
  }
  // The code does not parse as it is: scan it again (same result) for the other wrappings and the recovery.
  const userScan = scanJava(code);
  if (parseAsIs && code.length <= 60_000) {
    for (const m of ALL_MODES) {
      if (m === mode) continue;
      const w2 = wrap(code, m, userScan);
      const r = parseJava(w2.text);
      parseMs += r.ms;
      if (r.ok) return parsedOk(w2, r, parseMs);
    }
    deadline.check("parsing");
  }
  if (pre.stop) {
    return { findings: pre.findings.map((f) => toFinding(f, w)), wrapped: w.mode, parseMs, complete: false };
  }
  return recover(code, mode, userScan, pre, deadline, parseMs);
}

/** State of the recovery loop: the edited text, the findings so far, and the candidates left for the last error. */
interface Recovery {
  code: string;
  w: Wrapped;
  userScan: ScanResult;
  textLineStarts: number[];
  ed: Editable;
  raw: RawFinding[];
  pendingExtra: Prepass["pendingExtra"];
  pending: { errPos: number; snap: ReturnType<Editable["snapshot"]>; rest: Candidate[]; index: number } | null;
  lineOf: (origOffset: number) => number;
}

/**
 * The code does not parse: report every independent error by neutralising each one (insert the missing token, blank
 * the offending line…) and parsing again, then the checks that need the recovered tree.
 */
function recover(
  code: string,
  mode: WrapMode,
  userScan: ScanResult,
  pre: Prepass,
  deadline: Deadline,
  parseMs: number,
): SyntaxOutcome {
  const w = wrap(code, mode, userScan);
  const textLineStarts = computeLineStarts(w.text);
  const ed = new Editable(w.text);
  applyEdits(ed, pre.edits);
  const st: Recovery = {
    code,
    w,
    userScan,
    textLineStarts,
    ed,
    raw: [...pre.findings],
    pendingExtra: pre.pendingExtra,
    pending: null,
    lineOf: (origOffset) => userLineOf(w, textLineStarts, origOffset),
  };
  const rounds = recoveryRounds(st, deadline);
  parseMs += rounds.parseMs;
  const { recovered } = rounds;
  const { raw, pendingExtra } = st;
  if (pendingExtra && recovered) {
    const { extra, culprit } = pendingExtra;
    const after =
      culprit !== extra ? userScan.tokens.find((t) => t.start > culprit.start && t.start < extra.start) : undefined;
    if (after) {
      // The early `}` closed a class; what follows parsed only as top-level code (which Java 17 rejects).
      raw.push(extraBraceCandidate(pendingExtra, w.textOffset(after.start), ed, st.lineOf, code, userScan).finding);
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
  return { findings, wrapped: w.mode, parseMs, complete: rounds.complete };
}

/** Parses, diagnoses the error and applies the first candidate's edits, round after round, until the code parses. */
function recoveryRounds(
  st: Recovery,
  deadline: Deadline,
): { recovered?: ParseOutcome; complete: boolean; parseMs: number } {
  const { ed, raw, code, w, userScan, lineOf } = st;
  let parseMs = 0;
  let rounds = 0;
  let lastMs = 0;
  const maxRounds = fastFailures() ? MAX_RECOVERY_ROUNDS : 6;
  for (;;) {
    if (rounds >= maxRounds) return { complete: false, parseMs };
    if (rounds > 0 && deadline.elapsed() + lastMs * 1.5 > deadline.budgetMs * 0.7) return { complete: false, parseMs };
    const r = parseJava(ed.text);
    rounds++;
    parseMs += r.ms;
    lastMs = r.ms;
    if (r.ok) return { recovered: r, complete: true, parseMs };
    const scan = scanJava(ed.text);
    const err = r.error;
    const errW =
      err.line === null || err.column === null
        ? ed.text.length
        : Math.min(offsetOf(scan, err.line, err.column), ed.text.length);
    const errPos = ed.toOrig(errW);
    const { pending, pendingExtra } = st;

    if (pending && errPos <= pending.errPos) {
      // The last fix did not move the error forward: undo it and try the next candidate.
      ed.restore(pending.snap);
      const next = pending.rest.shift();
      if (!next) return { complete: false, parseMs };
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
      st.pendingExtra = undefined;
    } else if (err.line === null) {
      cands = eofCandidates(ed, scan, code, userScan, w);
    } else if (err.redundant) {
      cands = redundantCandidates(ed, scan, errW, lineOf);
    } else {
      cands = diagnose(err, errW, { ed, scan, lineOf });
    }
    if (!cands.length) return { complete: false, parseMs };
    const [firstCand, ...rest] = cands;
    const prev = raw[raw.length - 1];
    if (prev && isKnockOn(prev, firstCand.finding, code, w, st.textLineStarts)) {
      // The same confusion continuing on the next lines: extend the previous finding instead of
      // reporting one "unexpected …" per line.
      prev.endPos = firstCand.finding.pos;
      st.pending = { errPos, snap: ed.snapshot(), rest, index: -1 };
    } else {
      st.pending = { errPos, snap: ed.snapshot(), rest, index: raw.length };
      raw.push(firstCand.finding);
    }
    applyEdits(ed, firstCand.edits);
  }
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

/**
 * True when the tree is an ordinary compilation unit that declares at least one class/interface/enum/record and
 * nothing else at the top level (no method or field outside a class): exactly the code chooseMode leaves unwrapped.
 */
function declaresTypesOnly(cst: ParsedUnit["cst"]): boolean {
  const ocu = kid(cst, "ordinaryCompilationUnit");
  if (!ocu) return false;
  let types = 0;
  for (const td of kids(ocu, "typeDeclaration")) {
    if (!isNode(td)) return false;
    if (kid(td, "classDeclaration") || kid(td, "interfaceDeclaration")) types++;
    else if (kid(td, "methodDeclaration") || kid(td, "fieldDeclaration")) return false;
  }
  return types > 0;
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
