// Learner progress: lesson completions (with undo) and course completion, which drives completedCoursesCount,
// the completed-course list and the skills of the public profile. A learner can complete only lessons they can
// read (pro lessons need pro access). Concurrent updates are safe: completions are idempotent upserts, and the
// course-completion check runs after each write has committed, so the last writer always sees every lesson.
import { courseProgress, type CourseProgress, type ProgressUpdate } from "@/lib/contracts/progress";
import {
  countLessonCompletions,
  deleteLessonCompletion,
  getCourseLessonsForProgress,
  listCourseCompletions,
  listLessonCompletions,
  setCourseCompletion,
  upsertLessonCompletion,
} from "@/lib/db/queries/progress";
import { AppError, orNotFound } from "@/lib/errors";
import { canRead } from "./courses";

async function courseOrThrow(courseSlug: string) {
  return orNotFound(await getCourseLessonsForProgress({ courseSlug }), `No course with slug "${courseSlug}".`, "GET /api/courses lists valid slugs.");
}

export async function getCourseProgress(userId: string, courseSlug: string): Promise<CourseProgress> {
  const c = await courseOrThrow(courseSlug);
  const done = new Set((await listLessonCompletions({ userId, courseId: c.id })).map((x) => x.lesson.slug));
  const completedLessons = c.lessons.filter((l) => done.has(l.slug)).map((l) => l.slug);
  const next = c.lessons.find((l) => !done.has(l.slug)) ?? null;
  return courseProgress.parse({
    course: { slug: c.slug, title: c.title },
    totalLessons: c.lessons.length,
    completedLessons,
    percent: c.lessons.length ? Math.round((completedLessons.length / c.lessons.length) * 100) : 0,
    completed: c.lessons.length > 0 && completedLessons.length === c.lessons.length,
    next: next ? { slug: next.slug, title: next.title } : null,
  });
}

export async function updateProgress(userId: string, u: ProgressUpdate): Promise<CourseProgress> {
  const c = await courseOrThrow(u.course);
  const lesson = orNotFound(c.lessons.find((l) => l.slug === u.lesson), `No lesson "${u.lesson}" in course "${u.course}".`, `GET /api/courses/${u.course} lists its lessons.`);
  if (u.completed) {
    if (!(await canRead(lesson, { userId })))
      throw new AppError("FORBIDDEN", "This is a pro lesson; only pro learners can complete it.", "See /pricing.md for the Pro plan.");
    await upsertLessonCompletion({ userId, lessonId: lesson.id });
  } else await deleteLessonCompletion({ userId, lessonId: lesson.id });
  const count = await countLessonCompletions({ userId, courseId: c.id });
  await setCourseCompletion({ userId, courseId: c.id, completed: count === c.lessons.length });
  return getCourseProgress(userId, u.course);
}

/** Progress over every course the learner has started, most recent first. */
export async function listProgress(userId: string) {
  const [lessons, courses] = await Promise.all([listLessonCompletions({ userId }), listCourseCompletions({ userId })]);
  const started = [...new Set(lessons.map((l) => l.lesson.course.slug))];
  const all = await Promise.all(started.map((slug) => getCourseProgress(userId, slug).catch(() => null)));
  return { courses: all.filter((x): x is CourseProgress => x !== null), completedCourses: courses.map((c) => ({ slug: c.course.slug, title: c.course.title, completedAt: c.completedAt.toISOString() })) };
}
