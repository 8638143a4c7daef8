// Ranking: re-scores the retrieved candidates by how much of the question each section covers, with phrase and
// proximity boosts, and diversifies the result so that the first hits come from different lessons.

import { ANCHOR_WORDS, plainText } from "./text";
import { positionsOf, type AskIndex, type Field, type SectionRecord } from "./build";
import { analyzeQuery, type AnalyzedQuery } from "./query";
import { retrieveCandidates } from "./retrieve";
import { snippetFor } from "./overlap";
import { passageWeights, promoteByPassage } from "./passage";
import { covers } from "./scope";
import { codeFragments, fragmentsIn } from "./fragments";
import type { SectionHit } from "./types";

/** How much a match in a field counts as evidence that the section is about the term (for coverage). */
const FIELD_EVIDENCE: Record<Field, number> = { title: 1, heading: 1, summary: 0.9, body: 0.9, code: 0.6 };
/** Ranking bonus per query word pair that appears as adjacent words in the lesson title or section heading. */
const BIGRAM_BONUS = 0.3;
/** Recap sections repeat the terms of the whole lesson; the section that explains a topic should win over them. */
const RECAP_HEADING = /^(summary|recap|key takeaways|wrap[- ]up|common (mistakes|pitfalls)|next steps)\b/i;
const RECAP_FACTOR = 0.8;
/**
 * A what-is question wants the section that introduces the topic: the lesson intro and first section get a small
 * boost, sections about when *not* to use something or what to avoid a small penalty.
 */
const WHAT_IS_OPENING = 1.15;
const WHAT_IS_NEGATIVE = 0.85;
const NEGATIVE_HEADING = /^(when not|why not|fixes to avoid|avoid|common mistakes|anti-?patterns?)\b/i;
/**
 * A how-to or error question wants the section on fixing or doing it: headings like "How to fix…", "Fixing…",
 * "…safely" get a small boost, a larger one when the question itself asks to fix, avoid or prevent something.
 */
const FIX_HEADING = /\b(fix|fixes|fixing|prevent|preventing|avoid|avoiding|safely|solution|solve|how to)\b/i;
const FIX_ASKED = /\b(fix|fixes|fixing|prevent|avoid|solve|resolve|get rid of|stop)\b/i;
const FIX_SECTION = 1.1;
const FIX_SECTION_ASKED = 1.3;
/** In diversification, a lesson's best section is promoted only if it scores at least this share of the best. */
const DIVERSIFY_MIN_RELATIVE = 0.2;
/**
 * Proximity: bonus per pair of adjacent question words found within PROXIMITY_WINDOW words of each other in the
 * section's heading or prose ("return 201 created" near each other beats the three words spread over a lesson).
 */
const PROXIMITY_BONUS = 0.12;
const PROXIMITY_WINDOW = 3;
const PROXIMITY_MAX_PAIRS = 3;
/** Share of the BM25 score a section keeps with zero coverage (the rest scales with how much of the question it covers). */
const COVERAGE_FLOOR = 0.3;
/** At most this many candidates are re-ranked (coverage, phrase bonus, diversification). */
const CANDIDATE_CAP = 80;
/** Round 9: per question code fragment the section quotes (./fragments, at most two), its score grows this much. */
const FRAGMENT_BONUS = 0.6;

// ---------------------------------------------------------------------------------------------------------------
// Coverage: how much of the question a section answers.

interface MatchLike {
  terms: string[];
  match: Record<string, string[]>;
}

/** How well a section matches a question, each an idf-weighted share (0..1) of the question's concepts. */
export interface Coverages {
  /** All fields (fuzzy and code-only matches count less). */
  coverage: number;
  /** The same without the concepts naming another technology ("Python"): how related the rest of the question is. */
  relatedness: number;
  /** Title, heading or summary/skills only: the section is *about* these words. */
  headline: number;
  /** The section's own heading, prose and code (see OWN_EVIDENCE). */
  own: number;
  /** The section heading only. */
  heading: number;
  /** Topic words matched well (not weak, not foreign, not Java/Spring itself: ANCHOR_WORDS). */
  matched: number;
  /** An API concept of the question is matched well. */
  apiMatched: boolean;
}

/** A concept matched at least this strongly counts in `matched`. */
const MATCHED_STRENGTH = 0.5;
/** Concepts this light (generic words: WEAK_CONCEPT_FACTOR) do not count in `matched`. */
const MATCHED_MIN_WEIGHT_SHARE = 0.45;

const PROFILES = ["coverage", "headline", "own", "heading"] as const;

