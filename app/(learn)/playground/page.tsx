import type { Metadata } from "next";
import Link from "next/link";
import { getViewer } from "@/lib/auth/session";
import { POLICIES } from "@/lib/ratelimit";
import { Playground } from "./Playground";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Code review playground" };

export default async function PlaygroundPage() {
  const viewer = await getViewer();
  return (
    <>
      <h1>Code review</h1>
      <p className="muted">
        Paste Java or Spring Boot code and get a review: syntax errors, security bugs, design smells and runtime
        exceptions, each with the line, why it matters and how to fix it.
      </p>
      {viewer ? null : (
        <p className="notice">
          Try it without an account: {POLICIES.playground.limit} reviews a minute.{" "}
          <Link href="/signin?next=/playground">Sign in</Link> or <Link href="/signup">create a free account</Link> for{" "}
          {POLICIES.analyze.limit} a minute and agent tokens for the API.
        </p>
      )}
      <Playground />
    </>
  );
}
