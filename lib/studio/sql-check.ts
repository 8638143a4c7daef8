// The statement check of the Studio endpoint: every SQL statement Studio (or an editor in its SQL console) sends is
// checked against the editors' policy (./policy.ts) before it runs. It is an allow-list, conservative by design: a
// statement it cannot prove harmless is refused, with a message that says why.
//
// Rules, in order:
// 1. one statement; it starts with SELECT, WITH, VALUES, INSERT, UPDATE, DELETE or EXPLAIN (never EXPLAIN ANALYZE);
//    no SELECT … INTO, MERGE or COPY;
// 2. no identifier names a hidden table or schema (anything not in the policy, as the database lists them), a
//    system catalog (`pg_*`, `information_schema`) or a hidden column (`passwordHash`);
// 3. every function called is on an allow-list (no `pg_read_file`, `set_config`, `dblink`, `query_to_xml` …: no way
//    to run SQL hidden in a string or to reach the server's files); the one exception is the transaction-local
//    statement/lock timeout Studio's full-table search sets for itself;
// 4. a table with hidden columns is only read column by column: no `*` (except `count(*)`) and no whole-row
//    reference (`SELECT u FROM "User" u`, `row_to_json(u)`);
// 5. every INSERT/UPDATE/DELETE target, including data-modifying CTEs, is a table editors may change that way; on
//    User only `isPro` and `role` may be SET.
import { canWrite, HIDDEN_COLUMNS, STUDIO_SCHEMA, tablePolicy, type WriteOp } from "./policy";
import { lex, LexError, type Token } from "./sql-lexer";

export interface CheckContext {
  /** Lower-cased names of every relation and schema the database has that editors may not see. */
  hidden: ReadonlySet<string>;
}

export type CheckResult =
  { ok: true; kind: "read" | "write"; writes: { table: string; op: WriteOp }[] } | { ok: false; reason: string };

const STARTS = new Set(["select", "with", "values", "insert", "update", "delete", "explain"]);
const FORBIDDEN_WORDS = new Set(["merge", "copy", "analyze", "analyse"]);

/** Words that may precede "(" without being a function call. */
const PAREN_KEYWORDS = new Set(
  (
    "in exists any all some values as on using and or not over filter within row array when then else select where " +
    "from join lateral returning set by having limit offset with recursive distinct conflict do is case like ilike " +
    "similar between union intersect except group order partition cast extract overlay position substring trim " +
    "materialized into default"
  ).split(" "),
);

const FUNCTIONS = new Set(
  (
    "count sum avg min max bool_and bool_or every string_agg array_agg json_agg jsonb_agg json_build_object " +
    "jsonb_build_object json_build_array jsonb_build_array to_json to_jsonb row_to_json json_object_agg " +
    "jsonb_object_agg jsonb_array_elements json_array_elements jsonb_array_elements_text jsonb_each jsonb_each_text " +
    "jsonb_object_keys jsonb_typeof jsonb_array_length coalesce nullif greatest least lower upper length char_length " +
    "octet_length substr substring trim btrim ltrim rtrim replace concat concat_ws left right strpos split_part " +
    "regexp_replace regexp_match regexp_matches starts_with initcap reverse md5 format abs ceil ceiling floor round " +
    "trunc mod power sqrt sign now current_timestamp date_trunc date_part age to_char to_date to_timestamp " +
    "to_number make_interval make_date array_length array_position array_positions array_to_string " +
    "string_to_array unnest cardinality row_number rank dense_rank percent_rank cume_dist ntile lag lead " +
    "first_value last_value nth_value gen_random_uuid " +
    // type modifiers: varchar(20), numeric(10, 2), timestamp(3)
    "varchar char character numeric decimal timestamp timestamptz time timetz interval bit float"
  ).split(" "),
);

/** Words after a table name that cannot be its alias. */
const NOT_ALIAS = new Set(
  (
    "where inner left right full cross join natural on using group order limit offset set returning union except " +
    "intersect window having for fetch as values default select"
  ).split(" "),
);

const HIDDEN_COLUMNS_LOWER = new Set([...HIDDEN_COLUMNS].map((c) => c.toLowerCase()));

const refuse = (reason: string): CheckResult => ({ ok: false, reason });
const isName = (tok: Token | undefined): tok is Extract<Token, { t: "word" | "ident" }> =>
  tok?.t === "word" || tok?.t === "ident";
