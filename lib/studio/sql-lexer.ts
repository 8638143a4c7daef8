// A PostgreSQL lexer just precise enough for the Studio statement check: it must never mistake the inside of a
// string, a quoted identifier or a comment for code (or the reverse), because the check reasons about identifiers.
// Anything it does not understand is an error, and an error means the statement is refused.

export type Token =
  | { t: "word"; v: string; raw: string } // unquoted identifier or keyword, folded to lower case (as PostgreSQL does)
  | { t: "ident"; v: string } // "quoted identifier", exact
  | { t: "string"; v: string }
  | { t: "number"; v: string }
  | { t: "param"; v: string }
  | { t: "op"; v: string };

export class LexError extends Error {}

const WORD_START = /[A-Za-z_\u0080-\uffff]/;
const WORD_PART = /[A-Za-z0-9_$\u0080-\uffff]/;
const OP_CHARS = "+-*/<>=~!@#%^&|`?";
// sticky: matched at a position without copying the rest of the string
const PARAM = /\$(\d+)/y;
const DOLLAR_TAG = /\$([A-Za-z_][A-Za-z0-9_]*)?\$/y;
const NUMBER = /(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;

function matchAt(re: RegExp, s: string, i: number): RegExpExecArray | null {
  re.lastIndex = i;
  return re.exec(s);
}

export function lex(sql: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const c = sql[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === "-" && sql[i + 1] === "-") {
      while (i < n && sql[i] !== "\n") i++;
      continue;
    }
    if (c === "/" && sql[i + 1] === "*") {
      let depth = 1;
      i += 2;
      while (i < n && depth > 0) {
        const pair = sql.slice(i, i + 2);
        depth += pair === "/*" ? 1 : pair === "*/" ? -1 : 0;
        i += pair === "/*" || pair === "*/" ? 2 : 1;
      }
      if (depth > 0) throw new LexError("Unterminated comment.");
      continue;
    }
    if (c === "'") {
      const [v, end] = readQuoted(sql, i, "'", false);
      out.push({ t: "string", v });
      i = end;
      continue;
    }
    if ((c === "e" || c === "E") && sql[i + 1] === "'") {
      const [v, end] = readQuoted(sql, i + 1, "'", true);
      out.push({ t: "string", v });
      i = end;
      continue;
    }
    if ((c === "u" || c === "U") && sql[i + 1] === "&") throw new LexError("Unicode escapes (U&) are not accepted.");
    if (/[bBxXnN]/.test(c) && sql[i + 1] === "'") {
      const [v, end] = readQuoted(sql, i + 1, "'", false);
      out.push({ t: "string", v });
      i = end;
      continue;
    }
    if (c === '"') {
      const [v, end] = readQuoted(sql, i, '"', false);
      if (!v) throw new LexError("Empty quoted identifier.");
      out.push({ t: "ident", v });
      i = end;
      continue;
    }
    if (c === "$") {
      const param = matchAt(PARAM, sql, i);
      if (param) {
        out.push({ t: "param", v: param[1] });
        i += param[0].length;
        continue;
      }
      const tag = matchAt(DOLLAR_TAG, sql, i);
      if (!tag) throw new LexError("Unexpected '$'.");
      const close = sql.indexOf(tag[0], i + tag[0].length);
      if (close < 0) throw new LexError("Unterminated dollar-quoted string.");
      out.push({ t: "string", v: sql.slice(i + tag[0].length, close) });
      i = close + tag[0].length;
      continue;
    }
    if (/[0-9]/.test(c) || (c === "." && /[0-9]/.test(sql[i + 1] ?? ""))) {
      const m = matchAt(NUMBER, sql, i)!;
      out.push({ t: "number", v: m[0] });
      i += m[0].length;
      continue;
    }
    if (WORD_START.test(c)) {
      let j = i + 1;
      while (j < n && WORD_PART.test(sql[j])) j++;
      const raw = sql.slice(i, j);
      out.push({ t: "word", v: raw.toLowerCase(), raw });
      i = j;
      continue;
    }
    if (c === ":" && sql[i + 1] === ":") {
      out.push({ t: "op", v: "::" });
      i += 2;
      continue;
    }
    if ("(),;.[]:".includes(c)) {
      out.push({ t: "op", v: c });
      i++;
      continue;
    }
    if (OP_CHARS.includes(c)) {
      let j = i + 1;
      while (j < n && OP_CHARS.includes(sql[j]) && !(sql[j] === "-" && sql[j + 1] === "-")) j++;
      out.push({ t: "op", v: sql.slice(i, j) });
      i = j;
      continue;
    }
    throw new LexError(`Unexpected character ${JSON.stringify(c)}.`);
  }
  return out;
}

function readQuoted(sql: string, start: number, q: string, backslash: boolean): [string, number] {
  let v = "";
  let i = start + 1;
  while (i < sql.length) {
    const c = sql[i];
    if (backslash && c === "\\") {
      v += sql.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (c === q) {
      if (sql[i + 1] === q) {
        v += q;
        i += 2;
        continue;
      }
      return [v, i + 1];
    }
    v += c;
    i++;
  }
  throw new LexError(q === '"' ? "Unterminated quoted identifier." : "Unterminated string literal.");
}
