import { z } from "zod";

export const MAX_QUERY_CHARS = 2000;

export const askRequest = z
  .strictObject({
    query: z
      .string({ error: "query must be a string" })
      .trim()
      .min(1, "query must not be empty")
      .max(MAX_QUERY_CHARS, `query must be at most ${MAX_QUERY_CHARS} characters`)
      .describe("A natural-language question about Java, Spring Boot or the platform's courses"),
  })
  .meta({ id: "AskRequest" });

export const askSource = z.object({
  title: z.string(),
  url: z.string().describe("Absolute URL of the lesson section"),
  section: z.string().optional(),
  snippet: z.string().optional(),
  score: z.number().optional(),
});

export const askResponse = z
  .object({
    answer: z.string().describe("Markdown"),
    sources: z
      .array(askSource)
      .describe("Lesson sections the answer comes from; empty when the courses do not cover the question"),
    engine: z.enum(["offline", "ai"]).optional().describe("Which engine wrote the answer"),
  })
  .meta({ id: "AskResponse" });

export type AskRequest = z.infer<typeof askRequest>;
export type AskResponse = z.infer<typeof askResponse>;
