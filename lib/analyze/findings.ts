// Ordering, de-duplication and normalisation of findings from all families.
import { CATEGORIES, SEVERITIES, type Finding } from "./types";
import { lessonFor } from "./lessons";
import { QUALITY_RULES } from "./quality";

const SEVERITY_RANK: Record<string, number> = { error: 0, warning: 1, info: 2 };
/** Within one severity: compile and run errors, security, correctness (likely bugs), design, performance, style. */
const CATEGORY_RANK: Record<string, number> = {
  syntax: 0,
  runtime: 1,
  security: 2,
  correctness: 3,
  design: 4,
  performance: 5,
  style: 6,
};

/** Rules whose findings are likely bugs (ranked before other design findings of the same severity). */
const CORRECTNESS = new Set([
  ...QUALITY_RULES.filter((r) => r.group === "error-prone").map((r) => r.id),
  "DES-STRING-EQUALITY",
  "DES-RESOURCE-LEAK",
  "DES-SWALLOWED-EXCEPTION",
]);

function rankOf(f: Finding): number {
  return f.category === "design" && CORRECTNESS.has(f.rule) ? CATEGORY_RANK.correctness : CATEGORY_RANK[f.category];
}

/** Concept key used to merge the same problem reported by two families (e.g. CORS, CSRF). */
function concept(rule: string): string | undefined {
  const r = rule.toUpperCase();
  if (r.includes("CORS")) return "CORS";
  if (r.includes("CSRF")) return "CSRF";
  // one catch block, one cause: an empty or print-only catch of everything is reported once (the first in rank order)
  if (r === "QUA-EMPTY-CATCH" || r === "DES-BROAD-CATCH" || r === "DES-SWALLOWED-EXCEPTION") return "CATCH";
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
 * Sorts by severity, then kind (syntax, runtime, security, correctness, design, performance, style), then line; drops
 * exact duplicates (same rule and line) and the same concept reported twice on one line (by different families, or an
 * empty catch that is also too broad), keeping the first in that order; fills in lessons.
 * Lines outside 1..maxLine are dropped (the finding stays, without a line).
 */
export function normalizeFindings(all: Finding[], maxLine: number): Finding[] {
  const cleaned: Finding[] = [];
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
    cleaned.push(f);
  }
  // de-duplicate in the order the families reported (security before design for CORS/CSRF); for one catch block the
  // higher-ranked finding stays
  const out: Array<Finding | undefined> = [];
  const seen = new Set<string>();
  const conceptAt = new Map<string, number>();
  for (const f of cleaned) {
    const key = `${f.rule}|${f.line ?? "-"}|${f.cwe ?? ""}`; // one rule may name two CWEs on a line (cookie flags)
    if (seen.has(key)) continue;
    const c = concept(f.rule);
    if (c && f.line !== undefined) {
      const ck = `${c}|${f.line}`;
      const at = conceptAt.get(ck);
      if (at !== undefined) {
        const kept = out[at]!;
        if (c === "CATCH" && compare(f, kept) < 0) out[at] = f;
        seen.add(key);
        continue;
      }
      conceptAt.set(ck, out.length);
    }
    seen.add(key);
    out.push(f);
  }
  return out.filter((f): f is Finding => !!f).sort(compare);
}

function compare(a: Finding, b: Finding): number {
  return (
    SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
    rankOf(a) - rankOf(b) ||
    (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER) ||
    (a.column ?? 0) - (b.column ?? 0) ||
    a.rule.localeCompare(b.rule)
  );
}
