"use server";
import { analyzeRequest, type AnalyzeResponse } from "@/lib/contracts/analyze";
import { runRequest, type RunResultBody } from "@/lib/contracts/exercises";
import { action } from "@/lib/http/action";
import { analyzeCode } from "@/lib/services/analyze";
import { runJava } from "@/lib/services/exercises";

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

export interface RunState {
  result?: RunResultBody;
  error?: string;
}

// Run: the same service as POST /api/java/run. Learners on their practice quota (10 runs a minute, shared with
// exercise submissions); visitors on the per-address playground quota.
const run = action(
  {
    input: runRequest,
    auth: "optional",
    rateLimit: (viewer) => (viewer ? "practice" : "playground"),
  },
  ({ input }) => runJava(input.code, input.stdin),
);

export async function runAction(_prev: RunState, form: FormData): Promise<RunState> {
  const stdin = String(form.get("stdin") ?? "");
  const r = await run({ code: String(form.get("code") ?? ""), ...(stdin ? { stdin } : {}) });
  return r.ok ? { result: r.data } : { error: r.error.message };
}
