// Section-level retrieval over the lessons with MiniSearch (BM25-style ranking, field boosts, fuzzy and prefix
// matching), a Java-aware analyzer (camelCase splitting, stemming, stop words) and query-time synonyms.

import MiniSearch from "minisearch";
import SearchableMap from "minisearch/SearchableMap";
import { splitSections } from "@/lib/content/sections";
import type { LessonDoc, SectionHit } from "./types";
import {
  FOREIGN_TERMS,
  WEAK_WORDS,
  analyzeWord,
  indexTerms,
  parseBlocks,
  plainText,
  rawWords,
  splitSentences,
  truncate,
  type Block,
} from "./text";
import { compiledSynonyms } from "./synonyms";

// ---------------------------------------------------------------------------------------------------------------
// Tuning knobs (see bench/ask/run.ts for the latency targets they were tuned against).

/** Field boosts: titles and headings say what a section is about; code mentions many names in passing. */
export const FIELD_BOOSTS = { title: 2.5, heading: 2.5, summary: 1.0, body: 1.0, code: 0.35 } as const;
type Field = keyof typeof FIELD_BOOSTS;
const FIELDS = Object.keys(FIELD_BOOSTS) as Field[];
/** How much a match in a field counts as evidence that the section is about the term (for coverage). */
const FIELD_EVIDENCE: Record<Field, number> = { title: 1, heading: 1, summary: 0.9, body: 0.9, code: 0.6 };
/** Weight of a camelCase part the user typed inside an identifier ("NullPointerException" → "pointer"). */
const PART_WEIGHT = 0.45;
/** Query weight and coverage importance of generic question words (WEAK_WORDS). */
const WEAK_TERM_WEIGHT = 0.5;
const WEAK_CONCEPT_FACTOR = 0.25;
/** Ranking bonus per query word pair that appears as adjacent words in the lesson title or section heading. */
const BIGRAM_BONUS = 0.3;
/** Recap sections repeat the terms of the whole lesson; the section that explains a topic should win over them. */
const RECAP_HEADING = /^(summary|recap|key takeaways|wrap[- ]up|common (mistakes|pitfalls)|next steps)\b/i;
const RECAP_FACTOR = 0.8;
/** In diversification, a lesson's best section is promoted only if it scores at least this share of the best. */
const DIVERSIFY_MIN_RELATIVE = 0.2;
/**
 * Fuzzy matching (edit distance ≤ 20 % of the length, max 2) only for terms of at least this length that are
 * unknown or rare in the index: a word that occurs in many sections is spelled right, and expanding it would only
 * add near-miss terms (and cost).
 */
const FUZZY_MIN_LENGTH = 5;
const FUZZY_FRACTION = 0.2;
const FUZZY_MAX_DF = 2;
/** Typo correction of unknown words against the lessons' own words (as written, before stemming). */
const CORRECTION_WEIGHT = 0.7;
const MAX_CORRECTIONS = 3;
/**
 * Prefix matching for the last word while typing (the question does not end in a space or punctuation), only when
 * it has at least this many characters. The completions come from the index vocabulary: at most
 * PREFIX_MAX_EXPANSIONS, the closest (shortest) first, weighted like MiniSearch's prefix matches.
 */
const PREFIX_MIN_LENGTH = 3;
const PREFIX_MAX_EXPANSIONS = 8;
const PREFIX_WEIGHT = 0.5;
/** A typed word that is itself a known term is probably complete: its completions count less. */
const PREFIX_KNOWN_WORD_FACTOR = 0.3;
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
/** At most this many candidates are re-ranked (coverage, phrase bonus, diversification). */
const CANDIDATE_CAP = 80;
/** Maximum query length considered (longer input is cut). */
const MAX_QUERY_CHARS = 500;
/** Maximum number of query terms sent to MiniSearch (after expansion). */
const MAX_QUERY_TERMS = 40;

// ---------------------------------------------------------------------------------------------------------------
// Index

