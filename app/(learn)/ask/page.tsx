import type { Metadata } from "next";
import { askAction } from "./actions";
import { AskClient } from "./AskClient";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Ask a question" };

// Without JavaScript the form submits ?q= and the answer is rendered here by the same service (same quota).
export default async function AskPage({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  const q = (await searchParams).q ?? "";
  const r = q.trim() ? await askAction({ query: q }) : null;
  const result = r?.ok ? r.data : null;
  const error = r && !r.ok ? r.error.message : "";
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
