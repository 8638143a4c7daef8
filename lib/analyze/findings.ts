// Ordering, de-duplication and normalisation of findings from all families.
import { CATEGORIES, SEVERITIES, type Finding } from "./types";
import { lessonFor } from "./lessons";

const SEVERITY_RANK: Record<string, number> = { error: 0, warning: 1, info: 2 };
const CATEGORY_RANK: Record<string, number> = {
  syntax: 0,
  runtime: 1,
  security: 2,
  design: 3,
  performance: 4,
  style: 5,
};

/** Concept key used to merge the same problem reported by two families (e.g. CORS, CSRF). */
function concept(rule: string): string | undefined {
  const r = rule.toUpperCase();
  if (r.includes("CORS")) return "CORS";
  if (r.includes("CSRF")) return "CSRF";
  return undefined;
}

function valid(f: Finding): boolean {
  return (
    !!f &&
    typeof f.rule === "string" &&
    typeof f.message === "string" &&
    (CATEGORIES as readonly string[]).includes(f.category) &&
    (SEVERITIES as readonly string[]).includes(f.severity)
  );
}

/**
 * Sorts by severity, then category (syntax first), then line; drops exact duplicates (same rule and
 * line) and the same concept reported twice on one line by different families; fills in lessons.
 * Lines outside 1..maxLine are dropped (the finding stays, without a line).
 */
export function normalizeFindings(all: Finding[], maxLine: number): Finding[] {
  const out: Finding[] = [];
  const seen = new Set<string>();
  for (const f0 of all) {
    if (!valid(f0)) continue;
    const f: Finding = { ...f0 };
    if (f.line !== undefined && (!Number.isInteger(f.line) || f.line < 1 || f.line > maxLine)) {
      delete f.line;
      delete f.column;
      delete f.endLine;
    }
    if (f.endLine !== undefined && (f.line === undefined || f.endLine < f.line || f.endLine > maxLine))
      delete f.endLine;
    if (f.column !== undefined && (!Number.isInteger(f.column) || f.column < 1)) delete f.column;
    if (!f.lesson) {
      const l = lessonFor(f.rule);
      if (l) f.lesson = l;
    }
    const key = `${f.rule}|${f.line ?? "-"}|${f.cwe ?? ""}`; // one rule may name two CWEs on a line (cookie flags)
    if (seen.has(key)) continue;
    const c = concept(f.rule);
    if (c && f.line !== undefined) {
      const ck = `concept:${c}|${f.line}`;
      if (seen.has(ck)) continue;
      seen.add(ck);
    }
    seen.add(key);
    out.push(f);
  }
  out.sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      CATEGORY_RANK[a.category] - CATEGORY_RANK[b.category] ||
      (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      a.rule.localeCompare(b.rule),
  );
  return out;
}
