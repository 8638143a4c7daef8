import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { AccessBadge } from "@/app/_components/CourseCard";
import { CourseProgressCard, DoneMark } from "@/app/_components/CourseIslands";
import { slugParam } from "@/lib/contracts/common";
import { isAppError } from "@/lib/errors";
import { getCoursePage } from "@/lib/services/courses";

// Cached for every visitor (ISR, like the lesson page); the learner's progress is a client island.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

// One read per render: generateMetadata and the page share it (React's per-request cache).
const load = cache(async (slug: string) => {
  if (!slugParam.safeParse(slug).success) notFound();
  try {
    return await getCoursePage(slug);
  } catch (e) {
    if (isAppError(e) && e.code === "NOT_FOUND") notFound();
    throw e;
  }
});

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const { slug } = await params;
  const c = await load(slug);
  return { title: c.title, description: c.summary };
}

export default async function CoursePage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const course = await load(slug);
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
      <CourseProgressCard course={course.slug} />
      <div className="prose" dangerouslySetInnerHTML={{ __html: course.descriptionHtml }} />
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
                <DoneMark course={course.slug} lesson={l.slug} />
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
