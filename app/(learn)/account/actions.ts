"use server";
// Server actions of the sign-in, sign-up and account pages (plain form posts: no client JavaScript needed). Each one
// goes through formAction() (lib/http/action.ts): parse with the contract, viewer, rate limit, then the service.
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import {
  createTokenForm,
  disconnectForm,
  revokeTokenForm,
  safeNextPath,
  settingsForm,
  signInForm,
} from "@/lib/contracts/account";
import { signUpRequest } from "@/lib/contracts/auth";
import { endSession, startSession } from "@/lib/auth/session-cookie";
import { AppError } from "@/lib/errors";
import { formAction } from "@/lib/http/action";
import { disconnectApp } from "@/lib/services/oauth-consent";
import { issueAccessToken, revokeTokenById } from "@/lib/oauth/tokens";
import { authenticateWithPassword, signUp, updateSettings } from "@/lib/services/accounts";

const fields =
  (...names: string[]) =>
  (form: FormData) =>
    Object.fromEntries(names.map((n) => [n, form.get(n)]));

/** Password sign-in: under the `auth` limit per client address (the same quota as next-auth's credentials route). */
export const signInAction = formAction(
  { input: signInForm, auth: "optional", rateLimit: "auth", back: "/signin", keep: ["email", "next"] },
  async ({ input }) => {
    const user = input.email && input.password ? await authenticateWithPassword(input.email, input.password) : null;
    if (!user) throw new AppError("UNAUTHORIZED", "Wrong email or password.");
    await startSession({ id: user.id, name: `${user.firstName} ${user.lastName}`, email: input.email });
    redirect(input.next);
  },
);

export const signUpAction = formAction(
  {
    input: signUpRequest,
    auth: "optional",
    rateLimit: "auth",
    back: "/signup",
    read: fields("email", "password", "firstName", "lastName"),
    keep: ["email", "firstName", "lastName", "next"],
  },
  async ({ input, form }) => {
    const user = await signUp(input);
    await startSession({ id: user.id, name: `${user.firstName} ${user.lastName}`, email: user.email! });
    // In the middle of a flow (e.g. an app asking for access): straight on to it, signed in; else the welcome page.
    redirect(safeNextPath(form.get("next")) ?? "/account?welcome=1");
  },
);

export async function signOutAction() {
  await endSession();
  redirect("/");
}

export const saveSettingsAction = formAction(
  { input: settingsForm, auth: "required", back: "/account" },
  async ({ input, viewer }) => {
    await updateSettings(viewer.userId, input);
    redirect("/account?saved=1");
  },
);

export const createTokenAction = formAction(
  {
    input: createTokenForm,
    auth: "required",
    back: "/account",
    read: (form) => ({ label: form.get("label"), scopes: form.getAll("scopes") }),
  },
  async ({ input, viewer }) => {
    const t = await issueAccessToken({ userId: viewer.userId, scopes: input.scopes, label: input.label });
    // Shown once, on the next page only (a query parameter would leak into logs; use a short-lived cookie).
    (await cookies()).set("new-token", t.access_token, {
      httpOnly: true,
      sameSite: "strict",
      path: "/account",
      maxAge: 60,
    });
    redirect("/account?created=1#tokens");
  },
);

export const revokeTokenAction = formAction(
  { input: revokeTokenForm, auth: "required", back: "/account", read: fields("id") },
  async ({ input, viewer }) => {
    await revokeTokenById(input.id, viewer.userId);
    redirect("/account?revoked=1#tokens");
  },
);

/** Disconnects an app (authorization code flow): its refresh tokens and access tokens stop working at once. */
export const disconnectAppAction = formAction(
  { input: disconnectForm, auth: "required", back: "/account", read: fields("clientId") },
  async ({ input, viewer }) => {
    await disconnectApp(viewer.userId, input.clientId);
    redirect("/account?disconnected=1#apps");
  },
);
