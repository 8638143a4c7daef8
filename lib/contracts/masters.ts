import { z } from "zod";

export const masterProgram = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    priceCents: z.number().int().describe("Price in minor currency units (cents)"),
    currency: z.string().describe("ISO 4217 code"),
    courses: z.array(z.object({ slug: z.string(), title: z.string() })),
  })
  .meta({ id: "MasterProgram" });

export type MasterProgram = z.infer<typeof masterProgram>;
