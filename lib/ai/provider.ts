// The one module that names a model. OPENAI_API_KEY set → the AI SDK with @ai-sdk/openai; otherwise offline.
// OPENAI_BASE_URL (any OpenAI-compatible server) uses Chat Completions (`openai.chat`), which such servers implement;
// api.openai.com itself uses the Responses API.
import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import { env } from "@/lib/env";

export type AiRole = "answer" | "review";
export type AiMode = "openai" | "offline";

let override: ((role: AiRole) => LanguageModel | null) | undefined;

export function aiMode(): AiMode {
  if (override) return override("answer") ? "openai" : "offline";
  return env.OPENAI_API_KEY ? "openai" : "offline";
}

/** The model for a role, or null when no model is configured (offline engines answer). */
export function modelFor(role: AiRole): LanguageModel | null {
  if (override) return override(role);
  if (!env.OPENAI_API_KEY) return null;
  const openai = createOpenAI({
    apiKey: env.OPENAI_API_KEY,
    ...(env.OPENAI_BASE_URL ? { baseURL: env.OPENAI_BASE_URL } : {}),
  });
  return env.OPENAI_BASE_URL ? openai.chat(env.AI_MODEL) : openai.responses(env.AI_MODEL);
}

/** Unit tests swap in mock models from `ai/test`. */
export function setModelOverride(fn: ((role: AiRole) => LanguageModel | null) | undefined): void {
  override = fn;
}
