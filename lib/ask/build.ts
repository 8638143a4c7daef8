// The ask retrieval index: one MiniSearch document per `##` section of every lesson (anchors from `splitSections`,
// the function the lesson page renders its heading ids with), analysed by the Java-aware analyzer in ./text.
// Fields: lesson title, section heading, lesson summary + course skills, prose, code.

import MiniSearch from "minisearch";
import SearchableMap from "minisearch/SearchableMap";
import {
  QUESTIONS_HEADING,
  splitMore,
  splitQuestions,
  splitSections,
  type LessonSection,
} from "@/lib/content/sections";
import { lessonPath } from "@/lib/format";
import type { LessonDoc } from "./types";
import { analyzeWord, indexTerms, namedApis, parseBlocks, plainText, rawWords, type Block } from "./text";

/** Field boosts: titles and headings say what a section is about; code mentions many names in passing. */
export const FIELD_BOOSTS = { title: 2.5, heading: 2.5, summary: 1.0, body: 1.0, code: 0.35 } as const;
export type Field = keyof typeof FIELD_BOOSTS;
export const FIELDS = Object.keys(FIELD_BOOSTS) as Field[];

export interface SectionRecord {
  id: number;
  lesson: number;
  courseSlug: string;
  courseTitle: string;
  lessonSlug: string;
  lessonTitle: string;
  heading: string;
  anchor: string;
  url: string;
  title: string;
  text: string;
  pro: boolean;
  /** Adjacent word pairs ("sql inject") of the heading, for the phrase bonus. */
  bigrams: string[];
  /** Parsed Markdown, computed lazily the first time the section is used for an answer. */
  blocks?: Block[];
  /** Term positions of the heading and prose (not code), computed lazily for proximity scoring. */
  positions?: Map<string, number[]>;
}

export interface LessonRecord {
  courseSlug: string;
  lessonSlug: string;
  lessonTitle: string;
  sectionIds: number[];
  /** Its "Questions learners ask" entries (ids into `AskIndex.entries`). */
  entryIds: number[];
  /** Adjacent word pairs of the lesson title. */
  bigrams: string[];
  /** The APIs the lesson summary names (`@EnableAsync`, `JdbcTemplate`), for the answer's "APIs to know" line. */
  summaryApis: string[];
}

/** A built index. Treat it as opaque; build it once with `buildAskIndex` and reuse it for every query. */
export interface AskIndex {
  readonly mini: MiniSearch;
  readonly sections: SectionRecord[];
  /**
   * The lessons' "Questions learners ask" entries (`heading` the question, `text` its answer without the "More:"
   * line). They are not in the retrieval index (its word
   * statistics, ranking and refusal are the sections' alone); an answer looks them up in the retrieved lessons
   * (./entry).
   */
  readonly entries: SectionRecord[];
  readonly lessons: LessonRecord[];
  /** Document frequency (number of sections containing the term in any field). */
  readonly df: Map<string, number>;
  /** All indexed terms, sorted (for prefix completion). */
  readonly vocabulary: string[];
  /** Words as written in the lessons (lower case, 5+ letters) → their term, for typo correction. */
  readonly words: SearchableMap<string>;
  /**
   * The identifiers the lessons write as code (lower case), of two words or more (`ArrayList`, `LocalDate`,
   * `orElseThrow`): a question that names one of them, however it spells it ("arraylist"), names an API.
   */
  readonly identifiers: ReadonlySet<string>;
}

const IDENTIFIER = /\b([A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+|[a-z]+[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)*)\b/g;

function collectIdentifiers(code: string, into: Set<string>): void {
  for (const m of code.matchAll(IDENTIFIER)) into.add(m[1].toLowerCase());
}

interface IndexedDoc {
  id: number;
  title: string;
  heading: string;
  summary: string;
  body: string;
  code: string;
}

function newMiniSearch(): MiniSearch<IndexedDoc> {
  return new MiniSearch<IndexedDoc>({
    fields: FIELDS,
    storeFields: [],
    // Fields are analyzed before they reach MiniSearch (so that document frequencies can be counted in the same
    // pass): they arrive as space-separated terms.
    tokenize: (text) => (text ? text.split(" ") : []),
    processTerm: (term) => term || null,
    searchOptions: { boost: { ...FIELD_BOOSTS }, combineWith: "OR" },
  });
}

/** Splits Markdown into prose (code blocks removed, link targets dropped) and code. */
function proseAndCode(markdown: string): { prose: string; code: string } {
  const prose: string[] = [];
  const code: string[] = [];
  let inFence: string | null = null;
  for (const line of markdown.split("\n")) {
    const f = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (inFence === null) inFence = f[1][0];
      else if (f[1][0] === inFence) inFence = null;
      continue;
    }
    (inFence === null ? prose : code).push(line);
  }
  return { prose: prose.join("\n").replace(/\]\([^)\s]*\)/g, "]"), code: code.join("\n") };
}

/** Adjacent pairs of whole-word terms ("SQL injection and prepared statements" → "sql inject", "inject prepar", …). */
export function bigramsOf(text: string): string[] {
  const seq: string[] = [];
  for (const w of rawWords(text)) {
    const a = analyzeWord(w);
    if (a.term) seq.push(a.term);
  }
  const out: string[] = [];
  for (let i = 0; i + 1 < seq.length; i++) out.push(`${seq[i]} ${seq[i + 1]}`);
  return out;
}

