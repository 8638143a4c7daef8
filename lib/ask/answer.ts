// Offline answer engine: composes a Markdown answer from the best-matching lesson sections, without a model.
//
// Pro content (decision): the answer is built from all lessons, pro ones included. What it shows is a small
// excerpt (a few sentences, a few bullet points and at most one code block) plus a link to the lesson, which is
// what a search result preview would show too; the lesson page itself still enforces access. The one extra limit:
// from a pro lesson only code blocks up to PRO_CODE_MAX_LINES lines are quoted; a longer (complete) program is
// left to the lesson.

import type { AnswerSource, OfflineAnswer, SectionHit } from "./types";
import {
  analyzeQuery,
  blocksOf,
  contextOf,
  coverageOf,
  lessonUrl,
  overlapScore,
  termWeights,
  type AnalyzedQuery,
  type OverlapWeights,
  type SectionRecord,
} from "./search";
import { parseBlocks, plainText, splitSentences, termSet, truncate, type Block } from "./text";

/**
 * Threshold (decision): the courses "cover" a question when the best section matches at least half of the
 * question's meaningful words (after stop words), each weighted by the square root of its inverse document frequency:
 * rare words count more; a word the lessons never use ("pizza", "offside") counts fully against it; generic question
 * words ("fix", "prevent", "bad") count a quarter; a word naming a technology the courses do not teach ("Python",
 * "Kubernetes") never counts as matched; fuzzy-only, code-only and partial-synonym matches count less (see
 * `coverageOf`). On the real content the answerable questions of the quality table score ≥ 0.52 and the
 * unanswerable ones ≤ 0.43.
 */
export const MIN_COVERAGE = 0.5;
/** Further sources must score at least this share of the best one and cover the question reasonably well. */
const SOURCE_MIN_RELATIVE = 0.4;
const SOURCE_MIN_COVERAGE = 0.6;
const MAX_SOURCES = 4;
/**
 * Weak matches suggested as related lessons when the question is not covered: the section must match this share
 * of the question, not counting words that name other technologies ("N+1 queries in Django" → the N+1 lesson).
 * It is above the 0.35 that fuzzy matches alone give, so "pizza recipe" does not suggest a lesson about a
 * "recipient", and a lone common word ("world" in "who won the world cup") is not enough either.
 */
const SUGGEST_MIN_COVERAGE = 0.4;
const MAX_SUGGESTIONS = 3;
/** Longest code block quoted from a pro lesson. */
export const PRO_CODE_MAX_LINES = 40;
const DIRECT_MAX_CHARS = 420;
/** The intro's best sentence must beat the best section's own best sentence by this factor to be used. */
const INTRO_MARGIN = 1.5;
const MAX_BULLETS = 5;

interface Unit {
  text: string;
  block: number;
  pos: number;
  kind: "sentence" | "item";
  score: number;
}

/** "The program below …", "as shown above": refers to something the answer does not quote. */
const DEICTIC =
  /\b(below|above|the following|this (program|example|code|snippet|output)|the (program|example|output) (prints|shows))\b/i;
/** Definition-like sentence ("X is …", "X means …"), preferred for "what is" questions. */
const DEFINITION = /\b(is|are|means|happens when|refers to|describes)\b/i;

function unitsOf(blocks: Block[], weights: OverlapWeights, definitional = false): Unit[] {
  const units: Unit[] = [];
  blocks.forEach((b, bi) => {
    const parts: { text: string; kind: Unit["kind"] }[] =
      b.kind === "para"
        ? splitSentences(b.text).map((t) => ({ text: t, kind: "sentence" as const }))
        : b.kind === "list"
          ? b.items.map((t) => ({ text: t, kind: "item" as const }))
          : b.kind === "quote"
            ? splitSentences(b.text).map((t) => ({ text: t, kind: "sentence" as const }))
            : [];
    for (const p of parts) {
      const plain = plainText(p.text);
      if (plain.length < 25 || p.text.length > 480) continue;
      // A sentence ending in ":" introduces a code block or list that would not be quoted with it.
      if (/:\s*$/.test(p.text)) continue;
      let score = overlapScore(p.text, weights) / Math.pow(Math.max(plain.length, 80) / 80, 0.35);
      if (/^(this|that|it|they|these|those|the following)\b/i.test(plain)) score *= 0.8; // needs context
      if (DEICTIC.test(plain)) score *= 0.5;
      if (definitional && DEFINITION.test(plain)) score *= 1.25;
      if (units.length === 0) score *= 1.15; // a section usually opens with its main statement
      units.push({ text: p.text.trim(), block: bi, pos: units.length, kind: p.kind, score });
    }
  });
  return units;
}

