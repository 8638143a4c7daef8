// Offline answer engine: composes a Markdown answer from the ranked lesson sections, without a model.
// Deterministic: the same question over the same index gives the same answer. See docs/ask.md.
//
//   1. Lead: the answer unit of the best section for the question — its "In short" line when the lesson has one
//      (prisma/content/README.md), otherwise its best self-contained sentence(s) for the question's kind (how-to →
//      the fix, error → cause and fix, X vs Y → the difference), or an introduction with its whole list. The lesson's
//      intro competes for a what-is question.
//   2. Body: whole paragraphs and lists of that section that speak to the question (never cut, never a paragraph
//      pointing at unquoted code), then the answer unit of at most one second section: the lesson's fixing section
//      for an error or how-to whose lead lacks the fix, or the other side's section for a comparison.
//   3. Example: the `key` block, else the fix (never the broken version), the API the question names first — only
//      when it fits (./fit: a name the question or lead names, the lead's fix, short or cut to its relevant part),
//      right after the lead for a request to write or show code. Checklists in the body keep their items about the
//      question (./focus).
//      Round 10 (./specific): the sentence, item or paragraph that quotes what the question names (its code fragment,
//      exception or qualified API name) leads over a generic one; after such a lead only blocks and an example that
//      quote it too follow.
//      Round 11 (./wording): a question without such names — the one catalogue item its distinctive words speak to
//      leads over an In short line that enumerates the section's points. Examples (./example) prefer a block that
//      shows both names a comparison asks about, the technique the lead recommends, or the lead's `break search;`.
//      Round 12 (./elaborates): an error or how-to answer's body leaves out blocks that elaborate another sentence
//      of the lead — one that speaks to the question clearly less than the answering sentence.
//   4. "APIs to know": names from code only (./apis).
//   5. Sources: exactly the sections the answer quotes, in the order it quotes them ("Read more").
//
// Pro content (decision): answers are built from all lessons, pro ones included; they quote a small excerpt (the
// answer unit, a paragraph or list or two, at most one code block of up to PRO_CODE_MAX_LINES lines) plus a link, as
// a search preview would; the lesson page enforces access.

import { withoutRepeats } from "./repeat";
import { type AskIndex, type SectionRecord } from "./build";
import { chooseExample, fence, PRO_CODE_MAX_LINES } from "./example";
import { apisOf } from "./apis";
import { focusList } from "./focus";
import { codeIdentifiers, fixSpans as fixSpansOf, identifierHits, questionIdentifiers } from "./fit";
import { conceptsIn, overlapScore, termWeights, type OverlapWeights } from "./overlap";
import type { AnalyzedQuery } from "./query";
import { covers, LOW_COVERAGE, MIN_COVERAGE, notCovered, offSubject } from "./scope";
import { specificScore, withoutTopic, type Specifics } from "./specific";
import { mdLink, plainText, splitSentences, truncate } from "./text";
import type { AnswerSource, OfflineAnswer, SectionHit } from "./types";
import { wordingLead } from "./wording";
import { followsAnswer } from "./elaborates";
import { chooseEntry, entryAnswer } from "./entry";
import { bodyBlocks, FIX_CUE, leadOf, standalone, uniqueSpecific, type Lead } from "./units";
import type { QuestionKind } from "./classify";
import { blocksOf } from "./build";

export { MIN_COVERAGE, LOW_COVERAGE, PRO_CODE_MAX_LINES };

/** What `composeOfflineAnswer` needs: the index, the analysed question and its ranked sections (from `rankSections`). */
export interface Retrieval {
  index: AskIndex;
  query: AnalyzedQuery;
  hits: SectionHit[];
}

