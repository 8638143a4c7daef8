import { z } from "zod";

export const slugParam = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a slug is lower-case letters, digits and '-'")
  .describe("URL slug, e.g. java-fundamentals");

export const errorResponse = z
  .object({
    error: z.object({
      code: z.string().describe("Machine-readable code, e.g. NOT_FOUND, VALIDATION_ERROR, RATE_LIMITED"),
      message: z.string(),
      hint: z.string().optional(),
    }),
  })
  .meta({ id: "ErrorResponse" });