/** Every coverage of one section in one pass over the query's terms. */
export function coveragesOf(q: AnalyzedQuery, result: MatchLike): Coverages {
  const evidence = [FIELD_EVIDENCE, HEADLINE_EVIDENCE, OWN_EVIDENCE, HEADING_EVIDENCE];
  const strength = PROFILES.map(() => new Array<number>(q.concepts.length).fill(0));
  // A multi-word synonym ("dependency injection" for "DI") counts in proportion to how many of its words matched.
  const phraseHits = new Map<number, number>();
  for (const t of q.terms) {
    if (t.phrase && (Object.prototype.hasOwnProperty.call(result.match, t.term) || result.terms.includes(t.term))) {
      phraseHits.set(t.phrase.id, (phraseHits.get(t.phrase.id) ?? 0) + 1);
    }
  }
  for (const t of q.terms) {
    const fields = Object.prototype.hasOwnProperty.call(result.match, t.term) ? result.match[t.term] : undefined;
    if (!fields && !result.terms.includes(t.term)) continue;
    let m = t.stemOnly ? STEM_ONLY_STRENGTH : 1;
    if (t.kind === "part") m *= 0.8;
    else if (t.kind === "synonym") m *= t.phrase ? (0.9 * (phraseHits.get(t.phrase.id) ?? 0)) / t.phrase.size : 0.9;
    else if (t.kind === "prefix" || t.kind === "correction") m *= 0.7;
    else if (t.kind === "join") m *= 0.95;
    for (let p = 0; p < PROFILES.length; p++) {
      let s = 0;
      if (fields) for (const f of fields) s = Math.max(s, evidence[p][f as Field] ?? 0);
      else if (p === 0) s = 0.35; // fuzzy only (counts for the overall coverage alone)
      if (!s) continue;
      for (const c of t.concepts) strength[p][c] = Math.max(strength[p][c], s * m);
    }
  }
  let total = 0;
  let foreignTotal = 0;
  const got = PROFILES.map(() => 0);
  q.concepts.forEach((c, i) => {
    total += c.weight;
    if (c.foreign) foreignTotal += c.weight;
    else for (let p = 0; p < PROFILES.length; p++) got[p] += c.weight * strength[p][i];
  });
  const share = (x: number, of: number) => (of > 0 ? x / of : 0);
  const heaviest = Math.max(1e-9, ...q.concepts.map((c) => c.weight));
  let matched = 0;
  let apiMatched = false;
  q.concepts.forEach((c, i) => {
    if (c.foreign || c.weak || strength[0][i] < MATCHED_STRENGTH) return;
    if (c.api) apiMatched = true;
    if (c.weight >= heaviest * MATCHED_MIN_WEIGHT_SHARE * (c.api ? 0 : 1) && !ANCHOR_WORDS.test(c.word)) matched++;
  });
  return {
    matched,
    apiMatched,
    coverage: share(got[0], total),
    relatedness: share(got[0], total - foreignTotal),
    headline: share(got[1], total),
    own: share(got[2], total),
    heading: share(got[3], total),
  };
}

/**
 * Strength of a match through the stem alone, for a typed word the lessons never write as such: "integral" is not
 * "integration", "derivative" not "derived"; a real inflection ("injecting") usually loses little, as the other
 * words of its question carry it.
 */
const STEM_ONLY_STRENGTH = 0.6;

/**
 * Evidence from the section itself (its heading, prose and code), without the lesson's title and summary that every
 * section of the lesson shares: it decides which section of a lesson answers ("virtual thread pinning" → the
 * section on pinning, not the lesson's first one). A section scores this floor plus the rest in proportion.
 */
const OWN_EVIDENCE: Partial<Record<Field, number>> = { heading: 1, body: 0.9, code: 0.6 };
const OWN_FLOOR = 0.8;
const HEADING_EVIDENCE: Partial<Record<Field, number>> = { heading: 1 };

/** Evidence that a section is *about* a word: it is in the lesson title, the section heading or the summary/skills. */
const HEADLINE_EVIDENCE: Partial<Record<Field, number>> = { title: 1, heading: 1, summary: 0.9 };

/** Number of adjacent question-word pairs that occur within PROXIMITY_WINDOW words of each other in the section. */
function proximityPairs(q: AnalyzedQuery, rec: SectionRecord): number {
  if (q.sequence.length < 2) return 0;
  const pos = positionsOf(rec);
  let pairs = 0;
  for (let i = 0; i + 1 < q.sequence.length && pairs < PROXIMITY_MAX_PAIRS; i++) {
    const a = pos.get(q.sequence[i]);
    const b = a && q.sequence[i + 1] !== q.sequence[i] ? pos.get(q.sequence[i + 1]) : undefined;
    if (!a || !b) continue;
    let x = 0;
    let y = 0;
    let near = false;
    while (x < a.length && y < b.length && !near) {
      if (Math.abs(a[x] - b[y]) <= PROXIMITY_WINDOW) near = true;
      else if (a[x] < b[y]) x++;
      else y++;
    }
    if (near) pairs++;
  }
  return pairs;
}

