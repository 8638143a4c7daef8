// Splits a lesson's Markdown into its `##` sections, with the stable anchors the lesson page renders.
// The lesson page, the ask index and search all use this one function, so an anchor in a source URL always exists.

export interface LessonSection {
  /** Heading text ("" for the intro before the first `##`). */
  heading: string;
  /** Anchor id on the lesson page ("" for the intro). */
  anchor: string;
  /** Markdown of the section, without its heading line. */
  body: string;
}

/** GitHub-style anchor: lower-case, runs of anything but letters and digits become one "-", trimmed. */
export function slugifyHeading(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/`/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Anchors made unique within one document the way the page renders them (second "Example" → "example-2"). */
export function uniqueAnchors(headings: string[]): string[] {
  const seen = new Map<string, number>();
  return headings.map((h) => {
    const base = slugifyHeading(h) || "section";
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  });
}

/**
 * Splits Markdown on headings of one level outside fenced code blocks: the text before the first heading (heading
 * ""), then one part per heading (`##` does not match `###`, nor `###` `####`).
 */
function splitOnHeadings(markdown: string, level: 2 | 3): { heading: string; body: string }[] {
  const heading = level === 2 ? /^##\s+(.+?)\s*#*\s*$/ : /^###\s+(.+?)\s*#*\s*$/;
  const raw: { heading: string; lines: string[] }[] = [{ heading: "", lines: [] }];
  let fence: string | null = null;
  for (const line of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    const f = /^(\s{0,3})(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (fence === null) fence = f[2][0];
      else if (f[2][0] === fence) fence = null;
    }
    const h = fence === null ? heading.exec(line) : null;
    if (h) raw.push({ heading: h[1], lines: [] });
    else raw[raw.length - 1].lines.push(line);
  }
  return raw.map((s) => ({ heading: s.heading, body: s.lines.join("\n").trim() }));
}

/** Splits on level-2 headings outside fenced code blocks. */
export function splitSections(markdown: string): LessonSection[] {
  const parts = splitOnHeadings(markdown, 2);
  const anchors = uniqueAnchors(parts.slice(1).map((s) => s.heading));
  return parts
    .map((s, i) => ({ heading: s.heading, anchor: i === 0 ? "" : anchors[i - 1], body: s.body }))
    .filter((s, i) => i > 0 || s.body.length > 0);
}

/**
 * The lesson's closing section of learner questions (prisma/content/README.md, "Questions learners ask"): each `###`
 * heading is a question a learner asks in their own words, answered right below it. Ask answers from the entries
 * one by one; the lesson page gives each question its own anchor (`q-` + the heading's slug).
 */
export const QUESTIONS_HEADING = "Questions learners ask";

export interface LessonQuestion {
  /** The question as the `###` heading writes it (Markdown). */
  question: string;
  /** Anchor id on the lesson page: `q-` + the slug of the question. */
  anchor: string;
  /** Markdown of the answer, without the heading line. */
  body: string;
}

/** Anchors of the question headings, unique within a lesson (they never collide with `##` anchors: `q-` prefix). */
export function questionAnchors(questions: string[]): string[] {
  return uniqueAnchors(questions).map((a) => `q-${a}`);
}

/** Splits the body of the "Questions learners ask" section on its `###` headings (outside fenced code). */
export function splitQuestions(sectionBody: string): LessonQuestion[] {
  const parts = splitOnHeadings(sectionBody, 3).slice(1);
  const anchors = questionAnchors(parts.map((q) => q.heading));
  return parts.map((q, i) => ({ question: q.heading, anchor: anchors[i], body: q.body }));
}

/** The closing `More: [Section heading](#anchor)` line of a question's answer. */
const MORE_LINE = /^More:\s+\[[^\]]+\]\(#([a-z0-9-]+)\)\.?$/;

/** A question's answer without its closing "More:" line, and the anchor that line names (null without one). */
export function splitMore(body: string): { answer: string; more: string | null } {
  const lines = body.trimEnd().split("\n");
  const m = MORE_LINE.exec(lines[lines.length - 1]?.trim() ?? "");
  return m ? { answer: lines.slice(0, -1).join("\n").trim(), more: m[1] } : { answer: body, more: null };
}

/** A heading of the lesson's outline: a `##` section (level 2) or a question of "Questions learners ask" (level 3). */
export interface OutlineHeading {
  title: string;
  anchor: string;
  level: 2 | 3;
}

function outlineOf(sections: LessonSection[]): OutlineHeading[] {
  return sections
    .filter((s) => s.anchor)
    .flatMap((s) => [
      { title: s.heading, anchor: s.anchor, level: 2 as const },
      ...(s.heading === QUESTIONS_HEADING
        ? splitQuestions(s.body).map((q) => ({ title: q.question, anchor: q.anchor, level: 3 as const }))
        : []),
    ]);
}

/** The lesson's outline: its `##` sections, each followed by its questions when it is "Questions learners ask". */
export function lessonOutline(markdown: string): OutlineHeading[] {
  return outlineOf(splitSections(markdown));
}

/** Every heading id the lesson page renders ("" for the intro, when there is one): the outline's anchors. */
export function pageAnchors(markdown: string): string[] {
  const sections = splitSections(markdown);
  return [...(sections[0]?.anchor === "" ? [""] : []), ...outlineOf(sections).map((h) => h.anchor)];
}
