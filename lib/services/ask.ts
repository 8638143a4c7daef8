// Ask service: retrieval over our lessons, then the offline engine or (when configured) the AI SDK with a grounded
// prompt. The same function backs POST /api/ask, the MCP ask tool, the ask page and search.
import { generateText, streamText } from "ai";
import { getModel } from "@/lib/ai/provider";
import { askResponse, type AskRequest, type AskResponse } from "@/lib/contracts/ask";
import {
  buildGroundedPrompt,
  citedSources,
  composeOfflineAnswer,
  searchSections,
  type OfflineAnswer,
  type SectionHit,
} from "@/lib/ask";
import { createAskIndexCache } from "@/lib/ask/cache";
import { getLessonContentVersion, listLessonsForIndex } from "@/lib/db/queries/courses";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { absolute } from "./urls";

/** Index staleness after an edit (seed or Prisma Studio) is bounded by this. */
export const ASK_INDEX_MAX_AGE_MS = 30_000;

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

export async function retrieve(query: string, limit = 6): Promise<SectionHit[]> {
  return searchSections(await indexCache().get(), query, { limit });
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
  const hits = await retrieve(input.query);
  const off = composeOfflineAnswer(input.query, hits);
  const model = getModel("answer");
  if (!model || !off.covered) return offline(off); // without a model, or with nothing to ground on: the offline answer
  const { system, prompt } = buildGroundedPrompt(input.query, hits);
  try {
    const r = await generateText({
      model,
      system,
      prompt,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(env.AI_TIMEOUT_MS),
      temperature: 0.2,
    });
    if (!r.text.trim()) throw new Error("empty answer");
    return {
      ...askResponse.parse({
        answer: r.text,
        sources: relativeSources(citedSources(r.text, hits), hits),
        engine: "ai",
      }),
      engine: "ai",
    };
  } catch (e) {
    const reason =
      (e as Error)?.name === "TimeoutError" || (e as Error)?.name === "AbortError" ? "timeout" : "upstream-error";
    log.warn("ai answer failed; using the offline engine", {
      reason,
      error: String((e as Error)?.message).slice(0, 200),
    });
    return offline(off, reason);
  }
}

export type AskEvent =
  | { type: "sources"; sources: AskResponse["sources"] }
  | { type: "delta"; text: string }
  | { type: "done"; engine: "offline" | "ai"; sources: AskResponse["sources"]; fallback?: string };

/** Streaming variant: the retrieved sources first, then the answer in chunks, then the final (cited) sources. */
export async function* streamAsk(input: AskRequest): AsyncGenerator<AskEvent> {
  const hits = await retrieve(input.query);
  const model = getModel("answer");
  const off = composeOfflineAnswer(input.query, hits);
  if (model && off.covered) {
    yield { type: "sources", sources: relativeSources(hits, hits) };
    const { system, prompt } = buildGroundedPrompt(input.query, hits);
    let text = "";
    try {
      const r = streamText({
        model,
        system,
        prompt,
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(env.AI_TIMEOUT_MS),
        temperature: 0.2,
      });
      for await (const chunk of r.textStream) {
        text += chunk;
        yield { type: "delta", text: chunk };
      }
      if (!text.trim()) throw new Error("empty answer");
      yield { type: "done", engine: "ai", sources: relativeSources(citedSources(text, hits), hits) };
      return;
    } catch (e) {
      log.warn("ai stream failed; using the offline engine", { error: String((e as Error)?.message).slice(0, 200) });
      if (text)
        yield {
          type: "delta",
          text: "\n\n---\n\n*The AI engine stopped; here is the answer from the lessons instead.*\n\n",
        };
      const fb = offline(off, "upstream-error");
      for (const part of chunks(fb.answer)) yield { type: "delta", text: part };
      yield { type: "done", engine: "offline", sources: fb.sources, fallback: "upstream-error" };
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
