// The AI engine of POST /api/ask: the model answers from the retrieved sections only (grounded prompt), and its
// [n] citations are mapped back to those sections. Callers fall back to the offline answer on any throw.
import { generateText, streamText } from "ai";
import type { SectionHit } from "@/lib/ask/types";
import { buildGroundedPrompt, citedSources } from "./ask-prompt";
import { callOptions, nonEmpty } from "./call";
import { modelFor } from "./provider";

/** Whether a model is configured for answers. */
export const hasAnswerModel = (): boolean => modelFor("answer") !== null;

/** The model's grounded answer and the sections it cited. Throws on failure, timeout or empty output. */
export async function generateGroundedAnswer(
  question: string,
  hits: SectionHit[],
): Promise<{ text: string; cited: SectionHit[] }> {
  const model = modelFor("answer");
  if (!model) throw new Error("no answer model configured");
  const r = await generateText({ model, ...buildGroundedPrompt(question, hits), ...callOptions() });
  const text = nonEmpty(r.text);
  return { text, cited: citedSources(text, hits) };
}

/** Streams the grounded answer's text; `cited(text)` maps the finished text's citations back to the sections. */
export function streamGroundedAnswer(question: string, hits: SectionHit[]) {
  const model = modelFor("answer");
  if (!model) throw new Error("no answer model configured");
  const r = streamText({ model, ...buildGroundedPrompt(question, hits), ...callOptions() });
  return { textStream: r.textStream, cited: (text: string) => citedSources(nonEmpty(text), hits) };
}
