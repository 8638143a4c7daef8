// Candidate retrieval: BM25-style scores from MiniSearch for the analysed query's terms, in two phases so that large
// corpora stay fast, with a concept-level coordination factor.

import type { AnalyzedQuery, QueryTerm } from "./query";
import { FIELD_BOOSTS, type AskIndex, type Field } from "./build";

/** Score weight of a prefix-completion match (MiniSearch option). */
const PREFIX_WEIGHT = 0.5;
/**
 * Two-phase retrieval (this is what keeps large corpora fast). Terms that occur in more than COMMON_DF_SHARE of the
 * sections ("exception", "class") carry little ranking signal but have the longest posting lists. Phase 1 scores the
 * selective terms in all fields and the common terms in titles and headings only (very common terms not at all),
 * and keeps the best CANDIDATE_POOL sections; phase 2 adds the remaining contributions for those candidates only
 * (`boostDocument` returns 0 for every other section, so MiniSearch skips them before scoring). For the candidates
 * the sum equals the full BM25 score.
 */
const COMMON_DF_SHARE = 0.03;
/** Terms in more than this share of the sections are not searched in phase 1 at all. */
const VERY_COMMON_DF_SHARE = 0.1;
const COMMON_MIN_DF = 400; // below this the posting lists are short enough to search everything (small corpora: exact)
const CANDIDATE_POOL = 250;
/** Fields whose posting lists stay short even for common terms (searched in phase 1 for every term). */
const PHASE1_COMMON_FIELDS: Field[] = ["title", "heading"];
const PHASE2_FIELDS: Field[] = ["summary", "body", "code"];

export interface Candidate {
  id: number;
  score: number;
  /** Query terms matched (exactly, by prefix completion or fuzzily). */
  terms: string[];
  match: Record<string, string[]>;
}

function runQuery(index: AskIndex, terms: QueryTerm[], fields?: Field[], boostDocument?: (id: number) => number) {
  return index.mini.search(terms.map((t) => t.term).join(" "), {
    tokenize: (s) => s.split(" "),
    processTerm: (t) => t,
    boostTerm: (_t, i) => terms[i].weight,
    fuzzy: (_t, i) => terms[i].fuzzy,
    prefix: false,
    maxFuzzy: 2,
    weights: { fuzzy: 0.3, prefix: PREFIX_WEIGHT },
    boost: { ...FIELD_BOOSTS },
    fields,
    combineWith: "OR",
    boostDocument,
  });
}

function addInto(target: Map<number, Candidate>, results: ReturnType<typeof runQuery>, onlyExisting: boolean) {
  for (const r of results) {
    const id = r.id as number;
    // MiniSearch multiplies the score by the number of query terms matched; undo it here: the merged phases get
    // one coordination factor (see conceptsMatched).
    const raw = r.score / Math.max(1, r.queryTerms.length);
    const c = target.get(id);
    if (!c) {
      if (onlyExisting) continue;
      // Null-prototype: terms come from user input ("__proto__", "constructor").
      target.set(id, { id, score: raw, terms: [...r.queryTerms], match: Object.assign(Object.create(null), r.match) });
      continue;
    }
    c.score += raw;
    for (const t of r.queryTerms) if (!c.terms.includes(t)) c.terms.push(t);
    for (const [term, fields] of Object.entries(r.match)) {
      c.match[term] = Object.prototype.hasOwnProperty.call(c.match, term) ? [...c.match[term], ...fields] : fields;
    }
  }
}

/**
 * Coordination (like MiniSearch's, but by concept): a section's score is multiplied by the number of the question's
 * words it matches, a word counting once however many of its parts, synonyms or completions match.
 */
function conceptsMatched(q: AnalyzedQuery, c: Candidate): number {
  const seen = new Set<number>();
  for (const term of c.terms) for (const k of q.termConcepts.get(term) ?? []) seen.add(k);
  return Math.max(1, seen.size);
}

/**
 * Candidate sections with their BM25 scores (exported for debugging and tests; use `searchSections`).
 * Phase 1: selective terms in all fields, common terms in titles and headings (very common ones nowhere); if that
 * finds too few candidates, the rarest remaining term widens it. Phase 2: the non-selective terms' remaining fields,
 * for the candidates only.
 */
export function retrieveCandidates(index: AskIndex, q: AnalyzedQuery): Candidate[] {
  const n = index.sections.length;
  const commonDf = Math.max(COMMON_MIN_DF, n * COMMON_DF_SHARE);
  const veryCommonDf = Math.max(COMMON_MIN_DF, n * VERY_COMMON_DF_SHARE);
  const dfOf = (t: QueryTerm) => index.df.get(t.term) ?? 0;
  const selective: QueryTerm[] = [];
  const common: QueryTerm[] = [];
  const veryCommon: QueryTerm[] = [];
  for (const t of q.terms) {
    const d = dfOf(t);
    (t.fuzzy || d <= commonDf ? selective : d <= veryCommonDf ? common : veryCommon).push(t);
  }

  const found = new Map<number, Candidate>();
  const phase1Full = new Set<QueryTerm>(selective);
  if (selective.length) addInto(found, runQuery(index, selective), false);
  if (common.length) addInto(found, runQuery(index, common, PHASE1_COMMON_FIELDS), false);
  const rest = [...common, ...veryCommon].sort((a, b) => dfOf(a) - dfOf(b));
  const typedWordIsSelective = selective.some((t) => t.kind === "word");
  if ((found.size < CANDIDATE_POOL || !typedWordIsSelective) && rest.length) {
    // Too few candidates, or none found by a word the user typed (only by parts, synonyms or completions): the
    // rarest remaining term widens the pool.
    const rarest = rest[0];
    if (!common.includes(rarest)) addInto(found, runQuery(index, [rarest], PHASE1_COMMON_FIELDS), false);
    if (found.size < CANDIDATE_POOL) {
      addInto(found, runQuery(index, [rarest], PHASE2_FIELDS), false);
      phase1Full.add(rarest);
    } else if (!common.includes(rarest)) {
      common.push(rarest); // its title/heading part is done; phase 2 adds the rest
      veryCommon.splice(veryCommon.indexOf(rarest), 1);
    }
  }
  const coordinated = (c: Candidate) => c.score * conceptsMatched(q, c);
  let pool = [...found.values()]
    .sort((a, b) => coordinated(b) - coordinated(a) || a.id - b.id)
    .slice(0, CANDIDATE_POOL);
  const ids = new Map(pool.map((c) => [c.id, c]));
  const only = (id: number) => (ids.has(id) ? 1 : 0);
  const phase2 = common.filter((t) => !phase1Full.has(t));
  if (phase2.length && pool.length) addInto(ids, runQuery(index, phase2, PHASE2_FIELDS, only), true);
  const phase2All = veryCommon.filter((t) => !phase1Full.has(t));
  if (phase2All.length && pool.length) addInto(ids, runQuery(index, phase2All, undefined, only), true);
  for (const c of pool) c.score *= conceptsMatched(q, c);
  pool = pool.sort((a, b) => b.score - a.score || a.id - b.id);
  return pool;
}