interface CodeChoice {
  block: Extract<Block, { kind: "code" }>;
  record: SectionRecord | null;
  hit: SectionHit;
  score: number;
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

function codeCandidates(
  blocks: Block[],
  weights: OverlapWeights,
  pro: boolean,
): { block: Extract<Block, { kind: "code" }>; score: number }[] {
  const out: { block: Extract<Block, { kind: "code" }>; score: number }[] = [];
  blocks.forEach((b, i) => {
    if (b.kind !== "code" || !b.code.trim()) return;
    const lines = b.code.split("\n").length;
    if (pro && lines > PRO_CODE_MAX_LINES) return;
    // The paragraph right before a block usually says what it shows.
    const prev = i > 0 && blocks[i - 1].kind === "para" ? (blocks[i - 1] as { text: string }).text : "";
    const overlap = overlapScore(b.code, weights) * 0.6 + overlapScore(prev, weights) * 0.6;
    const length = lines > 60 ? 0.45 : lines > 40 ? 0.6 : lines > 25 ? 0.8 : 1;
    out.push({ block: b, score: (0.2 + overlap) * langWeight(b.lang) * length });
  });
  return out;
}

function chooseCode(top: SectionHit, topBlocks: Block[], weights: OverlapWeights): CodeChoice | null {
  const pro = !!top.pro;
  const inSection = codeCandidates(topBlocks, weights, pro).sort((a, b) => b.score - a.score)[0];
  if (inSection) return { ...inSection, record: contextOf(top)?.record ?? null, hit: top };
  // Fall back to the most relevant block elsewhere in the same lesson (needs the index the hit came from).
  const ctx = contextOf(top);
  if (!ctx) return null;
  let best: CodeChoice | null = null;
  for (const id of ctx.index.lessons[ctx.record.lesson].sectionIds) {
    if (id === ctx.record.id) continue;
    const rec = ctx.index.sections[id];
    for (const c of codeCandidates(blocksOf(rec), weights, pro)) {
      if (c.score <= 0.2 * langWeight(c.block.lang)) continue; // unrelated to the question
      if (!best || c.score > best.score) best = { ...c, record: rec, hit: top };
    }
  }
  return best;
}

/** The intro section of the hit's lesson, when the hit is another section (needs the index the hit came from). */
function introOf(hit: SectionHit): SectionRecord | null {
  const ctx = contextOf(hit);
  if (!ctx || ctx.record.anchor === "") return null;
  const first = ctx.index.sections[ctx.index.lessons[ctx.record.lesson].sectionIds[0]];
  return first && first.anchor === "" && first.id !== ctx.record.id ? first : null;
}

/** A source entry for a lesson intro that was not retrieved itself (ranked like the weakest chosen source). */
function introHit(rec: SectionRecord, like: SectionHit, score: number): SectionHit {
  return {
    ...like,
    score,
    url: rec.url,
    title: rec.title,
    section: "",
    anchor: "",
    text: rec.text,
    snippet: truncate(plainText(rec.text.replace(/```[\s\S]*?```/g, " ")), 220),
  };
}

function fence(block: Extract<Block, { kind: "code" }>): string {
  const longest = Math.max(2, ...(block.code.match(/`{3,}/g) ?? []).map((m) => m.length));
  const ticks = "`".repeat(longest + 1);
  return `${ticks}${block.lang}\n${block.code}\n${ticks}`;
}

function link(title: string, url: string): string {
  return `[${title.replace(/([[\]])/g, "\\$1")}](${url})`;
}

/** Coverage of a hit that did not come from `searchSections` (e.g. deserialized): plain term overlap. */
function fallbackCoverage(q: AnalyzedQuery, hit: SectionHit, ignoreForeign = false): number {
  const inTitle = termSet(`${hit.lessonTitle} ${hit.section}`);
  const inText = termSet(hit.text);
  const match: Record<string, string[]> = Object.create(null);
  for (const t of q.terms) {
    if (inTitle.has(t.term)) match[t.term] = ["title"];
    else if (inText.has(t.term)) match[t.term] = ["body"];
  }
  return coverageOf(q, { terms: Object.keys(match), match }, ignoreForeign);
}

function queryFor(query: string, hits: SectionHit[]): AnalyzedQuery {
  const ctx = hits.length ? contextOf(hits[0]) : undefined;
  const fresh = analyzeQuery(query);
  if (ctx && ctx.query.raw === fresh.raw) return ctx.query;
  if (ctx) return analyzeQuery(query, ctx.index.df, ctx.index.sections.length, ctx.index.vocabulary, ctx.index.words);
  return fresh;
}

function notCovered(hits: SectionHit[], relatedness: (h: SectionHit) => number): OfflineAnswer {
  const lines = [
    "Our courses don't cover this question, so I can't answer it from the lessons. " +
      "The lessons on this site are about Java, Spring Boot and related tools.",
  ];
  const seen = new Set<string>();
  const related: string[] = [];
  for (const h of hits) {
    if (related.length >= MAX_SUGGESTIONS) break;
    const key = `${h.courseSlug}/${h.lessonSlug}`;
    if (seen.has(key) || relatedness(h) < SUGGEST_MIN_COVERAGE) continue;
    seen.add(key);
    related.push(`- ${link(h.lessonTitle, lessonUrl(h.courseSlug, h.lessonSlug))}`);
  }
  if (related.length) lines.push("", "These lessons might be related:", "", ...related);
  return { answer: lines.join("\n"), sources: [], covered: false };
}

/**
 * Composes a Markdown answer from retrieved sections: a direct answer (the most relevant sentences of the best
 * section), key points (more sentences or list items from the best one or two sections), a code example when the
 * best section or its lesson has a relevant one, then "Read more" links. When the best section does not cover the
 * question (see MIN_COVERAGE) it says so, suggests up to three weakly related lessons and returns no sources.
 */
export function composeOfflineAnswer(query: string, hits: SectionHit[]): OfflineAnswer {
  const q = queryFor(query, hits);
  const coverage = (h: SectionHit) => (typeof h.coverage === "number" ? h.coverage : fallbackCoverage(q, h));
  const top = hits[0];
  if (!top || q.terms.length === 0 || coverage(top) < MIN_COVERAGE) {
    const fresh = (h: SectionHit) => contextOf(h)?.query === q;
    return notCovered(hits, (h) => (fresh(h) ? contextOf(h)!.relatedness : fallbackCoverage(q, h, true)));
  }

  const weights = termWeights(q);
  const definitional = /^\s*(what|what's|whats|define|definition|meaning)\b/i.test(query);
  const topRecord = contextOf(top)?.record;
  const topBlocks = topRecord ? blocksOf(topRecord) : parseBlocks(top.text);

  // Sources: the best hit plus further hits that are close enough.
  const chosen: SectionHit[] = [top];
  for (const h of hits.slice(1)) {
    if (chosen.length >= MAX_SOURCES) break;
    if (h.score < top.score * SOURCE_MIN_RELATIVE || coverage(h) < SOURCE_MIN_COVERAGE) continue;
    if (chosen.some((c) => c.url === h.url)) continue;
    chosen.push(h);
  }

  // Direct answer: the best 1–3 prose sentences of the top section, in document order. A section that is only a
  // list (e.g. "Common mistakes") gets its first prose sentence, if any, and its best items as key points.
  // The lesson's intro (the text before its first "##") usually states the topic in a sentence or two; when the
  // best section is another one, the intro's sentences compete for the direct answer (they must be clearly better)
  // and the intro is then cited as a source too.
  const units = unitsOf(topBlocks, weights, definitional);
  const sentences = units.filter((u) => u.kind === "sentence");
  const intro = introOf(top);
  const introSentences = intro
    ? unitsOf(blocksOf(intro), weights, definitional).filter((u) => u.kind === "sentence")
    : [];
  const bestOf = (list: Unit[]) => list.reduce((m, u) => Math.max(m, u.score), 0);
  const fromIntro = introSentences.length > 0 && bestOf(introSentences) > INTRO_MARGIN * bestOf(sentences);
  if (fromIntro && intro && !chosen.some((c) => c.url === intro.url)) {
    chosen.splice(1, 0, introHit(intro, top, Math.min(...chosen.map((c) => c.score))));
    if (chosen.length > MAX_SOURCES) chosen.pop();
  }
  const pool = (fromIntro ? introSentences : sentences).slice().sort((a, b) => b.score - a.score || a.pos - b.pos);
  const direct: Unit[] = [];
  let chars = 0;
  for (const u of pool) {
    if (direct.length >= 3 || u.score <= 0) break;
    if (direct.length > 0 && u.score < pool[0].score * 0.5) break;
    if (direct.length > 0 && chars + u.text.length > DIRECT_MAX_CHARS) continue;
    direct.push(u);
    chars += u.text.length;
  }
  if (!direct.length && sentences.length) direct.push(sentences[0]);
  direct.sort((a, b) => a.pos - b.pos);

  // Key points: further relevant sentences/items of the top section, then of the second source.
  const used = new Set(fromIntro ? [] : direct.map((u) => u.pos));
  const bullets: string[] = [];
  const fromTop = units
    .filter((u) => !used.has(u.pos) && (u.score > 0 || !direct.length))
    .sort((a, b) => b.score - a.score || a.pos - b.pos)
    .slice(0, direct.length ? 3 : 4)
    .sort((a, b) => a.pos - b.pos);
  for (const u of fromTop) bullets.push(u.text);
  const second = chosen.find((h) => h !== top && h.url !== top.url && !(fromIntro && h.url === intro?.url));
  if (second) {
    const rec = contextOf(second)?.record;
    const su = unitsOf(rec ? blocksOf(rec) : parseBlocks(second.text), weights)
      .filter((u) => u.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, bullets.length >= 3 ? 1 : 2)
      .sort((a, b) => a.pos - b.pos);
    for (const u of su) bullets.push(`${u.text} (${link(second.title, second.url)})`);
  }

  const out: string[] = [];
  out.push(direct.length ? direct.map((u) => u.text).join(" ") : `From ${link(top.title, top.url)}:`);
  if (bullets.length) {
    out.push("", "**Key points**", "", ...bullets.slice(0, MAX_BULLETS).map((b) => `- ${b}`));
  }
  const code = chooseCode(top, topBlocks, weights);
  if (code) {
    const from = code.record ? { title: code.record.title, url: code.record.url } : { title: top.title, url: top.url };
    out.push("", `**Example** (from ${link(from.title, from.url)}):`, "", fence(code.block));
  } else if (top.pro && topBlocks.some((b) => b.kind === "code")) {
    out.push("", `The complete example is in the lesson ${link(top.title, top.url)}.`);
  }
  out.push("", "**Read more:**", "", ...chosen.map((h) => `- ${link(h.title, h.url)}`));

  const best = top.score || 1;
  const sources: AnswerSource[] = chosen.map((h) => ({
    title: h.title,
    url: h.url,
    section: h.section,
    snippet: h.snippet,
    score: Math.round((h.score / best) * 1000) / 1000,
  }));
  return { answer: out.join("\n"), sources, covered: true };
}
