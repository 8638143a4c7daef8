// Budgets and guards that keep the analyzer from hanging on pathological input.
//
// java-parser is a recursive-descent parser with ALL(*) lookahead. Two things can go wrong:
//  - deep nesting overflows the JS stack (RangeError) — we pre-check nesting depth and also turn
//    any RangeError into AnalyzerLimitError;
//  - some nested shapes make the *first* prediction for that shape exponential (measured with
//    java-parser 3.0.1: 9 casts nested inside calls `f((int) f((int) …))` ≈ 2 s, 45 chained
//    assignments `a = a = … = 1` ≈ 1.3 s, 80 nested generic type arguments in a local variable
//    ≈ 1.1 s; one level more roughly doubles it). A parse cannot be interrupted, so these shapes
//    are refused up front, far above anything a person writes.
import { readFileSync } from "node:fs";
import type { ScanResult } from "./scan";

export class AnalyzerLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AnalyzerLimitError";
  }
}

/** Total time budget of one analysis. */
export const DEFAULT_BUDGET_MS = 2000;
/** Max nesting of (), [] and {} (java-parser overflows the stack at ~300 levels). */
export const MAX_NESTING = 120;
/** Max nesting of parenthesised levels that contain a cast. */
export const MAX_CAST_NESTING = 6;
/** Max assignments chained in one expression (a = b = c = …). */
export const MAX_ASSIGNMENT_CHAIN = 12;
/** Max nesting of generic type arguments (List<List<…>>). */
export const MAX_GENERIC_NESTING = 24;
/** Max syntax-recovery rounds (each is a full re-parse). */
export const MAX_RECOVERY_ROUNDS = 25;

/**
 * This thread's CPU time in ms (user + system, from /proc/thread-self/stat, in clock ticks of 10 ms), or undefined
 * where /proc is not there (not Linux).
 */
