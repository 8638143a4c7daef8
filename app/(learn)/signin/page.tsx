import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getViewer } from "@/lib/auth/session";
import { askingApp, safeNextPath } from "@/lib/contracts/account";
import { env } from "@/lib/env";
import { signInAction } from "../account/actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const sp = await searchParams;
  const next = safeNextPath(sp.next);
  if (await getViewer()) redirect(next ?? "/account");
  const asking = askingApp(next);
  const providers = [env.GITHUB_ID ? "GitHub" : null, env.GOOGLE_ID ? "Google" : null].filter(Boolean);
  return (
    <div style={{ maxWidth: "28rem" }}>
      <h1>Sign in</h1>
      {asking ? <p className="notice">{asking}</p> : null}
      {sp.error ? (
        <p className="notice error" role="alert">
          {sp.error}
        </p>
      ) : null}
      <form action={signInAction} className="stack">
        <input type="hidden" name="next" value={next ?? "/account"} />
        <div>
          <label htmlFor="email">Email</label>
          <input id="email" name="email" type="email" autoComplete="email" required defaultValue={sp.email ?? ""} />
        </div>
        <div>
          <label htmlFor="password">Password</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <button type="submit">Sign in</button>
      </form>
      {providers.length ? (
        <p>
          {/* next-auth's own provider page: a full navigation on purpose */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          Or <a href="/api/auth/signin?callbackUrl=/account">sign in with {providers.join(" or ")}</a>.
        </p>
      ) : null}
      <p>
        New here? <Link href={next ? `/signup?${new URLSearchParams({ next })}` : "/signup"}>Create an account</Link>
        {next ? ", and you will come straight back here" : ""}.
      </p>
    </div>
  );
}
