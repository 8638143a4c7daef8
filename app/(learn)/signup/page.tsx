import type { Metadata } from "next";
import Link from "next/link";
import { askingApp, safeNextPath } from "@/lib/contracts/account";
import { signUpAction } from "../account/actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Create an account" };

export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const sp = await searchParams;
  const next = safeNextPath(sp.next);
  const asking = askingApp(next);
  return (
    <div style={{ maxWidth: "28rem" }}>
      <h1>Create an account</h1>
      {asking ? <p className="notice">{asking}</p> : null}
      <p className="muted">Track your progress, earn skills on a public profile, and get your Java code reviewed.</p>
      {sp.error ? (
        <p className="notice error" role="alert">
          {sp.error}
        </p>
      ) : null}
      <form action={signUpAction} className="stack">
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <div className="row" style={{ alignItems: "stretch" }}>
          <div style={{ flex: "1 1 10rem" }}>
            <label htmlFor="firstName">First name</label>
            <input
              id="firstName"
              name="firstName"
              type="text"
              autoComplete="given-name"
              required
              maxLength={60}
              defaultValue={sp.firstName ?? ""}
            />
          </div>
          <div style={{ flex: "1 1 10rem" }}>
            <label htmlFor="lastName">Last name</label>
            <input
              id="lastName"
              name="lastName"
              type="text"
              autoComplete="family-name"
              required
              maxLength={60}
              defaultValue={sp.lastName ?? ""}
            />
          </div>
        </div>
        <div>
          <label htmlFor="email">Email</label>
          <input id="email" name="email" type="email" autoComplete="email" required defaultValue={sp.email ?? ""} />
        </div>
        <div>
          <label htmlFor="password">Password (at least 10 characters)</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={10}
            maxLength={200}
          />
        </div>
        <button type="submit">Create account</button>
      </form>
      <p>
        Already have an account?{" "}
        <Link href={next ? `/signin?${new URLSearchParams({ next })}` : "/signin"}>Sign in</Link>.
      </p>
    </div>
  );
}
