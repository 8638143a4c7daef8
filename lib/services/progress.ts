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
  return orNotFound(
    await getCourseLessonsForProgress({ courseSlug }),
    `No course with slug "${courseSlug}".`,
    "GET /api/courses lists valid slugs.",
  );
}

type CourseLessons = NonNullable<Awaited<ReturnType<typeof getCourseLessonsForProgress>>>;

/** Progress in one course from the slugs of the learner's completed lessons. */
function progressOf(c: CourseLessons, done: Set<string>): CourseProgress {
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

async function progressIn(userId: string, c: CourseLessons): Promise<CourseProgress> {
  return progressOf(c, new Set((await listLessonCompletions({ userId, courseId: c.id })).map((x) => x.lesson.slug)));
}

export async function getCourseProgress(userId: string, courseSlug: string): Promise<CourseProgress> {
  return progressIn(userId, await courseOrThrow(courseSlug));
}

export async function updateProgress(userId: string, u: ProgressUpdate): Promise<CourseProgress> {
  const c = await courseOrThrow(u.course);
  const lesson = orNotFound(
    c.lessons.find((l) => l.slug === u.lesson),
    `No lesson "${u.lesson}" in course "${u.course}".`,
    `GET /api/courses/${u.course} lists its lessons.`,
  );
  if (u.completed) {
    if (!(await canRead(lesson, { userId })))
      throw new AppError(
        "FORBIDDEN",
        "This is a pro lesson; only pro learners can complete it.",
        "See /pricing.md for the Pro plan.",
      );
    await upsertLessonCompletion({ userId, lessonId: lesson.id });
  } else await deleteLessonCompletion({ userId, lessonId: lesson.id });
  const count = await countLessonCompletions({ userId, courseId: c.id });
  await setCourseCompletion({ userId, courseId: c.id, completed: count === c.lessons.length });
  return progressIn(userId, c);
}

/** Progress over every course the learner has started, most recent first. */
export async function listProgress(userId: string) {
  const [lessons, courses] = await Promise.all([listLessonCompletions({ userId }), listCourseCompletions({ userId })]);
  // completions are most recent first, so the Map keeps courses in the order they were last worked on
  const done = new Map<string, Set<string>>();
  for (const l of lessons)
    (done.get(l.lesson.course.slug) ?? done.set(l.lesson.course.slug, new Set()).get(l.lesson.course.slug)!).add(
      l.lesson.slug,
    );
  const all = await Promise.all(
    [...done].map(async ([slug, set]) => {
      const c = await getCourseLessonsForProgress({ courseSlug: slug });
      return c ? progressOf(c, set) : null; // an unpublished course drops out
    }),
  );
  return {
    courses: all.filter((x): x is CourseProgress => x !== null),
    completedCourses: courses.map((c) => ({
      slug: c.course.slug,
      title: c.course.title,
      completedAt: c.completedAt.toISOString(),
    })),
  };
}
