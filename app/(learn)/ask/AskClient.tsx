"use client";
// Streams the answer from POST /api/ask (server-sent events) and renders it as Markdown as it arrives.
import { useRef, useState } from "react";
import { renderMarkdown } from "@/lib/markdown";

type Source = { title: string; url: string; section?: string; snippet?: string };

/** Source URLs are absolute (for agents); in the page, link to the path so it works behind any host. */
const sitePath = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");

function parseEvents(buffer: string): { events: { type: string; data: unknown }[]; rest: string } {
  const events: { type: string; data: unknown }[] = [];
  const blocks = buffer.split("\n\n");
  const rest = blocks.pop() ?? "";
  for (const b of blocks) {
    const type = /^event: (.+)$/m.exec(b)?.[1];
    const data = /^data: (.*)$/m.exec(b)?.[1];
    if (type && data) events.push({ type, data: JSON.parse(data) });
  }
  return { events, rest };
}

export function AskClient(props: {
  initialQuery: string;
  initialAnswer?: string;
  initialSources?: Source[];
  initialError?: string;
}) {
  const [query, setQuery] = useState(props.initialQuery);
  const [answer, setAnswer] = useState(props.initialAnswer ?? "");
  const [sources, setSources] = useState<Source[]>(props.initialSources ?? []);
  const [status, setStatus] = useState<"idle" | "streaming" | "done" | "error">(props.initialError ? "error" : "idle");
  const [error, setError] = useState(props.initialError ?? "");
  const [quota, setQuota] = useState<string>("");
  const abort = useRef<AbortController | null>(null);

  async function ask(e: React.FormEvent) {
    e.preventDefault();
    if (!query.trim()) return;
    abort.current?.abort();
    const ctl = new AbortController();
    abort.current = ctl;
    setAnswer("");
    setSources([]);
    setError("");
    setStatus("streaming");
    try {
      const r = await fetch("/api/ask", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "text/event-stream" },
        body: JSON.stringify({ query }),
        signal: ctl.signal,
      });
      const rl = /r=(\d+)/.exec(r.headers.get("ratelimit") ?? "")?.[1];
      if (rl) setQuota(`${rl} of 30 questions left this minute`);
      if (!r.ok || !r.body) {
        const body = await r.json().catch(() => null);
        setError(body?.error?.message ?? `The request failed (${r.status}).`);
        setStatus("error");
        return;
      }
      const reader = r.body.pipeThrough(new TextDecoderStream()).getReader();
      let buf = "";
      let text = "";
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const { events, rest } = parseEvents(buf + value);
        buf = rest;
        for (const ev of events) {
          const d = ev.data as { text?: string; sources?: Source[] };
          if (ev.type === "sources" || ev.type === "done") setSources(d.sources ?? []);
          if (ev.type === "delta") {
            text += d.text ?? "";
            setAnswer(text);
          }
        }
      }
      setStatus("done");
    } catch (err) {
      if ((err as Error).name !== "AbortError") {
        setError("The connection was interrupted. Try again.");
        setStatus("error");
      }
    }
  }

  return (
    <>
      <form onSubmit={ask} action="/ask" method="get" className="stack" aria-label="Ask a question">
        <div>
          <label htmlFor="q">Your question</label>
          <textarea
            id="q"
            name="q"
            rows={3}
            maxLength={2000}
            required
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="e.g. Why is field injection discouraged in Spring?"
          />
        </div>
        <div className="row">
          <button type="submit" disabled={status === "streaming"}>
            {status === "streaming" ? "Answering…" : "Ask"}
          </button>
          <span className="muted" aria-live="polite">
            {quota}
          </span>
        </div>
      </form>
      {error ? (
        <p className="notice error" role="alert">
          {error}
        </p>
      ) : null}
      <section aria-live="polite" aria-busy={status === "streaming"} aria-label="Answer">
        {answer ? (
          <article
            className="prose card"
            style={{ marginTop: "1rem" }}
            dangerouslySetInnerHTML={{ __html: renderMarkdown(answer) }}
          />
        ) : null}
      </section>
      {sources.length ? (
        <section aria-labelledby="sources-h">
          <h2 id="sources-h">Sources</h2>
          <ol>
            {sources.map((s) => (
              <li key={s.url}>
                <a href={sitePath(s.url)}>{s.title}</a>
                {s.snippet ? <span className="muted"> – {s.snippet}</span> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
