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

const PROBE_ORIGIN = "http://next.invalid";
/**
 * Where to go after signing in or up: a path on this site only. Refused (→ null): anything that resolves to another
 * origin (`//host`, `/\\host`, `https:…`, `javascript:`), control characters, over 4,000 characters.
 */
export function safeNextPath(v: unknown): string | null {
  if (typeof v !== "string" || v.length > 4000 || !v.startsWith("/") || /[\\\u0000-\u001f\u007f]/.test(v)) return null;
  try {
    const u = new URL(v, PROBE_ORIGIN);
    return u.origin === PROBE_ORIGIN ? `${u.pathname}${u.search}${u.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * What the sign-in and sign-up pages say when an app sent the learner there (`next` is the authorization page): the
 * app's verified host when its client id is a metadata document URL, else only that an app is asking.
 */
export function askingApp(next: string | null): string | null {
  if (!next?.startsWith("/oauth/authorize?")) return null;
  const clientId = new URL(next, PROBE_ORIGIN).searchParams.get("client_id") ?? "";
  const host = /^https:\/\//.test(clientId) ? new URL(clientId).host : null;
  return host
    ? `An app from ${host} is asking to connect to your account. Sign in or create an account to review what it may do; you can still say no.`
    : "An app is asking to connect to your account. Sign in or create an account to review what it may do; you can still say no.";
}

/** `next` of the sign-in and sign-up forms: a same-origin path, else the account page. */
export const nextPath = z.unknown().transform((v) => safeNextPath(v) ?? "/account");

export const signInForm = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(200),
  next: nextPath,
});

export const disconnectForm = z.object({ clientId: z.string().trim().min(1, "Pick an app").max(2000) });
export const revokeTokenForm = z.object({ id: z.string().trim().min(1, "Pick a token").max(200) });

export type SettingsForm = z.infer<typeof settingsForm>;
