// Answers from a lesson's "Questions learners ask" (prisma/content/README.md): when a learner's question is one the
// lesson answers as a question of its own, the answer is that entry — its answer paragraph first, then its code and
// its further paragraph — and the section its "More:" line names is the second source.
//
// Which entry (decision): entries are not in the retrieval index (the sections alone decide what is covered and which
// lessons are retrieved, so adding entries moves no refusal). Among the entries of the retrieved lessons — the best
// hit's lesson, and those of the next hits scoring at least ENTRY_LESSON_MIN_RELATIVE of it — the one whose question
// names most of the learner's topic words wins, when its question names ENTRY_MIN_QUESTION of their weight and its
// question and answer together ENTRY_MIN_MATCH. Otherwise the answer is composed from the sections (./answer).

import { blocksOf, type AskIndex, type SectionRecord } from "./build";
import { fence } from "./example";
import { apisOf } from "./apis";
import { conceptsIn, type OverlapWeights } from "./overlap";
import { analyzeWord, plainText, rawWords } from "./text";
import type { AnalyzedQuery } from "./query";
import type { SectionHit } from "./types";

/** Lessons of hits scoring at least this share of the best one are searched for an entry (first hits only). */
const ENTRY_LESSON_MIN_RELATIVE = 0.6;
const ENTRY_LESSON_HITS = 3;
/** An entry of another retrieved lesson than the best hit's counts this much. */
const OTHER_LESSON_FACTOR = 0.85;
/** The entry's question must name this share of the question's topic weight… */
const ENTRY_MIN_QUESTION = 0.5;
/** …and its question and answer together this share. */
const ENTRY_MIN_MATCH = 0.65;
/** The entry's question's own words must be this share the learner's (reverseShare). */
const ENTRY_MIN_REVERSE = 0.5;
/** The question's words weigh this much in an entry's score, its answer's the rest. */
const QUESTION_WEIGHT = 0.6;

/** Share (0..1) of the question's topic weight that a text names. */
function matchShare(text: string, w: OverlapWeights): number {
  const total = w.concept.reduce((a, b) => a + b, 0);
  if (total <= 0) return 0;
  let got = 0;
  for (const c of conceptsIn(text, w)) got += w.concept[c] ?? 0;
  return got / total;
}

/**
 * Share (0..1) of an entry question's own words (weighted by how rare they are in the lessons) that the learner's
 * question has too: "How do I replace an auto-configured bean such as ObjectMapper?" names much that "what is a
 * bean?" does not ask about.
 */
function reverseShare(question: string, w: OverlapWeights, index: AskIndex): number {
  let total = 0;
  let got = 0;
  const seen = new Set<string>();
  for (const word of rawWords(plainText(question))) {
    const a = analyzeWord(word);
    // (numbers are the example's values — "15 / 100" asks what "7 / 2" asks)
    if (!a.term || seen.has(a.term) || /\d/.test(a.term)) continue;
    seen.add(a.term);
    const idf = Math.log(1 + index.sections.length / (1 + (index.df.get(a.term) ?? 0)));
    total += idf;
    // (a part of an identifier — "object" of `ObjectMapper` — is half a match)
    let best = Math.min(1, w.byTerm.get(a.term)?.weight ?? 0);
    for (const t of a.parts) best = Math.max(best, 0.5 * Math.min(1, w.byTerm.get(t)?.weight ?? 0));
    got += idf * best;
  }
  return total ? got / total : 0;
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
  // the API and exception names the question asks about: a comparison's entry names all of them in its question,
  // any other entry the most important one somewhere
  const apis = q.concepts.flatMap((c, i) => (c.api && !c.foreign ? [i] : []));
  const mainApi = apis.length ? apis.reduce((a, b) => (topical.concept[b] > topical.concept[a] ? b : a)) : -1;
  const namesApis = (rec: SectionRecord) =>
    q.kind === "comparison"
      ? apis.every((i) => conceptsIn(rec.heading, topical, 1).has(i))
      : mainApi < 0 || conceptsIn(`${rec.heading}\n${rec.text}`, topical, 1).has(mainApi);
  const lessons: number[] = [];
  for (const h of hits.slice(0, ENTRY_LESSON_HITS)) {
    const lesson = index.sections[h.sectionId]?.lesson;
    if (lesson === undefined || lessons.includes(lesson) || h.score < top.score * ENTRY_LESSON_MIN_RELATIVE) continue;
    lessons.push(lesson);
  }
  let best: SectionRecord | null = null;
  let bestScore = 0;
  for (const [rank, lesson] of lessons.entries()) {
    for (const id of index.lessons[lesson].entryIds) {
      const rec = index.entries[id];
      const question = matchShare(rec.heading, topical);
      if (question < ENTRY_MIN_QUESTION) continue;
      const all = matchShare(`${rec.heading}\n${rec.text}`, topical);
      if (all < ENTRY_MIN_MATCH) continue;
      const reverse = reverseShare(rec.heading, topical, index);
      if (process.env.ENTRY_DEBUG)
        console.error(`entry ${rec.anchor} q=${question.toFixed(2)} all=${all.toFixed(2)} rev=${reverse.toFixed(2)}`);
      if (reverse < ENTRY_MIN_REVERSE || !namesApis(rec)) continue;
      const score =
        (QUESTION_WEIGHT * question + (1 - QUESTION_WEIGHT) * all) * reverse * (rank === 0 ? 1 : OTHER_LESSON_FACTOR);
      if (score > bestScore) {
        best = rec;
        bestScore = score;
      }
    }
  }
  return best;
}

function link(title: string, url: string): string {
  return `[${title.replace(/([[\]])/g, "\\$1")}](${url})`;
}

/** The answer from an entry: its answer paragraph, its code (as the example), its further paragraphs, sources. */
export function entryAnswer(
  index: AskIndex,
  entry: SectionRecord,
): { answer: string; used: SectionRecord[]; lessonSections: SectionRecord[] } {
  const lessonSections = index.lessons[entry.lesson].sectionIds.map((id) => index.sections[id]);
  const more = lessonSections.find((r) => r.anchor === entry.question?.more);
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
    if (!out.length) out.push(md);
    else rest.push(md);
  }
  if (code) out.push("", "**Example**:", "", code);
  for (const p of rest) out.push("", p);
  const used = more ? [entry, more] : [entry];
  const apis = code ? apisOf([entry], out.join("\n"), lessonSections) : [];
  if (apis.length) out.push("", `**APIs to know:** ${apis.map((a) => `\`${a}\``).join(", ")}`);
  out.push("", "**Read more:**", "", ...used.map((r) => `- ${link(r.title, r.url)}`));
  return { answer: out.join("\n"), used, lessonSections };
}
