// Offline answer engine: composes a question-focused Markdown answer from the ranked lesson sections, without a
// model. Deterministic: the same question over the same index gives the same answer.
//
//   1. a first sentence that answers the question directly: the self-contained sentence of the best section (or its
//      lesson's intro) that covers most of the question's words and their synonyms, preferring the sentence shape
//      the question's kind asks for (a definition for "what is", a cause for an error, a contrast for "vs");
//   2. steps or key points: whole, self-contained sentences and list items from the best sections;
//   3. the most relevant code example (first for a code request);
//   4. the APIs the best sections name that the answer does not show yet ("APIs to know");
//   5. "Read more" links (the sources).
//
// Pro content (decision): the answer is built from all lessons, pro ones included. What it shows is a small
// excerpt (a few sentences, a few bullet points and at most one code block) plus a link to the lesson, which is
// what a search result preview would show too; the lesson page itself still enforces access (and renders the
// outline's anchored headings, so every link lands). From a pro lesson only code blocks up to PRO_CODE_MAX_LINES
// lines are quoted; a longer (complete) program is left to the lesson.

import { lessonPath } from "@/lib/format";
import { apisOf } from "./apis";
import { blocksOf, type AskIndex, type SectionRecord } from "./build";
import type { QuestionKind } from "./classify";
import { overlapScore, termWeights, type OverlapWeights } from "./overlap";
import type { AnalyzedQuery } from "./query";
import { ANCHOR_WORDS, plainText, splitSentences, truncate, type Block } from "./text";
import type { AnswerSource, OfflineAnswer, SectionHit } from "./types";

/**
 * Threshold (decision): the courses "cover" a question when the best section matches at least half of the
 * question's meaningful words (after stop words), each weighted by the square root of its inverse document frequency:
 * rare words count more; a word the lessons never use ("pizza", "offside") counts fully against it; generic question
 * words ("fix", "prevent", "bad") count a quarter; a word naming a technology the courses do not teach ("Python",
 * "Kubernetes") never counts as matched; fuzzy-only, code-only and partial-synonym matches count less (see
 * `coverageOf`). In addition, the best lesson must be *about* part of the question: some question word must occur in
 * its title, the section heading or the summary/skills (MIN_HEADLINE) — a word met only in passing in the prose
 * ("the meaning of life") is not a topic the courses cover — unless the question has several words and the prose
 * matches nearly all of them (BODY_ONLY_MIN_COVERAGE: "join fetch orders customer").
 */
export const MIN_COVERAGE = 0.5;
export const MIN_HEADLINE = 0.1;
/** A question of two or more words met only in the prose is covered when the prose matches this much of it. */
const BODY_ONLY_MIN_COVERAGE = 0.75;
/** A one-word question must match that word itself, not only a longer word it begins (prefix strength 0.7). */
const SINGLE_CONCEPT_MIN_COVERAGE = 0.9;
/**
 * A question whose topic is a technology the courses do not teach (`foreignTopic` in ./query) is answered only when
 * it names Java or Spring itself (ANCHOR_WORDS: "Python vs Java records"). A language or its frameworks is never
 * answered otherwise ("sort a dictionary by value in Python" is about Python even though a lesson sorts maps by
 * value). Infrastructure is, when the best section is *about* the question's other words (title/heading/summary
 * evidence at least FOREIGN_TOPIC_MIN_HEADLINE: "kubernetes readiness probe failing"), not when a lesson only
 * mentions them ("nginx reverse proxy config" → a reverse proxy's size limit in the file-upload lesson).
 */
