// Round 7 composition: a checklist quoted in an answer keeps only the items about the question. A learner who asks
// about one mistake ("my @Cacheable method is called from the same class") wants that item, not the section's
// other pitfalls (stale data, cache stampede). Items are kept or dropped whole, never cut. Only catalogues of
// mistakes, pitfalls, problems or causes are filtered (by their section heading or introduction); steps, rules,
// reasons and a counted whole ("three reliable fixes:") are quoted whole as before.

import { plainText } from "./text";

/** An item is kept when it speaks to the question at least this share as much as the best item. */
export const ITEM_KEEP_SHARE = 0.6;
/** The best item must speak to the question at least this share as much as the lead, or the list is left out. */
export const ITEM_MIN_LEAD_SHARE = 0.75;
/** Lists shorter than this are quoted whole. */
const MIN_ITEMS = 3;

/** A section whose list is a catalogue of separate points (mistakes, pitfalls, symptoms, rules). */
export const CATALOGUE =
  /\b(mistakes|pitfalls|gotchas|problems|traps|symptoms|causes|bugs|anti-?patterns|misconceptions|(common|typical|classic|frequent) (\w+ )?errors)\b/i;
/** An introduction that counts its items ("three reliable fixes:", "in three steps:") presents one whole: kept whole. */
const COUNTS = /\b(two|three|four|five|six|seven|eight|nine|ten|\d+)\b/i;

export interface FocusedList {
  markdown: string;
  /** How many items were left out. */
  dropped: number;
}

/**
 * The list block (`intro:\n\n- item…` or `- item…`) with only the items that speak to the question (`score`), or
 * null when no item does enough (`leadScore` × ITEM_MIN_LEAD_SHARE). Lists that are not catalogues are unchanged.
 */
export function focusList(
  markdown: string,
  heading: string,
  score: (text: string) => number,
  leadScore: number,
): FocusedList | null {
  const at = markdown.startsWith("- ") ? 0 : markdown.indexOf("\n\n- ");
  if (at < 0) return { markdown, dropped: 0 };
  const intro = at === 0 ? "" : markdown.slice(0, at);
  const items = markdown
    .slice(at === 0 ? 0 : at + 2)
    .split("\n")
    .filter((l) => l.startsWith("- "))
    .map((l) => l.slice(2));
  if (items.length < MIN_ITEMS) return { markdown, dropped: 0 };
  if (COUNTS.test(plainText(intro))) return { markdown, dropped: 0 };
  if (!CATALOGUE.test(plainText(heading)) && !CATALOGUE.test(plainText(intro))) return { markdown, dropped: 0 };
  const scores = items.map(score);
  const best = Math.max(...scores);
  if (best <= 0 || best < leadScore * ITEM_MIN_LEAD_SHARE) return null;
  const kept = items.filter((_, i) => scores[i] > 0 && scores[i] >= best * ITEM_KEEP_SHARE);
  if (kept.length === items.length) return { markdown, dropped: 0 };
  const list = kept.map((i) => `- ${i}`).join("\n");
  return { markdown: (intro ? `${intro}\n\n` : "") + list, dropped: items.length - kept.length };
}
