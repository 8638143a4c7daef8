import type { Metadata } from "next";
import Link from "next/link";
import { searchSite } from "@/lib/services/search";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Search" };

export default async function SearchPage({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  const q = (await searchParams).q ?? "";
  const r = await searchSite(q);
  return (
    <>
      <h1>Search</h1>
      <form action="/search" method="get" role="search" className="row" style={{ maxWidth: "40rem" }}>
        <label htmlFor="search-q" className="visually-hidden">
          Search lessons
        </label>
        <input id="search-q" type="search" name="q" defaultValue={r.query} maxLength={200} style={{ flex: 1 }} />
        <button type="submit">Search</button>
      </form>
      {r.query ? (
        <>
          {r.courses.length ? (
            <section aria-labelledby="course-results">
              <h2 id="course-results">Courses</h2>
              <ul>
                {r.courses.map((c) => (
                  <li key={c.slug}>
                    <Link href={`/courses/${c.slug}`}>{c.title}</Link>
                    {c.summary ? <span className="muted"> – {c.summary}</span> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="lesson-results">
            <h2 id="lesson-results">Lessons ({r.sections.length})</h2>
            {r.sections.length ? (
              <ol className="stack" style={{ paddingLeft: "1.2rem" }}>
                {r.sections.map((s) => (
                  <li key={s.url}>
                    <Link href={s.url}>
                      <strong>{s.lessonTitle}</strong>
                      {s.section ? ` – ${s.section}` : ""}
                    </Link>
                    <div className="muted">
                      {s.courseTitle}
                      {s.pro ? " · Pro" : ""}
                    </div>
                    <p style={{ margin: ".25rem 0 0" }}>{s.snippet}</p>
                  </li>
                ))}
              </ol>
            ) : (
              <p>
                No lessons match “{r.query}”. Try other words, or{" "}
                <Link href={`/ask?q=${encodeURIComponent(r.query)}`}>ask the question</Link>.
              </p>
            )}
          </section>
        </>
      ) : (
        <p className="muted">
          Type a topic, a class name or an error message, for example{" "}
          <Link href="/search?q=ConcurrentModificationException">ConcurrentModificationException</Link>.
        </p>
      )}
    </>
  );
}
