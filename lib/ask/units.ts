// The parts of a lesson section an answer is composed from: its answer unit (the "In short" line, or else its best
// self-contained sentences for the question's kind) and its whole paragraphs and lists. Nothing is ever cut inside a
// list or at a question mark; a sentence that depends on context the reader does not see is never a lead.

import { inShortOf, IN_SHORT } from "@/lib/content/answer-units";
import { bigramsOf, blocksOf, type SectionRecord } from "./build";
import type { QuestionKind } from "./classify";
import { overlapScore, type OverlapWeights } from "./overlap";
import { specificScore, withoutTopic } from "./specific";
import { plainText, splitSentences, type Block } from "./text";

/** "The program below …", "as shown above": refers to something the answer does not quote. */
const DEICTIC =
  /\b(the (first|second|third) (case|version|attempt|call|run)|below|above|the following|this (program|example|code|snippet|output|class|method|test|version|counter|loop|call|field|variable|one)|these (methods|classes|lines|calls)|the (program|example|output) (prints|shows)|here is|here's|as shown|shown earlier|earlier example|same (program|example|code))\b/i;
/** Sentences narrating the lesson's own program ("line 14", "prints…", "the second frame") or the lesson itself. */
const NARRATION =
  /\b(line \d+|lines \d+|(top|second|first|next|your) frame|frames?\b|the program|our program|the demo|prints?|printed|the output|parts? \d|step \d|timings?|<local\d+>|(in )?this lesson|the (next|previous) (lesson|section)|next section|you will (learn|build|write|see)|you build|you write|run it|running it)\b/i;
/**
 * Narration within a checklist item: the lesson's program, its output or the lesson itself (not "frames" or
 * "prints", which a stack-trace or formatting mistake names as its subject).
 */
export const ITEM_NARRATION =
  /\b(line \d+|lines \d+|the program|our program|the demo|the output|parts? \d|step \d|<local\d+>|(in )?this lesson|the (next|previous) (lesson|section)|next section|you will (learn|build|write|see)|run it|running it)\b/i;
/** A paragraph that opens by quoting a label of the lesson's program output ("Broken contains" is `false`…). */
const QUOTED_OUTPUT = /^["“][^"”]{2,40}["”] (is|was|prints|shows|says)\b/;
/** Openers that continue a previous thought. */
const CONTINUATION =
  /^(the (second|third|fourth|fifth) \w+|this|that|it|its|they|them|these|those|so|but|and|or|also|however|then|thus|hence|here|there|such|both|instead(?! of)|otherwise|which|same|likewise|similarly|in that case|in this case|for that|because of this|as a result|now|next|finally|again|still|even so|yes|no|further down|as you can see|in the (example|output|trace)|the (same|other|former|latter|rest|above|previous)|another|in addition|additionally|moreover|furthermore|either|neither|with (it|that|this)|without (it|that|this)|at that point|in other words|that is)\b/i;
/** Side notes: true, but not the answer to anything but a neighbouring question. */
const SIDE_NOTE =
  /^(note|tip|aside|by the way|fun fact|historically|for example|for instance|e\.g\.|in older|before java \d+|(on|in|with|until|up to) java \d+|older (code|versions|releases)|some (people|teams|developers)|you (may|might) (also )?(see|notice|hear)|if you are curious|interestingly|suppose|imagine|consider|let'?s|let us|say you|picture)\b/i;

/** Sentence shapes each kind of question prefers for its lead. */
const KIND_SHAPE: Record<QuestionKind, RegExp> = {
  "what-is":
    /\b(is an?|are|is the|means|happens when|refers to|describes|lets you|is used to|stands for|because|so that)\b/i,
  "how-to":
    /\b(use|call|add|annotate|declare|write|pass|return|set|create|register|configure|replace|wrap|put|instead|with `)/i,
  error: /\b(means|happens|is thrown|thrown when|because|when you|occurs|the cause|fix|instead|use|make sure)\b/i,
  comparison: /\b(while|whereas|unlike|instead|but|than|both|differ|difference|only|whether)\b/i,
  code: /\b(use|call|add|declare|write|returns?)\b/i,
};
/** Words that say how to fix or do something (an error's lead should carry the fix, not only the cause). */
export const FIX_CUE =
  /\b(fix|fixes|instead|use|call|add|annotate|declare|make sure|replace|move|pass|set|configure|remove|wrap|catch|restore|return|put|switch|either|always|never)\b/i;

/** Per question word pair a sentence repeats (the question quotes its message): the lead scores this much more. */
const PHRASE_BONUS = 0.25;
/** Per point of the question's specific signals a sentence quotes (./specific), the lead scores this much more. */
const SPECIFIC_BONUS = 0.3;
/** A list item competes for the lead at this share of its score (a sentence of prose is usually the statement). */
const LIST_ITEM_LEAD = 0.9;
/** A section opens with its main statement: the sentences of its first paragraph score this much more. */
const FIRST_PARAGRAPH = 1.2;

export interface Lead {
  /** Markdown of the lead (one or two sentences, an In short line, or an introduction with its list). */
  text: string;
  /** Index of the block it came from (or -1 for an In short line) and whether it used the whole block. */
  block: number;
  whole: boolean;
  score: number;
  inShort: boolean;
  /** One item of a checklist section, chosen over its In short line (the rest of the list is about other things). */
  focused?: boolean;
  /** Round 10: chosen because it quotes what the question names (./specific) over a more generic unit. */
  specific?: boolean;
}

/** Whether a sentence (Markdown `raw`, text `plain`) reads on its own. */
export function standalone(raw: string, plain: string): boolean {
  if (!/^[A-Z0-9`"“@*_[]/.test(raw.trim())) return false; // lower case or "(" → mid-thought
  if (CONTINUATION.test(plain) || DEICTIC.test(plain) || SIDE_NOTE.test(plain)) return false;
  if (/:\s*$/.test(raw)) return false; // introduces something not quoted with it
  return /[.!)"”`*]$/.test(raw.trim()); // never a question ("?") or a fragment
}

/** The blocks of a section with the In short paragraph marked. */
export function sectionParts(rec: SectionRecord): { inShort: string | null; blocks: Block[] } {
  const blocks = blocksOf(rec);
  const inShort = inShortOf(rec.text);
  return { inShort, blocks };
}

const isInShortBlock = (b: Block) => b.kind === "para" && IN_SHORT.test(b.text);

/**
 * The section's answer unit for the question: its In short line, else its best self-contained sentence (and the
 * next one when it continues the thought), else an introduction ending in ":" with its list. `bias` weighs the
 * section against others competing for the lead.
 */
export function leadOf(rec: SectionRecord, kind: QuestionKind, qw: OverlapWeights, main = false): Lead | null {
  const { inShort, blocks } = sectionParts(rec);
  // (round 10) the question's specific signals, without the names that are this section's topic
  const w = { ...qw, specifics: withoutTopic(qw.specifics, `${rec.title}\n${rec.heading}`) };
  if (inShort) {
    const first = answerFirstBy(inShort, w);
    const unit: Lead = {
      text: first.text,
      block: -1,
      whole: true,
      score: 1 + overlapScore(inShort, w),
      inShort: true,
      ...(first.specific ? { specific: true } : {}),
    };
    if (kind === "comparison") return unit;
    if (CHECKLIST_HEADING.test(plainText(rec.heading))) return focusedItem(blocks, inShort, w) || unit;
    // outside a checklist, the answer's own lead may be the one item that speaks to a problem or step clearly more
    // than the whole In short line does (round 10: or the one item that quotes what the question names, whatever
    // its kind)
    if (!main) return unit;
    return focusedItem(blocks, inShort, w, FOCUS_PLAIN_OF_UNIT, false, kind !== "what-is") || unit;
  }
  let best: Lead | null = null;
  let first = true;
  blocks.forEach((b, bi) => {
    if (b.kind === "para" && !isInShortBlock(b)) {
      const sentences = splitSentences(b.text);
      sentences.forEach((s, si) => {
        const plain = plainText(s);
        if (plain.length < 25 || s.length > 420 || !standalone(s, plain)) return;
        let score = overlapScore(s, w) / Math.pow(Math.max(plain.length, 80) / 80, 0.35);
        if (NARRATION.test(plain)) score *= 0.4;
        if (KIND_SHAPE[kind].test(plain)) score *= 1.2;
        score *= 1 + PHRASE_BONUS * Math.min(3, bigramsOf(s).filter((g) => w.bigrams.has(g)).length);
        score *= 1 + SPECIFIC_BONUS * Math.min(3, specificScore(s, w.specifics));
        if (bi <= 1) score *= FIRST_PARAGRAPH;
        if (first) score *= 1.25;
        else if (si === 0) score *= 1.1;
        first = false;
        if (score <= 0) score = 1e-6 * (first ? 2 : 1); // reads on its own: a last resort when nothing matches
        if (best && best.score >= score) return;
        let text = s.trim();
        let whole = sentences.length === 1;
        // The next sentence joins when it continues this one (it may start "It…"/"This…": its context is shown).
        const next = sentences[si + 1];
        const nextPlain = next ? plainText(next) : "";
        if (
          next &&
          text.length + next.length <= 380 &&
          !DEICTIC.test(nextPlain) &&
          !NARRATION.test(nextPlain) &&
          /[.!)`*]$/.test(next)
        ) {
          const wantsFix = kind === "error" || kind === "how-to";
          if (overlapScore(next, w) > 0 || (wantsFix && !FIX_CUE.test(plain) && FIX_CUE.test(next))) {
            text = `${text} ${next.trim()}`;
            whole = sentences.length === 2 && si === 0;
          }
        }
        best = { text, block: bi, whole, score, inShort: false };
      });
      if (sentences.length) first = false;
    }
    // An item of a list that is not introduced by a sentence ("Common mistakes": "**Pinning.** A virtual thread…")
    // reads on its own: it can lead when it is what the question asks about.
    const prevBlock = blocks[bi - 1];
    if (b.kind === "list" && !(prevBlock?.kind === "para" && /:\s*$/.test(prevBlock.text))) {
      for (const item of b.items) {
        const plain = plainText(item);
        if (plain.length < 40 || item.length > 480 || !/^[A-Z`*@"]/.test(item) || DEICTIC.test(plain)) continue;
        if (CONTINUATION.test(plain) || !/[.!)`*]$/.test(item.trim())) continue;
        let score = (overlapScore(item, w) / Math.pow(Math.max(plain.length, 80) / 80, 0.35)) * LIST_ITEM_LEAD;
        if (KIND_SHAPE[kind].test(plain)) score *= 1.2;
        score *= 1 + PHRASE_BONUS * Math.min(3, bigramsOf(item).filter((g) => w.bigrams.has(g)).length);
        score *= 1 + SPECIFIC_BONUS * Math.min(3, specificScore(item, w.specifics));
        if (score > 0 && (!best || score > best.score))
          best = { text: item.trim(), block: -1, whole: false, score, inShort: false };
      }
    }
    // "There are three reliable fixes:" followed by its list: one unit, the list whole.
    const next = blocks[bi + 1];
    if (b.kind === "para" && /:\s*$/.test(b.text) && next?.kind === "list" && listChars(next) <= LIST_MAX_CHARS) {
      const plain = plainText(b.text);
      if (CONTINUATION.test(plain) || DEICTIC.test(plain) || !/^[A-Z`*@"]/.test(b.text)) return;
      const text = `${b.text}\n\n${next.items.map((i) => `- ${i}`).join("\n")}`;
      let score = (overlapScore(text, w) / Math.pow(Math.max(text.length, 160) / 160, 0.35)) * 0.9;
      if (kind === "how-to" || kind === "error") score *= 1.2;
      if (score > 0 && (!best || score > best.score)) best = { text, block: bi, whole: true, score, inShort: false };
    }
  });
  return best;
}

/** A later In short sentence comes first when it speaks to the question this much more than the first one (1.4×). */
const ANSWER_FIRST_MARGIN = 1.4;

/**
 * The In short line with the sentence that answers the question first: "Spring rolls back only on unchecked
 * exceptions…. Swallowing an inner method's exception marks the transaction rollback-only…" asked about
 * `UnexpectedRollbackException` starts with the second sentence. Nothing is dropped, and a sentence that continues
 * the one before it ("It…", "This…") never moves.
 */
export function answerFirst(text: string, w: OverlapWeights): string {
  return answerFirstBy(text, w).text;
}

/** `answerFirst`, and whether it moved the sentence that quotes the question's specific signals. */
function answerFirstBy(text: string, w: OverlapWeights): { text: string; specific: boolean } {
  const sentences = splitSentences(text);
  if (sentences.length < 2) return { text, specific: false };
  const scores = sentences.map((s) => overlapScore(s, w));
  let best = 0;
  for (let i = 1; i < sentences.length; i++) if (scores[i] > scores[best]) best = i;
  // (round 10) the one sentence that quotes what the question names (an exception, an API, a code fragment) comes
  // first when it still speaks to the question about as much as the first one
  const specific = uniqueSpecific(sentences, w);
  const bySpecific = specific > 0 && scores[specific] >= scores[0] * SPECIFIC_MIN_SHARE;
  if (bySpecific) best = specific;
  else if (best === 0 || scores[best] < Math.max(scores[0] * ANSWER_FIRST_MARGIN, 1e-9)) best = 0;
  if (best && (CONTINUATION.test(plainText(sentences[best])) || !/^[A-Z`"“@*_[]/.test(sentences[best]))) best = 0;
  if (!best) return { text, specific: false };
  // (nothing is dropped: r4 found an In short line's later sentences carry the fix or the answer as often as an aside)
  return { text: [sentences[best], ...sentences.filter((_, i) => i !== best)].join(" "), specific: bySpecific };
}

/** A sentence or item that quotes the question's specific signals leads when it speaks to the question this share as much as the generic one. */
const SPECIFIC_MIN_SHARE = 0.6;
/** Outside a checklist, an item must quote this many more specific points than the In short line (a fragment or two names). */
const SPECIFIC_PLAIN_MARGIN = 2;
/** …and an item of a list this share as much as the section's In short line (an item is shorter than a summary). */
const SPECIFIC_ITEM_MIN_OF_UNIT = 0.4;

/**
 * The index of the one unit (sentence or item) that quotes more of the question's specific signals (./specific)
 * than every other unit, or -1 when none does or several tie.
 */
export function uniqueSpecific(units: string[], w: OverlapWeights): number {
  if (!w.specifics) return -1;
  const spec = units.map((u) => specificScore(u, w.specifics));
  const top = Math.max(0, ...spec);
  if (top <= 0 || spec.filter((x) => x === top).length > 1) return -1;
  return spec.indexOf(top);
}

/** A checklist section ("Common mistakes", "Reading the common errors"): its In short line names every item. */
const CHECKLIST_HEADING =
  /\b(mistakes|pitfalls|errors|gotchas|problems|traps|symptoms|fix|fixes|fixing|prevent|preventing|avoid|avoiding)\b/i;
/** An In short line that enumerates (three or more comma/semicolon-separated parts) is a checklist's summary too. */
export const ENUMERATION = /[,;][^,;]+[,;][^,;]+[,;]/;
/** The focused item must speak to the question this share as much as the whole In short line… */
const FOCUS_MIN_OF_UNIT = 0.6;
/** …this much more than the In short line in a section that is not a checklist (its list elaborates one answer). */
const FOCUS_PLAIN_OF_UNIT = 1.3;
/** …and this much more than any other item of its list (it is *the* item the question is about). */
const FOCUS_MARGIN = 1.6;

/**
 * For a checklist whose In short line names every item, the one list item the question is about: a learner who
 * pasted one mistake's symptom wants that item (its cause and fix), not the list of all the others. Null when no
 * item stands out.
 */
function focusedItem(
  blocks: Block[],
  inShort: string,
  w: OverlapWeights,
  minOfUnit = FOCUS_MIN_OF_UNIT,
  enumerating = true,
  overlapPath = true,
): Lead | null {
  if (enumerating && !ENUMERATION.test(plainText(inShort))) return null;
  const unitScore = overlapScore(inShort, w);
  const items: { text: string; block: number; score: number }[] = [];
  // the items: those of a list of three or more, or paragraphs opening with a bold label ("**Pinning.** …") when
  // the section has three or more of them
  const labelled = blocks.filter((b) => b.kind === "para" && BOLD_LABEL.test(b.text)).length >= 3;
  // the In short paragraph opens with a bold label too: it is the summary, not an item, but an item must speak to
  // the question clearly more than it does to lead by overlap alone
  let summary = 0;
  blocks.forEach((b, bi) => {
    if (isInShortBlock(b)) {
      if (labelled && b.kind === "para" && BOLD_LABEL.test(b.text)) summary = overlapScore(b.text, w);
      return;
    }
    const texts =
      b.kind === "list" && b.items.length >= 3
        ? b.items
        : labelled && b.kind === "para" && BOLD_LABEL.test(b.text)
          ? [b.text]
          : [];
    for (const item of texts) {
      const plain = plainText(item);
      if (plain.length < 40 || item.length > 600 || DEICTIC.test(plain) || CONTINUATION.test(plain)) continue;
      if (ITEM_NARRATION.test(plain)) continue;
      if (!/^[A-Z`*@"]/.test(item) || !/[.!)`*]$/.test(item.trim())) continue;
      items.push({ text: item.trim(), block: bi, score: overlapScore(item, w) });
    }
  });
  const lead = (f: { text: string; block: number; score: number }, specific = false): Lead => ({
    text: f.text,
    block: f.block,
    whole: false,
    score: 1 + f.score,
    inShort: true,
    focused: true,
    ...(specific ? { specific: true } : {}),
  });
  // (round 10) the one item that quotes what the question names (its exception, API or code fragment) — more
  // than the In short line does, unless that line names every item of a checklist
  const specific = uniqueSpecific(
    items.map((i) => i.text),
    w,
  );
  if (specific >= 0) {
    const f = items[specific];
    // outside a checklist the list often elaborates one answer (a precedence order, steps): an item replaces the
    // In short line only when it is a full statement quoting clearly more of what the question names
    const margin = specificScore(f.text, w.specifics) - specificScore(inShort, w.specifics);
    const beatsUnit =
      enumerating ||
      (margin >= SPECIFIC_PLAIN_MARGIN && plainText(f.text).length >= 60 && /\.\**$/.test(f.text.trim()));
    if (beatsUnit && f.score >= unitScore * SPECIFIC_ITEM_MIN_OF_UNIT) return lead(f, true);
  }
  if (!overlapPath || !items.length) return null;
  let best = items[0];
  for (const i of items) if (i.score > best.score) best = i;
  const second = Math.max(summary, ...items.filter((i) => i !== best).map((i) => i.score));
  if (summary > best.score) return null;
  if (best.score < unitScore * minOfUnit || best.score < second * FOCUS_MARGIN) return null;
  return lead(best);
}

/** A paragraph that opens with a bold label ending in a full stop: "**Splitting on a dot.** `split` takes…". */
const BOLD_LABEL = /^\*\*[^*\n]{3,80}[.!?:]\*\*\s/;

/** Lists longer than this are left to the lesson (never cut). */
export const LIST_MAX_CHARS = 1100;
const PARA_MAX_CHARS = 700;

export function listChars(b: Extract<Block, { kind: "list" }>): number {
  return b.items.reduce((n, i) => n + i.length + 3, 0);
}

export interface BodyBlock {
  index: number;
  markdown: string;
  score: number;
}

/**
 * Whole paragraphs, lists (with the sentence introducing them) and, for a comparison, small tables of a section
 * that speak to the question, best first; never the lead's own block or the In short paragraph, never a paragraph
 * that points at code or text the answer does not quote.
 */
export function bodyBlocks(rec: SectionRecord, kind: QuestionKind, w: OverlapWeights, lead: Lead | null): BodyBlock[] {
  const blocks = blocksOf(rec);
  const out: BodyBlock[] = [];
  const taken = new Set<number>();
  if (lead && lead.block >= 0) {
    taken.add(lead.block);
    if (lead.text.includes("\n\n- ")) taken.add(lead.block + 1);
  }
  blocks.forEach((b, i) => {
    if (taken.has(i) || isInShortBlock(b)) return;
    let markdown = "";
    if (b.kind === "para") {
      const plain = plainText(b.text);
      const next = blocks[i + 1];
      if (/:\s*$/.test(b.text)) {
        if (next?.kind !== "list" || taken.has(i + 1) || listChars(next) > LIST_MAX_CHARS) return;
        if (CONTINUATION.test(plain) || DEICTIC.test(plain) || !/^[A-Z0-9`"“@*_[]/.test(b.text)) return;
        markdown = `${b.text}\n\n${next.items.map((t) => `- ${t}`).join("\n")}`;
        taken.add(i + 1);
      } else {
        if (b.text.length > PARA_MAX_CHARS || DEICTIC.test(plain) || NARRATION.test(plain)) return;
        if (QUOTED_OUTPUT.test(b.text)) return; // '"Broken contains" is false…': a line of the lesson's program output
        if (!/^[A-Z0-9`"“@*_[]/.test(b.text) || CONTINUATION.test(plain) || SIDE_NOTE.test(plain)) return;
        if (/\?\s*$/.test(b.text)) return;
        markdown = b.text;
      }
    } else if (b.kind === "list") {
      if (listChars(b) > LIST_MAX_CHARS) return;
      const prev = blocks[i - 1];
      if (prev?.kind === "para" && /:\s*$/.test(prev.text)) return; // quoted with its introduction, or not at all
      if (b.items.some((t) => DEICTIC.test(plainText(t)))) return;
      markdown = b.items.map((t) => `- ${t}`).join("\n");
    } else if (b.kind === "table" && kind === "comparison" && b.text.length <= 1400) {
      markdown = b.text;
    } else return;
    const plain = plainText(markdown);
    let score = overlapScore(markdown, w) / Math.pow(Math.max(plain.length, 160) / 160, 0.3);
    if (markdown.includes("\n- ") || b.kind === "list") score *= kind === "how-to" || kind === "error" ? 1.25 : 1.05;
    if (b.kind === "table") score *= 1.3;
    if (score > 0) out.push({ index: i, markdown, score });
  });
  return out.sort((a, b) => b.score - a.score || a.index - b.index);
}