export interface SectionRecord {
  id: number;
  lesson: number;
  courseSlug: string;
  courseTitle: string;
  lessonSlug: string;
  lessonTitle: string;
  heading: string;
  anchor: string;
  url: string;
  title: string;
  text: string;
  pro: boolean;
  /** Adjacent word pairs ("sql inject") of the heading, for the phrase bonus. */
  bigrams: string[];
  /** Parsed Markdown, computed lazily the first time the section is used for an answer. */
  blocks?: Block[];
}

export interface LessonRecord {
  courseSlug: string;
  lessonSlug: string;
  lessonTitle: string;
  sectionIds: number[];
  /** Adjacent word pairs of the lesson title. */
  bigrams: string[];
}

/** A built index. Treat it as opaque; build it once with `buildAskIndex` and reuse it for every query. */
export interface AskIndex {
  readonly mini: MiniSearch;
  readonly sections: SectionRecord[];
  readonly lessons: LessonRecord[];
  /** Document frequency (number of sections containing the term in any field). */
  readonly df: Map<string, number>;
  /** All indexed terms, sorted (for prefix completion). */
  readonly vocabulary: string[];
  /** Words as written in the lessons (lower case, 5+ letters) → their term, for typo correction. */
  readonly words: SearchableMap<string>;
}

interface IndexedDoc {
  id: number;
  title: string;
  heading: string;
  summary: string;
  body: string;
  code: string;
}

function newMiniSearch(): MiniSearch<IndexedDoc> {
  return new MiniSearch<IndexedDoc>({
    fields: FIELDS,
    storeFields: [],
    // Fields are analyzed before they reach MiniSearch (so that document frequencies can be counted in the same
    // pass): they arrive as space-separated terms.
    tokenize: (text) => (text ? text.split(" ") : []),
    processTerm: (term) => term || null,
    searchOptions: { boost: { ...FIELD_BOOSTS }, combineWith: "OR" },
  });
}

/** Splits Markdown into prose (code blocks removed, link targets dropped) and code. */
function proseAndCode(markdown: string): { prose: string; code: string } {
  const prose: string[] = [];
  const code: string[] = [];
  let inFence: string | null = null;
  for (const line of markdown.split("\n")) {
    const f = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (inFence === null) inFence = f[1][0];
      else if (f[1][0] === inFence) inFence = null;
      continue;
    }
    (inFence === null ? prose : code).push(line);
  }
  return { prose: prose.join("\n").replace(/\]\([^)\s]*\)/g, "]"), code: code.join("\n") };
}

/** Adjacent pairs of whole-word terms ("SQL injection and prepared statements" → "sql inject", "inject prepar", …). */
export function bigramsOf(text: string): string[] {
  const seq: string[] = [];
  for (const w of rawWords(text)) {
    const a = analyzeWord(w);
    if (a.term) seq.push(a.term);
  }
  const out: string[] = [];
  for (let i = 0; i + 1 < seq.length; i++) out.push(`${seq[i]} ${seq[i + 1]}`);
  return out;
}

export function lessonUrl(courseSlug: string, lessonSlug: string, anchor = ""): string {
  return `/courses/${courseSlug}/${lessonSlug}${anchor ? `#${anchor}` : ""}`;
}

export function sectionTitle(lessonTitle: string, heading: string): string {
  return heading ? `${lessonTitle} – ${plainText(heading)}` : lessonTitle;
}