/** Body budget (characters of paragraphs and lists after the lead) and most body blocks. */
const BODY_MAX_CHARS = 900;
const BODY_MAX_BLOCKS = 2;
/** A body block must speak to the question at least this share as much as the best one. */
const BODY_MIN_RELATIVE = 0.35;
const BODY_MIN_LEAD_SHARE = 0.5;
/** …and 0.8 as much after a focused item (the section's other paragraphs are about the other items or the whole topic). */
const BODY_MIN_FOCUSED_SHARE = 0.8;
/** An "APIs to know" name comes from a sentence or item that speaks to the question this share as much as the lead. */
const APIS_MIN_LEAD_SHARE = 0.5;
/** The lesson intro leads a what-is answer when its unit scores this much more than the best section's. */
const INTRO_WHAT_IS = 1.15;
const RECAP = /^(summary|recap|key takeaways|next steps)\b/i;
/** Another section of the best lesson among the hits leads when its unit scores this much more. */
const OTHER_SECTION_MARGIN = 1.35;
/** A comparison's second side: another lesson's section scoring this share of the best, covering enough. */
const SECOND_SIDE_MIN_RELATIVE = 0.5;
const SECOND_MIN_COVERAGE = 0.55;
/** The lesson's fixing section joins an error or how-to answer when its unit speaks to the question this share as much as the lead. */
const FIX_SECTION_MIN_SHARE = 0.3;
const FIX_HEADING = /\b(fix|fixes|fixing|prevent|preventing|avoid|avoiding|safely|solution|solve|how to)\b/i;

/** A request to write code ("write a method that…", "show me…", "give me…"), whatever its kind. */
const WRITE_REQUEST = /^\s*(write|show me|give me|implement|code)\b/i;

/** The question's API and exception names as written (for the example choice). */
function apiWordsOf(q: AnalyzedQuery): string[] {
  return q.concepts.filter((c) => c.api).map((c) => c.word);
}

/** The lead: the best section's unit, or a better one of the lesson's intro (what-is) or its other hit sections. */
function chooseLead(
  index: AskIndex,
  top: SectionRecord,
  hits: SectionHit[],
  kind: QuestionKind,
  w: OverlapWeights,
  conceptCount: number,
): { lead: Lead | null; rec: SectionRecord } {
  let rec = top;
  let lead = leadOf(top, kind, w, true);
  const lesson = index.lessons[top.lesson];
  const contenders: { rec: SectionRecord; factor: number }[] = [];
  const intro = index.sections[lesson.sectionIds[0]];
  // the intro defines the lesson's topic: it competes for a short what-is question ("what is a record"), not for one
  // whose further words name what a section is about ("virtual thread pinning synchronized")
  if (kind === "what-is" && conceptCount <= 2 && intro && intro.anchor === "" && intro !== top)
    contenders.push({ rec: intro, factor: INTRO_WHAT_IS });
  for (const h of hits.slice(1, 4)) {
    const r = index.sections[h.sectionId];
    if (r.lesson !== top.lesson || r === top || h.score < hits[0].score * 0.6) continue;
    contenders.push({ rec: r, factor: OTHER_SECTION_MARGIN });
  }
  // a section with nothing that reads on its own as an answer (an intro that only announces the lesson) gives way
  // to the next retrieved section of the same lesson
  if (!lead) {
    const others = [
      ...hits.slice(1).map((h) => index.sections[h.sectionId]),
      ...lesson.sectionIds.map((id) => index.sections[id]),
    ];
    for (const r of others) {
      if (r.lesson !== top.lesson || r === top) continue;
      const l = leadOf(r, kind, w, true);
      if (l) return { lead: l, rec: r };
    }
  }
  // the lesson's intro announces the lesson; a how-to, code or error question wants the section that does it
  if ((kind === "how-to" || kind === "code" || kind === "error") && top.anchor === "") {
    let best: { lead: Lead; rec: SectionRecord } | null = null;
    for (const h of hits.slice(1)) {
      const r = index.sections[h.sectionId];
      if (r.lesson !== top.lesson || r === top || RECAP.test(r.heading)) continue;
      const l = leadOf(r, kind, w, true);
      if (l && (!best || l.score > best.lead.score)) best = { lead: l, rec: r };
    }
    if (best) return best;
  }
  for (const c of contenders) {
    const l = leadOf(c.rec, kind, w, true);
    if (l && (!lead || l.score > lead.score * c.factor * (lead.inShort && !l.inShort ? 2 : 1))) {
      lead = l;
      rec = c.rec;
    }
  }
  return { lead, rec };
}

/** Whether code shows the lead's first sentence's names or the question's specific signals (./specific). */
function showsLead(code: string, lead: Lead | null, specifics: Specifics | undefined): boolean {
  const first = lead ? (splitSentences(lead.text)[0] ?? lead.text) : "";
  return identifierHits(code, codeIdentifiers(first)) > 0 || specificScore(code, specifics) > 0;
}

