// Round 11 composition: wording-only leads. A question whose words, not its code, say which point of a section it is
// about ("how do I turn what the user typed into my enum without it blowing up on lowercase") is matched by its
// distinctive content words: the words that are neither the section's topic (its heading and lesson title: every
// sentence of the section is about them) nor generic question words. When the section's In short line enumerates its
// points (a summary of three or more parts) and one item of the section's lists speaks to those words clearly better
// than every other item, that item leads, whole (never cut), and the In short line is left out (it is about the
// section's other points). Counted lists ("in three steps:") are one answer, glossary entries ("`shutdown()`: …")
// define one name, and a line that already opens with the item's point leads well: none of them leads. Round 10's
// specific signals decide first (./specific). Used by ./answer.

import { blocksOf, type SectionRecord } from "./build";
import { conceptsIn, overlapScore, type OverlapWeights } from "./overlap";
import { specificScore, withoutTopic } from "./specific";
import { plainText } from "./text";
import { ENUMERATION, ITEM_NARRATION, standalone, type Lead } from "./units";
import type { QuestionKind } from "./classify";

/** The unit must speak to the distinctive words at least this share as much as the whole In short line… */
const MIN_OF_LEAD = 0.6;
/** …this much more than every other unit of the section (it is *the* point the question is about)… */
const UNIQUE_MARGIN = 1.6;
/** …and match at least this share of the distinctive words' weight. */
const MIN_SHARE = 0.3;
/** At least this many distinctive words (a single word is any sentence's). */
const MIN_WORDS = 2;
/** Items of lists this long or longer (a catalogue of points, each whole with its own cause and fix). */
const MIN_ITEMS = 3;
const ITEM_MIN_CHARS = 40;
const ITEM_MAX_CHARS = 480;

/**
 * The question's weights with only its distinctive words: not weak, not foreign, not a word the section's heading or
 * lesson title carries. Null when fewer than MIN_WORDS such words remain.
 */
export function distinctiveWeights(
  w: OverlapWeights,
  weak: boolean[],
  topic: string,
): { weights: OverlapWeights; total: number } | null {
  const inTopic = conceptsIn(topic, w);
  const concept = w.concept.map((x, i) => (weak[i] || inTopic.has(i) ? 0 : x));
  if (concept.filter((x) => x > 0).length < MIN_WORDS) return null;
  return { weights: { ...w, concept }, total: concept.reduce((a, b) => a + b, 0) };
}

interface Unit {
  text: string;
  block: number;
  item: boolean;
}

/** Whole items of the section's uncounted lists of three or more that read on their own (not glossary entries). */
function unitsOf(rec: SectionRecord): Unit[] {
  const blocks = blocksOf(rec);
  const out: Unit[] = [];
  blocks.forEach((b, bi) => {
    // (a list its introduction counts — "in three steps:" — is one answer, not a catalogue of separate points)
    const prev = blocks[bi - 1];
    const counted = prev?.kind === "para" && /:\s*$/.test(prev.text) && COUNTS.test(plainText(prev.text));
    if (b.kind === "list" && b.items.length >= MIN_ITEMS && !counted) {
      for (const item of b.items) {
        const plain = plainText(item);
        if (plain.length < ITEM_MIN_CHARS || item.length > ITEM_MAX_CHARS || ITEM_NARRATION.test(plain)) continue;
        if (!standalone(item, plain) || DEFINITION.test(item)) continue;
        out.push({ text: item.trim(), block: bi, item: true });
      }
    }
  });
  return out;
}

/** A glossary entry ("`shutdown()`: accept no new tasks…", "**Topic**: …") defines one name, it does not answer. */
const DEFINITION = /^(`[^`]+`|\*\*[^*]+\*\*)\s*[:=—–-]\s/;
/** An introduction that counts its items ("in three steps:", "two rules:"). */
const COUNTS = /\b(two|three|four|five|six|seven|eight|nine|ten|\d+)\b/i;
/** The In short line's opening clause (up to its first comma, semicolon or colon outside code). */
function openingClause(text: string): string {
  const plain = text.replace(/`[^`]*`/g, (m) => m.replace(/[,;:]/g, " "));
  const at = plain.search(/[,;:]\s/);
  return at < 0 ? text : text.slice(0, at);
}

/**
 * The list item of `main` that leads instead of its In short line (see the header) and the question's distinctive
 * weights (the body that follows must speak to them too), or null. Only for a lead that is the section's plain In
 * short line and a question that is not a comparison (whose lead states the difference).
 */
export function wordingLead(
  main: SectionRecord,
  lead: Lead | null,
  kind: QuestionKind,
  w: OverlapWeights,
  weak: boolean[],
): { lead: Lead; distinctive: OverlapWeights } | null {
  if (!lead || !lead.inShort || lead.focused || lead.specific || kind === "comparison") return null;
  // (an In short line that states one answer is the answer; one that lists the section's points is a summary)
  if (!ENUMERATION.test(plainText(lead.text))) return null;
  const topic = `${main.title}\n${plainText(main.heading)}`;
  const specifics = withoutTopic(w.specifics, topic);
  const d = distinctiveWeights(w, weak, topic);
  if (!d) return null;
  const leadRaw = overlapScore(lead.text, d.weights);
  const scored = unitsOf(main)
    .filter((u) => !lead.text.includes(u.text))
    .map((u) => ({ ...u, raw: overlapScore(u.text, d.weights) }))
    .filter((u) => u.raw > 0)
    .sort((a, b) => b.raw - a.raw);
  const [best, second] = scored;
  if (!best) return null;
  // (the question's specific signals, ./specific, decide when some item quotes more of them than the line: round 10)
  const leadSpecific = specificScore(lead.text, specifics);
  if (scored.some((u) => specificScore(u.text, specifics) > leadSpecific)) return null;
  // (conceptsIn also returns the topic words, weighed 0 here: only distinctive ones count)
  const words = [...conceptsIn(best.text, d.weights)].filter((c) => d.weights.concept[c] > 0).length;
  if (words < MIN_WORDS || best.raw < d.total * MIN_SHARE || best.raw < leadRaw * MIN_OF_LEAD) return null;
  if (second && best.raw < second.raw * UNIQUE_MARGIN) return null;
  // (an In short line that already opens with the item's point — every distinctive word of the item — leads well)
  const opening = conceptsIn(openingClause(lead.text), d.weights);
  if ([...conceptsIn(best.text, d.weights)].every((c) => d.weights.concept[c] <= 0 || opening.has(c))) return null;
  if (specificScore(best.text, specifics) < leadSpecific) return null;
  return {
    lead: { text: best.text, block: best.block, whole: false, score: lead.score, inShort: false },
    distinctive: d.weights,
  };
}