const FOREIGN_TOPIC_MIN_HEADLINE = 0.35;
/** Infrastructure as the topic also needs more of the rest covered ("mysql index on two columns order"). */
const FOREIGN_TOPIC_MIN_COVERAGE = 0.6;
/** Below this coverage an answered question is still logged as weakly covered (content gap). */
export const LOW_COVERAGE = 0.65;
/** Further sources must score at least this share of the best one and cover the question reasonably well. */
const SOURCE_MIN_RELATIVE = 0.4;
const SOURCE_MIN_COVERAGE = 0.55;
const MAX_SOURCES = 4;
/** At most this many of the sources come from one lesson while other lessons qualify. */
const MAX_SOURCES_PER_LESSON = 2;
/**
 * Weak matches suggested as related lessons when the question is not covered: the section must match this share
 * of the question, not counting words that name other technologies ("N+1 queries in Django" → the N+1 lesson).
 */
const SUGGEST_MIN_COVERAGE = 0.4;
const MAX_SUGGESTIONS = 3;
/** Longest code block quoted from a pro lesson. */
export const PRO_CODE_MAX_LINES = 40;
const DIRECT_MAX_CHARS = 360;
/** The intro's best sentence must beat the best section's own best sentence by this factor to be used… */
const INTRO_MARGIN = 1.3;
/** …except for a what-is question, where the intro (which usually defines the topic) is preferred. */
const INTRO_WHAT_IS_WEIGHT = 1.15;
/** Other sections of the best lesson among the first LEAD_HITS hits compete for the first sentence, discounted. */
const LEAD_HITS = 5;
const LEAD_OTHER_SECTION = 0.9;
const MAX_POINTS = 5;
/** Fewer key points than this are topped up from the best lesson's other sections. */
const MIN_POINTS = 4;
/** A key point from another section scores at least this share of the first sentence's score. */
const POINT_MIN_RELATIVE = 0.3;

interface Unit {
  text: string;
  pos: number;
  kind: "sentence" | "item";
  score: number;
  /** Reads on its own: starts a thought (not "This…", "(…", "but…") and does not point at unquoted text. */
  standalone: boolean;
}

