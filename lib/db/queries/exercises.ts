// Exercises of a lesson and learners' progress on them (the only Prisma calls of the practice service).
import { getPrisma } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";

const lessonSelect = {
  id: true,
  slug: true,
  title: true,
  isFree: true,
  course: { select: { slug: true, title: true } },
} as const;

const summarySelect = { id: true, slug: true, title: true, kind: true, difficulty: true, order: true } as const;

/** A published lesson with its exercises in order; null when the course or lesson does not exist. */
export async function getLessonExercises({ courseSlug, lessonSlug }: { courseSlug: string; lessonSlug: string }) {
  const prisma = await getPrisma();
  return prisma.lesson.findFirst({
    where: { slug: lessonSlug, course: { slug: courseSlug, published: true } },
    select: { ...lessonSelect, exercises: { orderBy: { order: "asc" }, select: summarySelect } },
  });
}

/** One exercise with everything needed to show and check it; null when missing. */
export async function getExerciseBySlugs({
  courseSlug,
  lessonSlug,
  exerciseSlug,
}: {
  courseSlug: string;
  lessonSlug: string;
  exerciseSlug: string;
}) {
  const prisma = await getPrisma();
  return prisma.exercise.findFirst({
    where: { slug: exerciseSlug, lesson: { slug: lessonSlug, course: { slug: courseSlug, published: true } } },
    select: {
      ...summarySelect,
      statement: true,
      starter: true,
      solution: true,
      answer: true,
      hints: true,
      checks: true,
      updatedAt: true,
      lesson: { select: lessonSelect },
    },
  });
}

export async function listExerciseProgress({ userId, exerciseIds }: { userId: string; exerciseIds: string[] }) {
  const prisma = await getPrisma();
  return prisma.exerciseProgress.findMany({
    where: { userId, exerciseId: { in: exerciseIds } },
    select: { exerciseId: true, solved: true, attempts: true },
  });
}

export async function getExerciseProgress({ userId, exerciseId }: { userId: string; exerciseId: string }) {
  const prisma = await getPrisma();
  return prisma.exerciseProgress.findUnique({
    where: { userId_exerciseId: { userId, exerciseId } },
    select: { solved: true, attempts: true, lastCode: true, solvedAt: true },
  });
}

interface Attempt {
  userId: string;
  exerciseId: string;
  code: string;
  passed: boolean;
}

/**
 * Counts one attempt and keeps its code. `solved` only ever turns true (a later failing attempt keeps the solve).
 * Returns the row after the write and whether this attempt was the first solve.
 */
export async function recordAttempt(attempt: Attempt) {
  try {
    return await writeAttempt(attempt);
  } catch (e) {
    // Two first attempts at once: both tried to create the row; the loser updates the winner's row.
    if (!isUniqueViolation(e)) throw e;
    return writeAttempt(attempt);
  }
}

async function writeAttempt({ userId, exerciseId, code, passed }: Attempt) {
  const prisma = await getPrisma();
  const now = new Date();
  const before = await prisma.exerciseProgress.findUnique({
    where: { userId_exerciseId: { userId, exerciseId } },
    select: { solved: true },
  });
  const row = await prisma.exerciseProgress.upsert({
    where: { userId_exerciseId: { userId, exerciseId } },
    create: {
      userId,
      exerciseId,
      attempts: 1,
      solved: passed,
      solvedAt: passed ? now : null,
      lastCode: code,
      lastAttemptAt: now,
    },
    update: {
      attempts: { increment: 1 },
      lastCode: code,
      lastAttemptAt: now,
      ...(passed && !before?.solved ? { solved: true, solvedAt: now } : {}),
    },
    select: { solved: true, attempts: true },
  });
  return { ...row, firstSolve: passed && !before?.solved };
}