/** Words that are not a technique's name ("use it for…", "prefer the…"). */
const NOT_NAME =
  /^(a|an|the|it|its|them|this|that|these|those|for|with|to|in|on|of|and|or|only|instead|when|if|as|by|at|from|one|your|our)$/i;
/** "Use constructor injection", "prefer records": the technique a lead recommends in two plain words. */
const RECOMMENDS = /\b(?:use|prefer|choose|switch to)\s+(?:(?:a|an|the)\s+)?([a-z][a-z-]+)\s+([a-z][a-z-]+)\b/i;

/** The two-word technique the lead recommends ("constructor injection"), as a preference for the example (./example). */
function recommended(lead: string): { phrase?: string } {
  const m = RECOMMENDS.exec(plainText(lead).replace(/`[^`]*`/g, " § "));
  if (!m || NOT_NAME.test(m[1]) || NOT_NAME.test(m[2])) return {};
  return { phrase: `${m[1]} ${m[2]}` };
}

/** An inline code span of the lead: `break search;`, `Clock.fixed(instant, zone)`. */
const CODE_SPAN = /`([^`\n]+)`/g;
/** The lead's code statements and calls of two or more words (string literals left out): what its example should show. */
function constructsOf(lead: string): string[][] {
  const out: string[][] = [];
  for (const m of lead.matchAll(CODE_SPAN)) {
    const words = m[1].replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, " ").match(/[A-Za-z_$][\w$]*/g) ?? [];
    // (a statement or a call — `break search;`, `Clock.fixed(instant, zone)` — not a header or a qualified name)
    if (words.length >= 2 && /[(;]/.test(m[1])) out.push(words);
  }
  return out;
}

/** A paragraph leads over the In short line when it quotes this many more of the question's specific points (a fragment, or two names). */
const SPECIFIC_PARAGRAPH_MARGIN = 2;

/**
 * Round 10: the one body paragraph of the main section that quotes clearly more of the question's specific signals
 * (./specific) than its In short line — the learner's exception with its cause and fix, where the In short line
 * summarises the section's other points — replaces it as the lead, whole (it is taken out of `body`). Null otherwise.
 */
function specificParagraph(
  lead: Lead | null,
  body: ReturnType<typeof bodyBlocks>,
  kind: QuestionKind,
  w: OverlapWeights,
  specifics: Specifics | undefined,
): Lead | null {
  if (!lead || !lead.inShort || lead.focused || lead.specific || kind === "comparison") return null;
  if (!specifics) return null;
  const paras = body.filter((b) => !b.markdown.includes("\n"));
  const i = uniqueSpecific(
    paras.map((b) => b.markdown),
    { ...w, specifics },
  );
  if (i < 0) return null;
  const p = paras[i];
  if (specificScore(p.markdown, specifics) < specificScore(lead.text, specifics) + SPECIFIC_PARAGRAPH_MARGIN)
    return null;
  body.splice(body.indexOf(p), 1);
  return { text: p.markdown, block: p.index, whole: true, score: lead.score, inShort: false, specific: true };
}

/** A question word that can name a side of a comparison: at least half as important as the question's most important word. */
function sideWord(c: number, w: OverlapWeights): boolean {
  return (w.concept[c] ?? 0) >= Math.max(...w.concept) * 0.5;
}

/** A fix told in words or as "use `…`" (stricter than FIX_CUE, which "a method call" passes). */
function namesFix(text: string): boolean {
  return fixSpansOf(text).length > 0 || /\b(fix|fixes|instead|make sure|replace|use|avoid)\b/i.test(plainText(text));
}

/** A section that describes a problem: "What the N+1 select problem is", "Why returning entities causes problems". */
const PROBLEM_HEADING = /^(what|why)\b.*\b(problem|problems|exception|error|errors|fails?|breaks?|causes?|leaks?)\b/i;

/** The second section an answer may quote (see the header), with its unit. */
function secondSection(
  index: AskIndex,
  main: SectionRecord,
  lead: Lead | null,
  hits: SectionHit[],
  kind: QuestionKind,
  w: OverlapWeights,
): { rec: SectionRecord; lead: Lead } | null {
  if (kind === "comparison") {
    const top = hits[0];
    // the other side is a question word the lead does not name yet (a lead that names both sides needs no second)
    const named = conceptsIn(lead?.text ?? "", w, 1);
    const missing = (text: string) => [...conceptsIn(text, w)].some((c) => !named.has(c) && sideWord(c, w));
    for (const h of hits.slice(1, 4)) {
      const r = index.sections[h.sectionId];
      if (r === main || r.lesson === main.lesson) continue;
      if (h.score < top.score * SECOND_SIDE_MIN_RELATIVE || (h.coverage ?? 0) < SECOND_MIN_COVERAGE) continue;
      const l = leadOf(r, kind, w);
      if (l && overlapScore(l.text, w) > 0 && missing(l.text)) return { rec: r, lead: l };
    }
    return null;
  }
  // a what-is question about a problem section ("What the N+1 select problem is") also gets the lesson's fix
  const problem = kind === "what-is" && PROBLEM_HEADING.test(plainText(main.heading));
  if (kind !== "error" && kind !== "how-to" && !problem) return null;
  // (a problem section's unit describes the problem, whatever verbs it uses)
  // (round 10: a lead chosen for naming the question's own case must name its fix as such — "use `…`", "instead")
  if (!problem && lead && (lead.specific ? namesFix(lead.text) : FIX_CUE.test(plainText(lead.text)))) return null;
  if (FIX_HEADING.test(main.heading)) return null;
  const fix = index.lessons[main.lesson].sectionIds
    .map((id) => index.sections[id])
    .find((r) => r !== main && FIX_HEADING.test(r.heading));
  if (!fix) return null;
  const l = leadOf(fix, kind, w);
  // the fixing section must speak to the question too, not only to the lesson's topic
  const leadOverlap = lead ? overlapScore(lead.text, w) : 0;
  return l && overlapScore(l.text, w) >= leadOverlap * FIX_SECTION_MIN_SHARE ? { rec: fix, lead: l } : null;
}

/**
 * Composes the Markdown answer for a question (see the header). When the courses do not cover the question
 * (./scope) it says so, lists genuinely related lessons and returns no sources.
 */
export function composeOfflineAnswer({ index, query: q, hits }: Retrieval): OfflineAnswer {
  const top = hits[0];
  const topRecord = top ? index.sections[top.sectionId] : undefined;
  if (!top || !topRecord || topRecord.url !== top.url) return notCovered(hits);
  if (!covers(q, top)) return notCovered(hits, !offSubject(q, top));

  const kind = q.kind;
  const w = termWeights(q);
  // the question's topic words only (generic words such as "use" or "code" weigh nothing)
  const topical = { ...w, concept: q.concepts.map((c, i) => (c.weak ? 0 : w.concept[i])) };
  // 0. A question the lesson answers as one of its "Questions learners ask" (./entry).
  const entry = chooseEntry(index, hits, q, topical);
  if (entry) {
    const { answer, used } = entryAnswer(index, entry, q.original);
    const entryHit: SectionHit = {
      ...top,
      sectionId: -1,
      url: entry.url,
      title: entry.title,
      section: plainText(entry.heading),
      anchor: entry.anchor,
      snippet: proseSnippet(entry),
      text: entry.text,
    };
    return {
      answer,
      sources: sourcesOf(used, [entryHit, ...hits]),
      covered: true,
      coverage: top.coverage ?? 0,
      kind,
      entry: entryHit,
    };
  }
  const used: SectionRecord[] = [];
  const use = (r: SectionRecord) => {
    if (!used.includes(r)) used.push(r);
  };

  // 1. The lead.
  const chosenLead = chooseLead(index, topRecord, hits, kind, w, q.concepts.length);
  const main = chosenLead.rec;
  const out: string[] = [];
  use(main);

  // 2. Body: whole paragraphs and lists of the main section, then one second section's unit.
  const body = bodyBlocks(main, kind, w, chosenLead.lead);
  // (round 10) the question's specific signals without the names that are the main section's topic (./specific)
  const mainSpecifics = withoutTopic(w.specifics, `${main.title}\n${main.heading}`);
  // (round 10) a paragraph that quotes clearly more of what the question names than the In short line leads instead
  const specificLead = specificParagraph(chosenLead.lead, body, kind, w, mainSpecifics);
  // (round 11) a question without code or API names: the sentence or item that speaks to its distinctive words
  // clearly better than the In short line leads instead (./wording); its own block leaves the body
  const worded = specificLead
    ? null
    : wordingLead(
        main,
        chosenLead.lead,
        kind,
        w,
        q.concepts.map((c) => !!c.weak || !!c.foreign),
      );
  if (worded) {
    const core = worded.lead.text.replace(/[.:]\s*$/, "");
    for (let i = body.length - 1; i >= 0; i--) if (body[i].markdown.includes(core)) body.splice(i, 1);
  }
  const lead = specificLead ?? worded?.lead ?? chosenLead.lead;
  if (lead) out.push(lead.text);
  else if (body.length) {
    // no sentence of its own reads as an answer: the best paragraph (a list only when there is nothing else)
    const i = Math.max(
      0,
      body.findIndex((b) => !b.markdown.startsWith("- ")),
    );
    out.push(body.splice(i, 1)[0].markdown);
  } else out.push(`${truncate(top.snippet, 240)}`);
  const chosen: typeof body = [];
  let chars = 0;
  // a body block speaks to the question at least about half as much as the lead does
  const leadOverlap = lead ? overlapScore(lead.text, w) : 0;
  // (round 7) a checklist keeps only the items about the question's subject (./focus)
  const leadTopical = lead ? overlapScore(lead.text, topical) : 0;
  // (round 10) a lead chosen because it quotes what the question names: the section's other paragraphs and lists
  // join only when they quote it too (the rest are about the section's other points)
  const specifics = lead?.specific ? mainSpecifics : undefined;
  const wordedOverlap = worded && lead ? overlapScore(lead.text, worded.distinctive) : 0;
  // (a learner who asks for code — "write a method that…" — wants the fitting block early, whatever the lead warns about)
  const codeAsked = kind === "code" || WRITE_REQUEST.test(q.original);
  // (round 12) a block that elaborates another sentence of the lead — one that speaks to the question clearly less
  // than its answering sentence — is about the section's other point (./elaborates)
  const onAnswer =
    lead && kind !== "comparison" && kind !== "what-is" && !codeAsked ? followsAnswer(lead.text, w) : null;
  for (const whole of body) {
    if (chosen.length >= BODY_MAX_BLOCKS) break;
    const focused = focusList(whole.markdown, main.heading, (t) => overlapScore(t, topical), leadTopical);
    if (!focused) continue;
    const b = focused.dropped ? { ...whole, markdown: focused.markdown } : whole;
    if (specifics && specificScore(b.markdown, specifics) <= 0) continue;
    if (onAnswer && !onAnswer(b.markdown)) continue;
    // (round 11) after a wording lead, blocks speak to the question's distinctive words too (not the section's other points)
    if (worded && overlapScore(b.markdown, worded.distinctive) < wordedOverlap * BODY_MIN_FOCUSED_SHARE) continue;
    if (overlapScore(b.markdown, w) < leadOverlap * (lead?.focused ? BODY_MIN_FOCUSED_SHARE : BODY_MIN_LEAD_SHARE))
      continue;
    if (b.score < (body[0]?.score ?? 0) * BODY_MIN_RELATIVE) break;
    if (chars + b.markdown.length > BODY_MAX_CHARS && chosen.length) continue;
    if (b.markdown.length > BODY_MAX_CHARS * 1.25) continue;
    chosen.push(b);
    chars += b.markdown.length;
  }
  chosen.sort((a, b) => a.index - b.index);
  const second = secondSection(index, main, lead, hits, kind, w);
  // a body block does not say again what the lead says (./repeat)
  const parts: string[] = chosen.map((b) => (lead ? withoutRepeats(b.markdown, out[0]) : b.markdown)).filter(Boolean);
  if (second && !out.join("\n").includes(second.lead.text)) {
    parts.push(`${second.lead.text} (${mdLink(second.rec.title, second.rec.url)})`);
    use(second.rec);
  }

  // 3. The example.
  const lessonSections = index.lessons[main.lesson].sectionIds.map((id) => index.sections[id]);
  // (round 7) the example must use a name the question or the lead names, and the fix the lead names (./fit)
  const asked = questionIdentifiers(apiWordsOf(q));
  const fixSpans = (kind === "how-to" || kind === "error") && !codeAsked ? fixSpansOf(out[0] ?? "") : [];
  const fix = new Set(fixSpans.flat());
  const ids = new Set([...asked, ...codeIdentifiers(out.join("\n"))]);
  const candidate = chooseExample(
    used,
    lessonSections,
    kind,
    w,
    apiWordsOf(q),
    { ids, fix, strong: new Set([...asked, ...fix]), fixSpans, codeAsked },
    // (round 11) a comparison's example shows both names it compares, and any example the technique the lead
    // recommends in words, when the lesson has such a block
    {
      ...(kind === "comparison" ? { allNames: [...asked] } : {}),
      ...recommended(out[0] ?? ""),
      spans: constructsOf(out[0] ?? ""),
    },
  );
  // (round 10) after a lead that quotes what the question names, the example shows it too, or a name of the lead's
  // first sentence (not the section's demo of its other points)
  const example =
    candidate && (!(specifics || worded) || codeAsked || showsLead(candidate.block.code, lead, mainSpecifics))
      ? candidate
      : null;
  const intro = example?.intro && standalone(example.intro.replace(/:\s*$/, "."), plainText(example.intro));
  const exampleLines = example
    ? [
        `**Example** (${example.excerpt ? "an excerpt " : ""}from ${mdLink(example.record.title, example.record.url)})${intro ? ` — ${example.intro}` : ":"}`,
        "",
        fence(example.block),
      ]
    : [];
  if (example) use(example.record);

  // The example comes first for a code request, and right after the lead when it shows the fix the lead lacks.
  const fixFirst =
    (kind === "error" || kind === "how-to") &&
    !!intro &&
    example?.record === main &&
    !!lead &&
    !FIX_CUE.test(plainText([lead.text, ...parts].join(" ")));
  if ((codeAsked || fixFirst) && exampleLines.length) out.push("", ...exampleLines);
  for (const p of parts) out.push("", p);
  if (!codeAsked && !fixFirst && exampleLines.length) out.push("", ...exampleLines);
  if (!candidate && main.pro && blocksOf(main).some((b) => b.kind === "code"))
    out.push("", `The complete example is in the lesson ${mdLink(main.title, main.url)}.`);

  // 4. APIs to know (from code only), 5. sources = the sections quoted.
  // (a checklist item's lead: the other items' names would be about other mistakes)
  // (names from sentences and items that share a topic word with the question, not the section's other points)
  const apiFloor = Math.max(1e-9, (lead ? overlapScore(lead.text, topical) : 0) * APIS_MIN_LEAD_SHARE);
  const speaks = (t: string) => overlapScore(t, topical) >= apiFloor;
  const apis = lead?.focused || worded ? [] : apisOf(used, out.join("\n"), lessonSections, undefined, speaks);
  if (apis.length) out.push("", `**APIs to know:** ${apis.map((a) => `\`${a}\``).join(", ")}`);
  out.push("", "**Read more:**", "", ...used.map((r) => `- ${mdLink(r.title, r.url)}`));

  return { answer: out.join("\n"), sources: sourcesOf(used, hits), covered: true, coverage: top.coverage ?? 0, kind };
}

/** The start of a section's prose (code left out), for a source that is not among the ranked hits. */
function proseSnippet(r: SectionRecord): string {
  return truncate(plainText(r.text.replace(/```[\s\S]*?```/g, " ")), 220);
}

/** Sources: exactly the sections an answer quotes, in its order, scored relative to the best hit. */
function sourcesOf(used: SectionRecord[], hits: SectionHit[]): AnswerSource[] {
  const byUrl = new Map(hits.map((h) => [h.url, h]));
  const bestScore = hits[0]?.score || 1;
  return used.map((r) => {
    const h = byUrl.get(r.url);
    return {
      title: r.title,
      url: r.url,
      section: plainText(r.heading),
      snippet: h?.snippet ?? proseSnippet(r),
      score: Math.round(((h?.score ?? Math.min(...hits.map((x) => x.score))) / bestScore) * 1000) / 1000,
    };
  });
}
