// Answer units of a lesson section (prisma/content/README.md, "Answer units"): the "In short" line that states the
// section's answer on its own, and the `key` code block that shows the recommended technique. Ask leads its answers
// with them (lib/ask/answer.ts); `npm run content:check` validates them (checkAnswerUnits); the lesson page renders the
// In short line as a highlighted summary.

import { QUESTIONS_HEADING, splitMore, splitQuestions, splitSections } from "./sections";

/** `**In short:**` opening the first paragraph after a `##` heading. */
export const IN_SHORT = /^\*\*In short:\*\*\s*/;
export const IN_SHORT_MAX_WORDS = 50;
export const MAX_KEY_BLOCKS = 1;

/**
 * Words that point at something the sentence does not show: "this method", "the example above", "as shown below",
 * "the counter" of an example. An In short line is read out of context, so it names what it talks about.
 */
const DEICTIC =
  /\b(above|below|the following(?= (code|example|program|snippet|output|class|method|lines?)\b|\s*[:.]|$)|this (method|class|example|code|snippet|program|version|field|variable|call|counter|test)|these (methods|classes|examples)|that (method|class|example|code)|here|as shown|previous (section|example|lesson)|next (section|example|lesson))\b/i;

/** The section's In short text (Markdown, without the `**In short:**` marker), or null when it has none. */
export function inShortOf(sectionBody: string): string | null {
  const first = firstParagraph(sectionBody);
  if (!first || !IN_SHORT.test(first)) return null;
  const text = first.replace(IN_SHORT, "").trim();
  return text || null;
}

/** The section body without its In short paragraph (what the section says beyond its answer unit). */
export function withoutInShort(sectionBody: string): string {
  const first = firstParagraph(sectionBody);
  if (!first || !IN_SHORT.test(first)) return sectionBody;
  const start = sectionBody.indexOf(first.split("\n")[0]);
  const end = start + firstParagraphRaw(sectionBody.slice(start)).length;
  return (sectionBody.slice(0, start) + sectionBody.slice(end)).trim();
}

/** Whether a fenced block's info string marks it as the section's key block (```` ```java key file=A.java ````). */
export function isKeyBlock(info: string): boolean {
  return info.trim().split(/\s+/).slice(1).includes("key");
}

/** The info strings of a body's fenced code blocks, in order. */
export function codeBlockInfos(body: string): string[] {
  const infos: string[] = [];
  let open: string | null = null;
  for (const line of body.split("\n")) {
    const f = /^\s{0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (!f) continue;
    if (open === null) {
      open = f[1];
      infos.push(f[2].trim());
    } else if (f[1][0] === open[0] && f[1].length >= open.length && !f[2].trim()) open = null;
  }
  return infos;
}

export interface AnswerUnitReport {
  /** Sections without an In short line ("Heading"): a warning until every course has them. */
  missing: string[];
  /** Rule violations ("Heading: reason"). */
  errors: string[];
}

/** Checks every `##` section of a lesson body: an In short line that reads on its own, at most one key block. */
export function checkAnswerUnits(body: string): AnswerUnitReport {
  const report: AnswerUnitReport = { missing: [], errors: [] };
  const sections = splitSections(body);
  const qi = sections.findIndex((s) => s.heading === QUESTIONS_HEADING);
  if (qi >= 0 && qi !== sections.length - 1) report.errors.push(`${QUESTIONS_HEADING}: must be the last ## section`);
  for (const s of sections) {
    if (!s.heading) continue;
    if (s.heading === QUESTIONS_HEADING) {
      report.errors.push(...checkQuestions(s.body, body));
      continue;
    }
    const keys = codeBlockInfos(s.body).filter(isKeyBlock);
    if (keys.length > MAX_KEY_BLOCKS) report.errors.push(`${s.heading}: ${keys.length} key code blocks (at most one)`);
    const short = inShortOf(s.body);
    if (short === null) {
      if (/\*\*In short/i.test(s.body)) report.errors.push(`${s.heading}: "In short" must open the first paragraph`);
      else report.missing.push(s.heading);
      continue;
    }
    for (const problem of inShortProblems(short)) report.errors.push(`${s.heading}: In short ${problem}`);
  }
  return report;
}

/** What makes an In short line unfit to be read on its own (empty when it is fine). */
export function inShortProblems(text: string): string[] {
  const problems: string[] = [];
  const words = text
    .replace(/`[^`]*`/g, "x")
    .split(/\s+/)
    .filter(Boolean).length;
  if (words > IN_SHORT_MAX_WORDS) problems.push(`has ${words} words (at most ${IN_SHORT_MAX_WORDS})`);
  if (/\]\(|<https?:|https?:\/\//.test(text)) problems.push("contains a link");
  if (/```|~~~/.test(text)) problems.push("contains a code block");
  const plain = text.replace(/`[^`]*`/g, "Name");
  const deictic = DEICTIC.exec(plain);
  if (deictic) problems.push(`refers to unseen context ("${deictic[0]}")`);
  return problems;
}

function firstParagraphRaw(body: string): string {
  const lines = body.split("\n");
  const out: string[] = [];
  for (const line of lines) {
    if (!line.trim()) {
      if (out.length) break;
      continue;
    }
    if (/^\s{0,3}(`{3,}|~{3,}|[-*+]\s|\d+[.)]\s|#|>|\|)/.test(line) && !out.length) return "";
    out.push(line);
  }
  return out.join("\n");
}

