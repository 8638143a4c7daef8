// Answers from a lesson's "Questions learners ask" (prisma/content/README.md): when a learner's question is one the
// lesson answers as a question of its own, the answer is that entry — its answer paragraph first, then its code and
// its further paragraph. The source is the entry itself (its anchor on the lesson page, where its "More:" line links
// on to the section that explains it).
//
// Which entry (decision): entries are not in the retrieval index (the sections alone decide what is covered and which
// lessons are retrieved, so adding entries moves no refusal). Among the entries of the retrieved lessons — the best
// hit's lesson, and those of the next hits scoring at least ENTRY_LESSON_MIN_RELATIVE of it — the best match wins when
// it matches in both directions (ENTRY_MIN_SCORE, ENTRY_MIN_REVERSE) and names the API or exception the question asks
// about; when none does, an entry of any other lesson that asks the learner's question nearly in their words
// (ELSEWHERE_*). Otherwise the answer is composed from the sections (./answer).

import { blocksOf, type AskIndex, type SectionRecord } from "./build";
import { fence } from "./example";
import { apisOf } from "./apis";
import { conceptsOfTerms, wordTerms, type OverlapWeights } from "./overlap";
import { analyzeWord, mdLink, plainText, rawWords } from "./text";
import type { QuestionKind } from "./classify";
import type { AnalyzedQuery } from "./query";
import type { SectionHit } from "./types";

/** Lessons of hits scoring at least this share of the best one are searched for an entry (first hits only). */
const ENTRY_LESSON_MIN_RELATIVE = 0.6;
const ENTRY_LESSON_HITS = 3;
/** An entry of another retrieved lesson than the best hit's counts this much. */
const OTHER_LESSON_FACTOR = 0.85;
/**
 * An entry answers the question when the share of the question's topic weight its question and answer name, times
 * the share of its own question's words (by rarity) the learner's question has, reaches this (both are needed:
 * "what is a bean?" names little of "How do I replace an auto-configured bean such as `ObjectMapper`?")…
 */
const ENTRY_MIN_SCORE = 0.4;
/** …and the entry's question shares at least half of its words with the learner's. */
const ENTRY_MIN_REVERSE = 0.5;
/**
 * An entry of a lesson the retrieval did not bring up answers only when it asks the learner's question nearly in
 * their words ("why can I set() but not add() on Arrays.asList" is an UnsupportedOperationException entry, while the
 * sections retrieved are about lists): both shares higher than for an entry of a retrieved lesson.
 */
const ELSEWHERE_MIN_SCORE = 0.6;
const ELSEWHERE_MIN_REVERSE = 0.7;
/** Between close entries, how much the words of the entry's question itself count. */
const QUESTION_WEIGHT = 0.2;
/**
 * An entry quoting a negative number ("`Index -1 out of bounds for length 3`": a "not found" `-1` used as an index)
 * does not answer a message quoting only other numbers ("Index 3 out of bounds for length 3": one step past the end),
 * however many words they share. Other numbers are the example's values ("15 / 100" asks what "7 / 2" asks).
 */
const NUMBER = /(?<![\w.])-?\d+(?:\.\d+)?(?![\w.])/g;

/**
 * "What is a `NullPointerException`?", "What does `@Cacheable` do?": a definition answers a what-is question only —
 * its few words are all in "NullPointerException on `stock.get(product)` although …", which it does not answer.
 */
