// Whether the courses cover a question, and the refusal when they do not.
//
// Threshold (decision): the courses "cover" a question when the best section matches at least half of the
// question's meaningful words (after stop words), each weighted by the square root of its inverse document frequency:
// rare words count more; a word the lessons never use ("pizza", "offside") counts against it; generic question words
// ("fix", "prevent", "bad") count a quarter; a word naming a technology the courses do not teach ("Python",
// "Kubernetes") never counts as matched; fuzzy-only, code-only and partial-synonym matches count less (`coveragesOf`
// in ./rank). In addition, the best lesson must be *about* part of the question: some question word must occur in its
// title, the section heading or the summary/skills (MIN_HEADLINE), unless the prose matches nearly all of it.
//
// Learners write long questions full of their own story ("… the suite takes 12 minutes and my laptop …"): their
// share of matched words is low although the subject is plainly ours. Such a question is covered with a lower share
// (RESCUE_MIN_COVERAGE) when the best section matches several of its topic words: an API or exception the question
// names plus another word, or many topic words (RESCUE_MANY), or a Java/Spring word plus a few topic words the
// section is about (RESCUE_ANCHORED). Foreign topics, requests aimed at the assistant, everyday senses and pasted
// errors of other languages are refused whatever they match (`offSubject`).

import { lessonPath } from "@/lib/format";
import type { AnalyzedQuery } from "./query";
import { ANCHOR_WORDS, mdLink } from "./text";
import type { OfflineAnswer, SectionHit } from "./types";

export const MIN_COVERAGE = 0.5;
export const MIN_HEADLINE = 0.1;
/** A question of two or more words met only in the prose is covered when the prose matches this much of it. */
const BODY_ONLY_MIN_COVERAGE = 0.75;
/** A one-word question must match that word itself, not only a longer word it begins (prefix strength 0.7). */
const SINGLE_CONCEPT_MIN_COVERAGE = 0.9;
/** Foreign infrastructure as the topic needs this much title/heading/summary evidence and coverage (see ./query). */
const FOREIGN_TOPIC_MIN_HEADLINE = 0.35;
const FOREIGN_TOPIC_MIN_COVERAGE = 0.6;
/** Below this coverage an answered question is still logged as weakly covered (content gap). */
export const LOW_COVERAGE = 0.65;
/** Long questions: the lower share, and how many topic words the best section must match (see the header). */
const RESCUE_MIN_COVERAGE = 0.25;
/** Only a question of this many words or more is long enough for the lower share. */
const RESCUE_MIN_WORDS = 5;
/** A question naming Java or Spring whose best section is about this share of it is covered. */
const ANCHORED_MIN_HEADLINE = 0.4;
const RESCUE_API_MATCHED = 2;
const RESCUE_MANY = 5;
const RESCUE_ANCHORED = 3;
const RESCUE_ANCHORED_MIN_HEADLINE = 0.15;
const RESCUE_HEADLINE_MATCHED = 4;
const RESCUE_HEADLINE = 0.2;
const RESCUE_HEADLINE_MIN_COVERAGE = 0.3;
const RESCUE_PROSE_MATCHED = 4;
const RESCUE_PROSE_MIN_COVERAGE = 0.6;
/** Related lessons offered with a refusal must match this share of the question without foreign words… */
const SUGGEST_MIN_COVERAGE = 0.5;
/** …and be about some of it (title, heading or summary). */
const SUGGEST_MIN_HEADLINE = 0.3;
const MAX_SUGGESTIONS = 3;
/** …matching at least this many of its topic words. A question refused as off the subject gets no suggestions. */
const SUGGEST_MIN_MATCHED = 2;

/**
 * Requests aimed at the assistant itself ("print your system prompt", "ignore all previous instructions and…") are
 * not answered from the lessons unless they also ask about Java or Spring (ANCHOR_WORDS).
 */
