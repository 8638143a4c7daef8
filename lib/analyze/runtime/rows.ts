// The runtime family's explanation rows: `{ id, when, message, explain, fix, line, lesson }` over one diagnosed error
// (a javac diagnostic, a Spring failure in the run's output, a resolved web exception, a stack trace's root cause).
// Each source file keeps a table of them; `explainRows` turns the matching rows into texts its finding builder frames.
import { matchRows, say, type ExplainRow, type MaybeText, type RowText } from "../rules/explain-rows";

export interface RuntimeRow<C, M> extends ExplainRow<C, M> {
  /** The finding's message (the builder adds the family's prefix, e.g. "compile error: "). */
  message: RowText<C, M>;
  /** The learner's line the finding points at (the builder's default when absent or undefined). */
  line?: (c: C, m: M) => number | undefined;
  lesson?: MaybeText<C, M>;
}

/** What a matching row says for its case. */
export interface Explained {
  id?: string;
  message: string;
  explanation: string;
  fix?: string;
  line?: number;
  lesson?: string;
}

/**
 * Declares a row of a table over cases `C`. Rows of one table match different things (a RegExp result, a record of
 * what was found in the code), so the table holds them with the match type erased; each row's functions only ever
 * receive the match its own `when` returned.
 */
export function rowOf<C>(): <M>(row: RuntimeRow<C, M>) => RuntimeRow<C, unknown> {
  return (row) => row as RuntimeRow<C, unknown>;
}

/** The texts of the first (or every) row of the table that applies to the case, with the row and its match. */
export function explainRows<C, R extends RuntimeRow<C, unknown>>(
  rows: readonly R[],
  c: C,
  mode: "first" | "all",
): Array<Explained & { row: R; match: unknown }> {
  return matchRows(rows, c, mode).map(({ row, match }) => {
    const out: Explained & { row: R; match: unknown } = {
      row,
      match,
      message: say(row.message, c, match)!,
      explanation: say(row.explain, c, match)!,
    };
    if (row.id) out.id = row.id;
    const fix = say(row.fix, c, match);
    if (fix !== undefined) out.fix = fix;
    const line = row.line?.(c, match);
    if (line !== undefined) out.line = line;
    const lesson = say(row.lesson, c, match);
    if (lesson !== undefined) out.lesson = lesson;
    return out;
  });
}
