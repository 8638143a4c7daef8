// Term overlap between the analysed query and a piece of text: what the answer composer and snippets use to pick
// the sentences, list items and code blocks that speak to the question.

import { blocksOf, type SectionRecord } from "./build";
import type { AnalyzedQuery } from "./query";
import { specificsOf, type Specifics } from "./specific";
import { analyzeWord, plainText, rawWords, splitSentences, truncate } from "./text";

/** What `overlapScore` needs: each query term's weight and concepts, and each concept's importance. */
export interface OverlapWeights {
  byTerm: Map<string, { weight: number; concepts: number[] }>;
  concept: number[];
  /** Adjacent word pairs of the question ("pars index"): a sentence that repeats them quotes the question's message. */
  bigrams: Set<string>;
  /** The question's code fragments and API names (./specific): what a generic sentence about its topic does not name. */
  specifics?: Specifics;
}

/** The question's specific signals, once per analysed question (snippets ask for the weights per hit). */
const specificsCache = new WeakMap<AnalyzedQuery, Specifics>();
function specificsFor(q: AnalyzedQuery): Specifics {
  let s = specificsCache.get(q);
  if (!s) {
    s = specificsOf(q);
    specificsCache.set(q, s);
  }
  return s;
}

export function termWeights(q: AnalyzedQuery): OverlapWeights {
  return {
    byTerm: new Map(q.terms.map((t) => [t.term, { weight: t.weight, concepts: t.concepts }])),
    concept: q.concepts.map((c) => (c.foreign ? 0 : c.weight)),
    bigrams: new Set(q.bigrams),
    specifics: specificsFor(q),
  };
}

/**
 * How well a text covers the question: for each question word (concept) the best weight among its terms present
 * in the text (the word itself 1, a synonym or part less), times the concept's importance, summed.
 */
export function overlapScore(text: string, w: OverlapWeights): number {
  const best = new Map<number, number>();
  const seen = new Set<string>();
  for (const terms of wordTerms(text)) {
    for (const t of terms) {
      if (seen.has(t)) continue;
      seen.add(t);
      const e = w.byTerm.get(t);
      if (!e) continue;
      for (const c of e.concepts) if ((best.get(c) ?? 0) < e.weight) best.set(c, e.weight);
    }
  }
  let s = 0;
  for (const [c, v] of best) s += (w.concept[c] ?? 0) * v;
  return s;
}

/** The terms of each word of a text: the word's own term, then the parts of an identifier (`ObjectMapper`). */
export function wordTerms(text: string): string[][] {
  return rawWords(text).map((word) => {
    const a = analyzeWord(word);
    return a.term ? [a.term, ...a.parts] : a.parts;
  });
}

/** The question words (concept indices) a text matches by a term weighing at least `minWeight` (1 = the word itself). */
export function conceptsIn(text: string, w: OverlapWeights, minWeight = 0): Set<number> {
  return conceptsOfTerms(wordTerms(text), w, minWeight);
}

/** `conceptsIn` for a text already split into its words' terms (`wordTerms`: entries are analysed once per index). */
export function conceptsOfTerms(words: string[][], w: OverlapWeights, minWeight = 0): Set<number> {
  const out = new Set<number>();
  for (const terms of words) {
    for (const t of terms) {
      const e = w.byTerm.get(t);
      // with a minimum weight, a term shared by several question words ("test" of "testing" and `@SpringBootTest`) names none
      if (e && e.weight >= minWeight && (minWeight === 0 || e.concepts.length === 1))
        for (const c of e.concepts) out.add(c);
    }
  }
  return out;
}

/** The most query-relevant sentence of a section as plain text (the section start if nothing matches). */
export function snippetFor(record: SectionRecord, q: AnalyzedQuery, max = 220): string {
  const weights = termWeights(q);
  let best = "";
  let bestScore = -1;
  for (const b of blocksOf(record)) {
    const units =
      b.kind === "para" ? splitSentences(b.text) : b.kind === "list" ? b.items : b.kind === "quote" ? [b.text] : [];
    for (const u of units) {
      const plain = plainText(u);
      if (plain.length < 20) continue;
      const score = overlapScore(u, weights) / Math.sqrt(Math.max(plain.length, 60) / 60);
      if (score > bestScore + 1e-9) {
        bestScore = score;
        best = plain;
      }
    }
  }
  if (!best) best = plainText(record.text.replace(/```[\s\S]*?```/g, " "));
  return truncate(best, max);
}
