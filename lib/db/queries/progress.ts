import { getPrisma } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";

/** A concurrent identical insert won the race: the row exists, which is what we wanted. */
const ignoreDuplicate = (e: unknown) => {
  if (!isUniqueViolation(e)) throw e;
};

export async function getCourseLessonsForProgress({ courseSlug }: { courseSlug: string }) {
  const prisma = await getPrisma();
  return prisma.course.findFirst({
    where: { slug: courseSlug, published: true },
    select: {
      id: true,
      slug: true,
      title: true,
      lessons: { orderBy: { order: "asc" }, select: { id: true, slug: true, title: true, isFree: true } },
    },
  });
}

export async function listLessonCompletions({ userId, courseId }: { userId: string; courseId?: string }) {
  const prisma = await getPrisma();
  return prisma.lessonCompletion.findMany({
    where: { userId, ...(courseId ? { lesson: { courseId } } : {}) },
    orderBy: { completedAt: "desc" },
    select: {
      completedAt: true,
      lesson: { select: { slug: true, courseId: true, course: { select: { slug: true } } } },
    },
  });
}

export async function upsertLessonCompletion({ userId, lessonId }: { userId: string; lessonId: string }) {
  const prisma = await getPrisma();
  await prisma.lessonCompletion
    .upsert({ where: { userId_lessonId: { userId, lessonId } }, create: { userId, lessonId }, update: {} })
    .catch(ignoreDuplicate);
}

export async function deleteLessonCompletion({ userId, lessonId }: { userId: string; lessonId: string }) {
  const prisma = await getPrisma();
  await prisma.lessonCompletion.deleteMany({ where: { userId, lessonId } });
}

export async function countLessonCompletions({ userId, courseId }: { userId: string; courseId: string }) {
  const prisma = await getPrisma();
  return prisma.lessonCompletion.count({ where: { userId, lesson: { courseId } } });
}

export async function setCourseCompletion({
  userId,
  courseId,
  completed,
}: {
  userId: string;
  courseId: string;
  completed: boolean;
}) {
  const prisma = await getPrisma();
  if (completed)
    await prisma.courseCompletion
      .upsert({ where: { userId_courseId: { userId, courseId } }, create: { userId, courseId }, update: {} })
      .catch(ignoreDuplicate);
  else await prisma.courseCompletion.deleteMany({ where: { userId, courseId } });
}

export async function listCourseCompletions({ userId }: { userId: string }) {
  const prisma = await getPrisma();
  return prisma.courseCompletion.findMany({
    where: { userId },
    select: { courseId: true, completedAt: true, course: { select: { slug: true, title: true } } },
  });
}
