// Explanation rows: the runtime and syntax families explain an error that someone else found (javac, the JVM, Spring,
// the parser). Each explanation is a row `{ id?, when, explain, fix }`: `when` looks at the diagnosed error and returns
// a match (any value but undefined/null/false) when the row applies, `explain` and `fix` are texts or functions of the
// case and that match. A family adds its own fields (message, line, edits) in the same style and builds its finding
// from the first (or every) matching row, so a new explanation is a row, not a branch in a long function.

/** A text, or a function of the case and the row's match that builds it. */
export type RowText<C, M> = string | ((c: C, m: M) => string);
/** Like RowText, for fields a row may leave out for some matches (a fix that only exists in one variant). */
export type MaybeText<C, M> = string | ((c: C, m: M) => string | undefined);

export interface ExplainRow<C, M> {
  /** The rule id the row reports (families whose rows all report one rule may use it to name the variant). */
  id?: string;
  /** The match when the row applies to the case; undefined, null or false when it does not. */
  when: (c: C) => M | undefined | null | false;
  explain: RowText<C, M>;
  fix?: MaybeText<C, M>;
  /** Applies only when no earlier row of the table matched (a table's catch-all). */
  otherwise?: boolean;
  /** In `first` mode, a matching row that does not end the search: the rows after it may match too. */
  continues?: boolean;
}

/** One row that applied, with its match. */
export interface RowHit<R, C> {
  row: R;
  match: unknown;
  case: C;
}

/** The text of a row field for a match (undefined when the field is absent or says nothing for this match). */
export function say<C, M>(text: MaybeText<C, M> | undefined, c: C, m: M): string | undefined {
  return typeof text === "function" ? text(c, m) : text;
}

/**
 * Applies a table to a case: every matching row in table order (`all`), or the first one (`first`; rows marked
 * `continues` before it are kept too). A row marked `otherwise` applies only when nothing before it matched.
 */
export function matchRows<C, R extends ExplainRow<C, unknown>>(
  rows: readonly R[],
  c: C,
  mode: "first" | "all",
): Array<RowHit<R, C>> {
  const hits: Array<RowHit<R, C>> = [];
  for (const row of rows) {
    if (row.otherwise && hits.length) continue;
    const match = row.when(c);
    if (match === undefined || match === null || match === false) continue;
    hits.push({ row, match, case: c });
    if (mode === "first" && !row.continues) break;
  }
  return hits;
}

/** A `when` that runs a regular expression over a text of the case (inside a row, name C: `matching<Case>(…)`). */
export function matching<C>(re: RegExp, text: (c: C) => string): (c: C) => RegExpExecArray | null {
  return (c) => re.exec(text(c));
}
