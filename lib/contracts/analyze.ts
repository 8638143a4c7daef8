import { z } from "zod";

/** Finding categories and severities: part of the response contract, so the analyzer imports them from here. */
export const CATEGORIES = ["syntax", "security", "design", "runtime", "performance", "style"] as const;
export const SEVERITIES = ["error", "warning", "info"] as const;

export const MAX_CODE_BYTES = 200 * 1024;
export const MAX_TRACE_CHARS = 64 * 1024;
/** The largest analyze request body: code and both traces at their limits, JSON-escaped (× 2), plus the envelope. */
export const ANALYZE_MAX_BODY_BYTES = MAX_CODE_BYTES * 2 + MAX_TRACE_CHARS * 2 + 1024;

const noNul = (field: string) => (s: string) =>
  !s.includes("\u0000") || `${field} contains NUL bytes; send Java source text`;

export const analyzeRequest = z
  .strictObject({
    code: z
      .string({ error: "code must be a string" })
      .min(1, "code must not be empty")
      .refine((s) => s.trim().length > 0, "code must not be blank")
      .refine((s) => Buffer.byteLength(s, "utf8") <= MAX_CODE_BYTES, `code must be at most ${MAX_CODE_BYTES / 1024} KB`)
      .check((ctx) => {
        const r = noNul("code")(ctx.value);
        if (r !== true) ctx.issues.push({ code: "custom", message: r, input: ctx.value });
      })
      .describe("Java or Spring Boot source code to review (a file, a class body, a method or statements)"),
    lastError: z
      .string({ error: "lastError must be a string" })
      .max(MAX_TRACE_CHARS)
      .optional()
      .describe("Compiler error output or a stack trace"),
    lastOutput: z
      .string({ error: "lastOutput must be a string" })
      .max(MAX_TRACE_CHARS)
      .optional()
      .describe("Program output"),
  })
  .meta({ id: "AnalyzeRequest" });

export const finding = z.object({
  rule: z.string(),
  category: z.enum(CATEGORIES),
  severity: z.enum(SEVERITIES),
  line: z.number().int().optional(),
  column: z.number().int().optional(),
  endLine: z.number().int().optional(),
  cwe: z.number().int().optional(),
  message: z.string(),
  explanation: z.string().optional(),
  fix: z.string().optional(),
  lesson: z.string().optional(),
});

export const analyzeResponse = z
  .object({
    analysis: z.string().describe("Markdown review"),
    findings: z.array(finding),
    engine: z.enum(["offline", "ai"]).optional(),
  })
  .meta({ id: "AnalyzeResponse" });

export type AnalyzeRequest = z.infer<typeof analyzeRequest>;
export type AnalyzeResponse = z.infer<typeof analyzeResponse>;