const DEFINITION = /^(what(?:'s| is| are)\b(?!.*\b(difference|wrong|mean)\b)|what does \S+ do\b)/i;

type EntryKind = "definition" | "comparison" | "error" | "how-to" | "why" | "yes-no" | "other";

/** What kind of question an entry's heading asks. */
function entryKind(heading: string): EntryKind {
  if (DEFINITION.test(heading)) return "definition";
  if (/^(what does .*\bmean\b|why do i get\b|what causes\b)/i.test(heading)) return "error";
  // (names and messages in backticks are not the question's words: "`Row was updated or deleted`")
  const words = heading.replace(/`[^`]*`/g, "X");
  if (/^\S+ or \S+[^?]*:|\bdifference\b|\bvs\.?\s|\b(which one|which)\b.*\?$/i.test(words)) return "comparison";
  if (/^how (do|can|should) i\b|^what is the (right|best) way\b|^what should i do\b/i.test(words)) return "how-to";
  if (/^why\b/i.test(words)) return "why";
  if (/^(should|can|could|is|are|does|do|will|must|may|am)\b/i.test(words)) return "yes-no";
  return "other";
}

const HOW_ASKED =
  /^\s*(how (do|can|should|would) i|how to|what(?:'?s| is) the (right|best|proper) way|show me|write)\b/i;

/** A how-to entry about fixing something answers an error too ("How do I fix `…`?"). */
const FIX_HOW_TO = /\b(fix|avoid|prevent|stop|get rid of|solve|resolve)\b/i;

/**
 * Whether an entry's kind of question can answer the learner's kind (decision): a comparison is answered by a
 * comparison or a should-I entry; an error or debugging story by an error, a why, a should-I or a how-to-fix entry;
 * a how-to or code request by a how-to or an error entry (a "why does Boot log a generated password?" or "should I
 * test against H2?" entry explains, it does not give the steps asked for); a what-is question by any entry but a
 * how-to or a comparison ("what is a bean?" is not "`@Component` or `@Bean`?"). Definitions answer what-is
 * questions only (DEFINITION).
 */
function answersKind(heading: string, kind: QuestionKind | undefined): boolean {
  const e = entryKind(heading);
  switch (kind) {
    case "comparison":
      return e === "comparison" || e === "yes-no";
    case "error":
      return e === "error" || e === "why" || e === "yes-no" || (e === "how-to" && FIX_HOW_TO.test(heading));
    case "how-to":
    case "code":
      return e === "how-to" || e === "error";
    case "what-is":
      return e !== "how-to" && e !== "comparison";
    default:
      return e !== "definition";
  }
}

/** An entry's words, analysed once per index: what matching it against a question needs. */
interface EntryWords {
  /** The heading as plain text (its kind of question). */
  heading: string;
  /** The terms of each word of the heading and the answer (a word's own term, then its identifier parts). */
  all: string[][];
  /** The same for the heading alone. */
  question: string[][];
  /** The negative numbers the heading quotes ("-1"). */
  negatives: string[];
  /** The heading's distinct words with their rarity in the lessons (numbers left out: they are an example's values). */
  rare: { term: string; parts: string[]; idf: number }[];
}

const entryWordsCache = new WeakMap<AskIndex, EntryWords[]>();

function entryWords(index: AskIndex): EntryWords[] {
  let words = entryWordsCache.get(index);
  if (words) return words;
  words = index.entries.map((rec) => {
    const heading = plainText(rec.heading);
    const rare: EntryWords["rare"] = [];
    const seen = new Set<string>();
    for (const word of rawWords(heading)) {
      const a = analyzeWord(word);
      if (!a.term || seen.has(a.term) || /^[\d.,:/-]+$/.test(a.term)) continue;
      seen.add(a.term);
      rare.push({
        term: a.term,
        parts: a.parts,
        idf: Math.log(1 + index.sections.length / (1 + (index.df.get(a.term) ?? 0))),
      });
    }
    const negatives = (heading.match(NUMBER) ?? []).filter((n) => n.startsWith("-"));
    return {
      heading,
      all: wordTerms(`${rec.heading}\n${rec.text}`),
      question: wordTerms(rec.heading),
      rare,
      negatives,
    };
  });
  entryWordsCache.set(index, words);
  return words;
}

/** Share (0..1) of the question's topic weight that a text (its words' terms) names. */
function matchShare(terms: string[][], w: OverlapWeights): number {
  const total = w.concept.reduce((a, b) => a + b, 0);
  if (total <= 0) return 0;
  let got = 0;
  for (const c of conceptsOfTerms(terms, w)) got += w.concept[c] ?? 0;
  return got / total;
}

/**
 * Share (0..1) of an entry question's own words (weighted by how rare they are in the lessons) that the learner's
 * question has too: "How do I replace an auto-configured bean such as ObjectMapper?" names much that "what is a
 * bean?" does not ask about.
 */
function reverseShare(rare: EntryWords["rare"], w: OverlapWeights): number {
  let total = 0;
  let got = 0;
  for (const { term, parts, idf } of rare) {
    total += idf;
    // (a part of an identifier — "object" of `ObjectMapper` — is half a match)
    let best = Math.min(1, w.byTerm.get(term)?.weight ?? 0);
    for (const t of parts) best = Math.max(best, 0.5 * Math.min(1, w.byTerm.get(t)?.weight ?? 0));
    got += idf * best;
  }
  return total ? got / total : 0;
}

/** `java.time.format.DateTimeParseException` → `DateTimeParseException`, `@MockBean` → `MockBean`. */
function simpleName(word: string): string {
  return word.replace(/^@/, "").split(".").pop() ?? word;
}

/** Whether a text writes a name as a whole word (`MockBean`, `@MockBean`, `x.MockBean`), in any case. */
function names(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\w$])${escaped}(?![\\w$])`, "i").test(text);
}

/** The entry to answer from (see the header), or null. */
export function chooseEntry(
  index: AskIndex,
  hits: SectionHit[],
  q: AnalyzedQuery,
  topical: OverlapWeights,
): SectionRecord | null {
  const top = hits[0];
  if (!top) return null;
  // the API and exception names the question asks about that the lessons know (not the learner's own classes): a
  // comparison's entry names all of them (two in its question), any other entry the first one
  const apis = q.concepts.flatMap((c, i) => {
    const name = simpleName(c.word);
    const known = index.identifiers.has(name.toLowerCase()) || index.df.has(analyzeWord(name).term ?? "");
    return c.api && !c.foreign && known ? [{ i, name }] : [];
  });
  // (the first one: a pasted error starts with its exception, a question with its subject)
  const main = apis[0] ?? null;
  const namesApis = (rec: SectionRecord) => {
    const text = `${rec.heading}\n${rec.text}`;
    if (q.kind !== "comparison") return !main || names(text, main.name);
    // (a comparison's entry compares two of them in its question: "@Mock or @MockitoBean", not "@CachePut or @CacheEvict")
    const inQuestion = apis.filter((a) => names(rec.heading, a.name)).length;
    return apis.every((a) => names(text, a.name)) && inQuestion >= Math.min(2, apis.length);
  };
  // (a question that starts "how do i…" asks how, whatever exception it names)
  const asked = HOW_ASKED.test(q.original) ? "how-to" : q.kind;
  const lessons: number[] = [];
  for (const h of hits.slice(0, ENTRY_LESSON_HITS)) {
    const lesson = index.sections[h.sectionId]?.lesson;
    if (lesson === undefined || lessons.includes(lesson) || h.score < top.score * ENTRY_LESSON_MIN_RELATIVE) continue;
    lessons.push(lesson);
  }
  const words = entryWords(index);
  const askedNumbers = new Set(q.original.match(NUMBER) ?? []);
  /** The best entry of these lessons; `elsewhere`: lessons the retrieval did not bring up (stricter, ELSEWHERE_*). */
  const bestIn = (candidates: number[], elsewhere: boolean): SectionRecord | null => {
    let best: SectionRecord | null = null;
    let bestScore = 0;
    for (const [rank, lesson] of candidates.entries()) {
      for (const id of index.lessons[lesson].entryIds) {
        const rec = index.entries[id];
        const ew = words[id];
        // (the cheap tests first: the numbers and the words of the entry's own question)
        if (ew.negatives.some((n) => !askedNumbers.has(n))) continue;
        const reverse = reverseShare(ew.rare, topical);
        if (reverse < (elsewhere ? ELSEWHERE_MIN_REVERSE : ENTRY_MIN_REVERSE) || !answersKind(ew.heading, asked))
          continue;
        const match = matchShare(ew.all, topical);
        if (match * reverse < (elsewhere ? ELSEWHERE_MIN_SCORE : ENTRY_MIN_SCORE) || !namesApis(rec)) continue;
        // (between close entries, the one whose question itself names more of the learner's words)
        const question = matchShare(ew.question, topical);
        const score =
          match *
          reverse *
          (1 - QUESTION_WEIGHT + QUESTION_WEIGHT * question) *
          (rank === 0 && !elsewhere ? 1 : OTHER_LESSON_FACTOR);
        if (score > bestScore) {
          best = rec;
          bestScore = score;
        }
      }
    }
    return best;
  };
  // (then, when none of them has one, the other lessons: an entry elsewhere that asks this very question)
  return (
    bestIn(lessons, false) ??
    bestIn(
      index.lessons.map((_, i) => i).filter((i) => !lessons.includes(i)),
      true,
    )
  );
}

/** A question answered with yes or no ("should i…", "is it ok to…", "does X…"). */
const YES_NO_QUESTION =
  /^\s*(is|are|am|can|could|should|shall|do|does|did|will|would|must|may|has|have|was|were)\b|\b(is it|should i|can i|do i|does it|is there|is that)\b/i;
function yesNoAsked(question: string): boolean {
  return YES_NO_QUESTION.test(question);
}

/**
 * An entry answering "Should I put production passwords in `application-prod.yml`?" opens "No: anything in …". Quoted
 * for a learner who asked something else ("how do i stop committing the db password"), the bare "No:" answers a
 * question they never asked: it is left out and the rest starts the answer.
 */
function withoutYesNo(markdown: string): string {
  const m = /^(Yes|No)[:.]\s+(\S)/.exec(markdown);
  return m ? m[2].toUpperCase() + markdown.slice(m[0].length) : markdown;
}

/** The answer from an entry: its answer paragraph, its code (as the example), its further paragraphs, sources. */
export function entryAnswer(
  index: AskIndex,
  entry: SectionRecord,
  question = "",
): { answer: string; used: SectionRecord[] } {
  const blocks = blocksOf(entry);
  const out: string[] = [];
  const rest: string[] = [];
  let code: string | null = null;
  for (const b of blocks) {
    if (b.kind === "code") {
      code ??= fence(b);
      continue;
    }
    const md = b.kind === "list" ? b.items.map((i) => `- ${i}`).join("\n") : b.text;
    if (!out.length) out.push(yesNoAsked(question) ? md : withoutYesNo(md));
    else rest.push(md);
  }
  if (code) out.push("", "**Example**:", "", code);
  for (const p of rest) out.push("", p);
  // (sources are what the answer quotes: the entry; on the lesson page it links the section it comes from)
  const used = [entry];
  const lessonSections = index.lessons[entry.lesson].sectionIds.map((id) => index.sections[id]);
  const apis = code ? apisOf([entry], out.join("\n"), lessonSections) : [];
  if (apis.length) out.push("", `**APIs to know:** ${apis.map((a) => `\`${a}\``).join(", ")}`);
  out.push("", "**Read more:**", "", ...used.map((r) => `- ${mdLink(r.title, r.url)}`));
  return { answer: out.join("\n"), used };
}
