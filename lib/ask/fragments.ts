// Code fragments of the question ("map.get(key)", "nums.remove(1)", "name = name;"): the most specific signal a
// learner gives. A section that quotes the fragment speaks about the learner's very line of code; a neighbouring
// section that only shares the topic's nouns (map, list, constructor) does not. Round 9: used as a ranking bonus
// (./rank), like a phrase match. Stack-trace frames ("Foo.bar(Foo.java:12)") are not fragments: every lesson that
// shows a trace would match them, and the exception name already carries that signal.

import type { SectionRecord } from "./build";

/** A call with a short argument list (receiver optional) or a simple assignment ("x = y"). */
const FRAGMENT = /[A-Za-z_][\w.]*\([^()\n]{0,30}\)|\b[A-Za-z_]\w* = [A-Za-z_]\w*\b/g;
/** Stack frames and file positions are trace noise, not the learner's code. */
const FRAME = /\.java:\d+|native method|^at\b/;
/** A fragment shorter than this (after normalising) is too generic: `run()`, `add()`, `get()`. */
const MIN_FRAGMENT = 7;

const norm = (s: string) => s.toLowerCase().replace(/[\s`]+/g, "");

/**
 * The question's code fragments, normalised (lower case, no spaces or backticks). A call on a receiver also counts
 * without it (`nums.remove(1)` → `remove(1)`): lessons name their own variables.
 */
export function codeFragments(raw: string): string[] {
  const out = new Set<string>();
  for (const m of raw.match(FRAGMENT) ?? []) {
    if (FRAME.test(m.toLowerCase())) continue;
    const f = norm(m);
    // a call is matched without its receiver; an assignment keeps its exact text
    const key = /^[\w.]*?([A-Za-z_]\w*\(.*\))$/.exec(f)?.[1] ?? f;
    if (key.length >= MIN_FRAGMENT) out.add(key);
  }
  return [...out];
}

const normCache = new WeakMap<SectionRecord, string>();

/** How many of the fragments the section's text (prose and code) contains. */
export function fragmentsIn(rec: SectionRecord, fragments: string[]): number {
  if (!fragments.length) return 0;
  let text = normCache.get(rec);
  if (text === undefined) {
    text = norm(rec.text);
    normCache.set(rec, text);
  }
  let n = 0;
  for (const f of fragments) if (text.includes(f)) n++;
  return n;
}
