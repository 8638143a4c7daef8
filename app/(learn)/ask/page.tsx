import type { Metadata } from "next";
import { headers } from "next/headers";
import { askRequest } from "@/lib/contracts/ask";
import { isAppError } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/http/rate";
import { askQuestion } from "@/lib/services/ask";
import { AskClient } from "./AskClient";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Ask a question" };

// Without JavaScript the form submits ?q= and the answer is rendered here by the same service (same quota).
export default async function AskPage({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  const q = (await searchParams).q ?? "";
  let result: Awaited<ReturnType<typeof askQuestion>> | null = null;
  let error = "";
  if (q.trim()) {
    const parsed = askRequest.safeParse({ query: q });
    if (!parsed.success) error = parsed.error.issues[0].message;
    else
      try {
        await enforceRateLimit("ask", await headers(), null);
        result = await askQuestion(parsed.data);
      } catch (e) {
        if (isAppError(e)) error = e.message;
        else throw e;
      }
  }
  return (
    <>
      <h1>Ask a question</h1>
      <p className="muted">
        Answers come only from our lessons, with links to the sections they are based on. 30 questions per minute.
      </p>
      <AskClient
        initialQuery={q}
        initialAnswer={result?.answer}
        initialSources={result?.sources}
        initialError={error || undefined}
      />
    </>
  );
}
