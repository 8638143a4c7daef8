import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AccessBadge } from "@/app/_components/CourseCard";
import { slugParam } from "@/lib/contracts/common";
import { isAppError } from "@/lib/errors";
import { renderMarkdown } from "@/lib/markdown";
import { getCourse } from "@/lib/services/courses";
import { getViewer } from "@/lib/auth/session";
import { getCourseProgress } from "@/lib/services/progress";

export const dynamic = "force-dynamic";

async function load(slug: string) {
  if (!slugParam.safeParse(slug).success) notFound();
  try {
    return await getCourse(slug);
  } catch (e) {
    if (isAppError(e) && e.code === "NOT_FOUND") notFound();
    throw e;
  }
}

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const { slug } = await params;
  const c = await load(slug);
  return { title: c.title, description: c.summary };
}

export default async function CoursePage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ completed?: string }>;
}) {
  const { slug } = await params;
  const justCompleted = (await searchParams).completed === "1";
  const course = await load(slug);
  const viewer = await getViewer();
  const progress = viewer ? await getCourseProgress(viewer.userId, slug) : null;
  const done = new Set(progress?.completedLessons ?? []);
  let n = 0;
  return (
    <>
      <nav aria-label="Breadcrumb" className="muted">
        <Link href="/courses">Courses</Link> / {course.title}
      </nav>
      <h1>{course.title}</h1>
      <div className="meta">
        <AccessBadge free={course.isFree} />
        <span>{course.lessonCount} lessons</span>
        <span>about {Math.round(course.totalMinutes / 6) / 10} hours</span>
        <span>{course.level}</span>
      </div>
      {progress ? (
        <section className="card" aria-label="Your progress" style={{ margin: "1rem 0" }}>
          {justCompleted || progress.completed ? (
            <p role="status">
              <strong>🎉 Course completed!</strong> It now shows on your <Link href="/account">public profile</Link>{" "}
              with its skills.
            </p>
          ) : null}
          <div className="row">
            <div
              className="progress"
              style={{ flex: "1 1 12rem" }}
              role="progressbar"
              aria-valuenow={progress.percent}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-label="Course progress"
            >
              <span style={{ width: `${progress.percent}%` }} />
            </div>
            <span>
              {progress.completedLessons.length} of {progress.totalLessons} lessons
            </span>
          </div>
          {progress.next ? (
            <p style={{ margin: 0 }}>
              <Link className="button" href={`/courses/${course.slug}/${progress.next.slug}`}>
                {progress.completedLessons.length ? "Continue where you left off" : "Start the course"}:{" "}
                {progress.next.title}
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}
      <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(course.description) }} />
      {course.skills.length ? (
        <p>
          <strong>Skills you earn:</strong> {course.skills.join(" · ")}
        </p>
      ) : null}
      {course.sections.map((s) => (
        <section key={s.slug} aria-labelledby={`section-${s.slug}`}>
          <h2 id={`section-${s.slug}`}>{s.title}</h2>
          <ol className="lesson-list">
            {s.lessons.map((l) => (
              <li key={l.slug}>
                <span className="num" aria-hidden="true">
                  {++n}.
                </span>
                <Link href={`/courses/${course.slug}/${l.slug}`}>{l.title}</Link>
                {done.has(l.slug) ? (
                  <span className="badge free" aria-label="completed">
                    ✓ Done
                  </span>
                ) : null}
                <span className="spacer" />
                <span className="muted">{l.minutes} min</span>
                {!course.isFree && l.isFree ? <span className="badge free">Free preview</span> : null}
                {!l.isFree ? <span className="badge pro">Pro</span> : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}