/** Builds the retrieval index: one document per `##` section of every lesson (anchors from `splitSections`). */
export function buildAskIndex(lessons: LessonDoc[]): AskIndex {
  const mini = newMiniSearch();
  const sections: SectionRecord[] = [];
  const lessonRecords: LessonRecord[] = [];
  const df = new Map<string, number>();
  const seen = new Set<string>();
  const surface = new Map<string, string>();

  for (const lesson of lessons) {
    const key = `${lesson.courseSlug}/${lesson.lessonSlug}`;
    if (seen.has(key)) continue; // first one wins; duplicates would produce duplicate URLs
    seen.add(key);
    const lessonIdx = lessonRecords.length;
    const record: LessonRecord = {
      courseSlug: lesson.courseSlug,
      lessonSlug: lesson.lessonSlug,
      lessonTitle: lesson.lessonTitle,
      sectionIds: [],
      bigrams: bigramsOf(lesson.lessonTitle),
    };
    lessonRecords.push(record);
    const title = indexTerms(lesson.lessonTitle, [], surface).join(" ");
    const summary = indexTerms(lesson.summary ?? "", [], surface).join(" ");
    const parts = splitSections(lesson.body ?? "");
    if (parts.length === 0) parts.push({ heading: "", anchor: "", body: "" });

    for (const part of parts) {
      const id = sections.length;
      const { prose, code } = proseAndCode(part.body);
      const doc: IndexedDoc = {
        id,
        title,
        heading: indexTerms(part.heading, [], surface).join(" "),
        summary,
        body: indexTerms(prose, [], surface).join(" "),
        code: indexTerms(code).join(" "),
      };
      const unique = new Set<string>();
      for (const f of FIELDS) for (const t of doc[f].split(" ")) if (t) unique.add(t);
      for (const t of unique) df.set(t, (df.get(t) ?? 0) + 1);
      mini.add(doc);
      sections.push({
        id,
        lesson: lessonIdx,
        courseSlug: lesson.courseSlug,
        courseTitle: lesson.courseTitle,
        lessonSlug: lesson.lessonSlug,
        lessonTitle: lesson.lessonTitle,
        heading: part.heading,
        anchor: part.anchor,
        url: lessonUrl(lesson.courseSlug, lesson.lessonSlug, part.anchor),
        title: sectionTitle(lesson.lessonTitle, part.heading),
        text: part.body,
        pro: !!lesson.pro,
        bigrams: bigramsOf(part.heading),
      });
      record.sectionIds.push(id);
    }
  }
  const vocabulary = [...df.keys()].sort();
  const words = SearchableMap.from<string>(surface);
  return { mini, sections, lessons: lessonRecords, df, vocabulary, words };
}

// ---------------------------------------------------------------------------------------------------------------
// Query analysis

export interface QueryConcept {
  /** The word the user typed. */
  word: string;
  /**
   * Importance: square root of the inverse document frequency of its term in the courses (unknown terms get the
   * maximum). The root keeps a rare filler word ("occurs") from outweighing the topic words.
   */
  weight: number;
  /** Names a technology the courses do not teach (never counts as matched). */
  foreign: boolean;
}

export interface QueryTerm {
  term: string;
  /** Query-time boost. */
  weight: number;
  kind: "word" | "part" | "synonym" | "prefix" | "correction";
  /** Concepts (indices into `concepts`) this term is evidence for. */
  concepts: number[];
  fuzzy: number | false;
  /** The last word, being typed: its completions were added as "prefix" terms. */
  prefix: boolean;
  /** For synonym terms: the expansion phrase they belong to ("dependency injection" for "DI"). */
  phrase?: { id: number; size: number };
}

export interface AnalyzedQuery {
  raw: string;
  terms: QueryTerm[];
  concepts: QueryConcept[];
  /** Adjacent pairs of the words typed (after stop words), e.g. "sql inject". */
  bigrams: string[];
  /** Term → the concepts it is evidence for. */
  termConcepts: Map<string, number[]>;
}

