// The example an answer shows: the section's `key` block when the lesson marks one, otherwise the code that fits the
// question best — the fix, never the broken "before" version, preferring the API the question names — from the
// answer's own sections first, then from the rest of its lesson — and only a block that fits the question (./fit),
// cut to its relevant part when long.
// Round 11: among fitting blocks, one that shows what the answer recommends goes first (`ExamplePreference`).

import { isKeyBlock } from "@/lib/content/answer-units";
import { blocksOf, type SectionRecord } from "./build";
import type { QuestionKind } from "./classify";
import { overlapScore, type OverlapWeights } from "./overlap";
import type { Block } from "./text";
import { fittingCode, fitWeight, identifierHits, plainName, type FitNames } from "./fit";

export type CodeBlock = Extract<Block, { kind: "code" }>;

/** Longest code block quoted from a pro lesson (a longer, complete program is left to the lesson). */
export const PRO_CODE_MAX_LINES = 40;
/** Longest code block quoted at all (whole programs are left to the lesson). */
const CODE_MAX_LINES = 60;

const LANG_WEIGHTS: Record<string, number> = {
  java: 1,
  yaml: 0.85,
  properties: 0.85,
  xml: 0.8,
  bash: 0.75,
  sql: 0.85,
  http: 0.6,
  json: 0.6,
};
/** Output, stack traces and console sessions are not examples. */
const NOT_EXAMPLE = /^(text|console|output|log|plaintext|txt|)$/;
const langWeight = (lang: string) =>
  Object.prototype.hasOwnProperty.call(LANG_WEIGHTS, lang) ? LANG_WEIGHTS[lang] : 0.7;