export function threadCpuMs(): number | undefined {
  try {
    const stat = readFileSync("/proc/thread-self/stat", "latin1");
    // The fields after the command name (which may contain spaces): utime is field 14, stime field 15.
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(f[11]) + Number(f[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

const HAS_THREAD_CPU = threadCpuMs() !== undefined;
const wallClock = () => performance.now();
const cpuClock = () => threadCpuMs() ?? 0;

/**
 * The analysis budget. It counts work, not waiting: with the default clocks (Linux), a check that finds the wall
 * time over budget asks the thread's CPU time, so an analysis on a busy machine (a review worker behind request
 * handling, a test run beside other suites) is not refused for time it spent waiting for a core. Reading the CPU
 * time costs 10–50 µs, so it is read once at the start and then only when the wall time is over budget.
 */
export class Deadline {
  readonly start: number;
  private readonly spentAtStart: number;
  private readonly now: () => number;
  private readonly spent: () => number;
  /**
   * @param now the clock of `elapsed()` (wall time by default)
   * @param spent what the budget counts once the wall time is over it (default: this thread's CPU time where
   *   available and `now` is not given, otherwise `now`)
   */
  constructor(
    readonly budgetMs: number,
    now?: () => number,
    spent?: () => number,
  ) {
    this.now = now ?? wallClock;
    this.spent = spent ?? (now === undefined && HAS_THREAD_CPU ? cpuClock : this.now);
    this.start = this.now();
    this.spentAtStart = this.spent === this.now ? this.start : this.spent();
  }
  elapsed(): number {
    return this.now() - this.start;
  }
  /** The part of the budget used so far (the wall time while it is within the budget: CPU time ≤ wall time). */
  used(): number {
    const wall = this.elapsed();
    if (wall <= this.budgetMs || this.spent === this.now) return wall;
    return this.spent() - this.spentAtStart;
  }
  remaining(): number {
    return this.budgetMs - this.used();
  }
  /** Throws AnalyzerLimitError when the budget is used up. */
  check(phase: string): void {
    if (this.used() > this.budgetMs) {
      throw new AnalyzerLimitError(
        `The analysis took too long (over ${Math.round(this.budgetMs)} ms, during ${phase}). Try a smaller piece of code.`,
      );
    }
  }
}

const PRIMITIVES = new Set(["int", "long", "short", "byte", "char", "boolean", "float", "double"]);
const ASSIGN_OPS = new Set(["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", ">>>="]);

/**
 * Throws AnalyzerLimitError when the token stream contains a shape known to overflow the parser's
 * stack or to make its lookahead explode. Linear in the number of tokens.
 */
export function checkParserHazards(scan: ScanResult): void {
  if (scan.maxDepth > MAX_NESTING) {
    throw new AnalyzerLimitError(
      `The code is nested ${scan.maxDepth} levels deep (brackets, parentheses or blocks); the analyzer supports up to ${MAX_NESTING}.`,
    );
  }
  const toks = scan.tokens;
  // Stack of open brackets; each remembers whether a cast appeared directly inside it.
  const castFlags: boolean[] = [false];
  let castDepth = 0; // number of true entries in castFlags
  let assignChain = 0;
  let lastAssign = -10;
  let genericDepth = 0;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    const s = t.text;
    if (t.kind === "op") {
      if (s === "(" || s === "[" || s === "{") {
        if (s === "(" && isCastAt(toks, i)) {
          if (!castFlags[castFlags.length - 1]) {
            castFlags[castFlags.length - 1] = true;
            castDepth++;
            if (castDepth > MAX_CAST_NESTING) {
              throw new AnalyzerLimitError(
                `The code nests casts ${castDepth} levels deep (around line ${t.line}); the analyzer supports up to ${MAX_CAST_NESTING}.`,
              );
            }
          }
        }
        castFlags.push(false);
        if (s !== "(") assignChain = 0;
        genericDepth = 0;
        continue;
      }
      if (s === ")" || s === "]" || s === "}") {
        if (castFlags.length > 1 && castFlags.pop()) castDepth--;
        if (s === "}") assignChain = 0;
        genericDepth = 0;
        continue;
      }
      if (s === ";") {
        assignChain = 0;
        genericDepth = 0;
        continue;
      }
      if (s === ",") {
        assignChain = 0;
        continue;
      }
      if (ASSIGN_OPS.has(s)) {
        genericDepth = 0;
        // a chain is `x = y = z = …`: the previous assignment is two tokens back
        assignChain = i - lastAssign === 2 ? assignChain + 1 : 1;
        lastAssign = i;
        if (assignChain > MAX_ASSIGNMENT_CHAIN) {
          throw new AnalyzerLimitError(
            `Line ${t.line} chains more than ${MAX_ASSIGNMENT_CHAIN} assignments in one expression; the analyzer cannot handle that.`,
          );
        }
        continue;
      }
      if (s === "<" && i > 0 && (toks[i - 1].kind === "ident" || toks[i - 1].text === ".")) {
        if (++genericDepth > MAX_GENERIC_NESTING) {
          throw new AnalyzerLimitError(
            `The code nests generic type arguments more than ${MAX_GENERIC_NESTING} levels deep (line ${t.line}).`,
          );
        }
        continue;
      }
      if (s === ">") genericDepth = Math.max(0, genericDepth - 1);
      else if (s === ">>") genericDepth = Math.max(0, genericDepth - 2);
      else if (s === ">>>") genericDepth = Math.max(0, genericDepth - 3);
      else if (s === "&&" || s === "||" || s === "?" || s === ":") genericDepth = 0;
    }
  }
}

/** `(` at i starts something that looks like a cast: `(int)`, `(Foo)`, `(a.B<C>[])` followed by an operand. */
function isCastAt(toks: ScanResult["tokens"], i: number): boolean {
  let j = i + 1;
  const first = toks[j];
  if (!first) return false;
  if (first.kind === "keyword" && PRIMITIVES.has(first.text)) j++;
  else if (first.kind === "ident") {
    j++;
    let angle = 0;
    let guard = 0;
    while (j < toks.length && guard++ < 64) {
      const s = toks[j].text;
      if (
        toks[j].kind === "ident" ||
        s === "." ||
        s === "?" ||
        s === "," ||
        s === "&" ||
        s === "extends" ||
        s === "super"
      )
        j++;
      else if (s === "<") {
        angle++;
        j++;
      } else if (s === ">" || s === ">>" || s === ">>>") {
        angle -= s.length;
        j++;
      } else break;
    }
    if (angle !== 0) return false;
  } else return false;
  while (toks[j] && toks[j].text === "[" && toks[j + 1] && toks[j + 1].text === "]") j += 2;
  if (!toks[j] || toks[j].text !== ")") return false;
  const next = toks[j + 1];
  if (!next) return false;
  return (
    next.kind === "ident" ||
    next.kind === "number" ||
    next.kind === "string" ||
    next.kind === "char" ||
    next.kind === "textblock" ||
    next.text === "(" ||
    next.text === "!" ||
    next.text === "~" ||
    next.text === "new" ||
    next.text === "this" ||
    next.text === "true" ||
    next.text === "false" ||
    next.text === "null"
  );
}

/**
 * A cheap, conservative screen on characters, run before the scan on the fast path: true when the code is plain
 * ASCII outside string literals and comments and no bracket depth or per-stretch count comes near a limit of
 * checkParserHazards, so that check cannot throw on it. Each count over-approximates what the token check measures:
 * the bracket depth bounds both the nesting and the cast nesting (a cast level is a bracket level); every
 * assignment operator holds one `=` and the token check restarts its chain only at `;` `,` `{` `}` `[`, where this
 * count restarts too (and `==`, `<=`… count as well); generic depth only grows on `<` and restarts at any bracket or
 * `;`. Literals are skipped the way scanJava skips them; anything unusual in them (an unclosed literal or comment, a
 * backslash before a line break) answers false, and so does any control or non-ASCII character outside them:
 * the full path then runs as before. Linear, allocation-free.
 */
export function clearOfParserHazards(code: string): boolean {
  const n = code.length;
  let depth = 0;
  let assigns = 0;
  let angles = 0;
  for (let i = 0; i < n; i++) {
    const c = code.charCodeAt(i);
    if (c >= 127 || (c < 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13)) return false;
    switch (c) {
      case 47: {
        // "/": comments
        const d = code.charCodeAt(i + 1);
        if (d === 47) {
          const end = code.indexOf("\n", i);
          if (end < 0) return true;
          i = end;
        } else if (d === 42) {
          const end = code.indexOf("*/", i + 2);
          if (end < 0) return false;
          i = end + 1;
        }
        break;
      }
      case 34:
      case 39: {
        // string, char literal or text block: no escaped line breaks, closed on its line (or by `"""`)
        if (c === 34 && code.startsWith('"""', i)) {
          let k = i + 3;
          while (k < n && !(code.charCodeAt(k) === 34 && code.startsWith('"""', k)))
            k += code.charCodeAt(k) === 92 ? 2 : 1;
          if (k >= n) return false;
          i = k + 2;
          break;
        }
        let k = i + 1;
        for (; k < n; k++) {
          const e = code.charCodeAt(k);
          if (e === 92) {
            if (code.charCodeAt(k + 1) === 10) return false;
            k++;
          } else if (e === c) break;
          else if (e === 10) return false;
        }
        if (k >= n) return false;
        i = k;
        break;
      }
      case 40:
      case 123:
      case 91:
        if (++depth > MAX_CAST_NESTING) return false;
        angles = 0;
        if (c !== 40) assigns = 0;
        break;
      case 41:
      case 93:
      case 125:
        if (depth > 0) depth--;
        angles = 0;
        if (c === 125) assigns = 0;
        break;
      case 59:
        assigns = 0;
        angles = 0;
        break;
      case 44:
        assigns = 0;
        break;
      case 61:
        if (++assigns > MAX_ASSIGNMENT_CHAIN) return false;
        break;
      case 60:
        if (++angles > MAX_GENERIC_NESTING) return false;
        break;
    }
  }
  return true;
}