function firstParagraph(body: string): string {
  return firstParagraphRaw(body.replace(/\r\n?/g, "\n")).trim();
}

/** Limits of a "Questions learners ask" entry (prisma/content/README.md). */
export const QUESTIONS_MIN = 3;
export const QUESTIONS_MAX = 14;
export const ANSWER_MAX_WORDS = 60;
export const QUESTION_CODE_MAX_LINES = 20;

function wordCount(text: string): number {
  return text
    .replace(/`[^`]*`/g, "x")
    .split(/\s+/)
    .filter(Boolean).length;
}

/**
 * Checks the "Questions learners ask" section: 3–14 `###` questions ending in "?", each answered by a first paragraph
 * that reads on its own (≤ 60 words, no link, no code, nothing unseen), at most one code block (≤ 20 lines), and a
 * last line `More: [Heading](#anchor)` naming a `##` section of the same lesson.
 */
export function checkQuestions(sectionBody: string, lessonBody: string): string[] {
  const errors: string[] = [];
  const anchors = new Set(splitSections(lessonBody).map((s) => s.anchor));
  const questions = splitQuestions(sectionBody);
  const where = QUESTIONS_HEADING;
  if (questions.length < QUESTIONS_MIN || questions.length > QUESTIONS_MAX)
    errors.push(`${where}: ${questions.length} questions (${QUESTIONS_MIN} to ${QUESTIONS_MAX})`);
  if (/^\S/.test(sectionBody) && !/^###/.test(sectionBody.trim()))
    errors.push(`${where}: text before the first ### question`);
  for (const q of questions) {
    const at = `${where} / ${q.question}`;
    if (!/\?$/.test(q.question.trim())) errors.push(`${at}: the question must end with "?"`);
    const answer = firstParagraph(q.body);
    if (!answer) {
      errors.push(`${at}: no answer paragraph right below the question`);
      continue;
    }
    if (wordCount(answer) > ANSWER_MAX_WORDS)
      errors.push(`${at}: answer paragraph has ${wordCount(answer)} words (at most ${ANSWER_MAX_WORDS})`);
    for (const problem of inShortProblems(answer).filter((p) => !p.startsWith("has ")))
      errors.push(`${at}: answer ${problem}`);
    // (Ask quotes the answer under the learner's own question: "It …" would point at a question they did not ask)
    const pronoun =
      /^(It|This|That|These|Those|They|But|And|So|However|The same|The other|Another|Moreover|In addition)\b/.exec(
        answer,
      );
    if (pronoun)
      errors.push(
        `${at}: answer starts with "${pronoun[1]}" (it is quoted under the learner's own question: name the thing)`,
      );
    const infos = codeBlockInfos(q.body);
    if (infos.length > 1) errors.push(`${at}: ${infos.length} code blocks (at most one)`);
    const code = /^\s{0,3}(`{3,}|~{3,}).*\n([\s\S]*?)^\s{0,3}\1\s*$/m.exec(q.body);
    if (code && code[2].split("\n").length - 1 > QUESTION_CODE_MAX_LINES)
      errors.push(`${at}: code block longer than ${QUESTION_CODE_MAX_LINES} lines`);
    const { more } = splitMore(q.body);
    if (more === null) errors.push(`${at}: last line must be "More: [Section heading](#section-anchor)"`);
    else if (!anchors.has(more)) errors.push(`${at}: "More" links to #${more}, not a section of this lesson`);
  }
  return errors;
}