/** The paragraph before a block says what it shows: "This compiles but races", "The fix:". */
const BROKEN_CUE =
  /\b(wrong|broken|buggy|bug|fails?|failing|throws|unsafe|vulnerable|insecure|doesn'?t compile|does not compile|won'?t compile|compile error|mistake|naive|leaks?|race condition|races|before|problem|don'?t|do not|avoid|bad|fragile|violation|violates|pitfall|trap)\b/i;
const FIX_CUE = /\b(fix|fixed|correct|safe|safely|instead|right way|better|solution|recommended|after|works)\b/i;
/** A comment inside the block that marks it as the broken version. */
const BROKEN_COMMENT =
  /(\/\/|#|--)\s*(wrong|bad|broken|bug|vulnerable|unsafe|insecure|don'?t|before|throws|fails|compile error|error:|race|fragile|works, but|❌|✗)/i;
const FIX_HEADING = /\b(fix|fixes|fixing|prevent|preventing|avoid|avoiding|safely|solution|solve|how to|correct)\b/i;

export interface Example {
  block: CodeBlock;
  record: SectionRecord;
  /** The sentence that introduces the block in the lesson ("… restructure the code instead:"), when it ends in ":". */
  intro?: string;
  /** Only the relevant method or statements of a longer block (./fit). */
  excerpt?: boolean;
}

interface Candidate extends Example {
  score: number;
  overlap: number;
  /** The paragraph before the block (what the lesson says it shows). */
  context?: string;
}

/**
 * Round 11: what the example should show when the section has such a block — the names a comparison asks about
 * (`orElse` and `orElseGet`: a block with only one side shows a neighbouring technique) and the technique the lead
 * recommends in words ("use constructor injection": not the block introduced as field injection).
 */
export interface ExamplePreference {
  /** Every one of these names (a comparison's sides). */
  allNames?: string[];
  /** A phrase of the lead's recommendation, found in the block or the paragraph that introduces it. */
  phrase?: string;
  /** The lead's code constructs of several words (`break search;`, `Clock.fixed(…)`), as word sequences. */
  spans?: string[][];
}

const spanRes = new Map<string, RegExp>();
/** Whether code shows one of the lead's multi-word constructs (its words in order, any punctuation between). */
export function showsSpan(code: string, spans: string[][] | undefined): boolean {
  if (!spans?.length) return false;
  return spans.some((words) => {
    const key = words.join(" ");
    let re = spanRes.get(key);
    if (!re) {
      re = new RegExp(`(^|[^\\w$])${words.map((x) => x.replace(/\$/g, "\\$")).join("[^\\w$]+")}(?![\\w$])`);
      if (spanRes.size < 2000) spanRes.set(key, re);
    }
    return re.test(code);
  });
}

/** Code of a section the answer does not otherwise use must speak to the question this much (0.2 = not at all). */
const OTHER_MIN_SCORE = 0.6;
/** …and its code with the sentence before it must cover this share of the question's weight. */
const OTHER_MIN_SHARE = 0.45;
/** A `main` program longer than this is a complete demo (see `candidates`). */
const PROGRAM_MAX_LINES = 25;

/** `class InvoiceDiscountFixed`: the lesson's corrected version of `class InvoiceDiscount`. */
const DECLARES = /\b(?:class|record|interface|enum)\s+([A-Z][\w$]*)/g;
const FIXED_SUFFIX = "Fixed";

/** The names the lesson's code declares (`class Order`, `enum OrderStatus`). */
function declaredNames(lesson: SectionRecord[]): Set<string> {
  const out = new Set<string>();
  for (const rec of lesson)
    for (const b of blocksOf(rec)) if (b.kind === "code") for (const m of b.code.matchAll(DECLARES)) out.add(m[1]);
  return out;
}

/** The names of the lesson's classes that have a corrected `…Fixed` version (their code is the broken one). */
export function brokenNames(lesson: SectionRecord[]): Set<string> {
  const out = new Set<string>();
  for (const rec of lesson)
    for (const b of blocksOf(rec))
      if (b.kind === "code")
        for (const m of b.code.matchAll(DECLARES))
          if (m[1].endsWith(FIXED_SUFFIX) && m[1].length > FIXED_SUFFIX.length)
            out.add(m[1].slice(0, -FIXED_SUFFIX.length));
  return out;
}

function candidates(
  rec: SectionRecord,
  w: OverlapWeights,
  apiWords: string[],
  weight: number,
  codeAsked: boolean,
  supersededNames: Set<string> = new Set(),
  cut = false,
): Candidate[] {
  const out: Candidate[] = [];
  const blocks = blocksOf(rec);
  blocks.forEach((b, i) => {
    if (b.kind !== "code" || !b.code.trim() || NOT_EXAMPLE.test(b.lang)) return;
    const lines = b.code.split("\n").length;
    const key = isKeyBlock(b.info);
    // (a long block is a candidate when it will be cut to its relevant part, ./fit)
    if (lines > (rec.pro ? PRO_CODE_MAX_LINES : CODE_MAX_LINES) && !(key && !rec.pro) && !cut) return;
    // A complete demo program shows everything the lesson covers at once, rarely the one thing asked: it is an
    // example only when the lesson marks it as the key block or the learner asked for code.
    const program = /\bstatic void main\s*\(/.test(b.code) && lines > PROGRAM_MAX_LINES;
    if (program && !key && !codeAsked) return;
    const prev = i > 0 && blocks[i - 1].kind === "para" ? (blocks[i - 1] as { text: string }).text : "";
    const lastSentence = prev.split(/(?<=[.!?:])\s+/).pop() ?? "";
    // a short block is judged by all its comments ("forEach(i -> numbers.add(i)); // works, but fragile")
    const head = b.code
      .split("\n")
      .slice(0, lines <= 6 ? lines : 3)
      .join("\n");
    const broken =
      !key && (BROKEN_COMMENT.test(head) || (BROKEN_CUE.test(lastSentence) && !FIX_CUE.test(lastSentence)));
    // code followed by the error it produces (an output block naming an exception or a compiler error) is the
    // failing version the section explains
    const after = blocks[i + 1];
    const failing =
      !key &&
      after?.kind === "code" &&
      NOT_EXAMPLE.test(after.lang) &&
      /\b\w*(Exception|Error)\b|\berror:|FAILED|\bat [\w$.]+\(/.test(after.code);
    // the lesson shows a corrected `…Fixed` version of this class
    const superseded = !key && [...b.code.matchAll(DECLARES)].some((m) => supersededNames.has(m[1]));
    if (broken || failing || superseded) return;
    const overlap = overlapScore(b.code, w) * 0.6 + overlapScore(prev, w) * 0.6;
    const length = (lines > 40 ? 0.6 : lines > 25 ? 0.8 : 1) * (program ? 0.5 : 1);
    const fix = FIX_CUE.test(lastSentence) || FIX_HEADING.test(rec.heading) ? 1.2 : 1;
    const api = apiWords.some((a) => b.code.includes(a)) ? 1.4 : 1;
    const score = (0.2 + overlap) * langWeight(b.lang) * length * fix * api * (key ? 1.6 : 1) * weight;
    const intro = /:\s*$/.test(lastSentence) && lastSentence.length >= 20 ? lastSentence.trim() : undefined;
    const covered = overlapScore(`${prev}\n${b.code}`, w);
    out.push({ block: b, record: rec, score, overlap: covered, context: prev, ...(intro ? { intro } : {}) });
  });
  return out;
}

/**
 * Chooses the example: the key block of the lead section when there is one; otherwise the best candidate of the
 * answer's sections (weight 1) and of the lesson's other sections (OTHER_SECTION_WEIGHT, and only when they speak to
 * the question). For an error the lesson's fixing section is preferred.
 */
export function chooseExample(
  sections: SectionRecord[],
  lesson: SectionRecord[],
  kind: QuestionKind,
  w: OverlapWeights,
  apiWords: string[],
  fit: FitNames | null = null,
  prefer: ExamplePreference = {},
): Example | null {
  const [lead] = sections;
  if (!lead) return null;
  // (names the lesson never writes — the learner's own `addPoints` — say nothing about its examples)
  const declared = declaredNames(lesson);
  const known = fit ? [...fit.ids].filter((id) => lesson.some((r) => r.text.includes(id))) : [];
  // only plain names (`remove`, `CONFLICT`) or the lesson's own classes: they cannot tell fitting code from other code
  const telling = known.some((id) => !plainName(id) && !declared.has(id));
  const names = fit && { ...fit, ids: new Set(telling ? known : []), declared };
  const key = blocksOf(lead).find((b): b is CodeBlock => b.kind === "code" && isKeyBlock(b.info));
  const keyTried = !!key && !(lead.pro && key.code.split("\n").length > PRO_CODE_MAX_LINES);
  if (key && keyTried) {
    const c = candidates(lead, w, apiWords, 1, true).find((x) => x.block === key);
    const ex: Example = { block: key, record: lead, ...(c?.intro ? { intro: c.intro } : {}) };
    // (round 7) the key block too must fit the question: else the other candidates compete
    // (a key block the excerpt cannot cut down stays whole when it fits and is not a long program)
    const fitted = names ? fitToQuestion(ex, names, KEY_MAX_LINES, true) : ex;
    // (round 11) a block of the same section that shows the lead's construct (`break search;`) when the key block —
    // the section's complete program — does not
    if (fitted && prefer.spans?.length && !showsSpan(fitted.block.code, prefer.spans)) {
      const shown = candidates(lead, w, apiWords, 1, true)
        .filter((c) => c.block !== key && showsSpan(c.block.code, prefer.spans))
        .map((c) => (names ? fitToQuestion(c, names, 0, true) : c))
        .find((c) => !!c);
      if (shown) return shown;
    }
    if (fitted) return fitted;
  }
  const all: Candidate[] = [];
  // (the lesson's other blocks that do not speak to the question's words: only for `introducedAs`)
  const others: Candidate[] = [];
  const codeAsked = kind === "code";
  const total = w.concept.reduce((a, b) => a + b, 0);
  const superseded = brokenNames(lesson);
  // (for a learner who asked for code, long blocks compete too: only their relevant part is shown)
  const cut = !!names?.codeAsked && names.ids.size > 0;
  sections.forEach((rec, i) =>
    all.push(...candidates(rec, w, apiWords, i === 0 ? 1 : 0.9, codeAsked, superseded, cut)),
  );
  for (const rec of lesson) {
    if (sections.includes(rec)) continue;
    const weight = (kind === "error" || kind === "how-to") && FIX_HEADING.test(rec.heading) ? 0.85 : 0.6;
    for (const c of candidates(rec, w, apiWords, weight, codeAsked, superseded, cut)) {
      if (c.score > OTHER_MIN_SCORE * weight && c.overlap >= OTHER_MIN_SHARE * total) all.push(c);
      else others.push(c);
    }
  }
  // (round 7) only examples that fit: they use a name the question or the lead names and are short (a long one is
  // cut to its relevant method); more such names rank higher
  const fits: Candidate[] = [];
  for (const c of all) {
    if (names && keyTried && c.block === key) continue;
    const f = names ? fitToQuestion(c, names, 0, c.record === lead) : c;
    if (!f) continue;
    // code of a section the answer does not quote must show the names clearly (not one common word such as `remove`)
    if (
      names?.ids.size &&
      !names.codeAsked &&
      !sections.includes(c.record) &&
      fitWeight(f.block.code, names) < OTHER_MIN_FIT
    )
      continue;
    const hits = names ? identifierHits(f.block.code, names.ids) : 0;
    fits.push({ ...f, score: c.score * (1 + FIT_HIT_BONUS * Math.min(hits, 3)) });
  }
  fits.sort((a, b) => b.score - a.score);
  // (round 11) a block that shows what the question compares or the lead recommends goes first (never a reason to show
  // no example: other blocks stay as fallbacks)
  const preferred = preferredOf(fits, prefer) ?? introducedAs([...all, ...others], prefer);
  const best = preferred ?? fits[0];
  if (!best) return null;
  // A what-is or comparison answer shows code only when it speaks to the question.
  if ((kind === "what-is" || kind === "comparison") && best.score < 0.35) return null;
  return best;
}

const phraseRes = new Map<string, RegExp>();
/** Whether the text names the phrase as words in this order (plural `s` allowed, code spans and emphasis ignored). */
export function namesPhrase(text: string, phrase: string): boolean {
  let re = phraseRes.get(phrase);
  if (!re) {
    const words = phrase
      .toLowerCase()
      .split(/\s+/)
      .map((x) => x.replace(/[^\w$]/g, "\\$&"));
    re = new RegExp(`\\b${words.join("s?[\\s*_`]+")}s?\\b`, "i");
    if (phraseRes.size < 500) phraseRes.set(phrase, re);
  }
  return re.test(text.replace(/[*_`]/g, ""));
}

/** The best-scored candidate that shows what `prefer` asks for, when another is ahead of it. */
function preferredOf(fits: Candidate[], prefer: ExamplePreference): Candidate | undefined {
  const { allNames, phrase } = prefer;
  const shows = (c: Candidate) =>
    (!allNames || allNames.length < 2 || identifierHits(c.block.code, allNames) === allNames.length) &&
    (!phrase || namesPhrase(`${c.context ?? ""}\n${c.block.code}`, phrase));
  if ((!allNames || allNames.length < 2) && !phrase) {
    // (the lead's construct: only when the best block does not show it)
    if (!fits.length || showsSpan(fits[0].block.code, prefer.spans)) return undefined;
    return fits.find((c) => showsSpan(c.block.code, prefer.spans));
  }
  return fits.find(shows);
}

/** A block the lesson introduces as the recommended technique is shown whole up to this many lines. */
const INTRODUCED_MAX_LINES = 30;

/**
 * A short block whose introducing paragraph names the technique the lead recommends ("**Constructor injection**
 * declares dependencies…"): it fits by what the lesson says it shows, even without a name of the question (a
 * constructor-injected class need not write `@Autowired`).
 */
function introducedAs(all: Candidate[], prefer: ExamplePreference): Candidate | undefined {
  const { phrase } = prefer;
  if (!phrase) return undefined;
  return all
    .filter((c) => c.block.code.split("\n").length <= INTRODUCED_MAX_LINES && namesPhrase(c.context ?? "", phrase))
    .sort((a, b) => b.score - a.score)[0];
}

/** A key block of the answer's section is shown whole up to this many lines when no excerpt of it fits. */
const KEY_MAX_LINES = 45;
/** The fit weight (./fit) code of a section the answer does not quote needs. */
const OTHER_MIN_FIT = 1.5;

/** Per identifier of the question or lead an example uses, its score grows this much (up to three). */
const FIT_HIT_BONUS = 0.3;

/** The example as it fits the question (cut to its relevant part: then without the intro of the whole block), or null. */
function fitToQuestion<T extends Example>(ex: T, names: FitNames, wholeUpTo = 0, own = false): T | null {
  // a short block of the lead's own section is about what the lead says, whatever names it uses (the fix the lead
  // names must still be in it)
  const code = fittingCode(ex.block.code, names, wholeUpTo, own);
  if (code === null) return null;
  if (code === ex.block.code) return ex;
  const rest: T = { ...ex, block: { ...ex.block, code }, excerpt: true };
  delete rest.intro;
  return rest;
}

export function fence(block: CodeBlock): string {
  const longest = Math.max(2, ...(block.code.match(/`{3,}/g) ?? []).map((m) => m.length));
  const ticks = "`".repeat(longest + 1);
  return `${ticks}${block.lang}\n${block.code}\n${ticks}`;
}
