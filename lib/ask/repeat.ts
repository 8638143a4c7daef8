// A body block must not say again what the lead has just said. A section's In short line summarises the section, so
// when it leads, the paragraph it summarises often repeats one of its sentences almost word for word ("`getDays()`
// returns only the days part…" twice). Such a sentence (or list item) is left out of the body block; a block left
// with nothing is dropped. Code, tables and headings are never touched.

import { splitSentences } from "./text";

/** Words of four letters or more (identifiers included), lower-cased: what two sentences saying the same share. */
function wordsOf(text: string): Set<string> {
  return new Set((text.match(/[A-Za-z_][A-Za-z0-9_.]{3,}/g) ?? []).map((w) => w.toLowerCase().replace(/\.$/, "")));
}

/** Share of words two sentences have in common (Jaccard); 0 when either is too short to judge. */
function sameness(a: Set<string>, b: Set<string>): number {
  if (a.size < MIN_WORDS || b.size < MIN_WORDS) return 0;
  let common = 0;
  for (const w of a) if (b.has(w)) common++;
  return common / (a.size + b.size - common);
}

const MIN_WORDS = 5;
/** From this share of common words on, a sentence repeats one of the lead's. */
export const REPEAT_SAMENESS = 0.5;

/** The block without the sentences or list items that repeat a sentence of the lead; "" when nothing is left. */
export function withoutRepeats(block: string, lead: string): string {
  if (/^(```|\||#)/.test(block.trimStart())) return block;
  const leadSentences = splitSentences(lead.replace(/\n+/g, " ")).map(wordsOf);
  const repeats = (text: string) => {
    const words = wordsOf(text);
    return leadSentences.some((l) => sameness(words, l) >= REPEAT_SAMENESS);
  };
  if (block.startsWith("- ")) {
    const items = block.split(/\n(?=- )/);
    const kept = items.filter((item) => !repeats(item));
    return kept.length === items.length ? block : kept.join("\n");
  }
  if (block.includes("\n")) return block; // a paragraph with a list or code inside: left whole
  const sentences = splitSentences(block);
  const kept = sentences.filter((s) => !repeats(s));
  return kept.length === sentences.length ? block : kept.join(" ");
}
