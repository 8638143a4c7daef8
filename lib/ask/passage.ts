// Passage-level choice of the best section. Section-level BM25 finds the right neighbourhood, but among close
// sections it often prefers the one sharing the question's generic words ("list", "error", "thread") over the one
// with a single passage — an In short line, a sentence, a list item — that names the question's distinctive words
// together (`split` with "empty array", `count()` with `peek`, `run()` with "main"). This re-orders the first
// ranked candidates by their best passage, so the answer is built from the section that holds the answer.

import { blocksOf, type SectionRecord } from "./build";
import { inShortOf } from "@/lib/content/answer-units";
import { termWeights, type OverlapWeights } from "./overlap";
import type { AnalyzedQuery } from "./query";
import { analyzeWord, plainText, rawWords, splitSentences } from "./text";

/** Candidates considered: the first PASSAGE_CANDIDATES by score that score at least PASSAGE_MIN_RELATIVE of the best. */
export const PASSAGE_CANDIDATES = 10;
export const PASSAGE_MIN_RELATIVE = 0.5;
/** …and cover the question (idf-weighted share of its words, ./rank) at least this share as well as the best. */
export const PASSAGE_MIN_COVERAGE = 0.8;
/**
 * A refusal is replaced by a close section only on strong evidence: a section score this high (several rare
 * question words in one section; off-topic questions reach tens) and this much of the question covered.
 */
export const RESCUE_MIN_SCORE = 150;
export const RESCUE_MIN_COVERAGE = 0.6;
/** Weight of the section score against its best passage: combined = (score / best)^SCORE_EXPONENT × passage / best passage. */
const SCORE_EXPONENT = 0.5;
/** The best-scoring section keeps the lead unless a challenger's combined score is this much higher. */
const INCUMBENT_MARGIN = 1.2;
/** Passages longer than 80 characters are damped by (length / 80)^LENGTH_EXPONENT (a long list item matches more words). */
const LENGTH_EXPONENT = 0.25;
/** Recaps and the lesson's intro repeat every passage of the lesson: they never take the lead this way. */
const RECAP = /^(summary|recap|key takeaways|wrap[- ]up|next steps)\b/i;

interface Passage {
  terms: Set<string>;
  damp: number;
}

const passageCache = new WeakMap<SectionRecord, Passage[]>();

function termsOf(text: string, into: Set<string>): Set<string> {
  for (const word of rawWords(text)) {
    const a = analyzeWord(word);
    if (a.term) into.add(a.term);
    for (const p of a.parts) into.add(p);
  }
  return into;
}

/** The section's passages (In short line, prose sentences, list items), each with the heading's terms added. */
function passagesOf(rec: SectionRecord): Passage[] {
  let out = passageCache.get(rec);
  if (out) return out;
  const texts: string[] = [];
  const inShort = inShortOf(rec.text);
  if (inShort) texts.push(inShort);
  for (const b of blocksOf(rec)) {
    if (b.kind === "para") texts.push(...splitSentences(b.text));
    else if (b.kind === "list") texts.push(...b.items);
  }
  const heading = termsOf(rec.heading, new Set());
  out = texts.map((t) => ({
    terms: termsOf(t, new Set(heading)),
    damp: Math.pow(Math.max(plainText(t).length, 80) / 80, LENGTH_EXPONENT),
  }));
  passageCache.set(rec, out);
  return out;
}

/** How well the section's best passage covers the question (overlapScore over a passage's term set). */
export function bestPassageScore(rec: SectionRecord, w: OverlapWeights): number {
  let best = 0;
  for (const p of passagesOf(rec)) {
    const byConcept = new Map<number, number>();
    for (const t of p.terms) {
      const e = w.byTerm.get(t);
      if (!e) continue;
      for (const c of e.concepts) if ((byConcept.get(c) ?? 0) < e.weight) byConcept.set(c, e.weight);
    }
    let s = 0;
    for (const [c, v] of byConcept) s += (w.concept[c] ?? 0) * v;
    s /= p.damp;
    if (s > best) best = s;
  }
  return best;
}

/**
 * Re-orders the first candidates (sorted by score, best first) by (score / best)^SCORE_EXPONENT × best passage /
 * the best of those (the first candidate's times INCUMBENT_MARGIN): the winner moves to the front, the rest keep their order. Only candidates that are `eligible`
 * (the question is covered by them, ./scope) compete. When the first one is not eligible, the first eligible candidate
 * within PASSAGE_MIN_RELATIVE of its score leads instead (else nothing changes). Returns the same array.
 */
export function promoteByPassage<T extends { id: number; score: number; coverage: number; quoted?: number }>(
  ranked: T[],
  sections: SectionRecord[],
  w: OverlapWeights,
  eligible: (r: T) => boolean,
): T[] {
  const top = ranked[0];
  if (!top || top.score <= 0) return ranked;
  if (!eligible(top)) {
    // The best-scoring section does not settle the scope question (./scope) but a close one does: that one leads,
    // instead of refusing an in-scope question because a neighbouring section shares more of its common words.
    const alt = ranked
      .slice(1, PASSAGE_CANDIDATES)
      .find(
        (r) =>
          r.score >= Math.max(top.score * PASSAGE_MIN_RELATIVE, RESCUE_MIN_SCORE) &&
          r.coverage >= RESCUE_MIN_COVERAGE &&
          eligible(r),
      );
    if (!alt) return ranked;
    ranked.splice(ranked.indexOf(alt), 1);
    ranked.unshift(alt);
    return promoteByPassage(ranked, sections, w, eligible);
  }
  const pool = ranked
    .slice(0, PASSAGE_CANDIDATES)
    .filter(
      (r, i) =>
        i === 0 ||
        (r.score >= top.score * PASSAGE_MIN_RELATIVE &&
          r.coverage >= top.coverage * PASSAGE_MIN_COVERAGE &&
          (r.quoted ?? 0) >= (top.quoted ?? 0) &&
          !isRecapOrIntro(sections[r.id]) &&
          eligible(r)),
    );
  if (pool.length < 2) return ranked;
  const ps = pool.map((r) => bestPassageScore(sections[r.id], w));
  const pmax = Math.max(...ps);
  if (pmax <= 0) return ranked;
  let bestI = 0;
  let bestC = -1;
  pool.forEach((r, i) => {
    const c =
      Math.pow(r.score / top.score, SCORE_EXPONENT) *
      Math.max(1, r.coverage / Math.max(top.coverage, 1e-9)) *
      (ps[i] / pmax) *
      (i === 0 ? INCUMBENT_MARGIN : 1);
    if (c > bestC) {
      bestC = c;
      bestI = i;
    }
  });
  if (bestI === 0) return ranked;
  const winner = pool[bestI];
  ranked.splice(ranked.indexOf(winner), 1);
  ranked.unshift(winner);
  return ranked;
}

function isRecapOrIntro(rec: SectionRecord): boolean {
  return rec.anchor === "" || RECAP.test(plainText(rec.heading));
}

/** API and exception names weigh API_PASSAGE_FACTOR times more in a passage than in the section score. */
const API_PASSAGE_FACTOR = 1.5;

/** The question's weights for passage scoring: its distinctive API and exception names count more. */
export function passageWeights(q: AnalyzedQuery): OverlapWeights {
  const w = termWeights(q);
  return { ...w, concept: w.concept.map((c, i) => (q.concepts[i]?.api ? c * API_PASSAGE_FACTOR : c)) };
}
