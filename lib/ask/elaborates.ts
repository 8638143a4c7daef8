// Round 12 composition: the body follows the lead's answering sentence. A lesson's In short line often carries two
// points ("Log SQL with `…`. `ddl-auto` lets Hibernate create tables; …"), and the section's body paragraphs and
// lists elaborate each of them. When the question is about one of them, a body block that elaborates *another*
// sentence of the lead — one that speaks to the question clearly less than the answering sentence — is about the
// section's other point, not the question ("Other classic problems: stale data, stampede" after a self-invocation
// answer). A sentence that opens with a fix ("Use its atomic methods: …" after the cause) is the answer's second half,
// never another point. Used by ./answer for error and how-to answers (not what-is questions, comparisons or code
// requests, which want the whole topic, both sides or the whole program).

import { overlapScore, type OverlapWeights } from "./overlap";
import { plainText, splitSentences, termSet } from "./text";

/** A block elaborates a sentence when it shares at least this many terms with it… */
const MIN_SHARED = 3;
/** …at least this many times as many as with the answering sentence… */
const SHARED_MARGIN = 2;
/** …and that sentence speaks to the question less than this share of the answering sentence. */
const MAX_OTHER_SHARE = 0.7;

/** A sentence that opens with a fix in the imperative. */
const FIX_OPENING =
  /^(use|call|add|pass|annotate|declare|wrap|return|switch|inject|configure|register|catch|replace|make sure|set|move|remove|restore|prefer|check|instead)\b/i;

function sharedCount(a: Set<string>, b: Set<string>): number {
  let n = 0;
  for (const t of a) if (b.has(t)) n++;
  return n;
}

/**
 * A test that a body block stays on the lead's answering sentence (see the header), or null when the lead has no
 * other sentence that speaks to the question clearly less.
 */
export function followsAnswer(lead: string, w: OverlapWeights): ((markdown: string) => boolean) | null {
  const sentences = splitSentences(lead);
  if (sentences.length < 2) return null;
  const scored = sentences.map((s) => ({ s, terms: termSet(plainText(s)), score: overlapScore(s, w) }));
  const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
  if (best.score <= 0) return null;
  const others = scored.filter(
    (x) => x !== best && x.score < best.score * MAX_OTHER_SHARE && !FIX_OPENING.test(plainText(x.s)),
  );
  if (!others.length) return null;
  return (markdown) => {
    const terms = termSet(plainText(markdown));
    const withAnswer = sharedCount(terms, best.terms);
    return !others.some((o) => {
      const n = sharedCount(terms, o.terms);
      return n >= MIN_SHARED && n >= withAnswer * SHARED_MARGIN;
    });
  };
}
