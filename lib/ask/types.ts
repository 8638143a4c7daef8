// Public types of the ask library (retrieval index + offline answer engine behind POST /api/ask).

/** One lesson as the app feeds it in (from the database) or the content loader reads it (from prisma/content). */
export interface LessonDoc {
  courseSlug: string;
  courseTitle: string;
  lessonSlug: string;
  lessonTitle: string;
  summary: string;
  /** Lesson body, Markdown. */
  body: string;
  /** True when the lesson is pro-only (course not free and lesson not a free preview). */
  pro: boolean;
  /** Skills of the lesson's course (indexed with the summary: they name what the lesson teaches). */
  skills?: string[];
}

/** One retrieved lesson section, best first. */
export interface SectionHit {
  /** Id of the section in the index it came from. */
  sectionId: number;
  /** `/courses/{course}/{lesson}#{anchor}`; no `#` for the intro before the first `##`. */
  url: string;
  /** "Lesson title – Section heading" (just the lesson title for the intro). */
  title: string;
  courseSlug: string;
  lessonSlug: string;
  lessonTitle: string;
  courseTitle: string;
  /** Section heading ("" for the intro). */
  section: string;
  /** Anchor from `splitSections` ("" for the intro). */
  anchor: string;
  /** Short plain-text excerpt of the section, around the query terms. */
  snippet: string;
  /** Raw ranking score (BM25-style, only comparable within one query). */
  score: number;
  /** The section's Markdown (without its heading line). */
  text: string;
  /** Whether the lesson is pro-only (extra, optional: lets the UI show a badge). */
  pro?: boolean;
  /**
   * Share (0..1) of the meaningful query terms this section matches, weighted by how rare each term is in the
   * courses (extra, optional). `composeOfflineAnswer` uses it to decide whether the courses cover the question.
   */
  coverage?: number;
  /** Coverage without the words that name other technologies (to suggest related lessons). */
  relatedness?: number;
  /** Coverage by the lesson title, section heading and summary/skills only (is the section *about* the question?). */
  headline?: number;
  /** How many of the question's topic words (not generic, not Java/Spring themselves) the section matches well. */
  matched?: number;
  /** Whether the section matches an API or exception the question names (`QueryConcept.api`). */
  apiMatched?: boolean;
}

export interface AnswerSource {
  title: string;
  url: string;
  section: string;
  snippet: string;
  /** Relevance relative to the best source (1 = best). */
  score: number;
}

export interface OfflineAnswer {
  /** Markdown. */
  answer: string;
  sources: AnswerSource[];
  /** False when the courses do not cover the question (then `sources` is empty). */
  covered: boolean;
  /** Coverage (0..1) of the question by the best section: the not-covered log records low values. */
  coverage: number;
  /**
   * The "Questions learners ask" entry the answer comes from (lib/ask/entry.ts), as a hit: the model path gets it as
   * its first source. `sectionId` is -1 (entries are not in the retrieval index).
   */
  entry?: SectionHit;
  /** How the question was read (only for covered answers). */
  kind?: "how-to" | "what-is" | "error" | "comparison" | "code";
}
