import type { Metadata } from "next";
import { CourseCard } from "@/app/_components/CourseCard";
import { readUnlessBuilding } from "@/lib/services/cache";
import { listCourses } from "@/lib/services/courses";

// Cached for every visitor (ISR): rendered on the first request, then again in the background at most once a minute.
export const revalidate = 60;
export const metadata: Metadata = { title: "Courses" };

export default async function CoursesPage() {
  const courses = await readUnlessBuilding(listCourses, []);
  return (
    <>
      <h1>Courses</h1>
      <p className="muted">
        {courses.length} courses · free courses are open to everyone; pro courses have free preview lessons.
      </p>
      <div className="grid">
        {courses.map((c) => (
          <CourseCard key={c.slug} course={c} />
        ))}
      </div>
    </>
  );
}
