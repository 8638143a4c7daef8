// The answer's "APIs to know" line: the names a learner would type next, taken only from code (inline code spans of
// the sections the answer uses, and the example block) — never from English prose. A name counts only when it looks
// like an API: an annotation (`@Async`), a call (`removeIf()`, `Iterator.remove()`), a type (`JdbcTemplate`,
// `Optional`), a configuration key (`spring.datasource.url`) or a Java keyword worth knowing (`synchronized`). Left
// out: plain words in backticks (`name`, `orders`), values, HTTP verbs and status codes, constants, and the names the
// lessons' examples declare themselves (`class Order`, `record Money`, a variable's method `it.remove()`).

import { blocksOf, type SectionRecord } from "./build";
import { splitSentences } from "./text";

/** Most names listed in one answer. */
export const MAX_APIS = 6;
const SPAN = /`([^`\n]{2,60})`/g;
const ANNOTATION = /^@[A-Z]\w*$/;
const CALL = /^([A-Z][\w$]*\.)?[a-z][\w$]*\([^()]{0,20}\)$/;
const TYPE = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)*(?:<[^>]*>)?$/;
const CONFIG_KEY = /^[a-z][\w-]*(\.[a-z][\w-]*){1,6}$/;
const KEYWORDS = new Set(
  "synchronized volatile transient sealed permits record var final static default instanceof switch yield throws enum interface abstract".split(
    " ",
  ),
);
const NOT_APIS = new Set(["String", "Object", "Integer", "Long", "Boolean", "Main", "Test", "Exception"]);
/** `class Order`, `record Money(`, `interface PaymentGateway`, `enum Status`: names an example declares. */
const DECLARED = /\b(?:class|record|interface|enum)\s+([A-Z][\w$]*)/g;

/** Names the given code declares (the example's own types). */
function declaredNames(records: SectionRecord[]): Set<string> {
  const out = new Set<string>();
  for (const rec of records)
    for (const b of blocksOf(rec)) if (b.kind === "code") for (const m of b.code.matchAll(DECLARED)) out.add(m[1]);
  return out;
}

function apiName(span: string, declared: Set<string>): string | null {
  const name = span.trim().replace(/\(\s*[^()]*\)$/, "()");
  if (ANNOTATION.test(name)) return declared.has(name.slice(1)) ? null : name;
  if (CALL.test(name)) {
    const owner = name.split(".")[0];
    return name.includes(".") && declared.has(owner) ? null : name;
  }
  if (TYPE.test(name)) {
    const base = name.replace(/<.*$/, "");
    return declared.has(base) || NOT_APIS.has(base) ? null : base;
  }
  if (CONFIG_KEY.test(name) && !/^(java|javax|jakarta|org|com)\./.test(name) && name.split(".").length >= 2)
    return /^[a-z]+\.[a-z]+$/.test(name) && !name.includes("-") && name.length < 12 ? null : name;
  if (KEYWORDS.has(name)) return name;
  return null;
}

/**
 * API names in the inline code of `records` (the answer's sections, the first counting most) that `shown` (the
 * answer so far) does not already contain. With `speaks`, only sentences and list items it accepts count (the
 * ones about the question, not a section's other pitfalls).
 */
export function apisOf(
  records: SectionRecord[],
  shown: string,
  lesson: SectionRecord[] = records,
  max = MAX_APIS,
  speaks?: (text: string) => boolean,
) {
  const declared = declaredNames(lesson);
  const score = new Map<string, number>();
  records.forEach((rec, i) => {
    const weight = 1 / (i + 1);
    for (const b of blocksOf(rec)) {
      const texts =
        b.kind === "para" || b.kind === "quote"
          ? speaks
            ? splitSentences(b.text)
            : [b.text]
          : b.kind === "list"
            ? b.items
            : [];
      for (const t of texts) {
        if (speaks && !speaks(t)) continue;
        for (const m of t.matchAll(SPAN)) {
          const name = apiName(m[1], declared);
          if (name) score.set(name, (score.get(name) ?? 0) + weight);
        }
      }
    }
  });
  const shownPlain = shown.replace(/`/g, "");
  return [...score.entries()]
    .filter(([name]) => !shownPlain.includes(name.replace(/\(\)$/, "")))
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([name]) => name);
}
