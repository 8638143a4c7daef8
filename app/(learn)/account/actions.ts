"use server";
// Server actions of the sign-in, sign-up and account pages (plain form posts: no client JavaScript needed).
import { redirect } from "next/navigation";
import { createTokenForm, settingsForm } from "@/lib/contracts/account";
import { signUpRequest } from "@/lib/contracts/auth";
import { endSession, startSession } from "@/lib/auth/session-cookie";
import { getViewer } from "@/lib/auth/session";
import { isAppError } from "@/lib/errors";
import { disconnectApp } from "@/lib/services/oauth-consent";
import { issueAccessToken, revokeTokenById } from "@/lib/oauth/tokens";
import { authenticateWithPassword, signUp, updateSettings } from "@/lib/services/accounts";

const back = (path: string, params: Record<string, string>) => redirect(`${path}?${new URLSearchParams(params)}`);
const safeNext = (v: FormDataEntryValue | null) =>
  typeof v === "string" && /^\/(?!\/)[\w\-/?=&#.%]*$/.test(v) ? v : "/account";

export async function signInAction(form: FormData) {
  const email = String(form.get("email") ?? "").slice(0, 254);
  const password = String(form.get("password") ?? "").slice(0, 200);
  const next = safeNext(form.get("next"));
  const user = email && password ? await authenticateWithPassword(email, password) : null;
  if (!user) back("/signin", { error: "Wrong email or password.", email, next });
  await startSession({ id: user!.id, name: `${user!.firstName} ${user!.lastName}`, email });
  redirect(next);
}

export async function signUpAction(form: FormData) {
  const raw = {
    email: form.get("email"),
    password: form.get("password"),
    firstName: form.get("firstName"),
    lastName: form.get("lastName"),
  };
  const parsed = signUpRequest.safeParse(raw);
  const keep = {
    email: String(raw.email ?? ""),
    firstName: String(raw.firstName ?? ""),
    lastName: String(raw.lastName ?? ""),
  };
  if (!parsed.success) back("/signup", { error: parsed.error.issues.map((i) => i.message).join(" · "), ...keep });
  let user;
  try {
    user = await signUp(parsed.data!);
  } catch (e) {
    if (isAppError(e)) back("/signup", { error: e.message, ...keep });
    throw e;
  }
  await startSession({ id: user!.id, name: `${user!.firstName} ${user!.lastName}`, email: user!.email });
  redirect("/account?welcome=1");
}

export async function signOutAction() {
  await endSession();
  redirect("/");
}

async function requireViewer() {
  const v = await getViewer();
  if (!v) redirect("/signin?next=/account");
  return v!;
}

export async function saveSettingsAction(form: FormData) {
  const v = await requireViewer();
  const parsed = settingsForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) back("/account", { error: parsed.error.issues.map((i) => i.message).join(" · ") });
  try {
    await updateSettings(v.userId, parsed.data!);
  } catch (e) {
    if (isAppError(e)) back("/account", { error: e.message });
    throw e;
  }
  back("/account", { saved: "1" });
}

export async function createTokenAction(form: FormData) {
  const v = await requireViewer();
  const parsed = createTokenForm.safeParse({ label: form.get("label"), scopes: form.getAll("scopes") });
  if (!parsed.success) back("/account", { error: parsed.error.issues.map((i) => i.message).join(" · ") });
  const t = await issueAccessToken({ userId: v.userId, scopes: parsed.data!.scopes, label: parsed.data!.label });
  // Shown once, on the next page only (a short-lived, httpOnly-free query would leak into logs; use a cookie).
  const { cookies } = await import("next/headers");
  (await cookies()).set("new-token", t.access_token, {
    httpOnly: true,
    sameSite: "strict",
    path: "/account",
    maxAge: 60,
  });
  redirect("/account?created=1#tokens");
}

export async function revokeTokenAction(form: FormData) {
  const v = await requireViewer();
  await revokeTokenById(String(form.get("id") ?? ""), v.userId);
  redirect("/account?revoked=1#tokens");
}

/** Disconnects an app (authorization code flow): its refresh tokens and access tokens stop working at once. */
export async function disconnectAppAction(form: FormData) {
  const v = await requireViewer();
  const clientId = String(form.get("clientId") ?? "").slice(0, 2000);
  if (clientId) await disconnectApp(v.userId, clientId);
  redirect("/account?disconnected=1#apps");
}
