import Link from "next/link";
import type { CourseSummary } from "@/lib/contracts/courses";

export function AccessBadge({ free }: { free: boolean }) {
  return <span className={`badge ${free ? "free" : "pro"}`}>{free ? "Free" : "Pro"}</span>;
}

export function CourseCard({ course, headingLevel = 2 }: { course: CourseSummary; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card">
      {course.image ? (
        <img src={new URL(course.image).pathname} alt="" width={640} height={360} loading="lazy" />
      ) : null}
      <H>
        <Link href={`/courses/${course.slug}`}>{course.title}</Link>
      </H>
      <p className="muted" style={{ margin: 0 }}>
        {course.summary ?? ""}
      </p>
      <div className="meta">
        <AccessBadge free={course.isFree} />
        <span>{course.lessonCount} lessons</span>
        <span>{Math.round(course.totalMinutes / 6) / 10} h</span>
        <span>{course.level}</span>
      </div>
    </article>
  );
}