export function idf(df: number, n: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** Analyzes a question: words → terms (+ camelCase parts), synonyms, fuzzy/prefix flags, concept weights. */
export function analyzeQuery(
  query: string,
  df?: Map<string, number>,
  sectionCount = 0,
  vocabulary?: string[],
  lessonWords?: SearchableMap<string>,
): AnalyzedQuery {
  const raw = (query ?? "").slice(0, MAX_QUERY_CHARS);
  const words = rawWords(raw);
  const concepts: QueryConcept[] = [];
  const conceptByTerm = new Map<string, number>();
  const terms = new Map<string, QueryTerm>();
  const wholeSeq: { term: string; concept: number }[] = [];
  const partSeq: { term: string; concept: number }[] = [];
  const n = Math.max(sectionCount, 1);
  const maxIdf = idf(0, n);

  const addTerm = (term: string, weight: number, kind: QueryTerm["kind"], concepts: number[]) => {
    const existing = terms.get(term);
    if (existing) {
      if (weight > existing.weight) {
        existing.weight = weight;
        existing.kind = kind;
      }
      for (const c of concepts) if (!existing.concepts.includes(c)) existing.concepts.push(c);
      return existing;
    }
    const t: QueryTerm = { term, weight, kind, concepts: [...concepts], fuzzy: false, prefix: false };
    terms.set(term, t);
    return t;
  };

  let lastWordTerm: QueryTerm | null = null;
  for (const word of words) {
    const a = analyzeWord(word);
    const primary = a.term ?? a.parts[0];
    if (!primary) continue;
    let c = conceptByTerm.get(primary);
    if (c === undefined) {
      c = concepts.length;
      const d = df?.get(primary) ?? 0;
      const foreign = FOREIGN_TERMS.has(word.toLowerCase()) || FOREIGN_TERMS.has(primary);
      const weak = WEAK_WORDS.has(word.toLowerCase());
      const base = df ? Math.sqrt(foreign ? maxIdf : idf(d, n)) : 1;
      concepts.push({ word, weight: weak ? base * WEAK_CONCEPT_FACTOR : base, foreign });
      conceptByTerm.set(primary, c);
    }
    if (a.term) {
      lastWordTerm = addTerm(a.term, WEAK_WORDS.has(word.toLowerCase()) ? WEAK_TERM_WEIGHT : 1, "word", [c]);
      wholeSeq.push({ term: a.term, concept: c });
      // Typo correction: a word unknown to the courses is compared, as typed, with the words of the lessons.
      if (
        lessonWords &&
        df &&
        !df.get(a.term) &&
        !a.parts.length &&
        word.length >= FUZZY_MIN_LENGTH &&
        /^[a-z]+$/i.test(word)
      ) {
        for (const [term, dist] of corrections(lessonWords, word.toLowerCase())) {
          if (term !== a.term)
            addTerm(term, (CORRECTION_WEIGHT * word.length) / (word.length + dist), "correction", [c]);
        }
      }
    }
    for (const p of a.parts) addTerm(p, PART_WEIGHT, "part", [c]);
    if (a.parts.length) for (const p of a.parts) partSeq.push({ term: p, concept: c });
    else if (a.term) partSeq.push({ term: a.term, concept: c });
  }

  // Synonyms: a phrase found in the query (as whole words, or as camelCase parts) adds the group's other phrases.
  let phraseId = 0;
  for (const group of compiledSynonyms()) {
    for (const phrase of group.phrases) {
      const matched = findPhrase(wholeSeq, phrase) ?? findPhrase(partSeq, phrase);
      if (!matched) continue;
      for (const other of group.phrases) {
        if (other === phrase) continue;
        const w = group.weight / Math.sqrt(other.length);
        const id = phraseId++;
        for (const t of other) {
          const added = addTerm(t, w, "synonym", matched);
          if (added.kind === "synonym" && other.length > 1 && !added.phrase) added.phrase = { id, size: other.length };
        }
      }
    }
  }

  // Prefix completions of the word being typed.
  const typing = raw.length > 0 && !/[\s?.!,;:)]$/.test(raw);
  if (typing && lastWordTerm && lastWordTerm.term.length >= PREFIX_MIN_LENGTH && !/^[0-9]+$/.test(lastWordTerm.term)) {
    lastWordTerm.prefix = true;
    const known = (df?.get(lastWordTerm.term) ?? 0) > FUZZY_MAX_DF;
    for (const completion of completions(vocabulary, lastWordTerm.term)) {
      const distance = completion.length - lastWordTerm.term.length;
      const w =
        ((known ? PREFIX_KNOWN_WORD_FACTOR : 1) * PREFIX_WEIGHT * completion.length) /
        (completion.length + 0.3 * distance);
      addTerm(completion, lastWordTerm.weight * w, "prefix", lastWordTerm.concepts);
    }
  }

  let list = [...terms.values()];
  if (list.length > MAX_QUERY_TERMS) {
    list.sort((x, y) => y.weight - x.weight);
    list = list.slice(0, MAX_QUERY_TERMS);
  }
  for (const t of list) {
    const rare = !df || (df.get(t.term) ?? 0) <= FUZZY_MAX_DF;
    if (
      (t.kind === "word" || t.kind === "part") &&
      rare &&
      t.term.length >= FUZZY_MIN_LENGTH &&
      !/^[0-9]+$/.test(t.term)
    ) {
      t.fuzzy = FUZZY_FRACTION;
    }
  }
  const bigrams: string[] = [];
  for (let i = 0; i + 1 < wholeSeq.length; i++) bigrams.push(`${wholeSeq[i].term} ${wholeSeq[i + 1].term}`);
  return { raw, terms: list, concepts, bigrams, termConcepts: new Map(list.map((t) => [t.term, t.concepts])) };
}