/** "The program below …", "as shown above": refers to something the answer does not quote. */
const DEICTIC =
  /\b(below|above|the following|this (program|example|code|snippet|output|class|method|test|version)|the (program|example|output) (prints|shows)|here is|here's)\b/i;
/**
 * Sentences that narrate the lesson's own example program ("the second frame…", "line 14", "prints…", "Parts 3 and
 * 4…") make sense only next to that program: they count less as an answer or a key point.
 */
const NARRATION =
  /\b(line \d+|lines \d+|(top|second|first|next|your) frame|frames?\b|the program|our program|prints?|printed|the output|parts? \d|step \d|timings?|<local\d+>|(in )?this lesson|the (next|previous) (lesson|section)|next section|you will (learn|build|write|see)|you build|you write)\b/i;
const NARRATION_FACTOR = 0.5;
/** Openers that continue a previous thought. */
const CONTINUATION =
  /^(this|that|it|its|they|them|these|those|so|but|and|or|also|however|then|thus|hence|here|there|such|both|instead|otherwise|which|same|likewise|similarly|in that case|in this case|for that|because of this|as a result|now|next|finally|again|still|even so|yes|no|further down|as shown|as you can see|in the (example|output|trace)|the (same|other|former|latter|rest|above|previous)|another|in addition|additionally|moreover|furthermore|either|neither)\b/i;

/** `raw` is the Markdown (a sentence may open with a code span: "`join()` waits…"), `plain` its text. */
function standalone(raw: string, plain: string, item = false): boolean {
  if (!/^[A-Z0-9`"“@*_[]/.test(raw.trim())) return false; // lower case or "(" → mid-thought
  if (CONTINUATION.test(plain)) return false;
  if (DEICTIC.test(plain)) return false;
  return item || /[.!?)"”`*]$/.test(raw.trim());
}

/** Sentence shapes each kind of question prefers for its first sentence. */
const KIND_SHAPE: Record<QuestionKind, RegExp> = {
  "what-is":
    /\b(is an?|are|is the|means|happens when|refers to|describes|lets you|is used to|stands for|because|so that)\b/i,
  "how-to": /\b(use|call|add|annotate|declare|write|pass|return|set|create|register|configure|replace|wrap|put)\b/i,
  error: /\b(means|happens|is thrown|thrown when|because|when you|occurs|the cause|the fix|to fix)\b/i,
  comparison: /\b(while|whereas|unlike|instead|but|than|both|differ|difference)\b/i,
  code: /\b(use|call|add|declare|write|returns?)\b/i,
};

function unitsOf(blocks: Block[], weights: OverlapWeights, kind: QuestionKind): Unit[] {
  const units: Unit[] = [];
  for (const b of blocks) {
    let inBlock = 0;
    const parts: { text: string; kind: Unit["kind"] }[] =
      b.kind === "para" || b.kind === "quote"
        ? splitSentences(b.text).map((t) => ({ text: t, kind: "sentence" as const }))
        : b.kind === "list"
          ? b.items.map((t) => ({ text: t, kind: "item" as const }))
          : [];
    for (const p of parts) {
      const plain = plainText(p.text);
      if (plain.length < 25 || p.text.length > 480) continue;
      // A sentence ending in ":" introduces a code block or list that would not be quoted with it.
      if (/:\s*$/.test(p.text)) continue;
      let score = overlapScore(p.text, weights) / Math.pow(Math.max(plain.length, 80) / 80, 0.35);
      const alone = standalone(p.text, plain, p.kind === "item");
      if (!alone) score *= 0.6;
      if (NARRATION.test(plain)) score *= NARRATION_FACTOR;
      if (KIND_SHAPE[kind].test(plain)) score *= 1.2;
      // A section usually opens with its main statement, a paragraph with its topic sentence.
      if (units.length === 0) score *= 1.25;
      else if (inBlock === 0 && p.kind === "sentence") score *= 1.1;
      inBlock++;
      units.push({ text: p.text.trim(), pos: units.length, kind: p.kind, score, standalone: alone });
    }
  }
  return units;
}

const LANG_WEIGHTS: Record<string, number> = {
  java: 1,
  yaml: 0.85,
  properties: 0.85,
  xml: 0.8,
  bash: 0.75,
  sql: 0.85,
  text: 0.45,
  "": 0.5,
};
const langWeight = (lang: string) =>
  Object.prototype.hasOwnProperty.call(LANG_WEIGHTS, lang) ? LANG_WEIGHTS[lang] : 0.7;

type CodeBlock = Extract<Block, { kind: "code" }>;

function codeCandidates(blocks: Block[], weights: OverlapWeights, pro: boolean, kind: QuestionKind) {
  const out: { block: CodeBlock; score: number }[] = [];
  blocks.forEach((b, i) => {
    if (b.kind !== "code" || !b.code.trim()) return;
    const lines = b.code.split("\n").length;
    if (pro && lines > PRO_CODE_MAX_LINES) return;
    // The paragraph right before a block usually says what it shows.
    const prev = i > 0 && blocks[i - 1].kind === "para" ? (blocks[i - 1] as { text: string }).text : "";
    const overlap = overlapScore(b.code, weights) * 0.6 + overlapScore(prev, weights) * 0.6;
    const length = lines > 60 ? 0.45 : lines > 40 ? 0.6 : lines > 25 ? 0.8 : 1;
    // An error question is helped by the fixed code, not by the stack trace it pasted.
    const lang = kind === "error" && b.lang === "text" ? 0.3 : langWeight(b.lang);
    out.push({ block: b, score: (0.2 + overlap) * lang * length });
  });
  return out;
}

/** Code from another section of the lesson counts this much relative to code in the best section itself… */
const OTHER_SECTION_CODE = 0.75;
/** …and code from the lesson's fixing section counts this much more for an error question (the fixed code). */
const FIX_CODE_FOR_ERROR = 1.3;
/** Headings of the sections that say how to fix or avoid a problem. */
const FIX_HEADING = /\b(fix|fixes|fixing|prevent|preventing|avoid|avoiding|safely|solution|solve|how to)\b/i;

function chooseCode(
  index: AskIndex,
  top: SectionRecord,
  weights: OverlapWeights,
  kind: QuestionKind,
): { block: CodeBlock; record: SectionRecord } | null {
  let found: { block: CodeBlock; record: SectionRecord; score: number } | null = null;
  for (const c of codeCandidates(blocksOf(top), weights, top.pro, kind))
    if (!found || c.score > found.score) found = { ...c, record: top };
  for (const id of index.lessons[top.lesson].sectionIds) {
    if (id === top.id) continue;
    const rec = index.sections[id];
    for (const c of codeCandidates(blocksOf(rec), weights, rec.pro, kind)) {
      if (c.score <= 0.2 * langWeight(c.block.lang)) continue; // unrelated to the question
      const score =
        c.score * OTHER_SECTION_CODE * (kind === "error" && FIX_HEADING.test(rec.heading) ? FIX_CODE_FOR_ERROR : 1);
      if (!found || score > found.score) found = { block: c.block, record: rec, score };
    }
  }
  return found;
}

/** The intro section of a section's lesson (the text before its first `##`), when that is another section. */
function introOf(index: AskIndex, rec: SectionRecord): SectionRecord | null {
  if (rec.anchor === "") return null;
  const first = index.sections[index.lessons[rec.lesson].sectionIds[0]];
  return first && first.anchor === "" && first.id !== rec.id ? first : null;
}

function fence(block: CodeBlock): string {
  const longest = Math.max(2, ...(block.code.match(/`{3,}/g) ?? []).map((m) => m.length));
  const ticks = "`".repeat(longest + 1);
  return `${ticks}${block.lang}\n${block.code}\n${ticks}`;
}

function link(title: string, url: string): string {
  return `[${title.replace(/([[\]])/g, "\\$1")}](${url})`;
}

function notCovered(hits: SectionHit[]): OfflineAnswer {
  const lines = [
    "Our courses don't cover this question, so I can't answer it from the lessons. " +
      "The lessons on this site are about Java, Spring Boot and related tools.",
  ];
  const seen = new Set<string>();
  const related: string[] = [];
  for (const h of hits) {
    if (related.length >= MAX_SUGGESTIONS) break;
    const key = `${h.courseSlug}/${h.lessonSlug}`;
    if (seen.has(key) || (h.relatedness ?? 0) < SUGGEST_MIN_COVERAGE) continue;
    seen.add(key);
    related.push(`- ${link(h.lessonTitle, lessonPath(h.courseSlug, h.lessonSlug))}`);
  }
  if (related.length) lines.push("", "These lessons might be related:", "", ...related);
  return { answer: lines.join("\n"), sources: [], covered: false, coverage: hits[0]?.coverage ?? 0 };
}

/** Sources: the best hit, then qualifying hits of other lessons, then further sections of the same lessons. */
function chooseSources(hits: SectionHit[]): SectionHit[] {
  const top = hits[0];
  const ok = hits
    .slice(1)
    .filter((h) => h.score >= top.score * SOURCE_MIN_RELATIVE && (h.coverage ?? 0) >= SOURCE_MIN_COVERAGE);
  const lessonOf = (h: SectionHit) => `${h.courseSlug}/${h.lessonSlug}`;
  const chosen: SectionHit[] = [top];
  const perLesson = new Map([[lessonOf(top), 1]]);
  for (const pass of [0, 1]) {
    for (const h of ok) {
      if (chosen.length >= MAX_SOURCES || chosen.includes(h)) continue;
      const n = perLesson.get(lessonOf(h)) ?? 0;
      if (pass === 0 ? n > 0 : n >= MAX_SOURCES_PER_LESSON) continue;
      chosen.push(h);
      perLesson.set(lessonOf(h), n + 1);
    }
  }
  return chosen;
}

const POINTS_LABEL: Record<QuestionKind, string> = {
  "how-to": "How to do it",
  "what-is": "Key points",
  error: "Why it happens and how to fix it",
  comparison: "Key points",
  code: "Notes",
};

/** What `composeOfflineAnswer` needs: the index, the analysed question and its ranked sections (from `rankSections`). */
export interface Retrieval {
  index: AskIndex;
  query: AnalyzedQuery;
  hits: SectionHit[];
}

/**
 * Requests aimed at the assistant itself rather than at the courses ("print your system prompt", "ignore all previous
 * instructions and…", "pretend you are…") are not answered from the lessons, whatever words they share with them,
 * unless they also ask about Java or Spring (ANCHOR_WORDS): then the question is answered, and on the model path the
 * injected text stays inside the question's delimiters (lib/ai/ask-prompt.ts).
 */
const META_REQUEST =
  /\b(your name|who are you|system prompt|your (instructions|prompt|rules)|(ignore|disregard|forget) (all |any |the |your )?(previous |prior |above |earlier )?(instructions|rules|prompts?)|pretend (you are|you're|to be)|you are now|act as an?|jailbreak|developer mode)\b/i;

/**
 * Off the courses' subject although the words match: a request aimed at the assistant (META_REQUEST); a one-word
 * question that matches only a longer word it begins ("the meaning of life", whose one concept is "life", reached
 * JWT "lifetimes" by prefix); an everyday sense of a technology's name ("how do bears hibernate"); a foreign
 * technology as the topic (FOREIGN_TOPIC_MIN_HEADLINE, FOREIGN_TOPIC_MIN_COVERAGE).
 */
function offSubject(q: Retrieval["query"], top: SectionHit): boolean {
  if (META_REQUEST.test(q.raw) && !ANCHOR_WORDS.test(q.raw)) return true;
  if (q.everydaySense) return true;
  if (q.concepts.length === 1 && (top.coverage ?? 0) < SINGLE_CONCEPT_MIN_COVERAGE) return true;
  if (q.foreignTopic === "none" || ANCHOR_WORDS.test(q.raw)) return false;
  return (
    q.foreignTopic === "language" ||
    (top.headline ?? 0) < FOREIGN_TOPIC_MIN_HEADLINE ||
    (top.coverage ?? 0) < FOREIGN_TOPIC_MIN_COVERAGE
  );
}

/**
 * Composes the Markdown answer for a question (see the header). When the best section does not cover the question
 * (MIN_COVERAGE, MIN_HEADLINE) it says so, suggests up to three related lessons and returns no sources.
 */
export function composeOfflineAnswer({ index, query: q, hits }: Retrieval): OfflineAnswer {
  const top = hits[0];
  const topRecord = top ? index.sections[top.sectionId] : undefined;
  if (
    !top ||
    !topRecord ||
    topRecord.url !== top.url ||
    q.terms.length === 0 ||
    (top.coverage ?? 0) < MIN_COVERAGE ||
    ((top.headline ?? 0) < MIN_HEADLINE && (q.concepts.length < 2 || (top.coverage ?? 0) < BODY_ONLY_MIN_COVERAGE)) ||
    offSubject(q, top)
  )
    return notCovered(hits);

  const kind = q.kind;
  const weights = termWeights(q);
  const chosen = chooseSources(hits);

  // 1. The direct answer: the best self-contained sentence among the best section, its lesson's intro and the
  //    lesson's other well-matching sections (weighted by how well each section ranked), plus at most one more
  //    sentence of the same section.
  const units = unitsOf(blocksOf(topRecord), weights, kind);
  const intro = introOf(index, topRecord);
  const leads: { record: SectionRecord; weight: number; hit?: SectionHit }[] = [{ record: topRecord, weight: 1 }];
  if (intro) leads.push({ record: intro, weight: kind === "what-is" ? INTRO_WHAT_IS_WEIGHT : 1 / INTRO_MARGIN });
  for (const h of hits.slice(1, LEAD_HITS)) {
    if (h.courseSlug !== top.courseSlug || h.lessonSlug !== top.lessonSlug) continue;
    if ((h.coverage ?? 0) < SOURCE_MIN_COVERAGE || h.score < top.score * SOURCE_MIN_RELATIVE) continue;
    if (leads.some((l) => l.record.id === h.sectionId)) continue;
    leads.push({
      record: index.sections[h.sectionId],
      weight: LEAD_OTHER_SECTION * Math.sqrt(h.score / top.score),
      hit: h,
    });
  }
  const standaloneOf = (list: Unit[]) =>
    list
      .filter((u) => u.standalone && u.score > 0 && (u.kind === "sentence" || /[.!?]$/.test(u.text)))
      .sort((a, b) => b.score - a.score || a.pos - b.pos);
  let lead = leads[0];
  let pool = standaloneOf(units);
  let best = pool[0]?.score ?? 0;
  for (const l of leads.slice(1)) {
    const list = standaloneOf(unitsOf(blocksOf(l.record), weights, kind));
    if (list.length && list[0].score * l.weight > best) {
      lead = l;
      pool = list;
      best = list[0].score * l.weight;
    }
  }
  const direct: Unit[] = [];
  let chars = 0;
  // A second sentence only when it directly follows or precedes the first (so the two read as one passage).
  for (const u of pool) {
    if (direct.length >= 2) break;
    if (
      direct.length > 0 &&
      (u.score < pool[0].score * 0.6 ||
        chars + u.text.length > DIRECT_MAX_CHARS ||
        Math.abs(u.pos - direct[0].pos) !== 1 ||
        u.kind !== direct[0].kind)
    )
      continue;
    direct.push(u);
    chars += u.text.length;
  }
  direct.sort((a, b) => a.pos - b.pos);
  const useIntro = lead.record !== topRecord;
  if (useIntro && !chosen.some((c) => c.url === lead.record.url)) {
    const rec = lead.record;
    const entry: SectionHit = lead.hit ?? {
      ...top,
      sectionId: rec.id,
      url: rec.url,
      title: rec.title,
      section: plainText(rec.heading),
      anchor: rec.anchor,
      text: rec.text,
      snippet: truncate(plainText(rec.text.replace(/```[\s\S]*?```/g, " ")), 220),
      score: Math.min(...chosen.map((c) => c.score)),
    };
    if (chosen.length >= MAX_SOURCES) chosen.pop();
    chosen.push(entry);
  }

  // 2. Key points: further self-contained sentences and items of the best section, then of the next source.
  const used = new Set(useIntro ? [] : direct.map((u) => u.pos));
  const preferItems = kind === "how-to" || kind === "error";
  const points: string[] = units
    .filter((u) => !used.has(u.pos) && u.score > 0 && u.standalone)
    .sort((a, b) => b.score * (preferItems && a.kind === "item" ? 1.15 : 1) - a.score || a.pos - b.pos)
    .slice(0, direct.length ? 3 : 4)
    .sort((a, b) => a.pos - b.pos)
    .map((u) => u.text);
  // Then the next sources (another lesson first), and while points are few, further well-matching sections; a point
  // from another section must speak to the question about as much as a weak sentence of the lead does.
  const minPoint = Math.max(1e-9, (pool[0]?.score ?? 0) * POINT_MIN_RELATIVE);
  const seenText = new Set([...direct.map((u) => u.text), ...points]);
  const further = [
    ...chosen.filter((h) => h.url !== top.url && h.url !== lead.record.url),
    ...hits.filter(
      (h) => !chosen.includes(h) && h.url !== top.url && (h.coverage ?? 0) >= SOURCE_MIN_COVERAGE && h.score > 0,
    ),
  ];
  for (const [i, h] of further.entries()) {
    if (points.length >= MAX_POINTS || (i > 0 && points.length >= 3)) break;
    const su = unitsOf(blocksOf(index.sections[h.sectionId]), weights, kind)
      .filter((u) => u.score >= minPoint && u.standalone && !seenText.has(u.text))
      .sort((a, b) => b.score - a.score || a.pos - b.pos)
      .slice(0, points.length >= 3 ? 1 : 2)
      .sort((a, b) => a.pos - b.pos);
    for (const u of su) {
      seenText.add(u.text);
      points.push(`${u.text} (${link(h.title, h.url)})`);
    }
  }

  // While points are still few: the best lesson's other sections (the lesson that answers a question usually says
  // more about it than the best section alone: "custom counter metric" → the section on meter types).
  if (points.length < MIN_POINTS) {
    const others = index.lessons[topRecord.lesson].sectionIds
      .filter((id) => id !== topRecord.id && id !== lead.record.id)
      .flatMap((id) =>
        unitsOf(blocksOf(index.sections[id]), weights, kind).map((u) => ({ u, rec: index.sections[id] })),
      )
      .filter(({ u }) => u.score >= minPoint && u.standalone && !seenText.has(u.text) && /[.!?]$/.test(u.text))
      .sort((a, b) => b.u.score - a.u.score || a.rec.id - b.rec.id || a.u.pos - b.u.pos)
      .slice(0, MIN_POINTS - points.length);
    for (const { u, rec } of others) {
      seenText.add(u.text);
      points.push(`${u.text} (${link(rec.title, rec.url)})`);
    }
  }

  // An error, a problem or a how-to question also wants the cure: the lesson's section on fixing it (by its
  // heading), when the answer does not quote it yet.
  if (kind !== "comparison" && points.length < MAX_POINTS) {
    const fix = index.lessons[topRecord.lesson].sectionIds
      .map((id) => index.sections[id])
      .find((r) => r !== topRecord && r !== lead.record && FIX_HEADING.test(r.heading));
    if (fix && !points.some((p) => p.includes(`](${fix.url})`))) {
      const fu = unitsOf(blocksOf(fix), weights, kind)
        .filter((u) => u.standalone && !seenText.has(u.text) && /[.!?]$/.test(u.text))
        .sort((a, b) => b.score - a.score || a.pos - b.pos)
        .slice(0, Math.min(2, MAX_POINTS - points.length))
        .sort((a, b) => a.pos - b.pos);
      for (const u of fu) points.push(`${u.text} (${link(fix.title, fix.url)})`);
    }
  }

  // 3. The code example.
  const code = chooseCode(index, topRecord, weights, kind);
  const example = code
    ? ["", `**Example** (from ${link(code.record.title, code.record.url)}):`, "", fence(code.block)]
    : top.pro && blocksOf(topRecord).some((b) => b.kind === "code")
      ? ["", `The complete example is in the lesson ${link(top.title, top.url)}.`]
      : [];

  const out: string[] = [];
  out.push(
    direct.length
      ? direct.map((u) => u.text).join(" ")
      : `${plainText(top.lessonTitle)}: ${truncate(top.snippet, 200)} See ${link(top.title, top.url)}.`,
  );
  if (kind === "code") out.push(...example);
  if (points.length) out.push("", `**${POINTS_LABEL[kind]}**`, "", ...points.slice(0, MAX_POINTS).map((b) => `- ${b}`));
  if (kind !== "code") out.push(...example);
  // 4. The APIs the best sections name that the answer does not show yet (what the learner would look up next).
  const apis = apisOf(
    lead.record === topRecord ? [topRecord] : [topRecord, lead.record],
    out.join("\n"),
    index.lessons[topRecord.lesson].summaryApis,
  );
  if (apis.length) out.push("", `**APIs to know:** ${apis.map((a) => `\`${a}\``).join(", ")}`);
  out.push("", "**Read more:**", "", ...chosen.map((h) => `- ${link(h.title, h.url)}`));

  const bestScore = top.score || 1;
  const sources: AnswerSource[] = chosen.map((h) => ({
    title: h.title,
    url: h.url,
    section: h.section,
    snippet: h.snippet,
    score: Math.round((h.score / bestScore) * 1000) / 1000,
  }));
  return { answer: out.join("\n"), sources, covered: true, coverage: top.coverage ?? 0, kind };
}
