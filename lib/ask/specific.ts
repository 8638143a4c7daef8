// Round 10 composition: the question's *specific* signals — what it names that a generic sentence about its topic
// does not: its code fragments (`nums.remove(1)`, ./fragments), qualified names (`org.junit.Test`, `Map.get`,
// `Integer.intValue`) and the API or exception names it writes as code (`UnexpectedRollbackException`). A sentence
// or list item of the chosen section that quotes one of them speaks to the learner's very case; a definition, an
// overview or a checklist's summary line that names none of them is the generic lead a learner skims past. Used by
// ./units to choose which whole sentence or item leads (never cutting one).

import { codeFragments } from "./fragments";
import type { AnalyzedQuery } from "./query";

export interface Specifics {
  /** Normalised code fragments (lower case, no spaces or backticks): `remove(1)`. */
  fragments: string[];
  /**
   * Lower-case names matched as whole words, grouped by what they name (one group counts once): `map.get` and
   * `java.util.map.get`; `unexpectedrollbackexception`; `junit.test` and `org.junit.test`.
   */
  names: string[][];
}

/** A qualified name: `org.junit.Test`, `java.util.Map.get`, `Integer.intValue`. */
const QUALIFIED = /\b[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+/g;
/** File names and abbreviations are not API names (`Stock.java`, `e.g`). */
const NOT_QUALIFIED = /\.(java|class|jar|xml|yml|yaml|properties|json|md|txt|html|log)$|^(e\.g|i\.e|etc)\b/i;
/** A stack frame line: `\tat org.example.Foo.bar(Foo.java:12)`, `... 3 more`. */
const FRAME_LINE = /^\s*(at\s|\.\.\.\s*\d+\s+more|caused by:)/i;
/** camelCase or PascalCase with an inner capital (`orderService`, `ArrayList`), not a capitalised word (`Acme`). */
const CODE_CASE = /^.+[A-Z]/;
/** A name shorter than this says little (`get`, `add`). */
const MIN_NAME = 6;
/** A fragment counts this much, a name 1. */
const FRAGMENT_WEIGHT = 2;

const norm = (s: string) => s.toLowerCase().replace(/[\s`]+/g, "");

/** The question's specific signals (see the header). */
export function specificsOf(q: Pick<AnalyzedQuery, "raw" | "original" | "concepts">): Specifics {
  const groups = new Map<string, Set<string>>();
  const add = (key: string, name: string) => {
    const g = groups.get(key) ?? new Set<string>();
    g.add(name);
    groups.set(key, g);
  };
  // an API name as the question writes it in code: camelCase, PascalCase or an annotation (not `contains(`, whose
  // word any sentence may use)
  for (const c of q.concepts)
    if (c.api && !c.foreign && c.word.length >= MIN_NAME && (CODE_CASE.test(c.word) || q.raw.includes(`@${c.word}`)))
      add(c.word.toLowerCase(), c.word.toLowerCase());
  // qualified names as written (the pasted-trace reduction shortens `org.junit.Test`), stack frames left out
  const written = (q.original ?? q.raw)
    .split("\n")
    .filter((l) => !FRAME_LINE.test(l))
    .join("\n");
  for (const m of written.match(QUALIFIED) ?? []) {
    if (NOT_QUALIFIED.test(m) || /\.\d/.test(m)) continue;
    const parts = m.split(".");
    // a lesson writes the last two parts (`Map.get` of `java.util.Map.get`), or the whole name of an import
    const key = parts[parts.length - 1].toLowerCase();
    const tail = parts.slice(-2).join(".").toLowerCase();
    if (tail.length >= MIN_NAME) add(key, tail);
    if (parts.length > 2 && /^[a-z]/.test(parts[0])) add(key, m.toLowerCase());
  }
  return { fragments: codeFragments(q.raw), names: [...groups.values()].map((g) => [...g]) };
}

const res = new Map<string, RegExp>();
function nameRe(name: string): RegExp {
  let re = res.get(name);
  if (!re) {
    re = new RegExp(`(^|[^\\w$])${name.replace(/[.$]/g, "\\$&")}(?![\\w$])`, "i");
    if (res.size < 2000) res.set(name, re);
  }
  return re;
}

/**
 * The signals without the names a section's heading or lesson title already carries: there they are the topic every
 * sentence of the section is about (`@Cacheable` in a caching lesson), not what sets one sentence apart.
 */
export function withoutTopic(s: Specifics | undefined, topic: string): Specifics | undefined {
  if (!s || !s.names.length) return s;
  const plain = topic.replace(/`/g, "");
  const names = s.names.filter((g) => !g.some((n) => nameRe(n).test(plain)));
  return names.length === s.names.length ? s : { fragments: s.fragments, names };
}

/** How many of the question's specific signals a piece of Markdown quotes (a fragment counts FRAGMENT_WEIGHT). */
export function specificScore(text: string, s: Specifics | undefined): number {
  if (!s || (!s.fragments.length && !s.names.length)) return 0;
  let n = 0;
  if (s.fragments.length) {
    const t = norm(text);
    for (const f of s.fragments) if (t.includes(f)) n += FRAGMENT_WEIGHT;
  }
  const plain = text.replace(/`/g, "");
  for (const g of s.names) if (g.some((name) => nameRe(name).test(plain))) n++;
  return n;
}
