import { getPrisma } from "@/lib/db/client";

/**
 * Counts one more ask of a not-covered or weakly covered question (upsert by normalised text; one statement, so
 * concurrent asks of the same question do not lose counts). `bestScore` keeps the highest coverage seen.
 */
export async function recordUnansweredQuestion({
  normalized,
  score,
  notCovered,
}: {
  normalized: string;
  score: number;
  notCovered: boolean;
}): Promise<void> {
  const prisma = await getPrisma();
  await prisma.$executeRaw`
    INSERT INTO "UnansweredQuestion" ("id", "normalized", "count", "firstAsked", "lastAsked", "bestScore", "notCovered")
    VALUES (${`uq_${crypto.randomUUID()}`}, ${normalized}, 1, NOW(), NOW(), ${score}, ${notCovered})
    ON CONFLICT ("normalized") DO UPDATE SET
      "count" = "UnansweredQuestion"."count" + 1,
      "lastAsked" = NOW(),
      "bestScore" = GREATEST("UnansweredQuestion"."bestScore", EXCLUDED."bestScore"),
      "notCovered" = EXCLUDED."notCovered"`;
}

/** The most asked not-covered / weakly covered questions, most frequent first. */
export async function listUnansweredQuestions({ limit = 100 }: { limit?: number } = {}) {
  const prisma = await getPrisma();
  return prisma.unansweredQuestion.findMany({
    orderBy: [{ count: "desc" }, { lastAsked: "desc" }, { normalized: "asc" }],
    take: limit,
    select: { normalized: true, count: true, firstAsked: true, lastAsked: true, bestScore: true, notCovered: true },
  });
}

export async function getUnansweredQuestion({ normalized }: { normalized: string }) {
  const prisma = await getPrisma();
  return prisma.unansweredQuestion.findUnique({ where: { normalized } });
}
