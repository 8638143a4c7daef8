// Maps positions from javac output and stack traces to lines of the learner's submitted code.
import type { WrapMode } from "../syntax";
import type { Frame } from "./trace";

export interface CodeIndex {
  lines: string[];
  /** Type names declared in the code. */
  declared: Set<string>;
  wrapped: WrapMode;
}

export function indexCode(code: string, wrapped: WrapMode): CodeIndex {
  const declared = new Set<string>();
  for (const m of code.matchAll(/\b(?:class|interface|enum|record)\s+([A-Za-z_$][\w$]*)/g)) declared.add(m[1]);
  return { lines: code.split("\n"), declared, wrapped };
}

/** A test on a line of code that tells whether it can be the line the runtime talks about. */
export type LineHint = (line: string) => boolean;

/** Strip comments and string contents so hints do not match inside them. */
function codeOnly(line: string): string {
  return line.replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/\/\/.*$/, "");
}

/**
 * The learner's line for file `file` line `n`. When the file is one of the learner's classes the
 * number is used as is; otherwise (the runner wrapped a snippet in its own class) the line is found
 * by its content near `n`. Returns undefined when no plausible line exists.
 */
export function mapLine(
  ix: CodeIndex,
  file: string | undefined,
  n: number | undefined,
  hint?: LineHint,
): number | undefined {
  if (!n || n < 1) return undefined;
  const base = file ? file.replace(/\.(java|kt)$/, "") : undefined;
  const total = ix.lines.length;
  const fits = (l: number) => l >= 1 && l <= total && (!hint || hint(codeOnly(ix.lines[l - 1])));
  if (base && ix.declared.has(base)) {
    if (n <= total) return n;
    return undefined;
  }
  // Unknown file: the learner's code was probably wrapped by the runner; search near n.
  if (hint) {
    for (let d = 0; d <= 6; d++) {
      if (fits(n - d)) return n - d;
      if (d && fits(n + d)) return n + d;
    }
    let best: number | undefined;
    for (let l = 1; l <= total; l++)
      if (fits(l) && (best === undefined || Math.abs(l - n) < Math.abs(best - n))) best = l;
    if (best !== undefined) return best;
  }
  return n <= total ? n : undefined;
}

/** The first frame of the learner's code with a line that maps into the code. */
export function frameLine(
  ix: CodeIndex,
  frames: Frame[],
  isUser: (f: Frame) => boolean,
  hint?: LineHint,
): { frame: Frame; line: number } | undefined {
  for (const f of frames) {
    if (!isUser(f)) continue;
    const line = mapLine(ix, f.file, f.line, hint);
    if (line) return { frame: f, line };
    // a user frame that does not map (other file): keep looking
  }
  return undefined;
}

/** Line whose code text (trimmed) equals `src` (trimmed), closest to `near`. */
export function findLineByText(ix: CodeIndex, src: string, near?: number): number | undefined {
  const want = src.trim();
  if (!want) return undefined;
  let best: number | undefined;
  for (let i = 0; i < ix.lines.length; i++) {
    if (ix.lines[i].trim() !== want) continue;
    const l = i + 1;
    if (best === undefined || (near !== undefined && Math.abs(l - near) < Math.abs(best - near))) best = l;
  }
  return best;
}

/**
 * First line matching a regex (optionally preferring lines for which `prefer` is true). String
 * contents and comments are ignored unless `raw` is set.
 */
export function findLine(
  ix: CodeIndex,
  re: RegExp,
  prefer?: (line: string) => boolean,
  raw = false,
): number | undefined {
  let first: number | undefined;
  for (let i = 0; i < ix.lines.length; i++) {
    const t = raw ? ix.lines[i] : codeOnly(ix.lines[i]);
    if (!re.test(t)) continue;
    if (!prefer || prefer(t)) return i + 1;
    first ??= i + 1;
  }
  return first;
}

export function lineText(ix: CodeIndex, line: number | undefined): string {
  return line ? (ix.lines[line - 1] ?? "").trim() : "";
}
