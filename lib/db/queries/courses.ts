// Course, section and lesson reads. Plain named functions; `select` only what contracts need; null when missing.
import { getPrisma } from "@/lib/db/client";

const lessonOutlineSelect = {
  slug: true,
  title: true,
  summary: true,
  minutes: true,
  isFree: true,
  order: true,
} as const;
const courseSelect = {
  id: true,
  updatedAt: true,
  slug: true,
  title: true,
  summary: true,
  description: true,
  isFree: true,
  image: true,
  level: true,
  skills: { select: { skill: { select: { name: true } } } },
} as const;

export async function listPublishedCourses() {
  const prisma = await getPrisma();
  return prisma.course.findMany({
    where: { published: true },
    orderBy: [{ order: "asc" }, { slug: "asc" }],
    select: { ...courseSelect, lessons: { select: { minutes: true } } },
  });
}

export async function getCourseBySlug({ slug }: { slug: string }) {
  const prisma = await getPrisma();
  return prisma.course.findFirst({
    where: { slug, published: true },
    select: {
      ...courseSelect,
      sections: {
        orderBy: { order: "asc" },
        select: { slug: true, title: true, lessons: { orderBy: { order: "asc" }, select: lessonOutlineSelect } },
      },
    },
  });
}

export async function getLessonBySlugs({ courseSlug, lessonSlug }: { courseSlug: string; lessonSlug: string }) {
  const prisma = await getPrisma();
  return prisma.lesson.findFirst({
    where: { slug: lessonSlug, course: { slug: courseSlug, published: true } },
    select: {
      id: true,
      updatedAt: true,
      slug: true,
      title: true,
      summary: true,
      minutes: true,
      isFree: true,
      order: true,
      body: true,
      course: {
        select: {
          id: true,
          slug: true,
          title: true,
          lessons: { orderBy: { order: "asc" }, select: { slug: true, title: true } },
        },
      },
    },
  });
}

/** Every published lesson with its course, for the ask/search index. */
export async function listLessonsForIndex() {
  const prisma = await getPrisma();
  return prisma.lesson.findMany({
    where: { course: { published: true } },
    orderBy: [{ course: { order: "asc" } }, { order: "asc" }],
    select: {
      slug: true,
      title: true,
      summary: true,
      body: true,
      isFree: true,
      course: { select: { slug: true, title: true, skills: { select: { skill: { select: { name: true } } } } } },
    },
  });
}

/**
 * A cheap fingerprint of lesson content: changes whenever a lesson is added, removed or edited, and with every row an
 * editor changes in Studio (the newest audit id; Studio writes raw SQL, which Prisma's @updatedAt does not see).
 */
export async function getLessonContentVersion(): Promise<string> {
  const prisma = await getPrisma();
  const r = await prisma.lesson.aggregate({ _count: { _all: true }, _max: { updatedAt: true } });
  const c = await prisma.course.aggregate({ _count: { _all: true }, _max: { updatedAt: true } });
  const a = await prisma.auditLog.aggregate({ _max: { id: true } });
  return `${r._count._all}:${r._max.updatedAt?.getTime() ?? 0}:${c._count._all}:${c._max.updatedAt?.getTime() ?? 0}:${a._max.id ?? 0}`;
}