const isOp = (tok: Token | undefined, v: string) => tok?.t === "op" && tok.v === v;
const isWord = (tok: Token | undefined, ...vs: string[]) => tok?.t === "word" && vs.includes(tok.v);
const display = (tok: Token) => (tok.t === "ident" ? `"${tok.v}"` : tok.t === "word" ? tok.raw : tok.v);

/** A table named at `i` (optionally `schema.`-qualified): its name and the index after it, or null. */
function tableAt(toks: Token[], i: number): { name: string; schema?: string; next: number; at: number } | null {
  const a = toks[i];
  if (!isName(a)) return null;
  if (isOp(toks[i + 1], ".") && isName(toks[i + 2]))
    return { schema: a.v, name: toks[i + 2].v, next: i + 3, at: i + 2 };
  return { name: a.v, next: i + 1, at: i };
}

export function checkStatement(sql: string, ctx: CheckContext): CheckResult {
  let toks: Token[];
  try {
    toks = lex(sql);
  } catch (e) {
    return refuse(e instanceof LexError ? e.message : "The statement could not be read.");
  }
  while (isOp(toks[toks.length - 1], ";")) toks.pop();
  if (!toks.length) return refuse("The statement is empty.");
  if (toks.some((t) => isOp(t, ";"))) return refuse("Send one statement at a time.");
  const first = toks[0];
  const start = isOp(first, "(") ? "select" : first.t === "word" ? first.v : "";
  if (!STARTS.has(start))
    return refuse(`Only SELECT, WITH, VALUES, INSERT, UPDATE, DELETE and EXPLAIN are allowed in Studio.`);

  const hasHiddenColumnTable: string[] = [];
  for (let i = 0; i < toks.length; i++) {
    const tok = toks[i];
    if (tok.t === "word" && FORBIDDEN_WORDS.has(tok.v)) return refuse(`${tok.raw.toUpperCase()} is not allowed.`);
    if (isWord(tok, "into") && !isWord(toks[i - 1], "insert")) return refuse("SELECT … INTO is not allowed.");
    if (!isName(tok)) continue;
    const lower = tok.v.toLowerCase();
    if (lower.startsWith("pg_") || lower === "information_schema")
      return refuse(`${display(tok)}: system catalogs and functions are not available in Studio.`);
    if (ctx.hidden.has(lower)) return refuse(`${display(tok)} is hidden from editors.`);
    if (HIDDEN_COLUMNS_LOWER.has(lower)) return refuse(`The column ${display(tok)} is hidden from editors.`);
    if (tok.t === "ident" && tablePolicy(tok.v)?.hiddenColumns?.length && !hasHiddenColumnTable.includes(tok.v))
      hasHiddenColumnTable.push(tok.v);
    if (isOp(toks[i + 1], "(")) {
      const fn = checkCall(toks, i);
      if (fn) return refuse(fn);
    }
  }

  for (const table of hasHiddenColumnTable) {
    const r = checkColumnwise(toks, table);
    if (r) return refuse(r);
  }

  const writes: { table: string; op: WriteOp }[] = [];
  for (let i = 0; i < toks.length; i++) {
    const w = writeAt(toks, i);
    if (!w) continue;
    const op = w.op;
    let at = w.at;
    if (isWord(toks[at], "only")) at++;
    const target = tableAt(toks, at);
    if (!target) return refuse(`Could not tell which table the ${op.toUpperCase()} changes.`);
    if (target.schema !== undefined && target.schema !== STUDIO_SCHEMA)
      return refuse(`Only tables in the "${STUDIO_SCHEMA}" schema can be changed.`);
    if (!canWrite(target.name, op))
      return refuse(
        tablePolicy(target.name)
          ? `Editors may not ${op} rows of "${target.name}".`
          : `"${target.name}" is not a table editors may change.`,
      );
    const updatable = tablePolicy(target.name)?.updatable;
    if (op === "update" && updatable) {
      const bad = setColumns(toks, target.next).find((c) => c === null || !updatable.includes(c));
      if (bad !== undefined)
        return refuse(`On "${target.name}" editors may only change ${updatable.map((c) => `"${c}"`).join(", ")}.`);
    }
    writes.push({ table: target.name, op });
  }
  return { ok: true, kind: writes.length ? "write" : "read", writes };
}

