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

/** Where to go after signing in: a path on this site only (never `//host`, never a scheme); else the account page. */
export const nextPath = z
  .unknown()
  .transform((v) => (typeof v === "string" && /^\/(?!\/)[\w\-/?=&#.%]*$/.test(v) ? v : "/account"));

export const signInForm = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(200),
  next: nextPath,
});

export const disconnectForm = z.object({ clientId: z.string().trim().min(1, "Pick an app").max(2000) });
export const revokeTokenForm = z.object({ id: z.string().trim().min(1, "Pick a token").max(200) });

export type SettingsForm = z.infer<typeof settingsForm>;
