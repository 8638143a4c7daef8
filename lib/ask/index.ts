// Public entry point of the ask library (retrieval + offline answers + grounded prompt for POST /api/ask).
//
//   const cache = createAskIndexCache(loadLessonsAndVersion, { maxAgeMs: 30_000 });  // module scope, once
//   const index = await cache.get();                    // rebuilt when the content version changes
//   const { answer, sources, covered, hits } = answerQuestion(index, question);   // the one composition path
//   model path: lib/ai/answer.ts (grounded prompt in lib/ai/ask-prompt.ts, the same retrieved units)
//
// `answerQuestion` is the only way a question becomes an answer: the ask service (REST, MCP, the ask page), the
// benchmarks, the export for judging and the tests all call it, with the same hit limit (ASK_HITS).
// Modules: ./paste (pasted errors → their exception and message) → ./text (analyzer) → ./query (query analysis) →
// ./build (index) → ./retrieve (candidates) → ./rank (coverage, phrase/proximity, diversity) → ./answer (offline
// composer; ./units, ./classify, ./overlap, ./apis). See docs/ask.md.

export type { LessonDoc, SectionHit, AnswerSource, OfflineAnswer } from "./types";
export { buildAskIndex, type AskIndex } from "./build";
export { analyzeQuery, type AnalyzedQuery } from "./query";
export { rankSections, searchSections } from "./rank";
export { composeOfflineAnswer, MIN_COVERAGE, LOW_COVERAGE, type Retrieval } from "./answer";
export { classifyQuestion, type QuestionKind } from "./classify";
export { createAskIndexCache, type AskIndexCache, type AskIndexCacheOptions } from "./cache";
export { reducePaste } from "./paste";

import type { AskIndex as _Index } from "./build";
import { analyzeQuery as _analyze } from "./query";
import { rankSections as _rank } from "./rank";
import { composeOfflineAnswer as _compose } from "./answer";

/** Sections retrieved per question (the offline answer quotes a few of them; the model sees all of them). */
export const ASK_HITS = 6;

/**
 * The whole offline path for one question: analyse once (pasted errors reduced to their exception and message),
 * rank ASK_HITS sections, compose. The ask service, the benchmarks and the tests all answer through this function.
 */
export function answerQuestion(index: _Index, question: string) {
  const query = _analyze(question, index);
  const ranked = _rank(index, query, { limit: ASK_HITS });
  const { entry, ...answer } = _compose({ index, query, hits: ranked });
  // (an answer from a lesson's question entry: the model sees that entry first, then the sections)
  const hits = entry ? [entry, ...ranked.slice(0, ASK_HITS - 1)] : ranked;
  return { query, hits, ...answer };
}

/** @deprecated name kept for existing callers: the same as `answerQuestion`. */
export const answerOffline = answerQuestion;
