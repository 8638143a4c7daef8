import type { Metadata } from "next";
import { CourseCard } from "@/app/_components/CourseCard";
import { listCourses } from "@/lib/services/courses";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Courses" };

export default async function CoursesPage() {
  const courses = await listCourses();
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
