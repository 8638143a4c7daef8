// Answer-quality evaluation over tests/fixtures/ask-eval: top-1/top-3 hit rate, answer coverage (share of the
// expected key terms in the answer), anchor validity and off-topic refusal. Used by bench/ask/run.ts and by the
// unit test that keeps the evaluation files well-formed.
//
// Files: every `*.json` in the folder is an array. An entry with `expect` is an in-scope question
// `{ question, expect: ["<course>/<lesson>", …] (any one is a hit), terms: [...] }`; an entry without `expect`
// (`offtopic.json`) is an off-topic question that must be refused. Files whose name starts with `heldout` form the
// held-out slice (written before tuning, only measured); all others form the tuned slice. An entry whose expected
// lessons do not exist in the loaded content is reported and skipped.

import fs from "node:fs";
import path from "node:path";
import type { LessonDoc, OfflineAnswer, SectionHit } from "@/lib/ask";
import { pageAnchors } from "@/lib/content/sections";

export interface EvalQuestion {
  question: string;
  expect: string[];
  terms: string[];
  file: string;
}
export interface OffTopicQuestion {
  question: string;
  file: string;
}
export interface EvalSet {
  inScope: EvalQuestion[];
  offTopic: OffTopicQuestion[];
  /** Entries left out because none of their expected lessons exists: "file: question → lessons". */
  skipped: string[];
  /** Entries that are not well-formed ("file #i: reason"). */
  invalid: string[];
}

export const EVAL_DIR = path.resolve(__dirname, "../../tests/fixtures/ask-eval");

export const isHeldOut = (file: string) => path.basename(file).startsWith("heldout");
/**
 * Files whose name starts with `blind` or contains `-blind` (judged-blind.json) were written by someone who never saw the search code or the other questions
 * (tests/fixtures/ask-eval/BLIND2.md): measured on their own slice, never tuned on.
 */
export const isBlind = (file: string) => /^blind|-blind\d*\b/.test(path.basename(file));
/** The slice a question belongs to: tuned (developed against), held-out (measured before tuning) or blind. */
export const sliceOf = (file: string) => (isBlind(file) ? "blind" : isHeldOut(file) ? "held-out" : "tuned");

/** Reads every evaluation file; `lessons` decides which expected lessons exist. */
export function loadEvalSet(lessons: LessonDoc[], dir = EVAL_DIR): EvalSet {
  const known = new Set(lessons.map((l) => `${l.courseSlug}/${l.lessonSlug}`));
  const out: EvalSet = { inScope: [], offTopic: [], skipped: [], invalid: [] };
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    // Helpers tuning the engine leave the lead's judged blind slice out entirely (ASK_EVAL_SKIP_JUDGED_BLIND=1).
    .filter((f) => !(process.env.ASK_EVAL_SKIP_JUDGED_BLIND === "1" && /^judged-blind\d*\.json$/.test(f)))
    .sort()) {
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    } catch (e) {
      out.invalid.push(`${file}: not JSON (${(e as Error).message})`);
      continue;
    }
    if (!Array.isArray(data)) {
      out.invalid.push(`${file}: not an array`);
      continue;
    }
    data.forEach((raw: unknown, i) => {
      const e = raw as Partial<EvalQuestion>;
      if (!e || typeof e.question !== "string" || !e.question.trim()) {
        out.invalid.push(`${file} #${i}: no question`);
        return;
      }
      if (e.expect === undefined) {
        out.offTopic.push({ question: e.question, file });
        return;
      }
      const okList = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === "string" && x.length > 0);
      if (!okList(e.expect) || !e.expect.length || !okList(e.terms ?? [])) {
        out.invalid.push(`${file} #${i}: expect must be a non-empty string array, terms a string array`);
        return;
      }
      const expect = e.expect.filter((x) => known.has(x));
      if (!expect.length) {
        out.skipped.push(`${file}: "${e.question}" → ${e.expect.join(", ")}`);
        return;
      }
      out.inScope.push({ question: e.question, expect, terms: e.terms ?? [], file });
    });
  }
  return out;
}