/** The closest lesson words to a misspelt word (edit distance 1, or 2 for 8+ letters) as terms, best first. */
function corrections(words: SearchableMap<string>, word: string): [string, number][] {
  const max = word.length >= 8 ? 2 : 1;
  const best = new Map<string, number>();
  for (const [, [term, dist]] of words.fuzzyGet(word, max)) {
    if (dist > 0 && (best.get(term) ?? Infinity) > dist) best.set(term, dist);
  }
  return [...best].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1)).slice(0, MAX_CORRECTIONS);
}

/** Up to PREFIX_MAX_EXPANSIONS vocabulary terms that start with `prefix` (not equal to it), shortest first. */
function completions(vocabulary: string[] | undefined, prefix: string): string[] {
  if (!vocabulary?.length) return [];
  let lo = 0;
  let hi = vocabulary.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (vocabulary[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const found: string[] = [];
  for (let i = lo; i < vocabulary.length && vocabulary[i].startsWith(prefix) && found.length < 200; i++) {
    if (vocabulary[i] !== prefix) found.push(vocabulary[i]);
  }
  return found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, PREFIX_MAX_EXPANSIONS);
}

function findPhrase(seq: { term: string; concept: number }[], phrase: string[]): number[] | null {
  outer: for (let i = 0; i + phrase.length <= seq.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (seq[i + j].term !== phrase[j]) continue outer;
    const cs: number[] = [];
    for (let j = 0; j < phrase.length; j++) if (!cs.includes(seq[i + j].concept)) cs.push(seq[i + j].concept);
    return cs;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Coverage: how much of the question a section answers.

interface MatchLike {
  terms: string[];
  match: Record<string, string[]>;
}

/**
 * Idf-weighted share of the query's concepts that the section matches (fuzzy and code-only matches count less).
 * With `ignoreForeign`, concepts naming another technology ("Python") are left out of the total: that measures
 * how related the section is to the rest of the question (used to suggest related lessons).
 */
export function coverageOf(q: AnalyzedQuery, result: MatchLike, ignoreForeign = false): number {
  let total = 0;
  let got = 0;
  const strength = new Array<number>(q.concepts.length).fill(0);
  // A multi-word synonym ("dependency injection" for "DI") counts in proportion to how many of its words matched.
  const phraseHits = new Map<number, number>();
  for (const t of q.terms) {
    if (t.phrase && (Object.prototype.hasOwnProperty.call(result.match, t.term) || result.terms.includes(t.term))) {
      phraseHits.set(t.phrase.id, (phraseHits.get(t.phrase.id) ?? 0) + 1);
    }
  }
  for (const t of q.terms) {
    let s = 0;
    const fields = Object.prototype.hasOwnProperty.call(result.match, t.term) ? result.match[t.term] : undefined;
    if (fields) {
      for (const f of fields) s = Math.max(s, FIELD_EVIDENCE[f as Field] ?? 0.5);
    } else if (result.terms.includes(t.term)) {
      s = 0.35; // fuzzy only
    }
    if (!s) continue;
    if (t.kind === "part") s *= 0.8;
    else if (t.kind === "synonym") s *= t.phrase ? (0.9 * (phraseHits.get(t.phrase.id) ?? 0)) / t.phrase.size : 0.9;
    else if (t.kind === "prefix" || t.kind === "correction") s *= 0.7;
    for (const c of t.concepts) strength[c] = Math.max(strength[c], s);
  }
  q.concepts.forEach((c, i) => {
    if (c.foreign && ignoreForeign) return;
    total += c.weight;
    if (!c.foreign) got += c.weight * strength[i];
  });
  return total > 0 ? got / total : 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Search

/** Extra data about a hit that the answer composer uses (kept off the public object). */
export interface HitContext {
  index: AskIndex;
  record: SectionRecord;
  query: AnalyzedQuery;
  /** Coverage without the concepts that name other technologies. */
  relatedness: number;
}
const hitContext = new WeakMap<SectionHit, HitContext>();
export function contextOf(hit: SectionHit): HitContext | undefined {
  return hitContext.get(hit);
}

/** Lazily parsed blocks of a section. */
export function blocksOf(record: SectionRecord): Block[] {
  if (!record.blocks) record.blocks = parseBlocks(record.text);
  return record.blocks;
}

/** What `overlapScore` needs: each query term's weight and concepts, and each concept's importance. */
export interface OverlapWeights {
  byTerm: Map<string, { weight: number; concepts: number[] }>;
  concept: number[];
}

export function termWeights(q: AnalyzedQuery): OverlapWeights {
  return {
    byTerm: new Map(q.terms.map((t) => [t.term, { weight: t.weight, concepts: t.concepts }])),
    concept: q.concepts.map((c) => (c.foreign ? 0 : c.weight)),
  };
}

/**
 * How well a text covers the question: for each question word (concept) the best weight among its terms present
 * in the text (the word itself 1, a synonym or part less), times the concept's importance, summed.
 */
export function overlapScore(text: string, w: OverlapWeights): number {
  const best = new Map<number, number>();
  const seen = new Set<string>();
  for (const word of rawWords(text)) {
    const a = analyzeWord(word);
    for (const t of a.term ? [a.term, ...a.parts] : a.parts) {
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

interface Candidate {
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
export function retrieve(index: AskIndex, q: AnalyzedQuery): Candidate[] {
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

/**
 * Searches the index and returns the best sections, best first. The first hits are the best section of each
 * lesson (one per lesson), then the remaining sections.
 */
export function searchSections(index: AskIndex, query: string, opts?: { limit?: number }): SectionHit[] {
  const limit = Math.max(0, Math.floor(opts?.limit ?? 5));
  if (!limit || index.sections.length === 0) return [];
  const q = analyzeQuery(query, index.df, index.sections.length, index.vocabulary, index.words);
  if (q.terms.length === 0) return [];
  const candidates = retrieve(index, q);
  const ranked = candidates.slice(0, CANDIDATE_CAP).map((r) => {
    const coverage = coverageOf(q, r);
    const relatedness = q.concepts.some((c) => c.foreign) ? coverageOf(q, r, true) : coverage;
    let phrase = 0;
    if (q.bigrams.length) {
      const rec = index.sections[r.id];
      const lessonBigrams = index.lessons[rec.lesson].bigrams;
      for (const b of q.bigrams) if (rec.bigrams.includes(b) || lessonBigrams.includes(b)) phrase++;
    }
    const bonus = 1 + BIGRAM_BONUS * Math.min(2, phrase);
    const recap = RECAP_HEADING.test(index.sections[r.id].heading) ? RECAP_FACTOR : 1;
    const score = r.score * (0.5 + 0.5 * coverage) * bonus * recap;
    return { id: r.id, coverage, relatedness, score };
  });
  ranked.sort((a, b) => b.score - a.score || a.id - b.id);
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
  const chosen = [...firsts, ...rest].slice(0, limit);
  return chosen.map((r) => {
    const rec = index.sections[r.id];
    const hit: SectionHit = {
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
    };
    hitContext.set(hit, { index, record: rec, query: q, relatedness: r.relatedness });
    return hit;
  });
}
