import Link from "next/link";
import { CourseCard } from "@/app/_components/CourseCard";
import { listCourses } from "@/lib/services/courses";
import { listMasterPrograms } from "@/lib/services/masters";
import { formatPrice } from "@/lib/format";
import { readUnlessBuilding } from "@/lib/services/cache";

// Cached for every visitor (ISR): rendered on the first request, then again in the background at most once a minute.
export const revalidate = 60;

export default async function Home() {
  const [courses, masters] = await Promise.all([
    readUnlessBuilding(listCourses, []),
    readUnlessBuilding(listMasterPrograms, []),
  ]);
  const lessons = courses.reduce((s, c) => s + c.lessonCount, 0);
  return (
    <>
      <section className="hero">
        <h1>Learn Java and Spring Boot, one clear lesson at a time</h1>
        <p>
          {courses.length} courses and {lessons} lessons from your first <code>main</code> method to secured, tested
          Spring Boot APIs. Ask questions answered from the lessons, and get your code reviewed with explanations you
          can act on.
        </p>
        <div className="row">
          <Link className="button" href="/courses">
            Browse courses
          </Link>
          <Link className="button secondary" href="/ask">
            Ask a question
          </Link>
          <Link className="button secondary" href="/playground">
            Review my code
          </Link>
        </div>
      </section>
      <h2>Courses</h2>
      <div className="grid">
        {courses.slice(0, 6).map((c) => (
          <CourseCard key={c.slug} course={c} headingLevel={3} />
        ))}
      </div>
      <p>
        <Link href="/courses">All {courses.length} courses →</Link>
      </p>
      <h2>Master programs</h2>
      <ul>
        {masters.map((m) => (
          <li key={m.slug}>
            <Link href={`/masters#${m.slug}`}>{m.title}</Link> – {formatPrice(m.priceCents, m.currency)}
          </li>
        ))}
      </ul>
    </>
  );
}
