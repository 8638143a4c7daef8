// The APIs a section names (inline code spans of its prose: `@EnableAsync`, `RowMapper`, `logging.level`), for the
// answer's "APIs to know" line: the names a learner would type next, when the answer's sentences do not show them.

import { blocksOf, type SectionRecord } from "./build";

/** Weight of an API the best lesson's summary names (the best section's own names weigh 1). */
const SUMMARY_WEIGHT = 0.5;
/** Most names listed in one answer. */
export const MAX_APIS = 6;
const SPAN = /`([^`\n]{2,60})`/g;
/** Looks like something one types in Java or in configuration (not a value such as `true` or `"admin"`). */
const API_LIKE = /^(@[A-Z]\w*|[A-Za-z_$][\w$]*(\.[\w$-]+)*(\(\))?|[a-z][\w-]*(\.[\w-]+)+)$/;
const VALUES = /^(true|false|null|void|int|long|String|Object|this|new|return|final|static|public|private)$/;

/**
 * Inline code names in the prose and list items of `records` (in order of weight: the first record counts most,
 * a name used more than once counts more) and the APIs the best lesson's summary names, without those `shown`
 * already contains.
 */
export function apisOf(records: SectionRecord[], shown: string, summary: string[] = [], max = MAX_APIS): string[] {
  const score = new Map<string, number>();
  // the lesson summary names what the lesson is about: its APIs count like the second section's
  for (const name of summary) score.set(name, (score.get(name) ?? 0) + SUMMARY_WEIGHT);
  records.forEach((rec, i) => {
    const weight = 1 / (i + 1);
    for (const b of blocksOf(rec)) {
      const texts = b.kind === "para" || b.kind === "quote" ? [b.text] : b.kind === "list" ? b.items : [];
      for (const t of texts)
        for (const m of t.matchAll(SPAN)) {
          const name = m[1].trim();
          if (!API_LIKE.test(name) || VALUES.test(name) || name.length < 3) continue;
          score.set(name, (score.get(name) ?? 0) + weight);
        }
    }
  });
  return [...score.entries()]
    .filter(([name]) => !shown.includes(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([name]) => name);
}