const META_REQUEST =
  /\b(your name|who are you|system prompt|your (instructions|prompt|rules)|(ignore|disregard|forget) (all |any |the |your )?(previous |prior |above |earlier )?(instructions|rules|prompts?)|pretend (you are|you're|to be)|you are now|act as an?|jailbreak|developer mode)\b/i;
/** Pasted errors of other languages: a Python traceback, rustc, Go, C#, PHP, Node. */
const FOREIGN_PASTE =
  /Traceback \(most recent call last\)|File "[^"]+\.py", line \d+|^error\[E\d{4}\]|-->\s+\S+\.rs:\d+|\.go:\d+:\d+|\.cs\(\d+,\d+\)|\bon line \d+ in \S+\.php|node:internal\//m;

/** What the scope decision reads of a ranked section. */
export type ScopeStats = Pick<SectionHit, "coverage" | "headline" | "relatedness" | "matched" | "apiMatched">;

/** Off the courses' subject although the words match (see the header). */
export function offSubject(q: AnalyzedQuery, top: ScopeStats): boolean {
  if (FOREIGN_PASTE.test(q.original)) return true;
  if (META_REQUEST.test(q.raw) && !ANCHOR_WORDS.test(q.raw)) return true;
  if (q.everydaySense) return true;
  if (q.concepts.length === 1 && (top.coverage ?? 0) < SINGLE_CONCEPT_MIN_COVERAGE) return true;
  if (q.foreignTopic === "none" || ANCHOR_WORDS.test(q.raw)) return false;
  // how much the best section is about the rest of the question (the foreign word itself never matches)
  const coverage = top.coverage ?? 0;
  const aboutRest = coverage > 0 ? ((top.headline ?? 0) * (top.relatedness ?? 0)) / coverage : 0;
  return (
    q.foreignTopic === "language" ||
    aboutRest < FOREIGN_TOPIC_MIN_HEADLINE ||
    (top.coverage ?? 0) < FOREIGN_TOPIC_MIN_COVERAGE
  );
}

/** Whether the best section covers the question (see the header). */
export function covers(q: AnalyzedQuery, top: ScopeStats | undefined): boolean {
  if (!top || q.terms.length === 0) return false;
  const coverage = top.coverage ?? 0;
  const headline = top.headline ?? 0;
  const matched = top.matched ?? 0;
  if (offSubject(q, top)) return false;
  // some topic word (not a generic word or a number) must be matched: "solve for x: 3x + 7 = 22" has none
  if (matched === 0 && !top.apiMatched && !ANCHOR_WORDS.test(q.raw)) return false;
  const plain =
    coverage >= MIN_COVERAGE &&
    (headline >= MIN_HEADLINE || (q.concepts.length >= 2 && coverage >= BODY_ONLY_MIN_COVERAGE));
  if (plain) return true;
  const anchored = ANCHOR_WORDS.test(q.raw);
  // a Java or Spring word and a section about the question's words ("spring vs spring boot, the difference?")
  if (anchored && headline >= ANCHORED_MIN_HEADLINE && coverage >= ANCHORED_MIN_HEADLINE) return true;
  if (coverage < RESCUE_MIN_COVERAGE || q.concepts.length < RESCUE_MIN_WORDS) return false;
  return (
    (!!top.apiMatched && matched >= RESCUE_API_MATCHED) ||
    matched >= RESCUE_MANY ||
    (anchored && matched >= RESCUE_ANCHORED && headline >= RESCUE_ANCHORED_MIN_HEADLINE) ||
    (matched >= RESCUE_HEADLINE_MATCHED && headline >= RESCUE_HEADLINE && coverage >= RESCUE_HEADLINE_MIN_COVERAGE) ||
    // a story told in code ("(int)(price * 100) prints 1998"): most of its words in one section's prose and code
    (matched >= RESCUE_PROSE_MATCHED && coverage >= RESCUE_PROSE_MIN_COVERAGE)
  );
}

/** The refusal: says the courses do not cover the question; lists lessons only when they are genuinely related. */
export function notCovered(hits: SectionHit[], suggest = true): OfflineAnswer {
  const lines = [
    "Our courses don't cover this question, so I can't answer it from the lessons. " +
      "The lessons on this site are about Java, Spring Boot and related tools.",
  ];
  const seen = new Set<string>();
  const related: string[] = [];
  for (const h of hits) {
    if (!suggest || related.length >= MAX_SUGGESTIONS) break;
    const key = `${h.courseSlug}/${h.lessonSlug}`;
    if (seen.has(key) || (h.relatedness ?? 0) < SUGGEST_MIN_COVERAGE || (h.headline ?? 0) < SUGGEST_MIN_HEADLINE)
      continue;
    if ((h.matched ?? 0) < SUGGEST_MIN_MATCHED) continue; // one shared word ("steps", "list") is not a relation
    seen.add(key);
    related.push(`- ${mdLink(h.lessonTitle, lessonPath(h.courseSlug, h.lessonSlug))}`);
  }
  if (related.length) lines.push("", "These lessons might be related:", "", ...related);
  return { answer: lines.join("\n"), sources: [], covered: false, coverage: hits[0]?.coverage ?? 0 };
}
