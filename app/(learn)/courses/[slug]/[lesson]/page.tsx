import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { slugParam } from "@/lib/contracts/common";
import { isAppError } from "@/lib/errors";
import { renderMarkdown } from "@/lib/markdown";
import { getViewer } from "@/lib/auth/session";
import { getLesson } from "@/lib/services/courses";
import { getCourseProgress } from "@/lib/services/progress";
import { setLessonCompleteAction } from "../../actions";

export const dynamic = "force-dynamic";

type Params = Promise<{ slug: string; lesson: string }>;

async function load(slug: string, lesson: string) {
  if (!slugParam.safeParse(slug).success || !slugParam.safeParse(lesson).success) notFound();
  try {
    return await getLesson(slug, lesson, await getViewer());
  } catch (e) {
    if (isAppError(e) && e.code === "NOT_FOUND") notFound();
    throw e;
  }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug, lesson } = await params;
  const l = await load(slug, lesson);
  return { title: `${l.title} – ${l.courseTitle}`, description: l.summary };
}

export default async function LessonPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<{ error?: string }>;
}) {
  const { slug, lesson } = await params;
  const error = (await searchParams).error;
  const l = await load(slug, lesson);
  const viewer = await getViewer();
  const progress = viewer ? await getCourseProgress(viewer.userId, slug) : null;
  const isDone = progress?.completedLessons.includes(l.slug) ?? false;
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
        {l.body !== null ? (
          <div dangerouslySetInnerHTML={{ __html: renderMarkdown(l.body) }} />
        ) : (
          <div className="notice">
            <p>
              <strong>This is a pro lesson.</strong> Its outline is shown on the right; the full text is open to pro
              learners.
            </p>
            <p>
              <Link href="/masters">See master programs</Link> or <Link href="/account">sign in</Link>.
            </p>
          </div>
        )}
        <section id="progress" className="notice" aria-label="Your progress">
          {error ? <p role="alert">{error}</p> : null}
          {!viewer ? (
            <p>
              <Link href={`/signin?next=/courses/${l.courseSlug}/${l.slug}`}>Sign in</Link> to track your progress.
            </p>
          ) : l.locked ? (
            <p className="muted">Pro lessons can be completed with pro access.</p>
          ) : (
            <form action={setLessonCompleteAction} className="row">
              <input type="hidden" name="course" value={l.courseSlug} />
              <input type="hidden" name="lesson" value={l.slug} />
              <input type="hidden" name="completed" value={isDone ? "false" : "true"} />
              {isDone ? <span>✓ You completed this lesson.</span> : null}
              <button type="submit" className={isDone ? "secondary" : undefined}>
                {isDone ? "Mark as not complete" : "Mark as complete"}
              </button>
              {progress ? (
                <span className="muted">
                  {progress.completedLessons.length} of {progress.totalLessons} lessons done
                </span>
              ) : null}
            </form>
          )}
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
          {l.headings.map((h) => (
            <li key={h.anchor}>{l.body !== null ? <a href={`#${h.anchor}`}>{h.title}</a> : h.title}</li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