export function sectionTitle(lessonTitle: string, heading: string): string {
  return heading ? `${lessonTitle} – ${plainText(heading)}` : lessonTitle;
}

/** The entries of a "Questions learners ask" section: the question, its anchor, the answer without the "More:" line. */
function questionParts(section: LessonSection): LessonSection[] {
  return splitQuestions(section.body).map((q) => ({
    heading: q.question,
    anchor: q.anchor,
    body: splitMore(q.body).answer,
  }));
}

/** Builds the retrieval index: one document per `##` section of every lesson (anchors from `splitSections`). */
export function buildAskIndex(lessons: LessonDoc[]): AskIndex {
  const mini = newMiniSearch();
  const sections: SectionRecord[] = [];
  const entries: SectionRecord[] = [];
  const lessonRecords: LessonRecord[] = [];
  const df = new Map<string, number>();
  const seen = new Set<string>();
  const surface = new Map<string, string>();
  const identifiers = new Set<string>();

  for (const lesson of lessons) {
    const key = `${lesson.courseSlug}/${lesson.lessonSlug}`;
    if (seen.has(key)) continue; // first one wins; duplicates would produce duplicate URLs
    seen.add(key);
    const lessonIdx = lessonRecords.length;
    const record: LessonRecord = {
      courseSlug: lesson.courseSlug,
      lessonSlug: lesson.lessonSlug,
      lessonTitle: lesson.lessonTitle,
      sectionIds: [],
      entryIds: [],
      bigrams: bigramsOf(lesson.lessonTitle),
      summaryApis: namedApis(lesson.summary ?? ""),
    };
    lessonRecords.push(record);
    const title = indexTerms(lesson.lessonTitle, [], surface).join(" ");
    // The summary says what the lesson teaches; the course's skills name the same topics in a word or two.
    const summary = indexTerms(`${lesson.summary ?? ""}. ${(lesson.skills ?? []).join(". ")}`, [], surface).join(" ");
    const parts = splitSections(lesson.body ?? "");
    if (parts.length === 0) parts.push({ heading: "", anchor: "", body: "" });

    const questions = parts.find((p) => p.heading === QUESTIONS_HEADING);
    for (const q of questions ? questionParts(questions) : []) {
      record.entryIds.push(entries.length);
      entries.push({
        id: entries.length,
        lesson: lessonIdx,
        courseSlug: lesson.courseSlug,
        courseTitle: lesson.courseTitle,
        lessonSlug: lesson.lessonSlug,
        lessonTitle: lesson.lessonTitle,
        heading: q.heading,
        anchor: q.anchor,
        url: lessonPath(lesson.courseSlug, lesson.lessonSlug, q.anchor),
        title: sectionTitle(lesson.lessonTitle, q.heading),
        text: q.body,
        pro: !!lesson.pro,
        bigrams: bigramsOf(q.heading),
      });
    }

    for (const part of parts) {
      if (part === questions) continue; // (its entries are not indexed: see `entries`)
      const id = sections.length;
      const { prose, code } = proseAndCode(part.body);
      collectIdentifiers(code, identifiers);
      for (const m of prose.matchAll(/`([^`\n]+)`/g)) collectIdentifiers(m[1], identifiers);
      const doc: IndexedDoc = {
        id,
        title,
        heading: indexTerms(part.heading, [], surface).join(" "),
        summary,
        body: indexTerms(prose, [], surface).join(" "),
        code: indexTerms(code).join(" "),
      };
      const unique = new Set<string>();
      for (const f of FIELDS) for (const t of doc[f].split(" ")) if (t) unique.add(t);
      for (const t of unique) df.set(t, (df.get(t) ?? 0) + 1);
      mini.add(doc);
      sections.push({
        id,
        lesson: lessonIdx,
        courseSlug: lesson.courseSlug,
        courseTitle: lesson.courseTitle,
        lessonSlug: lesson.lessonSlug,
        lessonTitle: lesson.lessonTitle,
        heading: part.heading,
        anchor: part.anchor,
        url: lessonPath(lesson.courseSlug, lesson.lessonSlug, part.anchor),
        title: sectionTitle(lesson.lessonTitle, part.heading),
        text: part.body,
        pro: !!lesson.pro,
        bigrams: bigramsOf(part.heading),
      });
      record.sectionIds.push(id);
    }
  }
  const vocabulary = [...df.keys()].sort();
  const words = SearchableMap.from<string>(surface);
  return { mini, sections, entries, lessons: lessonRecords, df, vocabulary, words, identifiers };
}

/** Lazily parsed blocks of a section. */
export function blocksOf(record: SectionRecord): Block[] {
  if (!record.blocks) record.blocks = parseBlocks(record.text);
  return record.blocks;
}

/** Term → positions in the section's heading and prose (lazily computed, cached on the record). */
export function positionsOf(record: SectionRecord): Map<string, number[]> {
  if (!record.positions) {
    const map = new Map<string, number[]>();
    let pos = 0;
    for (const w of rawWords(`${record.heading}.\n${proseAndCode(record.text).prose}`)) {
      const a = analyzeWord(w);
      if (!a.term) continue;
      for (const t of [a.term, ...a.parts]) {
        const list = map.get(t);
        if (list) list.push(pos);
        else map.set(t, [pos]);
      }
      pos++;
    }
    record.positions = map;
  }
  return record.positions;
}
