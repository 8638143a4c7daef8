// The one policy for every model call: the same options (no retries, the AI_TIMEOUT_MS deadline, low temperature)
// and the same fallback rule (any failure — timeout, upstream error, empty text — is logged and the caller answers
// with its deterministic engine; the learner never sees a model error).
import { env } from "@/lib/env";
import { log } from "@/lib/log";

export type FallbackReason = "timeout" | "upstream-error";

/** Options shared by generateText and streamText calls. */
export function callOptions(): { maxRetries: number; abortSignal: AbortSignal; temperature: number } {
  return { maxRetries: 0, abortSignal: AbortSignal.timeout(env.AI_TIMEOUT_MS), temperature: 0.2 };
}

/** Classifies a failed model call and logs it (message cut to 200 characters; no prompt, no key). */
export function fallbackReason(e: unknown, what: string): FallbackReason {
  const name = (e as Error)?.name;
  const reason: FallbackReason = name === "TimeoutError" || name === "AbortError" ? "timeout" : "upstream-error";
  log.warn(`ai ${what} failed; using the offline engine`, {
    reason,
    error: String((e as Error)?.message).slice(0, 200),
  });
  return reason;
}

/** Throws when a model returned nothing usable (the caller's catch then falls back). */
export function nonEmpty(text: string): string {
  if (!text.trim()) throw new Error("empty model output");
  return text;
}
