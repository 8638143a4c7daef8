// Java analysis service: the deterministic analyzer (syntax, design, security, runtime) and, when a model is
// configured, a clearly separated AI review that receives the findings and must not contradict them.
// Backs POST /api/java/analyze, the MCP analyze tool and the playground page.
import { fallbackReason } from "@/lib/ai/call";
import { generateReview, hasReviewModel } from "@/lib/ai/review";
import { AnalyzerLimitError, analyzeJava } from "@/lib/analyze";
import { analyzeResponse, type AnalyzeRequest, type AnalyzeResponse } from "@/lib/contracts/analyze";
import { AppError } from "@/lib/errors";

export async function analyzeCode(input: AnalyzeRequest): Promise<AnalyzeResponse & { engine: "offline" | "ai" }> {
  let result;
  try {
    result = analyzeJava({ code: input.code, lastError: input.lastError, lastOutput: input.lastOutput });
  } catch (e) {
    if (e instanceof AnalyzerLimitError)
      throw new AppError(
        "UNPROCESSABLE",
        `The code is too complex to analyse within the time budget: ${e.message}`,
        "Send a smaller file or one class at a time.",
      );
    throw e;
  }
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
