// Arguments of the MCP prompts. MCP passes prompt arguments as strings; these schemas validate them and their
// descriptions become the prompts/list argument docs.
import { z } from "zod";
import { MAX_CODE_BYTES, MAX_TRACE_CHARS } from "./analyze";
import { slugParam } from "./common";

export const reviewCodePromptArgs = z.strictObject({
  code: z
    .string()
    .min(1, "code must not be empty")
    .refine((s) => Buffer.byteLength(s, "utf8") <= MAX_CODE_BYTES, `code must be at most ${MAX_CODE_BYTES / 1024} KB`)
    .describe("The Java or Spring Boot code to review"),
  error: z.string().max(MAX_TRACE_CHARS).optional().describe("Compiler error, stack trace or output, if any"),
});

export const explainLessonPromptArgs = z.strictObject({
  course: slugParam.describe("Course slug, e.g. java-fundamentals"),
  lesson: slugParam.describe("Lesson slug, e.g. variables-and-types"),
  level: z
    .enum(["beginner", "intermediate", "advanced"])
    .optional()
    .describe("The learner's level: beginner, intermediate or advanced"),
});
