// Query analysis: the learner's words → weighted index terms (whole words, camelCase parts, joined words, Java/Spring
// synonyms, typo corrections, prefix completions) grouped into concepts (one per word typed) with their importance.
// The analysed query is computed once per request and passed explicitly to ranking and to the answer composer.

import type SearchableMap from "minisearch/SearchableMap";
import type { AskIndex } from "./build";
import {
  ANCHOR_WORDS,
  DATASTORES,
  EVERYDAY_SENSES,
  FOREIGN_CLIENTS,
  FOREIGN_INFRA,
  FOREIGN_TERMS,
  SQL_FEATURES,
  WEAK_WORDS,
  analyzeWord,
  rawWords,
} from "./text";
import { compiledSynonyms } from "./synonyms";
import { classifyQuestion, type QuestionKind } from "./classify";
import { reducePaste } from "./paste";

/** Weight of a camelCase part the user typed inside an identifier ("NullPointerException" → "pointer"). */
const PART_WEIGHT = 0.45;
/** Query weight and coverage importance of generic question words (WEAK_WORDS). */
const WEAK_TERM_WEIGHT = 0.5;
const WEAK_CONCEPT_FACTOR = 0.25;
/**
 * Importance of a word the lessons never use, relative to the rarest known word. Below 1 so that an example's own
 * names ("sort people by name then *age*") do not sink a question the courses answer; still high enough that a
 * question made of unknown words ("sourdough bread") is refused.
 */
const UNKNOWN_CONCEPT_FACTOR = 0.7;
/**
 * In a long question (LONG_QUESTION_WORDS meaningful words or more) an unknown word is more likely the learner's
 * story ("my *teacher* says…", "*stripe* api key") than the topic: it weighs less.
 */
const UNKNOWN_LONG_CONCEPT_FACTOR = 0.4;
const LONG_QUESTION_WORDS = 6;
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
 * Foreign context (decision): a technology the courses do not teach is the *setting* of a Java/Spring question, not
 * its topic, when it is named in a phrase after a preposition: infrastructure after any of CONTEXT_PREPOSITIONS
 * ("health probes for *Kubernetes*", "running in *k8s*"), a front end after a preposition of direction ("CORS for a
 * *React frontend*", "calling my API from *Angular*"). The phrase's words (the preposition's next
 * CONTEXT_PHRASE_MAX words, determiners skipped, up to the next stop word) count this share of their importance. A
 * language or its frameworks ("in *Python*", "with *Django*"), or any foreign word outside such a phrase ("*nginx*
 * reverse proxy config"), is the topic: see `foreignTopic`.
 */
const CONTEXT_CONCEPT_FACTOR = 0.25;
const CONTEXT_PHRASE_MAX = 3;
const DIRECTION_PREPOSITIONS: ReadonlySet<string> = new Set("for from to behind via".split(" "));
const CONTEXT_PREPOSITIONS: ReadonlySet<string> = new Set([
  ...DIRECTION_PREPOSITIONS,
  ..."with in inside on onto into using through within under alongside".split(" "),
]);
const DETERMINERS: ReadonlySet<string> = new Set(
  "a an the my our your their his her its this that these those".split(" "),
);
/**
 * Names of APIs and exceptions weigh more than the common words around them (decision): a word the question writes
 * as code (`@Transactional`, `orElseThrow()`, `JdbcTemplate`, `maximum-pool-size`) counts API_CONCEPT_FACTOR times
 * its importance, an exception or error name EXCEPTION_CONCEPT_FACTOR times, when the lessons know it ("null" inside
 * a pasted message must not outweigh `NullPointerException`).
 */
const API_CONCEPT_FACTOR = 1.6;
const EXCEPTION_CONCEPT_FACTOR = 2;
const API_WORD = /@([A-Za-z_]\w*)|\b([a-z][\w$]*)\(|\b([A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+|[a-z]+[A-Z]\w*)\b/g;

/** The words a question writes as code: annotations, calls, camelCase or PascalCase identifiers. */
function apiWordsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(API_WORD)) out.add(m[1] ?? m[2] ?? m[3]);
  return out;
}

/** Maximum query length considered (longer input is cut). */
const MAX_QUERY_CHARS = 500;
/** Maximum number of query terms sent to MiniSearch (after expansion). */
const MAX_QUERY_TERMS = 40;

/** Weight of two or three adjacent words joined into one identifier ("completable future" → "completablefuture"). */
const JOIN_WEIGHT = 0.9;
/**
 * A word the lessons never use, of at least this length, is completed against the vocabulary as if it were being
 * typed ("stackoverflow" → "stackoverflowerror", "nullpointer" → "nullpointerexception").
 */
const UNKNOWN_COMPLETION_MIN_LENGTH = 6;
const UNKNOWN_COMPLETION_MAX = 3;
const UNKNOWN_COMPLETION_WEIGHT = 0.7;

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
  /** Part of a phrase naming a foreign technology as the setting ("for a React frontend"): weighs less. */
  context?: boolean;
  /** A generic question word or a number (weighs WEAK_CONCEPT_FACTOR): never the topic. */
  weak?: boolean;
  /**
   * Names an API the lessons know: written as code in the question (`@Transactional`, `LocalDate.now()`) or spelled
   * like an identifier the lessons write in code ("arraylist" for `ArrayList`).
   */
  api?: boolean;
}