/** `/courses/a/b#x` or an absolute URL → `a/b`. */
export function lessonKey(url: string): string {
  return url
    .replace(/^https?:\/\/[^/]+/, "")
    .replace(/^\/courses\//, "")
    .replace(/[#?].*$/, "");
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[`*]/g, "")
    .replace(/[\s_-]+/g, " ");

/** Share (0..1) of `terms` that occur in the answer (case-insensitive; hyphens, underscores and spaces alike). */
export function termCoverage(answer: string, terms: string[]): number {
  if (!terms.length) return 1;
  const text = norm(answer);
  return terms.filter((t) => text.includes(norm(t))).length / terms.length;
}

/** Every heading id a visitor's lesson page renders (every `##` section and question, free or pro), by lesson path. */
export function anchorTable(lessons: LessonDoc[]): Map<string, Set<string>> {
  return new Map(
    lessons.map((d) => [`/courses/${d.courseSlug}/${d.lessonSlug}`, new Set(["", ...pageAnchors(d.body)])]),
  );
}

/** Lesson links in an answer: its sources and every `/courses/…` link in the Markdown. */
export function answerLinks(a: OfflineAnswer): string[] {
  const inText = [...a.answer.matchAll(/\]\((\/courses\/[^)\s]+)\)/g)].map((m) => m[1]);
  return [...a.sources.map((s) => s.url), ...inText];
}

export function anchorValid(url: string, anchors: Map<string, Set<string>>): boolean {
  const [page, anchor = ""] = url.replace(/^https?:\/\/[^/]+/, "").split("#");
  return anchors.get(page)?.has(anchor) ?? false;
}

export interface SliceResult {
  name: string;
  questions: number;
  top1: number;
  top3: number;
  coverage: number;
  anchorsChecked: number;
  anchorsValid: number;
  offTopic: number;
  refused: number;
  /** Misses (question → first sources), for inspection of the tuned slice only. */
  misses: string[];
}

/** Runs one slice through `ask` (the offline engine: retrieval + answer). */
export function evaluate(
  name: string,
  inScope: EvalQuestion[],
  offTopic: OffTopicQuestion[],
  ask: (q: string) => OfflineAnswer & { hits?: SectionHit[] },
  anchors: Map<string, Set<string>>,
): SliceResult {
  const r: SliceResult = {
    name,
    questions: inScope.length,
    top1: 0,
    top3: 0,
    coverage: 0,
    anchorsChecked: 0,
    anchorsValid: 0,
    offTopic: offTopic.length,
    refused: 0,
    misses: [],
  };
  for (const q of inScope) {
    const a = ask(q.question);
    // top-1: the answer's first source; top-3: the first three lessons retrieved (the answer quotes only the
    // sections it uses, often all from one lesson, so its sources say little about retrieval beyond the first)
    const lessons = a.covered ? a.sources.map((s) => lessonKey(s.url)) : [];
    const retrieved = a.covered ? [...new Set((a.hits ?? a.sources).map((s) => lessonKey(s.url)))] : [];
    if (lessons.length && q.expect.includes(lessons[0])) r.top1++;
    const hit3 = retrieved.slice(0, 3).some((l) => q.expect.includes(l));
    if (hit3) r.top3++;
    const cov = a.covered ? termCoverage(a.answer, q.terms) : 0;
    r.coverage += cov;
    if (!hit3 || cov < 1)
      r.misses.push(
        `${hit3 ? "terms" : "MISS "} ${cov.toFixed(2)} "${q.question}" → [${lessons.slice(0, 3).join(", ")}] want ${q.expect.join("|")}` +
          (cov < 1 ? ` missing: ${q.terms.filter((t) => termCoverage(a.answer, [t]) === 0).join(", ")}` : ""),
      );
    for (const url of answerLinks(a)) {
      r.anchorsChecked++;
      if (anchorValid(url, anchors)) r.anchorsValid++;
      else r.misses.push(`ANCHOR "${q.question}" → ${url}`);
    }
  }
  for (const q of offTopic) {
    const a = ask(q.question);
    if (!a.covered && a.sources.length === 0) r.refused++;
    else r.misses.push(`OFFTOPIC answered "${q.question}" → ${a.sources[0]?.url}`);
  }
  r.coverage = inScope.length ? r.coverage / inScope.length : 0;
  return r;
}
