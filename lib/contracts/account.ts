import { z } from "zod";
import { slugParam } from "./common";

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

export const settingsForm = z.object({
  firstName: z.string().trim().min(1, "First name is required").max(60),
  lastName: z.string().trim().min(1, "Last name is required").max(60),
  bio: z.string().trim().max(500, "Bio must be at most 500 characters").optional().default(""),
  handle: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(slugParam.refine((s) => s.length >= 3, "Handle must be at least 3 characters")),
  profilePublic: checkbox,
  showCompletions: checkbox,
  showSkills: checkbox,
});

export const createTokenForm = z.object({
  label: z.string().trim().min(1, "Give the token a name").max(80),
  scopes: z.array(z.enum(["read", "analyze", "progress", "practice"])).min(1, "Pick at least one scope"),
});

export type SettingsForm = z.infer<typeof settingsForm>;