export interface QueryTerm {
  term: string;
  /** Query-time boost. */
  weight: number;
  kind: "word" | "part" | "synonym" | "prefix" | "correction" | "join";
  /** Concepts (indices into `concepts`) this term is evidence for. */
  concepts: number[];
  fuzzy: number | false;
  /** The last word, being typed: its completions were added as "prefix" terms. */
  prefix: boolean;
  /**
   * A typed word the lessons never write, known only through its stem ("integral" → integr*, as in "integration";
   * "derivative" → "derived"): a weaker match, see STEM_ONLY_STRENGTH in ./rank.
   */
  stemOnly?: boolean;
  /** For synonym terms: the expansion phrase they belong to ("dependency injection" for "DI"). */
  phrase?: { id: number; size: number };
}

export interface AnalyzedQuery {
  /** The question as scored: a paste reduced to its exceptions, messages and the learner's words (./paste). */
  raw: string;
  /** The question as typed (at most 4 × MAX_QUERY_CHARS). */
  original: string;
  /** What kind of answer the question wants (./classify). */
  kind: QuestionKind;
  terms: QueryTerm[];
  concepts: QueryConcept[];
  /** Adjacent pairs of the words typed (after stop words), e.g. "sql inject". */
  bigrams: string[];
  /** The typed words' terms in order (after stop words), for proximity scoring. */
  sequence: string[];
  /** Term → the concepts it is evidence for. */
  termConcepts: Map<string, number[]>;
  /**
   * A foreign technology is the question's topic, not only its setting: infrastructure or a front end ("nginx
   * reverse proxy config", "react useEffect runs twice"), or a language or its frameworks ("sort a dictionary in
   * Python", "flask route with url parameters").
   */
  foreignTopic: "none" | "infrastructure" | "language";
  /** The technology name used in its everyday sense, if any ("hibernate" in "how do bears hibernate"). */
  everydaySense?: string;
}

