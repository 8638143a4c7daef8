import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ExerciseList } from "@/app/_components/ExerciseList";
import { LessonProgress, ProLessonBody } from "@/app/_components/LessonIslands";
import { slugParam } from "@/lib/contracts/common";
import type { LessonDetail } from "@/lib/contracts/courses";
import { isAppError } from "@/lib/errors";
import { getLessonPage } from "@/lib/services/courses";

// Cached for every visitor (ISR): rendered on the first request, then again in the background at most once a minute
// (an edit in Studio shows within about a minute). Nothing is prerendered at build time: the build has no database.
// The visitor's own parts (progress, a pro learner's text) are client islands.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ slug: string; lesson: string }>;

// One read per render: generateMetadata and the page share it (React's per-request cache).
const load = cache(async (slug: string, lesson: string) => {
  if (!slugParam.safeParse(slug).success || !slugParam.safeParse(lesson).success) notFound();
  try {
    return await getLessonPage(slug, lesson);
  } catch (e) {
    if (isAppError(e) && e.code === "NOT_FOUND") notFound();
    throw e;
  }
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug, lesson } = await params;
  const { lesson: l } = await load(slug, lesson);
  return { title: `${l.title} – ${l.courseTitle}`, description: l.summary };
}

type Heading = LessonDetail["headings"][number];

/** The outline's sections, each with the questions listed under it (level 3: "Questions learners ask"). */
function sectionsOf(headings: Heading[]): { section: Heading; questions: Heading[] }[] {
  const out: { section: Heading; questions: Heading[] }[] = [];
  for (const h of headings) {
    if (h.level === 3 && out.length) out[out.length - 1].questions.push(h);
    else out.push({ section: h, questions: [] });
  }
  return out;
}

/** A pro lesson as visitors see it: every `##` section's heading (and every question's of "Questions learners ask")
 * with the same anchor as the full text (so links from answers and the outline land on it), each section with the
 * sign-up / pro prompt. */
function LockedOutline({ l }: { l: LessonDetail }) {
  const here = `/courses/${l.courseSlug}/${l.slug}`;
  return (
    <>
      <div className="notice">
        <p>
          <strong>This is a pro lesson.</strong> {l.summary}
        </p>
        <p>
          <Link href="/signup">Create an account</Link>,{" "}
          <Link href={`/signin?next=${encodeURIComponent(here)}`}>sign in</Link> with pro access, or{" "}
          <Link href="/masters">see master programs</Link>.
        </p>
      </div>
      {sectionsOf(l.headings).map(({ section: h, questions }) => (
        <section key={h.anchor} className="locked-section" aria-labelledby={h.anchor}>
          <h2 id={h.anchor}>
            {h.title}{" "}
            <a className="anchor" href={`#${h.anchor}`} aria-label="Link to this section">
              #
            </a>
          </h2>
          {questions.map((q) => (
            <h3 key={q.anchor} id={q.anchor}>
              {q.title}{" "}
              <a className="anchor" href={`#${q.anchor}`} aria-label="Link to this question">
                #
              </a>
            </h3>
          ))}
          <p className="muted">
            Part of this pro lesson. <Link href="/masters">Go pro</Link> to read it.
          </p>
        </section>
      ))}
    </>
  );
}

export default async function LessonPage({ params }: { params: Params }) {
  const { slug, lesson } = await params;
  const { lesson: l, html } = await load(slug, lesson);
  const locked = html === null;
  return (
    <div className="layout-lesson">
      <article className="prose">
        <nav aria-label="Breadcrumb" className="muted">
          <Link href="/courses">Courses</Link> / <Link href={`/courses/${l.courseSlug}`}>{l.courseTitle}</Link>
        </nav>
        <h1>{l.title}</h1>
        <p className="meta">
          <span>{l.minutes} min</span>
          {l.isFree ? null : <span className="badge pro">Pro</span>}
        </p>
        <p className="muted">{l.summary}</p>
        {locked ? (
          <ProLessonBody course={l.courseSlug} lesson={l.slug} locked>
            <LockedOutline l={l} />
          </ProLessonBody>
        ) : (
          <div dangerouslySetInnerHTML={{ __html: html }} />
        )}
        <ExerciseList course={l.courseSlug} lesson={l.slug} />
        <section id="progress" className="notice" aria-label="Your progress">
          <LessonProgress course={l.courseSlug} lesson={l.slug} locked={locked} />
        </section>
        <nav className="pager" aria-label="Lessons">
          {l.previous ? (
            <Link href={`/courses/${l.courseSlug}/${l.previous.slug}`}>← {l.previous.title}</Link>
          ) : (
            <span />
          )}
          {l.next ? (
            <Link href={`/courses/${l.courseSlug}/${l.next.slug}`}>{l.next.title} →</Link>
          ) : (
            <Link href={`/courses/${l.courseSlug}`}>Back to the course</Link>
          )}
        </nav>
      </article>
      <aside className="toc" aria-label="On this page">
        <strong>On this page</strong>
        <ul>
          {l.headings
            .filter((h) => h.level === 2)
            .map((h) => (
              <li key={h.anchor}>
                <a href={`#${h.anchor}`}>{h.title}</a>
              </li>
            ))}
        </ul>
      </aside>
    </div>
  );
}