/**
 * Ranks the index's sections for an analysed query, best first. The first hits are the best section of each
 * lesson (one per lesson, while it scores at least DIVERSIFY_MIN_RELATIVE of the best), then the other sections.
 */
export function rankSections(index: AskIndex, q: AnalyzedQuery, opts?: { limit?: number }): SectionHit[] {
  const limit = Math.max(0, Math.floor(opts?.limit ?? 5));
  if (!limit || index.sections.length === 0 || q.terms.length === 0) return [];
  const candidates = retrieveCandidates(index, q);
  const fragments = codeFragments(q.raw);
  const ranked = candidates.slice(0, CANDIDATE_CAP).map((r) => {
    const rec = index.sections[r.id];
    const { coverage, relatedness, headline, own, heading, matched, apiMatched } = coveragesOf(q, r);
    let phrase = 0;
    if (q.bigrams.length) {
      const lessonBigrams = index.lessons[rec.lesson].bigrams;
      for (const b of q.bigrams) if (rec.bigrams.includes(b) || lessonBigrams.includes(b)) phrase++;
    }
    const quoted = Math.min(2, fragmentsIn(rec, fragments));
    const bonus =
      (1 + BIGRAM_BONUS * Math.min(2, phrase)) *
      (1 + PROXIMITY_BONUS * proximityPairs(q, rec)) *
      (1 + FRAGMENT_BONUS * quoted);
    // …unless the heading names what was asked ("Common mistakes: pinning, pooling and ThreadLocal")
    const recap = RECAP_HEADING.test(rec.heading) && heading === 0 ? RECAP_FACTOR : 1;
    const sectionIds = index.lessons[rec.lesson].sectionIds;
    const fixes = FIX_HEADING.test(rec.heading) && !RECAP_HEADING.test(rec.heading);
    const kindPrior =
      q.kind === "how-to" || q.kind === "error"
        ? fixes
          ? FIX_ASKED.test(q.raw)
            ? FIX_SECTION_ASKED
            : FIX_SECTION
          : 1
        : q.kind !== "what-is"
          ? 1
          : NEGATIVE_HEADING.test(rec.heading)
            ? WHAT_IS_NEGATIVE
            : rec.id === sectionIds[0] || (rec.id === sectionIds[1] && index.sections[sectionIds[0]].anchor === "")
              ? WHAT_IS_OPENING
              : 1;
    const focus = OWN_FLOOR + (1 - OWN_FLOOR) * own;
    const score = r.score * (COVERAGE_FLOOR + (1 - COVERAGE_FLOOR) * coverage) * bonus * recap * kindPrior * focus;
    return { id: r.id, coverage, relatedness, headline, matched, apiMatched, score, quoted };
  });
  ranked.sort((a, b) => b.score - a.score || a.id - b.id);
  // the answer's section must settle the scope question as the best-scoring one does (./scope covers); a comparison
  // wants the section about both sides, which one passage rarely is
  if (q.kind !== "comparison") promoteByPassage(ranked, index.sections, passageWeights(q), (r) => covers(q, r));
  // relative to the section that leads after the passage choice (round 9: the fragment bonus widens score gaps)
  const floor = (ranked[0]?.score ?? 0) * DIVERSIFY_MIN_RELATIVE;

  // Diversify: best section of each lesson first (if reasonably relevant), then the others by score.
  const firsts: typeof ranked = [];
  const rest: typeof ranked = [];
  const lessonsSeen = new Set<number>();
  for (const r of ranked) {
    const lesson = index.sections[r.id].lesson;
    if (lessonsSeen.has(lesson) || r.score < floor) rest.push(r);
    else {
      lessonsSeen.add(lesson);
      firsts.push(r);
    }
  }
  return [...firsts, ...rest].slice(0, limit).map((r) => {
    const rec = index.sections[r.id];
    return {
      sectionId: rec.id,
      url: rec.url,
      title: rec.title,
      courseSlug: rec.courseSlug,
      lessonSlug: rec.lessonSlug,
      lessonTitle: rec.lessonTitle,
      courseTitle: rec.courseTitle,
      section: plainText(rec.heading),
      anchor: rec.anchor,
      snippet: snippetFor(rec, q),
      score: Math.round(r.score * 1000) / 1000,
      text: rec.text,
      pro: rec.pro,
      coverage: Math.round(r.coverage * 1000) / 1000,
      relatedness: Math.round(r.relatedness * 1000) / 1000,
      headline: Math.round(r.headline * 1000) / 1000,
      matched: r.matched,
      apiMatched: r.apiMatched,
    };
  });
}

/** Analyses `question` against the index and ranks its sections (convenience for search and tests). */
export function searchSections(index: AskIndex, question: string, opts?: { limit?: number }): SectionHit[] {
  return rankSections(index, analyzeQuery(question, index), opts);
}