export function idf(df: number, n: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** What query analysis needs from the index (all optional: without them every word weighs the same). */
export type QueryStats = Partial<Pick<AskIndex, "df" | "sections" | "vocabulary" | "words" | "identifiers">>;

/**
 * Analyzes a question against an index: words → terms (+ camelCase parts, joined neighbours), synonyms,
 * corrections, fuzzy/prefix flags and concept weights.
 */
export function analyzeQuery(query: string, index: QueryStats = {}): AnalyzedQuery {
  const { df, vocabulary, words: lessonWords, identifiers } = index;
  const sectionCount = index.sections?.length ?? 0;
  // A pasted trace or log is reduced to its exceptions, messages and the learner's own words (./paste).
  const raw = reducePaste(query ?? "").slice(0, MAX_QUERY_CHARS);
  const words = rawWords(raw);
  const apiWords = apiWordsOf(raw);
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

  const inContext = foreignContextWords(words);
  const long = words.filter((w) => analyzeWord(w).term).length >= LONG_QUESTION_WORDS;
  let lastWordTerm: QueryTerm | null = null;
  for (const [wi, word] of words.entries()) {
    // "while" is the loop keyword only next to "loop", "do" or code; otherwise the English conjunction.
    if (
      word.toLowerCase() === "while" &&
      !/^(loops?|do)$/i.test(words[wi + 1] ?? "") &&
      !/^do$/i.test(words[wi - 1] ?? "") &&
      !/\bwhile\s*\(/.test(raw)
    )
      continue;
    const a = analyzeWord(word);
    const primary = a.term ?? a.parts[0];
    if (!primary) continue;
    let c = conceptByTerm.get(primary);
    if (c === undefined) {
      c = concepts.length;
      const d = df?.get(primary) ?? 0;
      const foreign = isForeign(word);
      // numbers ("22", "8080", "1998") are the learner's data, not the topic: they weigh like generic words
      const weak = WEAK_WORDS.has(word.toLowerCase()) || /^[0-9]+$/.test(word);
      const base = df
        ? Math.sqrt(foreign ? maxIdf : idf(d, n)) *
          (d === 0 && !foreign ? (long ? UNKNOWN_LONG_CONCEPT_FACTOR : UNKNOWN_CONCEPT_FACTOR) : 1)
        : 1;
      const isApi = d > 0 && !foreign && (apiWords.has(word) || !!identifiers?.has(word.toLowerCase()));
      const api = !isApi ? 1 : /(Exception|Error)$/.test(word) ? EXCEPTION_CONCEPT_FACTOR : API_CONCEPT_FACTOR;
      const weight = (weak ? base * WEAK_CONCEPT_FACTOR : base) * (inContext[wi] ? CONTEXT_CONCEPT_FACTOR : 1) * api;
      concepts.push({
        word,
        weight,
        foreign,
        ...(weak ? { weak: true } : {}),
        ...(inContext[wi] ? { context: true } : {}),
        ...(isApi ? { api: true } : {}),
      });
      conceptByTerm.set(primary, c);
    }
    if (a.term) {
      const existed = terms.has(a.term);
      lastWordTerm = addTerm(a.term, WEAK_WORDS.has(word.toLowerCase()) ? WEAK_TERM_WEIGHT : 1, "word", [c]);
      const lower = word.toLowerCase();
      const stemOnly =
        !!lessonWords &&
        !!df?.get(a.term) &&
        !a.parts.length &&
        /^[a-z]{5,}$/.test(lower) &&
        !lessonWords.has(lower) &&
        lower !== a.term;
      if (stemOnly && !existed) lastWordTerm.stemOnly = true;
      else if (!stemOnly) delete lastWordTerm.stemOnly;
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

  // Joined neighbours: "completable future", "Null Pointer Exception" as typed, against one-word identifiers.
  if (df) {
    const typed = words.map((w) => w.toLowerCase());
    for (let i = 0; i < typed.length; i++) {
      for (let k = 2; k <= 3 && i + k <= typed.length; k++) {
        const joined = typed.slice(i, i + k).join("");
        if (!/^[a-z][a-z0-9]*$/.test(joined)) continue;
        const a = analyzeWord(joined);
        if (!a.term || !df.get(a.term)) continue;
        const cs = new Set<number>();
        for (const w of words.slice(i, i + k)) {
          const t = analyzeWord(w);
          const c = conceptByTerm.get(t.term ?? t.parts[0] ?? "");
          if (c !== undefined) cs.add(c);
        }
        if (cs.size) addTerm(a.term, JOIN_WEIGHT, "join", [...cs]);
      }
    }
    // Unknown long words: complete them against the vocabulary ("stackoverflow" → "stackoverflowerror").
    for (const w of words) {
      const a = analyzeWord(w);
      if (!a.term || df.get(a.term) || a.term.length < UNKNOWN_COMPLETION_MIN_LENGTH || !/^[a-z]+$/.test(a.term))
        continue;
      const c = conceptByTerm.get(a.term);
      if (c === undefined) continue;
      for (const completion of completions(vocabulary, a.term).slice(0, UNKNOWN_COMPLETION_MAX))
        addTerm(completion, UNKNOWN_COMPLETION_WEIGHT, "prefix", [c]);
    }
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
  return {
    raw,
    original: (query ?? "").slice(0, 4 * MAX_QUERY_CHARS),
    kind: classifyQuestion((query ?? "").slice(0, 4 * MAX_QUERY_CHARS)),
    terms: list,
    concepts,
    bigrams,
    sequence: wholeSeq.map((w) => w.term),
    termConcepts: new Map(list.map((t) => [t.term, t.concepts])),
    foreignTopic: foreignTopicOf(concepts, words),
    ...everydaySenseOf(raw, words),
  };
}

function inSet(set: ReadonlySet<string>, word: string): boolean {
  const a = analyzeWord(word);
  return set.has(word.toLowerCase()) || set.has(a.term ?? a.parts[0] ?? "");
}

function isForeign(word: string): boolean {
  return inSet(FOREIGN_TERMS, word);
}

function foreignTopicOf(concepts: QueryConcept[], words: string[]): AnalyzedQuery["foreignTopic"] {
  const topics = concepts.filter((c) => c.foreign && !c.context);
  if (!topics.length) {
    // a data store named other than after a preposition ("redis cli …", not "connect to redis")
    const datastore = words.some(
      (w, i) => inSet(DATASTORES, w) && !(i > 0 && CONTEXT_PREPOSITIONS.has(words[i - 1].toLowerCase())),
    );
    return datastore || sqlTopic(words) ? "infrastructure" : "none";
  }
  // a front end (React, Angular) is usually the other side of a Spring question ("csrf token with a single page app
  // react"), so it is judged like infrastructure, not like a language
  return topics.every((c) => inSet(FOREIGN_INFRA, c.word) || inSet(FOREIGN_CLIENTS, c.word))
    ? "infrastructure"
    : "language";
}

/** SQL itself is the topic: SQL or a data store named, with a SQL feature the courses do not teach (SQL_FEATURES). */
function sqlTopic(words: string[]): boolean {
  const lower = words.map((w) => w.toLowerCase());
  return lower.some((w) => w === "sql" || DATASTORES.has(w)) && lower.some((w) => SQL_FEATURES.has(w));
}

/** Every Java or Spring word of a question (ANCHOR_WORDS, all matches). */
const ALL_ANCHOR_WORDS = new RegExp(ANCHOR_WORDS.source, "gi");
const SPRING_PROJECT =
  /\bspring[\s-]+(boot|framework|security|data|mvc|cloud|batch|beans?|web|webflux|context|application)\b/i;

/** A technology's name with a cue of its everyday sense and no other Java or Spring word (EVERYDAY_SENSES). */
function everydaySenseOf(raw: string, words: string[]): { everydaySense?: string } {
  // plurals count as the word ("mattress springs", "java beans")
  const lower = new Set(words.flatMap((w) => [w.toLowerCase(), w.toLowerCase().replace(/s$/, "")]));
  const names = [...new Set(words.map((w) => w.toLowerCase()))]
    .map((w) => (EVERYDAY_SENSES.has(w) ? w : w.replace(/s$/, "")))
    .filter((w) => EVERYDAY_SENSES.has(w));
  if (names.length !== 1) return {};
  const [name] = names;
  if (![...EVERYDAY_SENSES.get(name)!].some((cue) => lower.has(cue))) return {};
  if (SPRING_PROJECT.test(raw)) return {};
  const anchors = raw.match(ALL_ANCHOR_WORDS) ?? [];
  return anchors.every((a) => a.toLowerCase().replace(/s$/, "") === name) ? { everydaySense: name } : {};
}

/** Marks the words of context phrases that name a foreign technology (see CONTEXT_CONCEPT_FACTOR). */
function foreignContextWords(words: string[]): boolean[] {
  const marks = new Array<boolean>(words.length).fill(false);
  for (let i = 0; i < words.length; i++) {
    if (!CONTEXT_PREPOSITIONS.has(words[i].toLowerCase())) continue;
    const phrase: number[] = [];
    for (let j = i + 1; j < words.length && phrase.length < CONTEXT_PHRASE_MAX; j++) {
      const lower = words[j].toLowerCase();
      if (DETERMINERS.has(lower)) continue;
      const a = analyzeWord(words[j]);
      if (!a.term && !a.parts.length) break; // a stop word ends the phrase
      phrase.push(j);
    }
    const direction = DIRECTION_PREPOSITIONS.has(words[i].toLowerCase());
    const setting = (w: string) => inSet(FOREIGN_INFRA, w) || (direction && inSet(FOREIGN_CLIENTS, w));
    // a setting phrase names a setting technology and no other foreign one ("for Python and React" is not)
    const foreign = phrase.filter((j) => isForeign(words[j]));
    if (foreign.length && foreign.every((j) => setting(words[j]))) for (const j of phrase) marks[j] = true;
  }
  return marks;
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
