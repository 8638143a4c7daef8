"use server";
import { headers } from "next/headers";
import { getViewer } from "@/lib/auth/session";
import { analyzeRequest, type AnalyzeResponse } from "@/lib/contracts/analyze";
import { isAppError } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/http/rate";
import { analyzeCode } from "@/lib/services/analyze";

export interface ReviewState {
  code: string;
  lastError: string;
  lastOutput: string;
  result?: AnalyzeResponse;
  error?: string;
}

// The playground's review: the same service and contract as POST /api/java/analyze, for the signed-in learner.
export async function reviewAction(_prev: ReviewState, form: FormData): Promise<ReviewState> {
  const input = {
    code: String(form.get("code") ?? ""),
    lastError: String(form.get("lastError") ?? ""),
    lastOutput: String(form.get("lastOutput") ?? ""),
  };
  const viewer = await getViewer();
  if (!viewer) return { ...input, error: "Sign in to get your code reviewed." };
  const parsed = analyzeRequest.safeParse({
    code: input.code,
    ...(input.lastError.trim() ? { lastError: input.lastError } : {}),
    ...(input.lastOutput.trim() ? { lastOutput: input.lastOutput } : {}),
  });
  if (!parsed.success) return { ...input, error: parsed.error.issues.map((i) => i.message).join(" · ") };
  try {
    await enforceRateLimit("analyze", await headers(), { userId: viewer.userId, scopes: ["analyze"], via: "session" });
    const r = await analyzeCode(parsed.data);
    return { ...input, result: { analysis: r.analysis, findings: r.findings, engine: r.engine } };
  } catch (e) {
    if (isAppError(e)) return { ...input, error: e.message };
    throw e;
  }
}