/** An INSERT INTO / UPDATE / DELETE FROM at `i`: the operation and where its target table starts. */
function writeAt(toks: Token[], i: number): { op: WriteOp; at: number } | null {
  if (isWord(toks[i], "insert") && isWord(toks[i + 1], "into")) return { op: "insert", at: i + 2 };
  if (isWord(toks[i], "delete") && isWord(toks[i + 1], "from")) return { op: "delete", at: i + 2 };
  // not FOR UPDATE / FOR NO KEY UPDATE (row locks) nor ON CONFLICT DO UPDATE (the INSERT's own target)
  if (isWord(toks[i], "update") && !isWord(toks[i - 1], "for", "key", "do")) return { op: "update", at: i + 1 };
  return null;
}

/** A name followed by "(": a keyword, the column list of an INSERT target, or an allowed function. */
function checkCall(toks: Token[], i: number): string | null {
  const tok = toks[i] as Extract<Token, { t: "word" | "ident" }>;
  if (tok.t === "word" && PAREN_KEYWORDS.has(tok.v)) return null;
  // INSERT INTO [schema.]table ( … )
  const back = isOp(toks[i - 1], ".") ? i - 3 : i - 1;
  if (isWord(toks[back], "into") && isWord(toks[back - 1], "insert")) return null;
  if (FUNCTIONS.has(tok.v.toLowerCase()) && !isOp(toks[i - 1], ".")) return null;
  if (isTimeoutSetting(toks, i)) return null;
  return `The function ${display(tok)}() is not available in Studio.`;
}

/** Studio's full-table search bounds itself: set_config('statement_timeout' | 'lock_timeout', '…', true) only. */
function isTimeoutSetting(toks: Token[], i: number): boolean {
  const [name, open, key, c1, value, c2, local, close] = toks.slice(i, i + 8);
  return (
    isWord(name, "set_config") &&
    isOp(open, "(") &&
    key?.t === "string" &&
    ["statement_timeout", "lock_timeout"].includes(key.v) &&
    isOp(c1, ",") &&
    value?.t === "string" &&
    /^\d{1,6}(ms|s)?$/.test(value.v) &&
    isOp(c2, ",") &&
    isWord(local, "true") &&
    isOp(close, ")")
  );
}

/**
 * A table with hidden columns may only be read column by column. Its name (and its alias) must be a FROM/JOIN/
 * UPDATE/INTO target or a qualifier (`u.col`); `*` is refused except in count(*).
 */
function checkColumnwise(toks: Token[], table: string): string | null {
  const names = new Set([table]);
  const defining = new Set<number>();
  for (let i = 0; i < toks.length; i++) {
    const tok = toks[i];
    if (tok.t !== "ident" || tok.v !== table) continue;
    const before = isOp(toks[i - 1], ".") ? i - 3 : i - 1;
    if (!isWord(toks[before], "from", "join", "update", "into", "using", "only")) continue;
    defining.add(i);
    let j = i + 1;
    if (isWord(toks[j], "as")) j++;
    const alias = toks[j];
    if (alias?.t === "ident" || (alias?.t === "word" && !NOT_ALIAS.has(alias.v))) {
      names.add(alias.v);
      defining.add(j);
    }
  }
  for (let i = 0; i < toks.length; i++) {
    const tok = toks[i];
    if (isOp(tok, "*") && !(isOp(toks[i - 1], "(") && isWord(toks[i - 2], "count") && isOp(toks[i + 1], ")")))
      return `"${table}" has hidden columns: name the columns you need instead of *.`;
    if (!isName(tok) || !names.has(tok.v) || defining.has(i)) continue;
    if (isOp(toks[i - 1], ".")) continue; // schema."User" handled via `defining`; a.b.c is not a row reference
    if (!isOp(toks[i + 1], ".")) return `"${table}" has hidden columns: refer to its columns one by one.`;
  }
  return null;
}

/** Column names of `SET a = …, b = …` after an UPDATE target; null for a form it does not read (`(a, b) = …`). */
function setColumns(toks: Token[], from: number): (string | null)[] {
  let i = from;
  while (i < toks.length && !isWord(toks[i], "set")) i++;
  const cols: (string | null)[] = [];
  let depth = 0;
  let expectColumn = true;
  for (i++; i < toks.length; i++) {
    const tok = toks[i];
    if (isOp(tok, "(")) depth++;
    if (isOp(tok, ")")) depth--;
    if (depth < 0) break;
    if (depth === 0 && isWord(tok, "from", "where", "returning")) break;
    if (expectColumn) {
      cols.push(isName(tok) && !isOp(toks[i + 1], ".") ? tok.v : null);
      expectColumn = false;
      continue;
    }
    if (depth === 0 && isOp(tok, ",")) expectColumn = true;
  }
  return cols.length ? cols : [null];
}
