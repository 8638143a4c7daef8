// Ask service: retrieval over our lessons, then the offline engine or (when configured) the AI engine in lib/ai with
// a grounded prompt. The same function backs POST /api/ask, the MCP ask tool, the ask page and search.
// Questions answered "not covered" or with low coverage are counted in the not-covered log (best effort, never
// awaited by the answer).
import { fallbackReason } from "@/lib/ai/call";
import { generateGroundedAnswer, hasAnswerModel, streamGroundedAnswer } from "@/lib/ai/answer";
import {
  analyzeQuery,
  answerQuestion,
  ASK_HITS,
  LOW_COVERAGE,
  rankSections,
  type AskIndex,
  type OfflineAnswer,
  type SectionHit,
} from "@/lib/ask";
import { createAskIndexCache } from "@/lib/ask/cache";
import { normalizeGapQuestion } from "@/lib/ask/gaps";
import { askResponse, type AskRequest, type AskResponse } from "@/lib/contracts/ask";
import { getLessonContentVersion, listLessonsForIndex } from "@/lib/db/queries/courses";
import { recordUnansweredQuestion } from "@/lib/db/queries/unanswered";
import { log } from "@/lib/log";
import { absolute } from "./urls";

/** Index staleness after an edit (seed or Prisma Studio) is bounded by this. */
export const ASK_INDEX_MAX_AGE_MS = 30_000;
/** Sections retrieved per question (lib/ask: the one composition path's limit; the model sees all of them). */
export { ASK_HITS };

const holder = globalThis as unknown as { __askIndex?: ReturnType<typeof createAskIndexCache> };
function indexCache() {
  holder.__askIndex ??= createAskIndexCache(
    async () => {
      const [rows, version] = await Promise.all([listLessonsForIndex(), getLessonContentVersion()]);
      const lessons = rows.map((l) => ({
        courseSlug: l.course.slug,
        courseTitle: l.course.title,
        lessonSlug: l.slug,
        lessonTitle: l.title,
        summary: l.summary,
        body: l.body,
        pro: !l.isFree,
        skills: l.course.skills?.map((s) => s.skill.name) ?? [],
      }));
      return { lessons, version };
    },
    { maxAgeMs: ASK_INDEX_MAX_AGE_MS, version: getLessonContentVersion },
  );
  return holder.__askIndex;
}

export function invalidateAskIndex(): void {
  holder.__askIndex?.invalidate();
}

/** Ranked sections for a query (site search). */
export async function retrieve(query: string, limit = ASK_HITS): Promise<SectionHit[]> {
  const index = await indexCache().get();
  return rankSections(index, analyzeQuery(query, index), { limit });
}

/** Retrieval + the offline answer, composed once per request from one analysed query. */
async function offlineAnswer(question: string): Promise<{ index: AskIndex; hits: SectionHit[]; off: OfflineAnswer }> {
  const index = await indexCache().get();
  // the one composition path (lib/ask answerQuestion): the same for REST, MCP, the ask page, benchmarks and tests
  const { hits, ...off } = answerQuestion(index, question);
  logGap(question, off);
  return { index, hits, off };
}

/** Best effort: counts a not-covered or weakly covered question; never delays or fails the answer. */
function logGap(question: string, off: OfflineAnswer): void {
  if (off.covered && off.coverage >= LOW_COVERAGE) return;
  const normalized = normalizeGapQuestion(question);
  if (!normalized) return;
  const score = Math.round(Math.max(0, Math.min(1, off.coverage)) * 1000) / 1000;
  try {
    recordUnansweredQuestion({ normalized, score, notCovered: !off.covered }).catch((e: unknown) =>
      log.warn("not-covered log write failed", { error: String((e as Error)?.message).slice(0, 200) }),
    );
  } catch (e) {
    log.warn("not-covered log write failed", { error: String((e as Error)?.message).slice(0, 200) });
  }
}

const toSource = (h: { title: string; url: string; section: string; snippet: string; score: number }) => ({
  title: h.title,
  url: absolute(h.url),
  section: h.section,
  snippet: h.snippet,
  score: Math.round(h.score * 1000) / 1000,
});

export interface AskResult extends AskResponse {
  engine: "offline" | "ai";
  /** Why the AI engine was not used although configured (upstream error or timeout). */
  fallback?: string;
}

/** The offline answer (composed once per request) as a response. */
function offline(o: OfflineAnswer, fallback?: string): AskResult {
  const body = askResponse.parse({ answer: o.answer, sources: o.sources.map(toSource), engine: "offline" });
  return { ...body, engine: "offline", ...(fallback ? { fallback } : {}) };
}

/** Sources with scores relative to the best retrieved section (1 = best), as the offline engine reports them. */
function relativeSources(sections: SectionHit[], hits: SectionHit[]) {
  const max = Math.max(...hits.map((h) => h.score), 1e-9);
  return sections.map((h) => toSource({ ...h, score: h.score / max }));
}

export async function askQuestion(input: AskRequest): Promise<AskResult> {
  const { hits, off } = await offlineAnswer(input.query);
  // Without a model, or with nothing to ground on: the offline answer.
  if (!hasAnswerModel() || !off.covered) return offline(off);
  try {
    const { text, cited } = await generateGroundedAnswer(input.query, hits);
    return {
      ...askResponse.parse({ answer: text, sources: relativeSources(cited, hits), engine: "ai" }),
      engine: "ai",
    };
  } catch (e) {
    return offline(off, fallbackReason(e, "answer"));
  }
}

export type AskEvent =
  | { type: "sources"; sources: AskResponse["sources"] }
  | { type: "delta"; text: string }
  | { type: "done"; engine: "offline" | "ai"; sources: AskResponse["sources"]; fallback?: string };

/** Streaming variant: the retrieved sources first, then the answer in chunks, then the final (cited) sources. */
export async function* streamAsk(input: AskRequest): AsyncGenerator<AskEvent> {
  const { hits, off } = await offlineAnswer(input.query);
  if (hasAnswerModel() && off.covered) {
    yield { type: "sources", sources: relativeSources(hits, hits) };
    let text = "";
    try {
      const r = streamGroundedAnswer(input.query, hits);
      for await (const chunk of r.textStream) {
        text += chunk;
        yield { type: "delta", text: chunk };
      }
      yield { type: "done", engine: "ai", sources: relativeSources(r.cited(text), hits) };
      return;
    } catch (e) {
      const reason = fallbackReason(e, "answer stream");
      if (text)
        yield {
          type: "delta",
          text: "\n\n---\n\n*The AI engine stopped; here is the answer from the lessons instead.*\n\n",
        };
      const fb = offline(off, reason);
      for (const part of chunks(fb.answer)) yield { type: "delta", text: part };
      yield { type: "done", engine: "offline", sources: fb.sources, fallback: reason };
      return;
    }
  }
  const r = offline(off);
  yield { type: "sources", sources: r.sources };
  for (const part of chunks(r.answer)) yield { type: "delta", text: part };
  yield { type: "done", engine: "offline", sources: r.sources };
}

/** Splits Markdown into paragraph-sized chunks for streaming (never inside a line). */
function* chunks(md: string): Generator<string> {
  const parts = md.split(/(?<=\n\n)/);
  for (const p of parts) if (p) yield p;
}
