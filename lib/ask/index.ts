// Public entry point of the ask library (retrieval + offline answers + grounded prompt for POST /api/ask).
//
//   const cache = createAskIndexCache(loadLessonsAndVersion, { maxAgeMs: 30_000 });  // module scope, once
//   const index = await cache.get();                   // rebuilt when the content version changes
//   const hits = searchSections(index, question);      // best sections, one per lesson first
//   const { answer, sources, covered } = composeOfflineAnswer(question, hits);   // offline path
//   const { system, prompt } = buildGroundedPrompt(question, hits);              // model path
//   const cited = citedSources(modelAnswer, hits);                               // sources the model cited
//
// Decisions (details next to the constants): coverage threshold MIN_COVERAGE in ./answer; pro lessons are answered
// from like free ones (short excerpts, long pro programs not quoted) — see the header of ./answer.

export type { LessonDoc, SectionHit, AnswerSource, OfflineAnswer } from "./types";
export { buildAskIndex, searchSections, type AskIndex } from "./search";
export { composeOfflineAnswer, MIN_COVERAGE } from "./answer";
export { buildGroundedPrompt, citedSources, ASK_SYSTEM_PROMPT } from "./prompt";
export { createAskIndexCache, type AskIndexCache, type AskIndexCacheOptions } from "./cache";
