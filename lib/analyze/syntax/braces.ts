// Brace bookkeeping on scanner tokens: balance, the first "}" with nothing to close, and an
// indentation-based guess of which brace is really the culprit (people indent what they mean).
import type { ScanResult, ScanToken } from "../scan";

export interface BracePair {
  open: ScanToken;
  close: ScanToken;
}

export interface BraceReport {
  opens: number;
  closes: number;
  pairs: BracePair[];
  /** `{` never closed, outermost first. */
  unclosed: ScanToken[];
  /** First `}` that had nothing to close. */
  firstExtra?: ScanToken;
}

export function analyzeBraces(scan: ScanResult): BraceReport {
  const stack: ScanToken[] = [];
  const pairs: BracePair[] = [];
  let opens = 0;
  let closes = 0;
  let firstExtra: ScanToken | undefined;
  for (const t of scan.tokens) {
    if (t.kind !== "op") continue;
    if (t.text === "{") {
      opens++;
      stack.push(t);
    } else if (t.text === "}") {
      closes++;
      const o = stack.pop();
      if (o) pairs.push({ open: o, close: t });
      else if (!firstExtra) firstExtra = t;
    }
  }
  return { opens, closes, pairs, unclosed: stack, firstExtra };
}

/** Indentation width of a line (tabs count 4). */
export function indentOf(text: string, lineStarts: number[], line: number): number {
  let i = lineStarts[line - 1] ?? 0;
  let w = 0;
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === " ") w++;
    else if (c === "\t") w += 4;
    else break;
  }
  return w;
}

function firstTokenOnLine(scan: ScanResult, t: ScanToken): boolean {
  const lineStart = scan.lineStarts[t.line - 1] ?? 0;
  const before = scan.tokens;
  // binary search for t, then look at the previous token
  let lo = 0;
  let hi = before.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (before[mid].start < t.start) lo = mid + 1;
    else hi = mid;
  }
  const prev = before[lo - 1];
  return !prev || prev.start < lineStart || prev.line < t.line;
}

/** A pair looks wrong when its `}` is not where its `{` line's indentation says it should be. */
function pairLooksWrong(text: string, scan: ScanResult, p: BracePair): boolean {
  if (p.open.line === p.close.line) return false;
  if (!firstTokenOnLine(scan, p.close)) return true;
  return indentOf(text, scan.lineStarts, p.close.line) !== indentOf(text, scan.lineStarts, p.open.line);
}

/**
 * Guess which `}` before `extra` is the one too many: the first `}` that does not line up with its
 * `{`. Falls back to `extra` itself.
 */
export function guessExtraClose(
  text: string,
  scan: ScanResult,
  report: BraceReport,
  extra: ScanToken,
): { culprit: ScanToken; opener?: ScanToken } {
  let best: BracePair | undefined;
  for (const p of report.pairs) {
    if (p.close.start >= extra.start) continue;
    if (pairLooksWrong(text, scan, p) && (!best || p.close.start < best.close.start)) best = p;
  }
  return best ? { culprit: best.close, opener: best.open } : { culprit: extra };
}

/**
 * Guess which `{` is never closed: where the structure first goes wrong, i.e. the pair with the
 * earliest `}` that is indented less than its `{` line (that `}` really belongs to an outer block).
 */
export function guessUnclosedOpen(text: string, scan: ScanResult, report: BraceReport): ScanToken | undefined {
  let best: BracePair | undefined;
  for (const p of report.pairs) {
    if (p.open.line === p.close.line) continue;
    if (!firstTokenOnLine(scan, p.close)) continue;
    if (indentOf(text, scan.lineStarts, p.close.line) < indentOf(text, scan.lineStarts, p.open.line)) {
      if (!best || p.close.start < best.close.start) best = p;
    }
  }
  if (best) return best.open;
  return report.unclosed[report.unclosed.length - 1];
}
