// Java analysis service: the deterministic analyzer (syntax, design, security, runtime) and, when a model is
// configured, a clearly separated AI review that receives the findings and must not contradict them.
// Backs POST /api/java/analyze, the MCP analyze tool and the playground page. The analysis runs in a worker thread
// (analyze-pool.ts).
import { fallbackReason } from "@/lib/ai/call";
import { generateReview, hasReviewModel } from "@/lib/ai/review";
import { analyzeResponse, type AnalyzeRequest, type AnalyzeResponse } from "@/lib/contracts/analyze";
import { runAnalysis } from "./analyze-pool";

export async function analyzeCode(input: AnalyzeRequest): Promise<AnalyzeResponse & { engine: "offline" | "ai" }> {
  const result = await runAnalysis(input);
  const base = { analysis: result.analysis, findings: result.findings };
  if (!hasReviewModel()) return { ...analyzeResponse.parse({ ...base, engine: "offline" }), engine: "offline" };
  try {
    const review = await generateReview({ code: input.code, lastError: input.lastError, findings: result.findings });
    const analysis = `${result.analysis}\n\n---\n\n## AI review (model-written)\n\n> Suggestions from a language model, given the findings above. The findings above take precedence.\n\n${review}\n`;
    return { ...analyzeResponse.parse({ ...base, analysis, engine: "ai" }), engine: "ai" };
  } catch (e) {
    fallbackReason(e, "review");
    return { ...analyzeResponse.parse({ ...base, engine: "offline" }), engine: "offline" };
  }
}
