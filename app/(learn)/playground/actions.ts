"use server";
import { analyzeRequest, type AnalyzeResponse } from "@/lib/contracts/analyze";
import { action } from "@/lib/http/action";
import { analyzeCode } from "@/lib/services/analyze";

export interface ReviewState {
  code: string;
  lastError: string;
  lastOutput: string;
  result?: AnalyzeResponse;
  error?: string;
}

// The same service and contract as POST /api/java/analyze (which keeps requiring a token). Learners share the
// analyze quota of their account; visitors without an account get the small per-address playground quota.
const review = action(
  { input: analyzeRequest, auth: "optional", rateLimit: (viewer) => (viewer ? "analyze" : "playground") },
  async ({ input }): Promise<AnalyzeResponse> => {
    const r = await analyzeCode(input);
    return { analysis: r.analysis, findings: r.findings, engine: r.engine };
  },
);

// The playground's review form (useActionState).
export async function reviewAction(_prev: ReviewState, form: FormData): Promise<ReviewState> {
  const input = {
    code: String(form.get("code") ?? ""),
    lastError: String(form.get("lastError") ?? ""),
    lastOutput: String(form.get("lastOutput") ?? ""),
  };
  const r = await review({
    code: input.code,
    ...(input.lastError.trim() ? { lastError: input.lastError } : {}),
    ...(input.lastOutput.trim() ? { lastOutput: input.lastOutput } : {}),
  });
  return r.ok ? { ...input, result: r.data } : { ...input, error: r.error.message };
}
