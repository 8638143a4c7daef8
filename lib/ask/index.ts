// Public entry point of the ask library (retrieval + offline answers + grounded prompt for POST /api/ask).
//
//   const cache = createAskIndexCache(loadLessonsAndVersion, { maxAgeMs: 30_000 });  // module scope, once
//   const index = await cache.get();                    // rebuilt when the content version changes
//   const query = analyzeQuery(question, index);        // once per request; passed explicitly to what follows
//   const hits = rankSections(index, query);            // best sections, one per lesson first
//   const { answer, sources, covered } = composeOfflineAnswer({ index, query, hits });   // offline path
//   model path: lib/ai/answer.ts (grounded prompt in lib/ai/ask-prompt.ts, citations mapped back to hits)
//
// Modules: ./text (analyzer) → ./query (query analysis) → ./build (index) → ./retrieve (candidates) → ./rank
// (coverage, phrase/proximity, diversity) → ./answer (offline composer; ./classify, ./overlap).
// Decisions (details next to the constants): coverage thresholds MIN_COVERAGE/MIN_HEADLINE in ./answer; pro lessons
// are answered from like free ones (short excerpts, long pro programs not quoted) — see the header of ./answer.

export type { LessonDoc, SectionHit, AnswerSource, OfflineAnswer } from "./types";
export { buildAskIndex, type AskIndex } from "./build";
export { analyzeQuery, type AnalyzedQuery } from "./query";
export { rankSections, searchSections } from "./rank";
export { composeOfflineAnswer, MIN_COVERAGE, LOW_COVERAGE, type Retrieval } from "./answer";
export { classifyQuestion, type QuestionKind } from "./classify";
export { createAskIndexCache, type AskIndexCache, type AskIndexCacheOptions } from "./cache";

import type { AskIndex as _Index } from "./build";
import { analyzeQuery as _analyze } from "./query";
import { rankSections as _rank } from "./rank";
import { composeOfflineAnswer as _compose } from "./answer";

/** The whole offline path for one question (tests, benchmarks): analyse once, rank, compose. */
export function answerOffline(index: _Index, question: string, limit = 5) {
  const query = _analyze(question, index);
  const hits = _rank(index, query, { limit });
  return { query, hits, ..._compose({ index, query, hits }) };
}
